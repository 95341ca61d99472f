// RunRepository::chartRuns: the Charts tab's read of the whole notebook. list() builds a full
// Run per row (config and workload JSON parsed per run, every metric); at 100,000 runs that
// took ~1.3 s. Here a run is its few own columns plus the metrics a chart uses, and the parts
// runs share (config, workload) are parsed and reduced once per distinct combination.
#include "backends/notebook/read/rowreader.h"
#include "backends/notebook/repositories/runrepository.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/charts/chartrun.h"
#include "models/charts/runcharts.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <functional>
#include <map>
#include <tuple>

namespace lanebook {

namespace {

struct OwnColumns
{
    qint64 id = 0;
    QString label;
    QString lane;
    RunStatus status = RunStatus::Unjudged;
    qint64 sharedIndex = 0;
};

// What runs share: the key of a ChartRun's shared part.
using SharedKey = std::tuple<QString, QString, qint64, qint64>; // model, format, config, workload

} // namespace

std::vector<ChartRun> RunRepository::chartRuns() const
{
    std::vector<ChartRun> result;
    const QSqlDatabase db = m_connection.database();

    // Metric ids the charts use: a small table, read first so that the big one is filtered.
    QHash<qint64, QString> charted;
    {
        RowReader names(db, QStringLiteral("SELECT id, name FROM metric_names"));
        while (names.next()) {
            const QString name = names.text(1);
            if (RunCharts::isChartedMetric(name))
                charted.insert(names.int64(0), name);
        }
    }

    // Configs and workloads by id, parsed on first use only.
    std::map<qint64, nlohmann::json> configs;
    std::map<qint64, nlohmann::json> workloads;
    auto jsonOf = [&db](const char *table, qint64 id) {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("SELECT json FROM ") + QLatin1String(table) +
                      QStringLiteral(" WHERE id = ?"));
        query.addBindValue(id);
        return query.exec() && query.next() ? sqlvalues::jsonOrEmpty(query.value(0))
                                            : nlohmann::json::object();
    };

    std::map<SharedKey, qint64> sharedIndex;
    std::vector<ChartRun> shared;
    std::vector<OwnColumns> own;
    RowReader rows(db, QStringLiteral("SELECT r.id, r.label, r.format, r.model, l.name, r.status, "
                                      "r.config_id, r.workload_id FROM runs r LEFT JOIN lanes l ON "
                                      "l.id = r.lane_id ORDER BY r.id"));
    if (!rows.ok()) {
        m_connection.fail(rows.error());
        return result;
    }
    // A model, format, lane and status repeat on every row: each turned into text once.
    TextInterner models, formats, lanes, statuses;
    while (rows.next()) {
        const qint64 configId = rows.isNull(6) ? 0 : rows.int64(6);
        const qint64 workloadId = rows.isNull(7) ? 0 : rows.int64(7);
        SharedKey key{rows.text(3, models), rows.text(2, formats), configId, workloadId};
        auto found = sharedIndex.find(key);
        if (found == sharedIndex.end()) {
            Run stub; // no metrics: ChartRun::fromShared adds each run's own
            stub.model = std::get<0>(key);
            stub.format = runFormatFromId(std::get<1>(key)).value_or(RunFormat::Lanebook);
            if (configId != 0) {
                auto it = configs.find(configId);
                if (it == configs.end())
                    it = configs.emplace(configId, jsonOf("configs", configId)).first;
                stub.config = it->second;
            }
            if (workloadId != 0) {
                auto it = workloads.find(workloadId);
                if (it == workloads.end())
                    it = workloads.emplace(workloadId, jsonOf("workloads", workloadId)).first;
                stub.workload = it->second;
            }
            shared.push_back(ChartRun::fromRun(stub));
            found = sharedIndex.emplace(std::move(key), qint64(shared.size() - 1)).first;
        }
        own.push_back({rows.int64(0), rows.text(1), rows.text(4, lanes),
                       runStatusFromId(rows.text(5, statuses)).value_or(RunStatus::Unjudged),
                       found->second});
    }

    std::vector<QHash<QString, double>> metrics(own.size());
    if (!own.empty() && !charted.isEmpty()) {
        QStringList ids;
        for (auto it = charted.constBegin(); it != charted.constEnd(); ++it)
            ids << QString::number(it.key());
        RowReader values(db, QStringLiteral("SELECT run_id, metric_id, value FROM run_metrics "
                                            "WHERE metric_id IN (") +
                                 ids.join(u',') + u')');
        if (!values.ok()) {
            m_connection.fail(values.error());
            return result;
        }
        // Unordered: the (metric_id, run_id, value) index answers it alone, with no sort.
        // Runs are in id order, so each value finds its run by binary search.
        while (values.next()) {
            const qint64 runId = values.int64(0);
            const auto cursor =
                std::lower_bound(own.begin(), own.end(), runId,
                                 [](const OwnColumns &run, qint64 id) { return run.id < id; });
            if (cursor != own.end() && cursor->id == runId && !values.isNull(2))
                metrics[static_cast<size_t>(cursor - own.begin())].insert(
                    charted.value(values.int64(1)), values.real(2));
        }
    }

    result.reserve(own.size());
    for (size_t i = 0; i < own.size(); ++i) {
        OwnColumns &run = own[i];
        result.push_back(ChartRun::fromShared(shared[static_cast<size_t>(run.sharedIndex)], run.id,
                                              run.label, run.lane, run.status,
                                              std::move(metrics[i])));
    }
    return result;
}

} // namespace lanebook
