#include "widgets/comparison/comparisontableproxy.h"

#include "models/comparison/comparisonpointsmodel.h"
#include "models/text/numbertext.h"
#include "widgets/common/metricformat.h"
#include "widgets/comparison/comparisontext.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QPalette>

namespace lanebook {

namespace {

using Model = ComparisonPointsModel;

std::optional<double> optionalDouble(const QVariant &value)
{
    return value.isValid() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

stats::Verdict verdictOf(const QModelIndex &index)
{
    return static_cast<stats::Verdict>(index.data(Model::VerdictRole).toInt());
}

bool isOverall(const QModelIndex &index)
{
    return index.data(Model::RowKindRole).toInt() == static_cast<int>(Model::RowKind::Overall);
}

} // namespace

ComparisonTableProxy::ComparisonTableProxy(QObject *parent)
    : QIdentityProxyModel(parent)
{}

QVariant ComparisonTableProxy::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return displayText(index);
    case Qt::ToolTipRole:
        return toolTip(index);
    case Qt::TextAlignmentRole:
        if (index.column() == Model::PointColumn || index.column() == Model::VerdictColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ForegroundRole:
        if (index.column() != Model::VerdictColumn && index.column() != Model::DeltaColumn)
            return {};
        // A verdict the gates withhold is shown as measured, in no win or loss colour.
        if (index.data(Model::VerdictWithheldRole).toBool())
            return ComparisonText::verdictColor(stats::Verdict::WithinNoise,
                                                QApplication::palette());
        return ComparisonText::verdictColor(verdictOf(index), QApplication::palette());
    case Qt::FontRole:
        if (isOverall(index) || index.column() == Model::VerdictColumn) {
            QFont font = QApplication::font();
            font.setBold(true);
            return font;
        }
        return {};
    default:
        return QIdentityProxyModel::data(index, role);
    }
}

QString ComparisonTableProxy::displayText(const QModelIndex &index) const
{
    const QVariant raw = QIdentityProxyModel::data(index, Qt::DisplayRole);
    switch (index.column()) {
    case Model::PointColumn:
        // A bare number under the variable's name, as in "Concurrency | 10".
        // A setting, not a measurement: 1024 as written, no group separator.
        if (raw.typeId() == QMetaType::Double) {
            QLocale locale;
            locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
            return MetricFormat::number(raw.toDouble(), locale);
        }
        return raw.toString();
    case Model::ControlColumn:
    case Model::CandidateColumn: {
        if (!raw.isValid())
            return isOverall(index) ? QString() : NumberText::missing();
        QLocale locale;
        locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
        const QString median = MetricFormat::number(raw.toDouble(), locale);
        // Flagged where the number is read; the tooltip names the runs and the rule.
        const int outliers = int(index.data(Model::OutliersRole).toStringList().size());
        return outliers == 0 ? median : tr("%1 (%n outlier(s))", nullptr, outliers).arg(median);
    }
    // NumberText decides the digits, the locale the decimal mark ("+8,0%" in German).
    case Model::DeltaColumn:
        return MetricFormat::localized(NumberText::signedPercent(optionalDouble(raw)));
    case Model::IntervalColumn:
        return MetricFormat::localized(
            NumberText::percentInterval(optionalDouble(index.data(Model::CiLowRole)),
                                        optionalDouble(index.data(Model::CiHighRole))));
    case Model::PValueColumn:
        return MetricFormat::localized(NumberText::pValue(optionalDouble(raw)));
    case Model::PairsColumn:
        return raw.isValid() ? QString::number(raw.toInt()) : tr("unpaired");
    case Model::VerdictColumn:
        return stats::verdictText(verdictOf(index));
    default:
        return raw.toString();
    }
}

QString ComparisonTableProxy::toolTip(const QModelIndex &index) const
{
    QStringList lines;
    const QList<int> runs = index.data(Model::RunCountsRole).value<QList<int>>();
    if (runs.size() == 2)
        lines << tr("%1, %2").arg(tr("%n control run(s)", nullptr, runs[0]),
                                  tr("%n candidate run(s)", nullptr, runs[1]));
    const auto pairing = static_cast<PairingKind>(index.data(Model::PairingRole).toInt());
    lines << (isOverall(index) && pairing != PairingKind::Unpaired ? tr("paired")
                                                                   : pairingText(pairing));
    if (const QString method = index.data(Model::MethodRole).toString(); !method.isEmpty())
        lines << method;
    if (const auto raw = optionalDouble(index.data(Model::PValueRawRole)); raw && !isOverall(index))
        lines << tr("p before Holm's correction: %1")
                     .arg(MetricFormat::localized(NumberText::pValue(raw)));
    lines << tr("called only when the whole interval lies outside ±%1%")
                 .arg(QLocale().toString(index.data(Model::ThresholdRole).toDouble(), 'f', 1));
    if (const QString message = index.data(Model::MessageRole).toString(); !message.isEmpty())
        lines << message;
    if (const QStringList outliers = index.data(Model::OutliersRole).toStringList();
        !outliers.isEmpty()) {
        lines << tr("%n run(s) stand out from the arm's repeats; kept in the median:", nullptr,
                    int(outliers.size()));
        for (const QString &outlier : outliers)
            lines << QStringLiteral("  ") + outlier;
    }
    return lines.join(u'\n');
}

QVariant ComparisonTableProxy::headerData(int section, Qt::Orientation orientation, int role) const
{
    QVariant title = QIdentityProxyModel::headerData(section, orientation, role);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole ||
        (section != Model::ControlColumn && section != Model::CandidateColumn))
        return title;
    const QString unit = MetricFormat::unitOf(
        QIdentityProxyModel::headerData(section, orientation, Model::MetricNameRole).toString());
    return unit.isEmpty() ? title : tr("%1 (%2)").arg(title.toString(), unit);
}

} // namespace lanebook
