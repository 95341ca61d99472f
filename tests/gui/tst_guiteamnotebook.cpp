// File > Open Team Notebook… against a real PostgreSQL 15 server the test starts
// (postgresfixture.h), in a real window: Open checks the notebook and hands it to the window,
// which shows the runs another process recorded there; the password typed in the dialog
// reaches every connection the window opens (PGPASSWORD unset) and is stored nowhere; a wrong
// password and an unreachable server are answered in the dialog, naming the server, and
// nothing opens.
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "app/gui/teamnotebookwiring.h"
#include "backends/notebook/notebookstore.h"
#include "closedport.h"
#include "models/runtable/runfilterproxymodel.h"
#include "postgresfixture.h"
#include "scopedenv.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/teamnotebookdialog.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

namespace {

using test::ScopedEnv;

// A window as the application builds it, with its own settings file.
struct Window
{
    explicit Window(const QString &settingsFile)
        : settings(settingsFile)
        , root(&window, &settings)
    {
        window.show();
    }

    TeamNotebookDialog *openDialog()
    {
        auto *action = window.findChild<QAction *>(QStringLiteral("openTeamNotebookAction"));
        if (!action)
            return nullptr;
        action->trigger();
        return window.findChild<TeamNotebookDialog *>();
    }

    Settings settings;
    MainWindow window;
    CompositionRoot root;
};

// host: a name, or the directory of a server's Unix socket (the test server's).
void fill(TeamNotebookDialog *dialog, const QString &host, int port, const QString &database,
          const QString &password)
{
    dialog->hostEdit()->setText(host);
    dialog->portSpin()->setValue(port);
    dialog->databaseEdit()->setText(database);
    dialog->userEdit()->setText(test::PostgresFixture::superuser());
    // The test server has no TLS.
    dialog->sslModeCombo()->setCurrentIndex(
        dialog->sslModeCombo()->findData(QStringLiteral("disable")));
    dialog->passwordEdit()->setText(password);
}

} // namespace

class TestGuiTeamNotebook : public QObject
{
    Q_OBJECT

private:
    test::PostgresFixture m_server;
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        // Not a skip: a machine without PostgreSQL cannot pass the team-notebook tests.
        QVERIFY2(m_server.start(), qPrintable(m_server.error()));
        QVERIFY(m_dir.isValid());
    }

    void opensThroughTheDialogAndShowsItsRuns()
    {
        const QString database = m_server.createDatabase(QStringLiteral("gui"));
        QVERIFY2(!database.isEmpty(), qPrintable(m_server.error()));
        const QString url = m_server.url(database);
        // Runs another process recorded there (it finds the password in PGPASSWORD).
        QProcess cli;
        cli.start(
            QStringLiteral(LANEBOOK_CLI_PATH),
            {QStringLiteral("--notebook"), url, QStringLiteral("import"),
             QStringLiteral(LANEBOOK_TEST_DATA_DIR "/sglang/llama_3_3_70b_online_output.jsonl"),
             QStringLiteral(LANEBOOK_TEST_DATA_DIR "/llama-bench/llama-bench_b5163_readme.json")});
        QVERIFY2(cli.waitForFinished(60000), qPrintable(cli.errorString()));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        qint64 stored = 0;
        {
            NotebookStore reader;
            QVERIFY2(reader.open(url, NotebookStore::Access::ReadOnly),
                     qPrintable(reader.lastError()));
            stored = reader.runs().count();
        }
        QVERIFY(stored >= 2);

        // From here on the password is only what the dialog is given.
        const ScopedEnv noPassword("PGPASSWORD", QByteArray());
        const QString settingsFile = m_dir.filePath(QStringLiteral("opens.ini"));
        Window app(settingsFile);
        TeamNotebookDialog *dialog = app.openDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        fill(dialog, m_server.socketDirectory(), m_server.port(), database,
             test::PostgresFixture::password());
        auto *wiring = app.root.findChild<TeamNotebookWiring *>();
        QVERIFY(wiring);
        QSignalSpy chosen(wiring, &TeamNotebookWiring::teamNotebookChosen);
        QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(chosen.count(), 1, 30000);
        const QString address = chosen.first().first().toString();
        QCOMPARE(address, url + QStringLiteral("&sslmode=disable"));

        QTRY_COMPARE_WITH_TIMEOUT(app.window.notebookPath(), address, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(app.window.runsPage()->proxy()->rowCount(), int(stored), 30000);
        QVERIFY2(app.window.windowTitle().startsWith(database),
                 qPrintable(app.window.windowTitle()));

        // Remembered as an address; the password is nowhere in the settings.
        QCOMPARE(app.settings.recentNotebooks().value(0), address);
        app.settings.sync();
        QFile file(settingsFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QVERIFY(saved.contains(m_server.socketDirectory().toUtf8()));
        QVERIFY(!saved.contains(test::PostgresFixture::password().toUtf8()));

        // Prefilled from the latest team notebook the next time, without the password.
        Window again(m_dir.filePath(QStringLiteral("opens.ini")));
        TeamNotebookDialog *next = again.openDialog();
        QVERIFY(next);
        QCOMPARE(next->address(), address);
        QVERIFY(next->passwordEdit()->text().isEmpty());
    }

    void wrongPasswordIsNamedInTheDialog()
    {
        const QString database = m_server.createDatabase(QStringLiteral("gui"));
        QVERIFY(!database.isEmpty());
        const ScopedEnv noPassword("PGPASSWORD", QByteArray());
        Window app(m_dir.filePath(QStringLiteral("wrong.ini")));
        TeamNotebookDialog *dialog = app.openDialog();
        QVERIFY(dialog);
        fill(dialog, m_server.socketDirectory(), m_server.port(), database,
             QStringLiteral("not-the-password"));
        QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
        const QString server = m_server.display(database);
        QTRY_VERIFY_WITH_TIMEOUT(
            dialog->messageLabel()->text().contains(QStringLiteral("refused the login")), 30000);
        const QString message = dialog->messageLabel()->text();
        QVERIFY2(message.contains(server), qPrintable(message));
        QVERIFY(!message.contains(QStringLiteral("not-the-password")));
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->openButton()->isEnabled()); // the user can fix it and try again
        QVERIFY(app.window.notebookPath().isEmpty());
        QVERIFY(app.settings.recentNotebooks().isEmpty());
    }

    void unreachableServerIsNamedInTheDialog()
    {
        const test::ClosedPort nobody; // nobody listens there
        const int port = nobody.port();
        Window app(m_dir.filePath(QStringLiteral("unreachable.ini")));
        TeamNotebookDialog *dialog = app.openDialog();
        QVERIFY(dialog);
        fill(dialog, QStringLiteral("127.0.0.1"), port, QStringLiteral("team"), QString());
        QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            dialog->messageLabel()->text().contains(QStringLiteral("cannot reach")), 30000);
        QVERIFY2(
            dialog->messageLabel()->text().contains(QStringLiteral("127.0.0.1:%1/team").arg(port)),
            qPrintable(dialog->messageLabel()->text()));
        QVERIFY(dialog->isVisible());
        QVERIFY(app.window.notebookPath().isEmpty());
    }

    void cleanupTestCase() { m_server.stop(); }
};

QTEST_MAIN(TestGuiTeamNotebook)
#include "tst_guiteamnotebook.moc"
