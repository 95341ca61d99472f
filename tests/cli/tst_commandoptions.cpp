// The one parser of lanebook-cli's options (app/cli/commandoptions.h): what a command reads
// back after its spec accepted the arguments, typed, with the errors a user sees.
#include "app/cli/commandhelp.h"
#include "app/cli/commandoptions.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook::cli;

namespace {

CommandSpec sampleSpec()
{
    return {QStringLiteral("sample"),
            QStringLiteral("A [OPTIONS]"),
            QStringLiteral("a command for this test"),
            {{QStringLiteral("label"), QStringLiteral("L"), OptionKind::Value, {}},
             {QStringLiteral("tag"), QStringLiteral("TAG"), OptionKind::Repeat, {}},
             {QStringLiteral("control"), QStringLiteral("RUN..."), OptionKind::List, {}},
             {QStringLiteral("once"), {}, OptionKind::Flag, {}},
             {QStringLiteral("count"), QStringLiteral("N"), OptionKind::Value, {}},
             {QStringLiteral("timeout"), QStringLiteral("S"), OptionKind::Value, {}},
             {QStringLiteral("endpoint"), QStringLiteral("E"), OptionKind::Value, {}}},
            QStringLiteral("lanebook-cli sample 1")};
}

CommandOptions parse(const QStringList &arguments)
{
    return CommandOptions::parse(sampleSpec(), arguments);
}

struct CliRun
{
    int exitCode = -1;
    QString err;
};

CliRun runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000))
        process.kill();
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class TestCommandOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valuesBothSpellingsAndTheLastCounts()
    {
        const CommandOptions o = parse({QStringLiteral("--label"), QStringLiteral("a"),
                                        QStringLiteral("run-1"), QStringLiteral("--label=b=c")});
        QVERIFY2(o.ok(), qPrintable(o.error()));
        QCOMPARE(o.string(QStringLiteral("label")), QStringLiteral("b=c"));
        QCOMPARE(o.positional(), QStringList{QStringLiteral("run-1")});
        QVERIFY(!o.has(QStringLiteral("count")));
        QCOMPARE(o.string(QStringLiteral("count"), QStringLiteral("7")), QStringLiteral("7"));
        // A value is taken whatever it looks like: a negative number, a dash.
        QCOMPARE(parse({QStringLiteral("--label"), QStringLiteral("-1")})
                     .string(QStringLiteral("label")),
                 QStringLiteral("-1"));
    }

    void repeatsListsAndFlags()
    {
        const CommandOptions o =
            parse({QStringLiteral("--tag"), QStringLiteral("x"), QStringLiteral("--control"),
                   QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("--once"),
                   QStringLiteral("A"), QStringLiteral("--tag=y"), QStringLiteral("--control=5"),
                   QStringLiteral("7"), QStringLiteral("--"), QStringLiteral("--tag")});
        QVERIFY2(o.ok(), qPrintable(o.error()));
        QCOMPARE(o.list(QStringLiteral("tag")),
                 (QStringList{QStringLiteral("x"), QStringLiteral("y")}));
        // A list takes the words after it up to the next option; it may be given again.
        QCOMPARE(o.list(QStringLiteral("control")),
                 (QStringList{QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("5"),
                              QStringLiteral("7")}));
        QVERIFY(o.flag(QStringLiteral("once")));
        QCOMPARE(o.positional(), (QStringList{QStringLiteral("A"), QStringLiteral("--tag")}));
        QVERIFY(!parse({}).flag(QStringLiteral("once")));
    }

    void parseErrorsNameTheOptionAndTheClosestOne()
    {
        QCOMPARE(parse({QStringLiteral("--lable"), QStringLiteral("x")}).error(),
                 QStringLiteral("unknown option --lable; did you mean --label?"));
        QVERIFY(parse({QStringLiteral("--zzzzzzz")})
                    .error()
                    .contains(QLatin1String("'lanebook-cli sample --help' lists the options")));
        QCOMPARE(parse({QStringLiteral("--once=1")}).error(),
                 QStringLiteral("--once takes no value"));
        QCOMPARE(parse({QStringLiteral("--count")}).error(),
                 QStringLiteral("--count needs a value: --count N"));
        // checkOptions, the up-front check, is this parser.
        QCOMPARE(checkOptions(sampleSpec(), {QStringLiteral("--count")}),
                 QStringLiteral("--count needs a value: --count N"));
    }

    void integers()
    {
        CommandOptions o = parse({QStringLiteral("--count"), QStringLiteral(" 12 ")});
        QCOMPARE(o.integer(QStringLiteral("count"), 1), std::optional<qint64>(12));
        QVERIFY(o.ok());
        QCOMPARE(o.integer(QStringLiteral("count"), 1, 10), std::nullopt);
        QCOMPARE(o.error(),
                 QStringLiteral("--count takes a whole number from 1 to 10, not \" 12 \""));

        o = parse({QStringLiteral("--count=1.5")});
        QCOMPARE(o.integer(QStringLiteral("count"), 0), std::nullopt);
        QCOMPARE(o.error(),
                 QStringLiteral("--count takes a whole number of at least 0, not \"1.5\""));

        // Absent is no error: the command's default applies.
        o = parse({});
        QCOMPARE(o.integer(QStringLiteral("count"), 1).value_or(4), 4);
        QVERIFY(o.ok());
    }

    void numbersWithUnits()
    {
        const NumberRange seconds{0.0, std::numeric_limits<double>::infinity(), true, false,
                                  QStringLiteral("s")};
        for (const QString &given :
             {QStringLiteral("2.5"), QStringLiteral("2.5s"), QStringLiteral("2.5 s")}) {
            const CommandOptions o = parse({QStringLiteral("--timeout"), given});
            QCOMPARE(o.number(QStringLiteral("timeout"), seconds), std::optional<double>(2.5));
            QVERIFY2(o.ok(), qPrintable(given + u' ' + o.error()));
        }
        // Another unit is not silently read as seconds.
        for (const QString &given : {QStringLiteral("250ms"), QStringLiteral("0"),
                                     QStringLiteral("inf"), QStringLiteral("fast")}) {
            const CommandOptions o = parse({QStringLiteral("--timeout"), given});
            QCOMPARE(o.number(QStringLiteral("timeout"), seconds), std::nullopt);
            QCOMPARE(o.error(), QStringLiteral("--timeout takes a number above 0 in s (e.g. 5 "
                                               "or 5s), not \"%1\"")
                                    .arg(given));
        }
        const NumberRange level{0.0, 1.0, true, true, {}};
        CommandOptions o = parse({QStringLiteral("--timeout=1")});
        QCOMPARE(o.number(QStringLiteral("timeout"), level), std::nullopt);
        QCOMPARE(o.error(), QStringLiteral("--timeout takes a number between 0 and 1, not \"1\""));
        const NumberRange percent{0.0, std::numeric_limits<double>::infinity(), false, false,
                                  QStringLiteral("%")};
        o = parse({QStringLiteral("--timeout=1.5%")});
        QCOMPARE(o.number(QStringLiteral("timeout"), percent), std::optional<double>(1.5));
    }

    void choices()
    {
        const QStringList endpoints{QStringLiteral("completions"), QStringLiteral("chat")};
        CommandOptions o = parse({QStringLiteral("--endpoint=chat")});
        QCOMPARE(o.choice(QStringLiteral("endpoint"), endpoints),
                 std::optional<QString>(QStringLiteral("chat")));
        o = parse({QStringLiteral("--endpoint=caht")});
        QCOMPARE(o.choice(QStringLiteral("endpoint"), endpoints), std::nullopt);
        QCOMPARE(o.error(), QStringLiteral("--endpoint takes completions | chat, not \"caht\"; "
                                           "did you mean chat?"));
    }

    void readingAnUnlistedOptionIsABugSaidAloud()
    {
        const CommandOptions o = parse({});
        QVERIFY(!o.has(QStringLiteral("nonsense")));
        QVERIFY(o.error().contains(QLatin1String("its command table does not list")));
    }

    void actionsAreTakenOut()
    {
        const CommandOptions o = commandOptions(
            QStringLiteral("wave"),
            {QStringLiteral("--telemetry=fake"), QStringLiteral("plan"), QStringLiteral("p.json")});
        QVERIFY2(o.ok(), qPrintable(o.error()));
        QCOMPARE(o.action(), QStringLiteral("plan"));
        QCOMPARE(o.positional(), QStringList{QStringLiteral("p.json")});
        QCOMPARE(o.string(QStringLiteral("telemetry")), QStringLiteral("fake"));

        const CommandOptions none =
            commandOptions(QStringLiteral("wave"), {QStringLiteral("p.json")});
        QVERIFY(none.action().isEmpty());
        QCOMPARE(none.positional(), QStringList{QStringLiteral("p.json")});
    }

    // Every command reads its options through the same parser, so the spellings the help
    // promises work everywhere: --name=VALUE in wave (which once looked for "--pid-dir" as a
    // word), and a value carrying its unit (which once was "not a valid number").
    void theRealCommandsTakeEverySpelling()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString notebook = dir.filePath(QStringLiteral("absent.lanebook"));
        const QString plan = dir.filePath(QStringLiteral("absent.json"));
        CliRun r = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("wave"),
                           QStringLiteral("plan"), QStringLiteral("--pid-dir=") + dir.path(),
                           QStringLiteral("--telemetry=none"),
                           QStringLiteral("--telemetry-every=2"), plan});
        // Past the options, to the plan file that is not there.
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("absent.json: cannot read the plan")),
                 qPrintable(r.err));

        r = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("compare"),
                    QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("--noise-floor"),
                    QStringLiteral("1.5%"), QStringLiteral("--confidence=0.9")});
        QCOMPARE(r.exitCode, 1); // the notebook does not exist: not a usage error
        QVERIFY2(r.err.contains(QLatin1String("absent.lanebook")), qPrintable(r.err));

        r = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("bench"),
                    QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9"),
                    QStringLiteral("--model"), QStringLiteral("m"), QStringLiteral("--timeout"),
                    QStringLiteral("250ms")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("--timeout takes a number above 0 in s")),
                 qPrintable(r.err));

        r = runCli({QStringLiteral("telemetry"), QStringLiteral("--hz=100")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("--hz takes a number from 0.01 to 50 in Hz")),
                 qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCommandOptions)
#include "tst_commandoptions.moc"
