#include "app/cli/checkreport.h"

#include "app/cli/clitr.h"

#include "app/cli/comparetext.h"

#include "models/run/metricvocabulary.h"
#include "models/text/numbertext.h"

#include <QXmlStreamWriter>

#include <algorithm>

namespace lanebook::cli {

namespace {

QString directionText(stats::MetricDirection direction)
{
    return direction == stats::MetricDirection::HigherIsBetter ? CliTr::tr("higher is better")
                                                               : CliTr::tr("lower is better");
}

QString outcomeWord(const RegressionRow &row)
{
    switch (row.outcome) {
    case RegressionOutcome::Regression:
        return CliTr::tr("regression");
    case RegressionOutcome::Pass:
        return row.basis == RegressionBasis::PointEstimate
                   ? CliTr::tr("pass (point estimate)")
                   : CliTr::tr("pass (%1)").arg(stats::verdictText(row.verdict));
    case RegressionOutcome::NoDelta:
        break;
    }
    return CliTr::tr("no delta");
}

QString gateOutcomeWord(const CheckedGate &gate)
{
    const QString outcome = gateOutcomeId(gate.result.outcome);
    return gate.blocking ? CliTr::tr("%1 (blocking)").arg(outcome) : outcome;
}

QString headline(const CheckResult &result)
{
    switch (result.exitCode()) {
    case 0:
        return CliTr::tr("PASS: no regression beyond the noise and the allowed %1%")
            .arg(QString::number(result.maxRegressionPercent, 'g', 4));
    case 1: {
        QStringList what;
        if (result.regressions() > 0)
            what << CliTr::tr("%n regression(s)", nullptr, result.regressions());
        if (result.blockingFailures() > 0)
            what << CliTr::tr("%n blocking gate(s) failed", nullptr, result.blockingFailures());
        return CliTr::tr("FAIL: %1").arg(what.join(QStringLiteral(", ")));
    }
    default:
        break;
    }
    return CliTr::tr("NOT COMPARABLE: %1").arg(result.notComparable);
}

// A markdown table cell: a pipe would end the cell and a newline the row.
QString cell(QString text)
{
    text.replace(u'\\', QStringLiteral("\\\\"));
    text.replace(u'|', QStringLiteral("\\|"));
    text.replace(u'\n', u' ');
    return text;
}

QString runsLine(const QStringList &runs)
{
    QStringList shown = runs.mid(0, 6);
    if (runs.size() > 6)
        shown << CliTr::tr("… %n in all", nullptr, int(runs.size()));
    return shown.join(QStringLiteral(", "));
}

// The figures of one metric's rows, one line each: a failure's text in the JUnit file.
QString rowLines(const MetricRegressionCheck &metric)
{
    QString text;
    for (const RegressionRow &row : metric.rows) {
        text += CliTr::tr("%1: baseline %2, candidate %3, delta %4, CI %5: %6 %7\n")
                    .arg(row.where, metricValueText(row.baseline, metric.metricName),
                         metricValueText(row.candidate, metric.metricName),
                         NumberText::signedPercent(row.deltaPercent),
                         NumberText::percentInterval(row.ciLowPercent, row.ciHighPercent),
                         outcomeWord(row), row.reason);
    }
    return text;
}

nlohmann::json optionalNumber(const std::optional<double> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json();
}

} // namespace

int CheckResult::regressions() const
{
    return int(std::count_if(metrics.begin(), metrics.end(),
                             [](const MetricRegressionCheck &m) { return m.regressed(); }));
}

int CheckResult::blockingFailures() const
{
    return int(std::count_if(gates.begin(), gates.end(), [](const CheckedGate &gate) {
        return gate.blocking && gate.result.outcome == GateOutcome::Fail;
    }));
}

int CheckResult::exitCode() const
{
    if (!notComparable.isEmpty())
        return 2;
    return regressions() > 0 || blockingFailures() > 0 ? 1 : 0;
}

QString checkText(const CheckResult &result)
{
    QString text;
    // Not comparable before the runs were read: the headline alone says why.
    if (!result.baselineRuns.isEmpty())
        text += CliTr::tr("baseline:  %1\n").arg(runsLine(result.baselineRuns));
    if (!result.candidateRuns.isEmpty())
        text += CliTr::tr("candidate: %1\n").arg(runsLine(result.candidateRuns));
    for (const MetricRegressionCheck &metric : result.metrics) {
        text += CliTr::tr("\n%1 (%2), allowed regression %3%\n")
                    .arg(metric.metricName, directionText(metric.direction),
                         QString::number(metric.maxRegressionPercent, 'g', 4));
        for (const QString &line : rowLines(metric).split(u'\n', Qt::SkipEmptyParts))
            text += QStringLiteral("  ") + line + u'\n';
    }
    if (!result.gates.empty()) {
        text += CliTr::tr("\nGates:\n");
        for (const CheckedGate &gate : result.gates) {
            text += QStringLiteral("  %1  %2  %3\n")
                        .arg(gateOutcomeWord(gate).leftJustified(19),
                             gateId(gate.result.gate).leftJustified(16), gate.result.reason);
        }
    }
    for (const QString &note : result.notes)
        text += CliTr::tr("note: %1\n").arg(note);
    if (!text.isEmpty())
        text += u'\n';
    text += headline(result) + u'\n';
    return text;
}

QString checkMarkdown(const CheckResult &result)
{
    QString md = QStringLiteral("## lanebook-cli check: %1\n\n").arg(headline(result));
    if (!result.baselineRuns.isEmpty())
        md += CliTr::tr("- Baseline: %1\n").arg(runsLine(result.baselineRuns));
    if (!result.candidateRuns.isEmpty())
        md += CliTr::tr("- Candidate: %1\n").arg(runsLine(result.candidateRuns));
    md += CliTr::tr("- Allowed regression: %1%\n\n")
              .arg(QString::number(result.maxRegressionPercent, 'g', 4));
    if (!result.metrics.empty()) {
        md += CliTr::tr("| Metric | Point | Baseline | Candidate | Delta % | CI | Verdict |\n");
        md += QStringLiteral("|---|---|---:|---:|---:|---|---|\n");
        for (const MetricRegressionCheck &metric : result.metrics) {
            for (const RegressionRow &row : metric.rows) {
                const QString verdict = row.outcome == RegressionOutcome::Regression
                                            ? QStringLiteral("**%1**").arg(outcomeWord(row))
                                            : outcomeWord(row);
                md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                          .arg(cell(QStringLiteral("%1 (%2)").arg(metric.metricName,
                                                                  directionText(metric.direction))),
                               cell(row.where), metricValueText(row.baseline, metric.metricName),
                               metricValueText(row.candidate, metric.metricName),
                               NumberText::signedPercent(row.deltaPercent),
                               // A range, not "[lo, hi]": brackets read as link syntax.
                               NumberText::percentRange(row.ciLowPercent, row.ciHighPercent),
                               cell(verdict));
            }
        }
        md += u'\n';
        for (const MetricRegressionCheck &metric : result.metrics) {
            for (const RegressionRow &row : metric.rows)
                md +=
                    QStringLiteral("- %1, %2: %3\n").arg(metric.metricName, row.where, row.reason);
        }
        md += u'\n';
    }
    if (!result.gates.empty()) {
        md += CliTr::tr("### Gates\n\n| Gate | Outcome | Reason |\n|---|---|---|\n");
        for (const CheckedGate &gate : result.gates) {
            md += QStringLiteral("| %1 | %2 | %3 |\n")
                      .arg(gateId(gate.result.gate), cell(gateOutcomeWord(gate)),
                           cell(gate.result.reason));
        }
        md += u'\n';
    }
    if (!result.notes.isEmpty()) {
        md += CliTr::tr("### Notes\n\n");
        for (const QString &note : result.notes)
            md += QStringLiteral("- %1\n").arg(note);
    }
    return md;
}

QByteArray checkJUnitXml(const CheckResult &result)
{
    struct Case
    {
        QString classname;
        QString name;
        enum { Passed, Failed, Skipped, Error } state = Passed;
        QString message; // the attribute: one line
        QString text;    // the figures
    };
    std::vector<Case> cases;
    if (!result.notComparable.isEmpty()) {
        cases.push_back({QStringLiteral("lanebook.check"), QStringLiteral("comparable"),
                         Case::Error, result.notComparable, result.notComparable});
    }
    for (const MetricRegressionCheck &metric : result.metrics) {
        Case c{QStringLiteral("lanebook.check.metric"),
               metric.metricName,
               Case::Passed,
               {},
               rowLines(metric)};
        if (metric.regressed()) {
            c.state = Case::Failed;
            QStringList failing;
            for (const RegressionRow &row : metric.rows) {
                if (row.outcome == RegressionOutcome::Regression)
                    failing << QStringLiteral("%1: %2").arg(row.where, row.reason);
            }
            c.message = failing.join(QStringLiteral("; "));
        }
        cases.push_back(c);
    }
    for (const CheckedGate &gate : result.gates) {
        Case c{QStringLiteral("lanebook.check.gate"), gateId(gate.result.gate), Case::Passed,
               gate.result.reason, gate.result.reason};
        for (const GateEvidence &evidence : gate.result.evidence)
            c.text += QStringLiteral("\n%1 = %2").arg(evidence.name).arg(evidence.value);
        if (gate.result.outcome == GateOutcome::Fail)
            c.state = gate.blocking ? Case::Failed : Case::Skipped;
        else if (gate.result.outcome == GateOutcome::NotApplicable)
            c.state = Case::Skipped;
        if (c.state == Case::Skipped) {
            c.message = gate.result.outcome == GateOutcome::Fail
                            ? CliTr::tr("failed, not blocking: %1").arg(gate.result.reason)
                            : CliTr::tr("not applicable: %1").arg(gate.result.reason);
        }
        cases.push_back(c);
    }
    const auto count = [&](auto state) {
        return QString::number(std::count_if(cases.begin(), cases.end(),
                                             [&](const Case &c) { return c.state == state; }));
    };

    QByteArray xml;
    QXmlStreamWriter writer(&xml);
    writer.setAutoFormatting(true);
    writer.writeStartDocument();
    writer.writeStartElement(QStringLiteral("testsuites"));
    writer.writeAttribute(QStringLiteral("name"), QStringLiteral("lanebook-cli check"));
    for (int pass = 0; pass < 2; ++pass) {
        if (pass == 1) {
            writer.writeStartElement(QStringLiteral("testsuite"));
            writer.writeAttribute(QStringLiteral("name"), QStringLiteral("lanebook-check"));
        }
        writer.writeAttribute(QStringLiteral("tests"), QString::number(cases.size()));
        writer.writeAttribute(QStringLiteral("failures"), count(Case::Failed));
        writer.writeAttribute(QStringLiteral("errors"), count(Case::Error));
        writer.writeAttribute(QStringLiteral("skipped"), count(Case::Skipped));
        writer.writeAttribute(QStringLiteral("time"), QStringLiteral("0"));
    }
    writer.writeStartElement(QStringLiteral("properties"));
    const std::pair<QString, QString> properties[] = {
        {QStringLiteral("baseline"), result.baselineRuns.join(QStringLiteral(", "))},
        {QStringLiteral("candidate"), result.candidateRuns.join(QStringLiteral(", "))},
        {QStringLiteral("max_regression_pct"), QString::number(result.maxRegressionPercent)}};
    for (const auto &[name, value] : properties) {
        writer.writeStartElement(QStringLiteral("property"));
        writer.writeAttribute(QStringLiteral("name"), name);
        writer.writeAttribute(QStringLiteral("value"), value);
        writer.writeEndElement();
    }
    writer.writeEndElement(); // properties
    for (const Case &c : cases) {
        writer.writeStartElement(QStringLiteral("testcase"));
        writer.writeAttribute(QStringLiteral("classname"), c.classname);
        writer.writeAttribute(QStringLiteral("name"), c.name);
        writer.writeAttribute(QStringLiteral("time"), QStringLiteral("0"));
        const QString message = QString(c.message).replace(u'\n', u' ');
        if (c.state == Case::Failed || c.state == Case::Error) {
            writer.writeStartElement(c.state == Case::Failed ? QStringLiteral("failure")
                                                             : QStringLiteral("error"));
            writer.writeAttribute(QStringLiteral("message"), message);
            writer.writeAttribute(QStringLiteral("type"), c.state == Case::Failed
                                                              ? QStringLiteral("regression")
                                                              : QStringLiteral("not-comparable"));
            writer.writeCharacters(c.text);
            writer.writeEndElement();
        } else if (c.state == Case::Skipped) {
            writer.writeStartElement(QStringLiteral("skipped"));
            writer.writeAttribute(QStringLiteral("message"), message);
            writer.writeEndElement();
        }
        if (c.state != Case::Failed && c.state != Case::Error && !c.text.isEmpty())
            writer.writeTextElement(QStringLiteral("system-out"), c.text);
        writer.writeEndElement(); // testcase
    }
    writer.writeEndElement(); // testsuite
    writer.writeEndElement(); // testsuites
    writer.writeEndDocument();
    return xml;
}

nlohmann::json checkToJson(const CheckResult &result)
{
    nlohmann::json metrics = nlohmann::json::array();
    for (const MetricRegressionCheck &metric : result.metrics) {
        nlohmann::json rows = nlohmann::json::array();
        for (const RegressionRow &row : metric.rows) {
            rows.push_back(
                {{"point", row.where.toStdString()},
                 {"overall", row.overall},
                 {"baseline", optionalNumber(row.baseline)},
                 {"candidate", optionalNumber(row.candidate)},
                 {"delta_pct", optionalNumber(row.deltaPercent)},
                 {"ci_pct", {optionalNumber(row.ciLowPercent), optionalNumber(row.ciHighPercent)}},
                 {"threshold_pct", row.thresholdPercent},
                 {"outcome", regressionOutcomeId(row.outcome).toStdString()},
                 {"point_estimate_only", row.basis == RegressionBasis::PointEstimate},
                 {"reason", row.reason.toStdString()}});
        }
        metrics.push_back(
            {{"metric", metric.metricName.toStdString()},
             {"direction",
              metric.direction == stats::MetricDirection::HigherIsBetter ? "higher" : "lower"},
             {"regressed", metric.regressed()},
             {"rows", rows}});
    }
    nlohmann::json gates = nlohmann::json::array();
    for (const CheckedGate &gate : result.gates) {
        nlohmann::json json = gateResultToJson(gate.result);
        json["blocking"] = gate.blocking;
        gates.push_back(json);
    }
    nlohmann::json notes = nlohmann::json::array();
    for (const QString &note : result.notes)
        notes.push_back(note.toStdString());
    return {{"exit_code", result.exitCode()},
            {"not_comparable", result.notComparable.isEmpty()
                                   ? nlohmann::json()
                                   : nlohmann::json(result.notComparable.toStdString())},
            {"max_regression_pct", result.maxRegressionPercent},
            {"metrics", metrics},
            {"gates", gates},
            {"notes", notes}};
}

} // namespace lanebook::cli
