// lanebook-cli in the user's language: the real executable under LANGUAGE=de and LANGUAGE=en
// (LC_ALL=C.UTF-8, as every test runs) loads the translators the GUI loads, so a plural form
// reads "1 run" / "2 runs" in English and "1 Lauf" / "2 Läufe" in German, and help and errors
// are German under LANGUAGE=de.
#include "testutils.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Under a whole locale: LANG and LC_ALL set to `locale`, LANGUAGE to `language`.
CliResult runCliUnder(const QString &locale, const QString &language, const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), language);
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.insert(QStringLiteral("LANG"), locale);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

CliResult runCli(const QString &language, const QStringList &arguments)
{
    return runCliUnder(QStringLiteral("C.UTF-8"), language, arguments);
}

} // namespace

class TestCliLanguage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // A notebook with a finding and runs 1 to 3 linked to it, for `finding unlink`.
    QString notebookWithLinkedRuns(const QString &name)
    {
        const QString notebook = m_dir.filePath(name);
        const QStringList nb{QStringLiteral("--notebook"), notebook};
        CliResult result =
            runCli(QStringLiteral("en"),
                   QStringList(nb) << QStringLiteral("import")
                                   << lanebook::test::dataPath(QStringLiteral("vllm-bench"))
                                   << lanebook::test::dataPath(QStringLiteral("sglang")));
        if (result.exitCode != 0)
            qWarning("import: %s", qPrintable(result.err));
        result = runCli(QStringLiteral("en"), QStringList(nb) << QStringLiteral("finding")
                                                              << QStringLiteral("new")
                                                              << QStringLiteral("--title=t")
                                                              << QStringLiteral("--hypothesis=h"));
        if (result.exitCode != 0)
            qWarning("finding new: %s", qPrintable(result.err));
        result = runCli(QStringLiteral("en"),
                        QStringList(nb) << QStringLiteral("finding") << QStringLiteral("link")
                                        << QStringLiteral("1") << QStringLiteral("--control")
                                        << QStringLiteral("1") << QStringLiteral("--candidate")
                                        << QStringLiteral("2") << QStringLiteral("3"));
        if (result.exitCode != 0)
            qWarning("finding link: %s", qPrintable(result.err));
        return notebook;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void pluralForms_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("one");
        QTest::addColumn<QString>("two");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("finding 1: 1 run unlinked")
                            << QStringLiteral("finding 1: 2 runs unlinked");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Befund 1: 1 Lauf gelöst")
                            << QStringLiteral("Befund 1: 2 Läufe gelöst");
    }

    void pluralForms()
    {
        QFETCH(QString, language);
        QFETCH(QString, one);
        QFETCH(QString, two);
        const QString notebook = notebookWithLinkedRuns(language + QStringLiteral(".lanebook"));
        const QStringList unlink{QStringLiteral("--notebook"), notebook, QStringLiteral("finding"),
                                 QStringLiteral("unlink"), QStringLiteral("1")};
        CliResult result = runCli(language, QStringList(unlink) << QStringLiteral("1"));
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QCOMPARE(result.out.trimmed(), one);
        result =
            runCli(language, QStringList(unlink) << QStringLiteral("2") << QStringLiteral("3"));
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QCOMPARE(result.out.trimmed(), two);
        QVERIFY(!result.out.contains(QLatin1String("(s)")));
    }

    // The same files imported under English, German and Chinese are the same runs: a run's
    // place in its file is stored in English, whatever the language (issue 27).
    void sameFilesUnderThreeLocalesAreImportedOnce()
    {
        const QString notebook = m_dir.filePath(QStringLiteral("locales.lanebook"));
        const QStringList import{QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                                 QStringLiteral("import"),
                                 lanebook::test::dataPath(QStringLiteral("vllm-bench")),
                                 lanebook::test::dataPath(QStringLiteral("sglang")),
                                 // The summary, not the folder: the folder also holds a lone
                                 // GPU trace (gpu-telemetry/), refused alone (it is a trace).
                                 lanebook::test::dataPath(QStringLiteral(
                                     "aiperf/profile_export_aiperf_0.8.0_mock.json"))};
        int added = 0;
        for (const auto &[locale, language] :
             {std::pair{"C.UTF-8", ""}, std::pair{"de_DE.UTF-8", "de"},
              std::pair{"zh_CN.UTF-8", "zh_CN"}}) {
            const CliResult result =
                runCliUnder(QLatin1String(locale), QLatin1String(language), import);
            QVERIFY2(result.exitCode == 0, qPrintable(result.err));
            const nlohmann::json files =
                nlohmann::json::parse(result.out.toStdString(), nullptr, false);
            QVERIFY2(files.is_array() && files.size() >= 4, qPrintable(result.out));
            int addedNow = 0;
            int present = 0;
            for (const nlohmann::json &file : files) {
                addedNow += file.value("runs_added", 0);
                present += file.value("runs_already_present", 0);
            }
            if (added == 0) {
                QVERIFY(addedNow > 10);
                added = addedNow;
            } else {
                QVERIFY2(addedNow == 0, qPrintable(QLatin1String(locale) + u' ' + result.out));
                QCOMPARE(present, added);
            }
        }
        // What is stored is English: the German and Chinese imports added no locator of their
        // own.
        const CliResult runs = runCliUnder(QStringLiteral("de_DE.UTF-8"), QStringLiteral("de"),
                                           {QStringLiteral("--notebook"), notebook,
                                            QStringLiteral("--json"), QStringLiteral("runs")});
        QVERIFY2(runs.exitCode == 0, qPrintable(runs.err));
        const nlohmann::json list = nlohmann::json::parse(runs.out.toStdString(), nullptr, false);
        QCOMPARE(int(list.size()), added);
        for (const nlohmann::json &run : list) {
            const QString locator =
                QString::fromStdString(run["source"].value("locator", std::string()));
            QVERIFY2(locator.startsWith(QLatin1String("object ")) ||
                         locator.startsWith(QLatin1String("line ")) ||
                         locator == QLatin1String("all records"),
                     qPrintable(locator));
        }
    }

    void translatedWords()
    {
        // The same usage error in both languages: German words under LANGUAGE=de only.
        const QStringList bad{QStringLiteral("runs"), QStringLiteral("extra")};
        const CliResult english = runCli(QStringLiteral("en"), bad);
        const CliResult german = runCli(QStringLiteral("de"), bad);
        QCOMPARE(english.exitCode, 2);
        QCOMPARE(german.exitCode, 2);
        QVERIFY2(english.err.contains(QLatin1String("unexpected argument")),
                 qPrintable(english.err));
        QVERIFY2(german.err.contains(QLatin1String("unerwartetes Argument")),
                 qPrintable(german.err));
        QVERIFY2(!german.err.contains(QLatin1String("unexpected argument")),
                 qPrintable(german.err));

        // The help, too: "list runs" is the runs command's line in the overall help.
        const CliResult help = runCli(QStringLiteral("de"), {QStringLiteral("help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains(QStringLiteral("Läufe auflisten")), qPrintable(help.out));
        QVERIFY2(!help.out.contains(QLatin1String("list runs")), qPrintable(help.out));
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
