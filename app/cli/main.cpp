#include "app/cli/commandline.h"
#include "app/common/translations.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

// `export findings` draws charts with Qt Charts, which needs a QApplication; it renders
// offscreen so that a script on a headless box gets the same PNGs. Every other command stays
// a plain QCoreApplication (no display, no fonts).
bool drawsCharts(int argc, char *argv[])
{
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "export") == 0 && std::strcmp(argv[i + 1], "findings") == 0)
            return true;
    }
    return false;
}

QtMessageHandler g_defaultHandler = nullptr;

// A headless QApplication warns that XDG_RUNTIME_DIR is unset on every run; a script's stderr
// is for what went wrong, so that one line is dropped and everything else passes through.
void quietHeadlessWarnings(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (text.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (g_defaultHandler)
        g_defaultHandler(type, context, text);
}

} // namespace

int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
    if (drawsCharts(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        g_defaultHandler = qInstallMessageHandler(quietHeadlessWarnings);
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("lanebook-cli"));
    // The user's language (LANGUAGE, LC_ALL, LANG), and English plural forms, as the GUI.
    lanebook::installTranslators(*app);
    QCoreApplication::setApplicationVersion(
        QStringLiteral(LANEBOOK_VERSION " (revision " LANEBOOK_GIT_REVISION ")"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    const int code = lanebook::cli::runCommandLine(arguments, out, err);
    out.flush();
    err.flush();
    return code;
}
