// The command table and the commands cannot drift apart: every option that commandspec lists
// for a command (and so `help` shows and the up-front check lets through) is one the command's
// own reading of its arguments accepts. Each command runs, in a scratch folder, once per option
// with a value where it takes one; it may fail for other reasons (no notebook, no server, a
// missing required option), but never reject the option as unknown or unexpected.
#include "app/cli/commandspec.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook::cli;

class TestCliOptions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void everyListedOptionIsAccepted_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        int options = 0;
        for (const CommandSpec &spec : commandSpecs()) {
            for (const OptionSpec &option : spec.options) {
                QTest::newRow(qPrintable(spec.name + QStringLiteral(" --") + option.name))
                    << spec.name << option.name;
                ++options;
            }
        }
        QVERIFY(options > 20);
    }

    void everyListedOptionIsAccepted()
    {
        QFETCH(QString, command);
        QFETCH(QString, option);
        const CommandSpec *spec = findCommandSpec(command);
        QVERIFY(spec);
        const auto found = std::find_if(spec->options.cbegin(), spec->options.cend(),
                                        [&](const OptionSpec &o) { return o.name == option; });
        QVERIFY(found != spec->options.cend());

        QStringList arguments{QStringLiteral("--notebook"),
                              m_dir.filePath(QStringLiteral("options.lanebook"))};
        arguments << command.split(u' ') << QStringLiteral("--") + option;
        if (found->kind != OptionKind::Flag)
            arguments << QStringLiteral("1");

        QProcess process;
        process.setWorkingDirectory(m_dir.path());
        process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
        QVERIFY(process.waitForStarted());
        process.closeWriteChannel();
        // A command that got past its arguments may go on (telemetry samples until stopped):
        // still running after a few seconds means the option was taken.
        if (!process.waitForFinished(5000)) {
            process.kill();
            process.waitForFinished();
            return;
        }
        const QString err = QString::fromUtf8(process.readAllStandardError());
        const QRegularExpression rejected(
            QStringLiteral("(unknown (option|argument)|unexpected argument) \"?--%1\\b")
                .arg(QRegularExpression::escape(option)));
        QVERIFY2(!rejected.match(err).hasMatch(),
                 qPrintable(arguments.join(u' ') + QStringLiteral("\nexit ") +
                            QString::number(process.exitCode()) + u'\n' + err));
    }
};

QTEST_GUILESS_MAIN(TestCliOptions)
#include "tst_clioptions.moc"
