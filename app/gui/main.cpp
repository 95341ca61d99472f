// The `lanebook` GUI: builds the application, the window and the composition root.
#include "app/common/translations.h"
#include "app/gui/colorscheme.h"
#include "app/gui/compositionroot.h"
#include "app/gui/languagewiring.h"
#include "app/gui/settings.h"
#include "widgets/shell/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Lanebook"));
    QApplication::setApplicationName(QStringLiteral("Lanebook"));
    // Before any widget (Settings > Colour Scheme; System: the desktop's), so that the first
    // window is drawn once, in the right colours.
    lanebook::applyColorScheme(app, lanebook::Settings().colorScheme());
    // The desktop entry and AppStream id (packaging/): Wayland matches the window to it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.lanebook.Lanebook"));
    QApplication::setApplicationVersion(
        QStringLiteral(LANEBOOK_VERSION " (revision " LANEBOOK_GIT_REVISION ")"));
    // Settings > Language (empty: the system's), applied before any string is translated.
    lanebook::LanguageWiring::applyChosenLanguage(lanebook::Settings().language());
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
    // For screenshots and bug reports: the Compare tab on given runs, without dragging.
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QCoreApplication::translate("main",
                                    "Open the Compare tab on these runs of the notebook: "
                                    "control ids, a colon, candidate ids (e.g. 1,3,5:2,4,6)."),
        QStringLiteral("control:candidate"));
    parser.addOption(compare);
    parser.process(app);

    QList<qint64> arms[2];
    if (parser.isSet(compare)) {
        const QStringList sides = parser.value(compare).split(u':');
        for (qsizetype side = 0; side < std::min<qsizetype>(sides.size(), 2); ++side) {
            for (const QString &id : sides.at(side).split(u',', Qt::SkipEmptyParts))
                arms[side] << id.trimmed().toLongLong();
        }
        if (sides.size() != 2 || arms[0].contains(0) || arms[1].contains(0) || arms[0].isEmpty() ||
            arms[1].isEmpty())
            parser.showHelp(2);
    }

    lanebook::Settings settings;
    lanebook::MainWindow window;
    lanebook::CompositionRoot root(&window, &settings);
    window.show();
    if (parser.isSet(compare))
        root.compareWhenOpen(arms[0], arms[1]);
    if (parser.isSet(demo))
        root.openDemoNotebook();
    else if (!parser.positionalArguments().isEmpty())
        root.openNotebook(parser.positionalArguments().constFirst());
    else
        root.openLastNotebook();
    return app.exec();
}
