// The `lanebook` GUI: builds the application, the window and the composition root.
#include "app/common/translations.h"
#include "app/gui/colorscheme.h"
#include "app/gui/compositionroot.h"
#include "app/gui/languagewiring.h"
#include "app/gui/settings.h"
#include "widgets/shell/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstring>

namespace {

struct Options
{
    QCommandLineOption demo{QStringLiteral("demo")};
    QCommandLineOption compare{QStringLiteral("compare")};
};

// The command line, the same for the window and for --help / --version.
void describeCommandLine(QCommandLineParser &parser, Options &options)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Lab notebook for LLM inference benchmarks"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("notebook"),
                                 QCoreApplication::translate("main", "The notebook to open."),
                                 QStringLiteral("[notebook]"));
    options.demo.setDescription(
        QCoreApplication::translate("main", "Open the demo notebook, filled from real samples."));
    parser.addOption(options.demo);
    // For screenshots and bug reports: the Compare tab on given runs, without dragging.
    options.compare.setDescription(QCoreApplication::translate(
        "main", "Open the Compare tab on these runs of the notebook: "
                "control ids, a colon, candidate ids (e.g. 1,3,5:2,4,6)."));
    options.compare.setValueName(QStringLiteral("control:candidate"));
    parser.addOption(options.compare);
}

// The names settings are kept under: before any setting is read.
void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Lanebook"));
    QCoreApplication::setApplicationName(QStringLiteral("Lanebook"));
    QCoreApplication::setApplicationVersion(
        QStringLiteral(LANEBOOK_VERSION " (revision " LANEBOOK_GIT_REVISION ")"));
}

// The language, before any string is translated.
void prepare(QCoreApplication &app)
{
    // Settings > Language (empty: the system's).
    lanebook::LanguageWiring::applyChosenLanguage(lanebook::Settings().language());
    lanebook::installTranslators(app);
}

// --help and --version print and exit: they need no display, so they are answered before a
// GUI application (which aborts without one) is made.
bool asksOnlyForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char *option : {"-h", "--help", "--help-all", "-?", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        prepare(app);
        QCommandLineParser parser;
        Options options;
        describeCommandLine(parser, options);
        parser.process(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    nameApplication();
    // Before any widget (Settings > Colour Scheme; System: the desktop's), so that the first
    // window is drawn once, in the right colours.
    lanebook::applyColorScheme(app, lanebook::Settings().colorScheme());
    // The desktop entry and AppStream id (packaging/): Wayland matches the window to it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.lanebook.Lanebook"));
    prepare(app);

    QCommandLineParser parser;
    Options options;
    describeCommandLine(parser, options);
    parser.process(app);

    QList<qint64> arms[2];
    if (parser.isSet(options.compare)) {
        const QStringList sides = parser.value(options.compare).split(u':');
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
    if (parser.isSet(options.compare))
        root.compareWhenOpen(arms[0], arms[1]);
    if (parser.isSet(options.demo))
        root.openDemoNotebook();
    else if (!parser.positionalArguments().isEmpty())
        root.openNotebook(parser.positionalArguments().constFirst());
    else
        root.openLastNotebook();
    return QApplication::exec();
}
