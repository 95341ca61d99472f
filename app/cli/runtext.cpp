#include "app/cli/runtext.h"

#include "app/cli/clitr.h"

#include "models/run/metricvocabulary.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"
#include "models/text/numbertext.h"

#include <algorithm>
#include <cmath>

namespace lanebook::cli {

namespace {

QString jsonText(const nlohmann::json &value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    return QString::fromStdString(value.dump());
}

void appendObject(QString &text, const QString &title, const nlohmann::json &object)
{
    if (!object.is_object() || object.empty())
        return;
    text += title + QLatin1Char('\n');
    for (auto it = object.begin(); it != object.end(); ++it) {
        text += QStringLiteral("  %1: %2\n")
                    .arg(QString::fromStdString(it.key()).leftJustified(28), jsonText(it.value()));
    }
}

} // namespace

QString formatMetricValue(const QString &metricName, double value)
{
    const auto entry = MetricVocabulary::describe(metricName);
    return NumberText::metricValue(value, entry ? entry->unit : QString());
}

std::pair<QString, QString> headlineMetricParts(const Run &run)
{
    using namespace MetricId;
    for (const QLatin1String name :
         {kOutputTokPerS, kGenTokPerS, kPromptTokPerS, kPerplexity, kKlMean, kRequestsPerS}) {
        const QString key = name;
        if (const auto value = run.metricValue(key))
            return {key, formatMetricValue(key, *value)};
    }
    // lm-eval and other quality runs: the first metric is as good a headline as any.
    for (const MetricValue &m : run.metrics) {
        if (!m.name.contains(QLatin1String("stderr")))
            return {m.name, formatMetricValue(m.name, m.value)};
    }
    return {};
}

QString headlineMetric(const Run &run)
{
    const auto [name, value] = headlineMetricParts(run);
    return name.isEmpty() ? QString() : name + QLatin1Char('=') + value;
}

QString alignedColumns(const QList<QStringList> &rows, const QList<bool> &rightAligned)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i == widths.size())
                widths.append(0);
            widths[i] = std::max(widths[i], row.at(i).size());
        }
    }
    QString text;
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i > 0)
                line += QLatin1String("  ");
            const bool right = i < rightAligned.size() && rightAligned.at(i);
            line += right ? row.at(i).rightJustified(widths.at(i))
                          : row.at(i).leftJustified(widths.at(i));
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        text += line + QLatin1Char('\n');
    }
    return text;
}

QString runsTable(const std::vector<Run> &runs)
{
    QList<QStringList> rows;
    rows.append({CliTr::tr("ID"), CliTr::tr("Format"), CliTr::tr("Label"), CliTr::tr("Model"),
                 CliTr::tr("Metric"), CliTr::tr("Value")});
    for (const Run &run : runs) {
        const auto [metric, value] = headlineMetricParts(run);
        rows.append({QString::number(run.id), runFormatId(run.format), run.label, run.model,
                     metric.isEmpty() ? QString() : MetricVocabulary::displayName(metric), value});
    }
    return alignedColumns(rows, {true, false, false, false, false, true});
}

QString runDetailsText(const Run &run, qsizetype sampleCount)
{
    QString text;
    auto line = [&text](const QString &key, const QString &value) {
        text +=
            QStringLiteral("%1 %2\n").arg(QString(key + QLatin1Char(':')).leftJustified(14), value);
    };
    line(CliTr::tr("Run"), QString::number(run.id));
    line(CliTr::tr("Label"), run.label);
    line(CliTr::tr("Format"), runFormatId(run.format));
    line(CliTr::tr("Model"), run.model);
    line(CliTr::tr("Lane"), run.lane);
    QString status = runStatusId(run.status);
    if (!run.statusReason.isEmpty())
        status += QStringLiteral(" (") + statusReasonText(run.statusReason) + QLatin1Char(')');
    line(CliTr::tr("Status"), status);
    line(CliTr::tr("Started"), run.startedAt.isValid() ? run.startedAt.toUTC().toString(Qt::ISODate)
                                                       : CliTr::tr("unknown"));
    appendObject(text, CliTr::tr("Config"), run.config);
    appendObject(text, CliTr::tr("Workload"), run.workload);
    if (!run.metrics.empty()) {
        text += CliTr::tr("Metrics") + QLatin1Char('\n');
        for (const MetricValue &m : run.metrics) {
            const auto entry = MetricVocabulary::describe(m.name);
            QString value = formatMetricValue(m.name, m.value);
            if (entry && !entry->unit.isEmpty())
                value += QLatin1Char(' ') + entry->unit;
            // The name people read, then the vocabulary id (what --metric and --json use) and
            // the key the tool wrote.
            const QString name = MetricVocabulary::displayName(m.name);
            QString row = QStringLiteral("  %1 %2").arg(name.leftJustified(28), value);
            QString ids = name == m.name ? QString() : m.name;
            if (!m.originalKey.isEmpty() && m.originalKey != m.name)
                ids += (ids.isEmpty() ? QString() : QStringLiteral(" ")) +
                       QStringLiteral("(%1)").arg(m.originalKey);
            if (!ids.isEmpty())
                row = row.leftJustified(44) + QStringLiteral("   ") + ids;
            text += row + QLatin1Char('\n');
        }
    }
    if (!run.source.path.isEmpty()) {
        text += CliTr::tr("Source") + QLatin1Char('\n');
        text += QStringLiteral("  path:    %1\n").arg(run.source.path);
        text += QStringLiteral("  where:   %1\n").arg(sourceLocatorText(run.source.locator));
        text += QStringLiteral("  sha256:  %1\n").arg(run.source.sha256);
    }
    if (sampleCount > 0)
        line(CliTr::tr("Requests"), CliTr::tr("%1 per-request samples").arg(sampleCount));
    return text;
}

} // namespace lanebook::cli
