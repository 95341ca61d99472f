#include "models/comparison/comparisonpointsmodel.h"

#include "models/comparison/comparisonclaim.h"

#include <QHash>

namespace lanebook {

namespace {

QVariant optionalValue(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

QVariant optionalValue(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant();
}

const PointVariable *variableOf(const WorkloadPoint &point, const QString &name)
{
    for (const PointVariable &variable : point.variables) {
        if (variable.name == name)
            return &variable;
    }
    return nullptr;
}

QVariant rawValue(const nlohmann::json &value)
{
    if (value.is_number())
        return value.get<double>();
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    return QString::fromStdString(value.dump());
}

} // namespace

ComparisonPointsModel::ComparisonPointsModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ComparisonPointsModel::setReport(const ComparisonReport &report)
{
    beginResetModel();
    m_report = report;
    analysePoints();
    endResetModel();
}

void ComparisonPointsModel::clear()
{
    setReport(ComparisonReport{});
}

void ComparisonPointsModel::analysePoints()
{
    m_varyingVariable.clear();
    m_pointTexts.clear();
    m_heldLabel.clear();
    const std::vector<PointComparison> &points = m_report.points;
    if (points.empty())
        return;
    QStringList names;
    for (const PointComparison &row : points) {
        for (const PointVariable &variable : row.point.variables) {
            if (!names.contains(variable.name))
                names << variable.name;
        }
    }
    QStringList varying;
    for (const QString &name : std::as_const(names)) {
        const PointVariable *first = variableOf(points.front().point, name);
        bool same = first != nullptr;
        for (const PointComparison &row : points) {
            const PointVariable *variable = variableOf(row.point, name);
            same = same && variable && *variable == *first;
        }
        if (!same)
            varying << name;
    }
    // One point: its first plain variable heads the column (e.g. "Concurrency"), the
    // rest is held.
    if (varying.isEmpty()) {
        for (const PointVariable &variable : points.front().point.variables) {
            if (!variable.measured && variable.name != QLatin1String("output_tokens_min")) {
                varying << variable.name;
                break;
            }
        }
    }
    WorkloadPoint held;
    for (const PointVariable &variable : points.front().point.variables) {
        if (!varying.contains(variable.name))
            held.variables.push_back(variable);
    }
    m_heldLabel = held.isEmpty() ? QString() : held.label();

    // One plain varying variable: its bare values under its name.
    bool bare = varying.size() == 1 && varying.front() != QLatin1String("output_tokens_min");
    for (const PointComparison &row : points) {
        const PointVariable *variable = bare ? variableOf(row.point, varying.front()) : nullptr;
        bare = bare && variable && !variable->measured;
    }
    if (bare) {
        m_varyingVariable = varying.front();
        return;
    }
    for (const PointComparison &row : points) {
        WorkloadPoint part;
        for (const PointVariable &variable : row.point.variables) {
            if (varying.contains(variable.name))
                part.variables.push_back(variable);
        }
        m_pointTexts.push_back(part.label());
    }
}

int ComparisonPointsModel::overallRow() const
{
    return m_report.points.size() > 1 ? static_cast<int>(m_report.points.size()) : -1;
}

int ComparisonPointsModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    const int points = static_cast<int>(m_report.points.size());
    return points > 1 ? points + 1 : points;
}

int ComparisonPointsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonPointsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == VerdictWithheldRole) // one answer for every row: the gates judge the whole
        return claimStanding(m_report) == ClaimStanding::DoesNotCount;
    if (index.row() == overallRow())
        return overallData(index.column(), role);
    return pointData(static_cast<size_t>(index.row()), index.column(), role);
}

QVariant ComparisonPointsModel::pointData(size_t row, int column, int role) const
{
    const PointComparison &point = m_report.points[row];
    switch (role) {
    case Qt::DisplayRole:
        break;
    case VerdictRole:
        return static_cast<int>(point.verdict);
    case CiLowRole:
        return optionalValue(point.ciLowPercent);
    case CiHighRole:
        return optionalValue(point.ciHighPercent);
    case PValueRawRole:
        return optionalValue(point.pValueRaw);
    case PairingRole:
        return static_cast<int>(point.pairing);
    case MethodRole:
        return point.method;
    case MessageRole:
        return point.message;
    case RowKindRole:
        return static_cast<int>(RowKind::Point);
    case ThresholdRole:
        return point.thresholdPercent;
    case NoiseFloorRole:
        return optionalValue(point.noiseFloorPercent);
    case RunCountsRole:
        return QVariant::fromValue(QList<int>{static_cast<int>(point.controlRunIds.size()),
                                              static_cast<int>(point.candidateRunIds.size())});
    case OutliersRole: {
        if (column != ControlColumn && column != CandidateColumn)
            return {};
        QStringList lines;
        for (const RepeatOutlier &outlier : point.outliers) {
            if (outlier.inControlArm != (column == ControlColumn))
                continue;
            lines << tr("%1: %2, %3")
                         .arg(outlier.label.isEmpty() ? QString::number(outlier.runId)
                                                      : outlier.label,
                              QString::number(outlier.value, 'g', 6), outlier.reason);
        }
        return lines;
    }
    default:
        return {};
    }
    switch (column) {
    case PointColumn: {
        if (m_varyingVariable.isEmpty())
            return row < m_pointTexts.size() ? m_pointTexts[row] : point.point.label();
        const PointVariable *variable = variableOf(point.point, m_varyingVariable);
        return variable ? rawValue(variable->value) : QVariant();
    }
    case ControlColumn:
        return optionalValue(point.controlMedian);
    case CandidateColumn:
        return optionalValue(point.candidateMedian);
    case DeltaColumn:
        return optionalValue(point.deltaPercent);
    case PValueColumn:
        return optionalValue(point.pValue);
    case PairsColumn:
        return point.isPaired() ? QVariant(point.pairs) : QVariant();
    case VerdictColumn:
        return static_cast<int>(point.verdict);
    default:
        return {};
    }
}

