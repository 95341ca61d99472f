// `lanebook --version` and `--help` answer without a display (issue 28, part 8): in a shell
// over ssh, in a container or in CI there is no X server and no Wayland, and a GUI application
// aborts when it cannot connect to one. They print and exit 0 before any GUI is made.
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QtTest>

namespace {

// The `lanebook` executable, built beside lanebook-cli.
QString guiPath()
{
    return QFileInfo(QStringLiteral(LANEBOOK_CLI_PATH)).dir().filePath(QStringLiteral("lanebook"));
}

struct Result
{
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::CrashExit;
    QString out;
};

Result runWithoutDisplay(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QLatin1String(name));
    process.setProcessEnvironment(env);
    process.start(guiPath(), arguments);
    if (!process.waitForFinished(30000))
        return {};
    return {process.exitCode(), process.exitStatus(),
            QString::fromUtf8(process.readAllStandardOutput())};
}

} // namespace

class TestGuiHeadless : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionWithoutDisplay()
    {
        QVERIFY2(QFileInfo::exists(guiPath()), qPrintable(guiPath()));
        const Result result = runWithoutDisplay({QStringLiteral("--version")});
        QCOMPARE(result.status, QProcess::NormalExit);
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains(QStringLiteral("(revision ")), qPrintable(result.out));
    }

    void helpWithoutDisplay()
    {
        const Result result = runWithoutDisplay({QStringLiteral("--help")});
        QCOMPARE(result.status, QProcess::NormalExit);
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains(QStringLiteral("--demo")), qPrintable(result.out));
        QVERIFY2(result.out.contains(QStringLiteral("--compare")), qPrintable(result.out));
    }
};

QTEST_GUILESS_MAIN(TestGuiHeadless)
#include "tst_guiheadless.moc"
