#pragma once

#include "models/comparison/comparisonreport.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace lanebook {

// The Compare tab's table in the shape of a findings table ("Concurrency | Baseline | Candidate |
// Delta"): a row per workload point both arms measured, then an overall row when there are
// several. Lives in the GUI thread; holds a copy of one ComparisonReport. Values are raw
// (doubles, ints, enums as int; a missing number is an invalid QVariant, never 0): a proxy
// in widgets/ formats them (STYLE 9).
//
// The point column shows only what varies between rows: with one varying
// variable (or one row: its first variable) the header names it ("Concurrency") and a cell
// holds its bare value; with several, a cell holds their label. The variables every row
// shares are in heldPointLabel().
class ComparisonPointsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        PointColumn,     // the varying variable's value, or the point's label; "overall"
        ControlColumn,   // median of the control arm (double)
        CandidateColumn, // median of the candidate arm (double)
        DeltaColumn,     // percent, 100 (B/A - 1) (double)
        IntervalColumn,  // CiLowRole / CiHighRole; no DisplayRole value
        PValueColumn,    // Holm-adjusted when several points have one (double)
        PairsColumn,     // pairs (int); invalid when unpaired
        VerdictColumn,   // int(stats::Verdict)
        ColumnCount,
    };

    enum class RowKind { Point, Overall };

    // Row roles answer on every column of the row.
    enum Role {
        VerdictRole = Qt::UserRole + 1, // int(stats::Verdict)
        CiLowRole,                      // double, percent
        CiHighRole,                     // double, percent
        PValueRawRole,                  // double, before Holm
        PairingRole,                    // int(PairingKind); overall: from report.paired
        MethodRole,                     // QString, how the interval was computed
        MessageRole,                    // QString, why a number is missing
        RowKindRole,                    // int(RowKind)
        ThresholdRole,                  // double, the decision threshold in percent
        NoiseFloorRole,                 // double, percent; invalid when not measured
        RunCountsRole,                  // QList<int>{control runs, candidate runs}
        // ControlColumn / CandidateColumn of a point: that arm's runs that stand out from its
        // repeats (still in the median), one "label: value, reason" each (QStringList).
        OutliersRole,
        // bool: the gates withhold the report's verdict (ClaimStanding::DoesNotCount,
        // comparisonclaim.h), so no row's verdict is coloured as a win or a loss.
        VerdictWithheldRole,
        // Header roles (horizontal):
        MetricNameRole,    // QString, the metric the medians are of (every column)
        ConfidenceRole,    // double, e.g. 0.95 (IntervalColumn)
        PointVariableRole, // QString, the one varying variable's name (PointColumn), or ""
    };

    explicit ComparisonPointsModel(QObject *parent = nullptr);

    void setReport(const ComparisonReport &report);
    void clear();
    const ComparisonReport &report() const { return m_report; }

    // "input 1024 tok, output 128 tok": the point variables every row shares; empty when
    // nothing is shared or there are no rows.
    QString heldPointLabel() const { return m_heldLabel; }
    // Row of the overall line, or -1 when there is none (one point or none).
    int overallRow() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // "Concurrency", "Input tokens", ... for a point variable name; the name itself when
    // unknown. Translated.
    static QString pointVariableTitle(const QString &name);

private:
    void analysePoints();
    QVariant pointData(size_t row, int column, int role) const;
    QVariant overallData(int column, int role) const;

    ComparisonReport m_report;
    QString m_varyingVariable;         // set when exactly one variable varies (not measured)
    std::vector<QString> m_pointTexts; // per point, when m_varyingVariable is empty
    QString m_heldLabel;
};

} // namespace lanebook
