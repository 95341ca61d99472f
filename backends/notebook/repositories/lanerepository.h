#pragma once

#include "backends/notebook/connection/notebookconnection.h"
#include "models/base/expected.h"
#include "models/run/lanerecord.h"

#include <QHash>

#include <optional>
#include <vector>

namespace lanebook {

// Lanes (notebook aggregate; lanerepository.cpp): the notebook's lanes with their SLOs. A lane
// is made by its first run or wave (NotebookConnection::laneIdFor); this is where a person sets
// what belongs to the lane itself.
class LaneRepository
{
public:
    explicit LaneRepository(NotebookConnection &connection)
        : m_connection(connection)
    {}

    // By name, each with how many runs it holds (a count over each lane's runs: `lane list`).
    std::vector<LaneRecord> list() const;
    // nullopt when the notebook has no lane of that name.
    std::optional<LaneRecord> lane(const QString &name) const;
    // The lane's SLO; nullopt when the lane sets none or does not exist. An SLO stored by a
    // newer Lanebook that this one cannot read counts as none.
    std::optional<Slo> slo(const QString &name) const;
    // Every lane that sets an SLO, by name, without counting runs (the window's tree).
    QHash<QString, Slo> slos() const;
    // Sets the lane's SLO (nullopt: clears it) in one transaction and returns the lane as
    // stored. A name the notebook has no lane of is refused naming the lanes there are, unless
    // `create`: then the lane is made, as its first run would make it.
    Expected<LaneRecord> setSlo(const QString &name, const std::optional<Slo> &slo, bool create);

private:
    NotebookConnection &m_connection;
};

// compare and check without --slo (the CLI's and the Compare tab's): when every run's lane sets
// the same SLO, the runs with request samples judged against another SLO (or none) are judged
// again against it, in memory (SloJudge::rejudge), and a sentence saying so is returned for the
// comparison's notes; empty when the lanes set none or differ (then each run keeps the SLO it
// was stored with, and a comparison of an SLO metric across different SLOs is refused by the
// comparison itself).
QString judgeAgainstLaneSlo(const LaneRepository &lanes, std::vector<Run> (&arms)[2]);

} // namespace lanebook
