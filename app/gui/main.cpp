// The `lanebook` GUI: builds the application, the window and the composition root.
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "app/gui/translations.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Lanebook"));
    QApplication::setApplicationName(QStringLiteral("Lanebook"));
    QApplication::setApplicationVersion(QStringLiteral(LANEBOOK_VERSION));
    lanebook::installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Lab notebook for LLM inference benchmarks"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("notebook"),
                                 QCoreApplication::translate("main", "The notebook to open."),
                                 QStringLiteral("[notebook]"));
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QCoreApplication::translate("main", "Open the demo notebook, filled from real samples."));
    parser.addOption(demo);
    parser.process(app);

    lanebook::Settings settings;
    lanebook::MainWindow window;
    lanebook::CompositionRoot root(&window, &settings);
    window.show();
    if (parser.isSet(demo))
        root.openDemoNotebook();
    else if (!parser.positionalArguments().isEmpty())
        root.openNotebook(parser.positionalArguments().constFirst());
    else
        root.openLastNotebook();
    return app.exec();
}