QVariant ComparisonPointsModel::overallData(int column, int role) const
{
    const ComparisonReport &r = m_report;
    switch (role) {
    case Qt::DisplayRole:
        break;
    case VerdictRole:
        return static_cast<int>(r.verdict);
    case CiLowRole:
        return optionalValue(r.ciLowPercent);
    case CiHighRole:
        return optionalValue(r.ciHighPercent);
    case PValueRawRole:
        return {}; // the overall p is not Holm-adjusted: there is no raw one beside it
    case PairingRole:
        return static_cast<int>(r.paired ? PairingKind::RepeatSlot : PairingKind::Unpaired);
    case MethodRole:
        return overallMethodText(r.overallMethod);
    case MessageRole:
        return r.message;
    case RowKindRole:
        return static_cast<int>(RowKind::Overall);
    case ThresholdRole:
        return r.thresholdPercent;
    case NoiseFloorRole:
        return optionalValue(r.noiseFloorPercent);
    case RunCountsRole:
        return QVariant::fromValue(QList<int>{static_cast<int>(r.controlRuns.size()),
                                              static_cast<int>(r.candidateRuns.size())});
    default:
        return {};
    }
    switch (column) {
    case PointColumn:
        return tr("Overall");
    case DeltaColumn:
        return optionalValue(r.deltaPercent);
    case PValueColumn:
        return optionalValue(r.pValue);
    case PairsColumn:
        return optionalValue(r.pairs);
    case VerdictColumn:
        return static_cast<int>(r.verdict);
    default:
        return {}; // no single control or candidate median describes several points
    }
}

QVariant ComparisonPointsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (role) {
    case Qt::DisplayRole:
        break;
    case MetricNameRole:
        return m_report.metricName;
    case ConfidenceRole:
        return m_report.confidence;
    case PointVariableRole:
        return section == PointColumn ? m_varyingVariable : QString();
    default:
        return {};
    }
    switch (section) {
    case PointColumn:
        return m_varyingVariable.isEmpty() ? tr("Workload point")
                                           : pointVariableTitle(m_varyingVariable);
    case ControlColumn:
        return tr("Control");
    case CandidateColumn:
        return tr("Candidate");
    case DeltaColumn:
        return tr("Delta");
    case IntervalColumn:
        return tr("%1% CI").arg(m_report.confidence * 100.0, 0, 'g', 3);
    case PValueColumn:
        return tr("p");
    case PairsColumn:
        return tr("Pairs");
    case VerdictColumn:
        return tr("Verdict");
    default:
        return {};
    }
}

QHash<int, QByteArray> ComparisonPointsModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(VerdictRole, QByteArrayLiteral("verdict"));
    names.insert(CiLowRole, QByteArrayLiteral("ciLowPercent"));
    names.insert(CiHighRole, QByteArrayLiteral("ciHighPercent"));
    names.insert(PValueRawRole, QByteArrayLiteral("pValueRaw"));
    names.insert(PairingRole, QByteArrayLiteral("pairing"));
    names.insert(MethodRole, QByteArrayLiteral("method"));
    names.insert(MessageRole, QByteArrayLiteral("message"));
    names.insert(RowKindRole, QByteArrayLiteral("rowKind"));
    names.insert(ThresholdRole, QByteArrayLiteral("thresholdPercent"));
    names.insert(NoiseFloorRole, QByteArrayLiteral("noiseFloorPercent"));
    names.insert(RunCountsRole, QByteArrayLiteral("runCounts"));
    names.insert(OutliersRole, QByteArrayLiteral("outliers"));
    names.insert(VerdictWithheldRole, QByteArrayLiteral("verdictWithheld"));
    return names;
}

QString ComparisonPointsModel::pointVariableTitle(const QString &name)
{
    static const QHash<QString, const char *> titles = {
        {QStringLiteral("concurrency"), QT_TR_NOOP("Concurrency")},
        {QStringLiteral("request_rate"), QT_TR_NOOP("Request rate (req/s)")},
        {QStringLiteral("strategy"), QT_TR_NOOP("Strategy")},
        {QStringLiteral("input_tokens"), QT_TR_NOOP("Input tokens")},
        {QStringLiteral("output_tokens"), QT_TR_NOOP("Output tokens")},
        {QStringLiteral("n_prompt"), QT_TR_NOOP("Prompt tokens (pp)")},
        {QStringLiteral("n_gen"), QT_TR_NOOP("Generated tokens (tg)")},
        {QStringLiteral("n_depth"), QT_TR_NOOP("Depth")},
    };
    const auto it = titles.constFind(name);
    return it == titles.constEnd() ? name : tr(*it);
}

} // namespace lanebook
