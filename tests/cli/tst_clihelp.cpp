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

    void overallHelpListsEveryCommand()
    {
        const CliResult result = runCli({QStringLiteral("help")});
        QCOMPARE(result.exitCode, 0);
        for (const QString &command : topLevelCommands())
            QVERIFY2(result.out.contains(QStringLiteral("\n  ") + command + u' '),
                     qPrintable(command));
    }

private:
    QTemporaryDir m_dir;
    QString m_notebook;
};

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_clihelp.moc"
