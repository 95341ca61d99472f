// lanebook-cli export findings|packet|runs: the findings markdown with
// charts beside it, a lane's result packet, and runs with their samples as CSV or JSON.
#include "app/cli/clinotebook.h"

#include "backends/export/findingsexport.h"
#include "backends/export/packetexport.h"
#include "backends/export/runsexport.h"
#include "widgets/charts/chartfileexport.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>

namespace lanebook::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LanebookCli)
};

QString exportUsage()
{
    return Tr::tr("usage: lanebook-cli export findings --out FILE.md [--lane LANE]\n"
                  "       lanebook-cli export packet --lane LANE --out DIR\n"
                  "       lanebook-cli export runs --out FILE.csv|FILE.json [--filter TEXT]\n");
}

int usageError(CommandContext &context, const QString &message)
{
    context.err << Tr::tr("lanebook-cli export: %1\n").arg(message) << exportUsage();
    return UsageError;
}

QString generator()
{
    return QStringLiteral("Lanebook %1").arg(QCoreApplication::applicationVersion());
}

int report(CommandContext &context, const QString &what, const ExportOutcome &outcome)
{
    for (const QString &warning : outcome.warnings)
        context.err << Tr::tr("lanebook-cli export %1: warning: %2\n").arg(what, warning);
    if (!outcome.ok) {
        context.err << Tr::tr("lanebook-cli export %1: %2\n").arg(what, outcome.error);
        return Failure;
    }
    if (context.json) {
        nlohmann::json files = nlohmann::json::array();
        for (const QString &file : outcome.files)
            files.push_back(file.toStdString());
        nlohmann::json warnings = nlohmann::json::array();
        for (const QString &warning : outcome.warnings)
            warnings.push_back(warning.toStdString());
        context.out << QString::fromStdString(nlohmann::json{
                           {"what", what.toStdString()},
                           {"items", outcome.items},
                           {"files", files},
                           {"warnings", warnings}}.dump(2))
                    << u'\n';
        return Success;
    }
    for (const QString &file : outcome.files)
        context.out << QDir::toNativeSeparators(file) << u'\n';
    return Success;
}

} // namespace

int exportCommand(CommandContext &context)
{
    if (context.arguments.isEmpty())
        return usageError(context, Tr::tr("say what to export: findings, packet or runs"));
    const QString what = context.arguments.first();
    QHash<QString, QString> values;
    const QStringList allowed = what == QLatin1String("findings")
                                    ? QStringList{QStringLiteral("out"), QStringLiteral("lane")}
                                : what == QLatin1String("packet")
                                    ? QStringList{QStringLiteral("out"), QStringLiteral("lane")}
                                : what == QLatin1String("runs")
                                    ? QStringList{QStringLiteral("out"), QStringLiteral("filter")}
                                    : QStringList{};
    if (allowed.isEmpty())
        return usageError(context, Tr::tr("unknown export \"%1\"").arg(what));
    const QStringList arguments = context.arguments.mid(1);
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString arg = arguments.at(i);
        QString value;
        if (!arg.startsWith(QLatin1String("--")))
            return usageError(context, Tr::tr("unexpected argument %1").arg(arg));
        if (arg.contains(u'=')) {
            value = arg.section(u'=', 1);
            arg = arg.section(u'=', 0, 0);
        } else if (i + 1 < arguments.size()) {
            value = arguments.at(++i);
        } else {
            return usageError(context, Tr::tr("%1 needs a value").arg(arg));
        }
        if (!allowed.contains(arg.mid(2)))
            return usageError(context, Tr::tr("unknown option %1 for export %2").arg(arg, what));
        values.insert(arg.mid(2), value);
    }
    const QString out = values.value(QStringLiteral("out"));
    if (out.isEmpty())
        return usageError(context, Tr::tr("--out names where to write"));
    if (what == QLatin1String("packet") && values.value(QStringLiteral("lane")).isEmpty())
        return usageError(context, Tr::tr("a packet is of one lane: --lane LANE"));

    NotebookStore store;
    if (!openExistingForWriting(store, context))
        return Failure;

    if (what == QLatin1String("runs"))
        return report(context, what,
                      exportRuns(store, out, values.value(QStringLiteral("filter"))));
    if (what == QLatin1String("packet")) {
        PacketExportOptions options;
        options.generator = generator();
        return report(context, what,
                      exportLanePacket(store, values.value(QStringLiteral("lane")), out, options));
    }
    FindingsExportOptions options;
    options.lane = values.value(QStringLiteral("lane"));
    options.generator = generator();
    // Qt Charts draws only inside a QApplication (main.cpp makes one for export, offscreen).
    if (qobject_cast<QApplication *>(QCoreApplication::instance()))
        options.chartRenderer = renderFindingChart;
    else
        options.chartsUnavailableReason =
            Tr::tr("Charts were not drawn: this process has no QApplication to draw them.");
    const ExportOutcome outcome = exportFindings(store, out, options);
    if (outcome.ok && outcome.items == 0)
        context.err << Tr::tr("lanebook-cli export findings: no findings%1 yet; the document "
                              "says so\n")
                           .arg(options.lane.isEmpty()
                                    ? QString()
                                    : Tr::tr(" in the lane %1").arg(options.lane));
    return report(context, what, outcome);
}

} // namespace lanebook::cli
