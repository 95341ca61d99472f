#include "models/findings/findingsformat.h"

#include "models/findings/findingstr.h"

#include "models/configdiff/configkeys.h"
#include "models/findings/markdowntext.h"
#include "models/run/metricvocabulary.h"

#include <cmath>

namespace lanebook::FindingsFormat {

namespace {

const QString kMissing = QStringLiteral("—");

} // namespace

QString value(const std::optional<double> &value)
{
    if (!value || !std::isfinite(*value))
        return value && std::isinf(*value) ? QStringLiteral("inf") : kMissing;
    const double v = *value;
    if (std::fabs(v) >= 100.0)
        return QString::number(v, 'f', 2);
    if (std::fabs(v) >= 1.0)
        return QString::number(v, 'f', 3);
    return QString::number(v, 'g', 4);
}

QString timestamp(const QDateTime &time)
{
    if (!time.isValid())
        return FindingsTr::tr("unknown");
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC");
}

QString metricName(const QString &metricId)
{
    return MarkdownText::inlineText(MetricVocabulary::displayName(metricId));
}

QString metricNameWithId(const QString &metricId)
{
    const QString name = MetricVocabulary::displayName(metricId);
    if (name == metricId)
        return MarkdownText::codeSpan(metricId);
    return MarkdownText::inlineText(name) + QStringLiteral(" (") +
           MarkdownText::codeSpan(metricId) + u')';
}

QString configName(const std::vector<Run> &runs)
{
    if (runs.empty())
        return FindingsTr::tr("no runs");
    const Run &run = runs.front();
    if (auto name = ConfigKeys::string(run.config, {"config_name", "name", "label", "tag"}))
        return *name;
    const auto quant = ConfigKeys::string(run.config, {"quantization", "quant", "file_type"});
    if (!run.model.isEmpty())
        return quant ? QStringLiteral("%1 (%2)").arg(run.model, *quant) : run.model;
    return run.label;
}

QDateTime firstStart(const std::vector<Run> &control, const std::vector<Run> &candidate)
{
    QDateTime first;
    for (const std::vector<Run> *arm : {&control, &candidate}) {
        for (const Run &run : *arm) {
            if (run.startedAt.isValid() && (!first.isValid() || run.startedAt < first))
                first = run.startedAt;
        }
    }
    return first;
}

} // namespace lanebook::FindingsFormat
