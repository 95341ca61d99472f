// lanebook-cli in the user's language: the real executable under LANGUAGE=de and LANGUAGE=en
// (LC_ALL=C.UTF-8, as every test runs) loads the translators the GUI loads, so a plural form
// reads "1 run" / "2 runs" in English and "1 Lauf" / "2 Läufe" in German, and help and errors
// are German under LANGUAGE=de.
#include "testutils.h"

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

CliResult runCli(const QString &language, const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), language);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
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
