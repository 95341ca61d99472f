#include "app/cli/commandhelp.h"
#include "app/cli/commandspec.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook::cli;

namespace {

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

CliResult runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QStringList words(const CommandSpec &spec)
{
    return spec.name.split(u' ');
}

const OptionSpec *firstValueOption(const CommandSpec &spec)
{
    for (const OptionSpec &option : spec.options) {
        if (option.kind == OptionKind::Value || option.kind == OptionKind::Repeat)
            return &option;
    }
    return nullptr;
}

} // namespace

// The command line explains itself: every command's --help lists every option, and a bad
// option is a usage error (exit 2) that names it and what was probably meant.
class TestCliHelp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_notebook = m_dir.filePath(QStringLiteral("help.lanebook"));
    }

    void editDistanceAndClosest()
    {
        QCOMPARE(editDistance(QStringLiteral("metrc"), QStringLiteral("metric")), 1);
        QCOMPARE(editDistance(QStringLiteral("kitten"), QStringLiteral("sitting")), 3);
        QCOMPARE(editDistance(QString(), QStringLiteral("abc")), 3);
        const QStringList options{QStringLiteral("--metric"), QStringLiteral("--control")};
        QCOMPARE(closestMatch(QStringLiteral("--metrc"), options), QStringLiteral("--metric"));
        QCOMPARE(closestMatch(QStringLiteral("--zzzzzzzz"), options), QString());
    }

    void everyCommandHasHelp_data()
    {
        QTest::addColumn<QString>("name");
        for (const CommandSpec &spec : commandSpecs())
            QTest::newRow(qPrintable(spec.name)) << spec.name;
    }

    void everyCommandHasHelp()
    {
        QFETCH(QString, name);
        const CommandSpec *spec = findCommandSpec(name);
        QVERIFY(spec);
        for (const QStringList &arguments : {QStringList(words(*spec)) << QStringLiteral("--help"),
                                             QStringList(words(*spec)) << QStringLiteral("-h"),
                                             QStringList{QStringLiteral("help")} << words(*spec)}) {
            const CliResult result = runCli(arguments);
            QVERIFY2(result.exitCode == 0, qPrintable(arguments.join(u' ') + u'\n' + result.err));
            QVERIFY2(result.out.contains(QStringLiteral("lanebook-cli ") + spec->name),
                     qPrintable(result.out));
            for (const OptionSpec &option : spec->options)
                QVERIFY2(result.out.contains(QStringLiteral("--") + option.name),
                         qPrintable(option.name + u'\n' + result.out));
            QVERIFY2(result.out.contains(QStringLiteral("Example:\n  lanebook-cli ")),
                     qPrintable(result.out));
        }
    }

    void badOptionsExitTwoAndSuggest_data() { everyCommandHasHelp_data(); }

    void badOptionsExitTwoAndSuggest()
    {
        QFETCH(QString, name);
        const CommandSpec *spec = findCommandSpec(name);
        QVERIFY(spec);
        const QStringList base =
            QStringList{QStringLiteral("--notebook"), m_notebook} + words(*spec);

        // A typo of a real option (or of --help, for a command without options).
        const QString meant =
            spec->options.isEmpty() ? QStringLiteral("help") : spec->options.first().name;
        const QString typo = QStringLiteral("--") + meant + meant.back();
        CliResult result = runCli(QStringList(base) << typo << QStringLiteral("x"));
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("unknown option ") + typo) &&
                     result.err.contains(QStringLiteral("did you mean --") + meant + u'?'),
                 qPrintable(result.err));

        // Nothing like any option: named, and where the options are listed.
        result = runCli(QStringList(base) << QStringLiteral("--zzzzzzzz=1"));
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("unknown option --zzzzzzzz")) &&
                     result.err.contains(QStringLiteral("lanebook-cli %1 --help").arg(name)),
                 qPrintable(result.err));

        // An option that needs a value, given none; or a typo of --help.
        if (const OptionSpec *option = firstValueOption(*spec)) {
            result = runCli(QStringList(base) << QStringLiteral("--") + option->name);
            QCOMPARE(result.exitCode, 2);
            QVERIFY2(result.err.contains(QStringLiteral("--%1 needs a value").arg(option->name)),
                     qPrintable(result.err));
        } else {
            result = runCli(QStringList(base) << QStringLiteral("--hepl"));
            QCOMPARE(result.exitCode, 2);
            QVERIFY2(result.err.contains(QStringLiteral("did you mean --help?")),
                     qPrintable(result.err));
        }
    }

    void unknownCommandsAndActionsSuggest()
    {
        CliResult result = runCli({QStringLiteral("compre")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("did you mean compare?")),
                 qPrintable(result.err));
        result = runCli({QStringLiteral("wave"), QStringLiteral("rnu"), QStringLiteral("p.json")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("did you mean run?")), qPrintable(result.err));
        result = runCli({QStringLiteral("help"), QStringLiteral("benc")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("did you mean bench?")),
                 qPrintable(result.err));
    }

    // The copy commands' help fits an 80-column terminal, usage line included.
    void copyCommandsHelpFitsEightyColumns()
    {
        for (const QString &name : {QStringLiteral("push"), QStringLiteral("pull")}) {
            const CliResult result = runCli({name, QStringLiteral("--help")});
            QCOMPARE(result.exitCode, 0);
            QVERIFY(result.out.startsWith(QStringLiteral("Usage: lanebook-cli ") + name));
            for (const QString &line : result.out.split(u'\n'))
                QVERIFY2(line.size() <= 80, qPrintable(line));
        }
    }

    void overallHelpListsEveryCommand()
    {
        const CliResult result = runCli({QStringLiteral("help")});
        QCOMPARE(result.exitCode, 0);
        for (const QString &command : topLevelCommands())
            QVERIFY2(result.out.contains(QStringLiteral("\n  ") + command + u' '),
                     qPrintable(command));
    }

    // Every help and usage text fits a terminal of 80 columns, and wrapping loses no word.
    void helpAndUsageFitEightyColumns()
    {
        QCOMPARE(wrapText(QStringLiteral("aaa bbb ccc"), 7, 2, 0),
                 QStringLiteral("aaa bbb\n  ccc"));
        QCOMPARE(wrapText(QStringLiteral("aaa bbb"), 6, 2, 0), QStringLiteral("aaa\n  bbb"));
        // A word longer than the line keeps a line of its own, whole.
        QCOMPARE(wrapText(QStringLiteral("a bbbbbbbbbb c"), 6, 0, 0),
                 QStringLiteral("a\nbbbbbbbbbb\nc"));
        // A word too long for the indent moves left, as far as it must, to stay in the width.
        QCOMPARE(wrapText(QStringLiteral("see /a/long/path now"), 14, 6, 6),
                 QStringLiteral("see\n  /a/long/path\n      now"));

        QStringList texts{overallHelp(QStringLiteral(
            "/home/someone-with-a-long-name/.local/share/lanebook/notebook.lanebook"))};
        QStringList withActions;
        for (const CommandSpec &spec : commandSpecs()) {
            texts << commandHelp(spec);
            const QString command = spec.name.section(u' ', 0, 0);
            if (!withActions.contains(command)) {
                withActions << command;
                texts << usageText(command);
                if (!commandActions(command).isEmpty())
                    texts << actionsHelp(command);
            }
        }
        texts << runCli({QStringLiteral("help")}).out;
        for (const QString &text : std::as_const(texts)) {
            QVERIFY(!text.isEmpty());
            for (const QString &line : text.split(u'\n'))
                QVERIFY2(line.size() <= kHelpColumns,
                         qPrintable(QStringLiteral("%1 columns: %2\nin:\n%3")
                                        .arg(line.size())
                                        .arg(line, text)));
        }
        // Wrapped, nothing lost: the help still names every option and the whole example.
        for (const CommandSpec &spec : commandSpecs()) {
            QString help = commandHelp(spec);
            help.replace(QStringLiteral(" \\\n"), QStringLiteral(" "));
            QVERIFY2(help.simplified().contains(spec.example.simplified()),
                     qPrintable(spec.name + u'\n' + help));
        }
    }

    // The usage printed after a usage error is the command table's synopsis, for the commands
    // that read their arguments themselves (check, run) as for the others.
    void usageErrorsPrintTheTableSynopsis_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("command");
        QTest::newRow("check without a baseline")
            << QStringList{QStringLiteral("check"), QStringLiteral("--candidate"),
                           QStringLiteral("1")}
            << QStringLiteral("check");
        QTest::newRow("check with a stray word")
            << QStringList{QStringLiteral("check"), QStringLiteral("stray")}
            << QStringLiteral("check");
        QTest::newRow("check with a bad metric direction")
            << QStringList{QStringLiteral("check"),     QStringLiteral("--baseline"),
                           QStringLiteral("1"),         QStringLiteral("--candidate"),
                           QStringLiteral("2"),         QStringLiteral("--metric"),
                           QStringLiteral("x:sideways")}
            << QStringLiteral("check");
        QTest::newRow("run without --")
            << QStringList{QStringLiteral("run"), QStringLiteral("x")} << QStringLiteral("run");
        QTest::newRow("run with a word before --")
            << QStringList{QStringLiteral("run"), QStringLiteral("stray"), QStringLiteral("--"),
                           QStringLiteral("true")}
            << QStringLiteral("run");
        QTest::newRow("run with --gpus alone")
            << QStringList{QStringLiteral("run"), QStringLiteral("--gpus"), QStringLiteral("0"),
                           QStringLiteral("--"), QStringLiteral("true")}
            << QStringLiteral("run");
        QTest::newRow("compare one run")
            << QStringList{QStringLiteral("compare"), QStringLiteral("1")}
            << QStringLiteral("compare");
        QTest::newRow("gates without a run")
            << QStringList{QStringLiteral("gates")} << QStringLiteral("gates");
        QTest::newRow("finding without an action")
            << QStringList{QStringLiteral("finding")} << QStringLiteral("finding");
    }

    void usageErrorsPrintTheTableSynopsis()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, command);
        const CliResult result =
            runCli(QStringList{QStringLiteral("--notebook"), m_notebook} + arguments);
        QCOMPARE(result.exitCode, 2);
        const QString usage = usageText(command);
        QVERIFY2(result.err.contains(usage), qPrintable(result.err));
        const CommandSpec *spec = findCommandSpec(command);
        if (spec) { // a command with actions lists each action's synopsis instead
            QString flat = usage;
            flat.replace(u'\n', u' ');
            QVERIFY2(
                flat.simplified().contains(
                    QStringLiteral("lanebook-cli %1 %2").arg(command, spec->synopsis).simplified()),
                qPrintable(usage));
        }
    }

private:
    QTemporaryDir m_dir;
    QString m_notebook;
};

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_clihelp.moc"
