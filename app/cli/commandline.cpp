#include "app/cli/commandline.h"

#include "backends/notebook/notebooklocation.h"

#include <QCoreApplication>

namespace lanebook::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LanebookCli)
};

QString usage()
{
    return Tr::tr("Usage: lanebook-cli [--notebook PATH] [--json] COMMAND [ARGS...]\n"
              "\n"
              "Commands:\n"
              "  import FILE|FOLDER...   detect each file's format and add its runs "
              "(one line per file)\n"
              "  runs [--filter TEXT]    list runs\n"
              "  show RUN                one run in full (RUN = id or label)\n"
              "  gates RUN               the run's validity gates; stores them and the status "
              "they suggest\n"
              "  compare A B [--metric NAME]\n"
              "  compare --control RUN... --candidate RUN... [--metric NAME]\n"
              "                          paired comparison per workload point: delta, 95% CI, "
              "p, verdict,\n"
              "                          gates and config diff (--noise-floor PCT, "
              "--confidence LEVEL)\n"
              "  bench --url URL --model NAME [--endpoint completions|chat] --concurrency N\n"
              "        --requests N --input-tokens N --output-tokens N [--label L]\n"
              "        [--request-rate R [--burstiness B]] [--warmup N] [--seed N]\n"
              "        [--prompt-file F.jsonl] [--api-key K] [--timeout S] ...\n"
              "                          one load-generator run against a live server, "
              "recorded\n"
              "  wave run PLAN.json      a whole A/B wave: launch arms, canaries, interleaved "
              "runs\n"
              "  wave plan PLAN.json     the wave's schedule and estimated duration; runs "
              "nothing\n"
              "  telemetry [--source auto|nvml|nvidia-smi|xpu-smi|amd-smi|sysfs|"
              "prometheus=URL|fake] [--once]\n"
              "                          per-GPU telemetry: one snapshot, or a stream until "
              "interrupted\n"
              "  finding new --title T --hypothesis H [--prediction P] [--lane LANE]\n"
              "  finding link FINDING --control RUN... --candidate RUN...\n"
              "  finding verdict FINDING adopted|negative|inconclusive|invalid --reason TEXT\n"
              "  annotate RUN [--note TEXT] [--tag TAG] [--status STATUS --reason TEXT]\n"
              "  export findings --out FILE.md [--lane LANE]\n"
              "  export packet --lane LANE --out DIR\n"
              "  export runs --out FILE.csv|FILE.json [--filter TEXT]\n"
              "  secret set NAME         store a secret in the keychain (value read from "
              "standard input)\n"
              "  secret delete NAME      remove it from the keychain\n"
              "  secret check NAME       where NAME resolves from (LANEBOOK_SECRET_NAME, then "
              "the keychain)\n"
              "\n"
              "Options:\n"
              "  --notebook PATH   the notebook (default: $LANEBOOK_NOTEBOOK, else %1)\n"
              "  --json            machine-readable output\n"
              "  -h, --help        this help\n"
              "  --version         the version\n"
              "\n"
              "Exit status: 0 success, 1 something failed (named on stderr), 2 usage error.\n")
        .arg(defaultNotebookPath());
}

} // namespace

int runCommandLine(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QString notebookPath;
    bool json = false;
    QString command;
    QStringList rest;
    bool endOfOptions = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (!endOfOptions && arg == QLatin1String("--")) {
            endOfOptions = true;
            continue;
        }
        if (!endOfOptions && (arg == QLatin1String("-h") || arg == QLatin1String("--help"))) {
            out << usage();
            return Success;
        }
        if (!endOfOptions && arg == QLatin1String("--version")) {
            out << QCoreApplication::applicationName() << QLatin1Char(' ')
                << QCoreApplication::applicationVersion() << QLatin1Char('\n');
            return Success;
        }
        if (!endOfOptions && arg == QLatin1String("--json")) {
            json = true;
            continue;
        }
        if (!endOfOptions && arg.startsWith(QLatin1String("--notebook="))) {
            notebookPath = arg.mid(11);
            continue;
        }
        if (!endOfOptions && arg == QLatin1String("--notebook")) {
            if (i + 1 >= arguments.size()) {
                err << Tr::tr("lanebook-cli: --notebook needs a path\n");
                return UsageError;
            }
            notebookPath = arguments.at(++i);
            continue;
        }
        if (command.isEmpty() && !arg.startsWith(QLatin1Char('-'))) {
            command = arg;
            continue;
        }
        rest << arg;
    }
    if (command.isEmpty()) {
        err << usage();
        return UsageError;
    }
    if (notebookPath.isEmpty())
        notebookPath = defaultNotebookPath();
    if (notebookPath.isEmpty()) {
        err << Tr::tr("lanebook-cli: the notebook path is empty; pass --notebook PATH\n");
        return UsageError;
    }

    CommandContext context{notebookPath, json, rest, out, err};
    if (command == QLatin1String("import"))
        return importCommand(context);
    if (command == QLatin1String("runs"))
        return runsCommand(context);
    if (command == QLatin1String("show"))
        return showCommand(context);
    if (command == QLatin1String("gates"))
        return gatesCommand(context);
    if (command == QLatin1String("compare"))
        return compareCommand(context);
    if (command == QLatin1String("bench"))
        return benchCommand(context);
    if (command == QLatin1String("wave"))
        return waveCommand(context);
    if (command == QLatin1String("telemetry"))
        return telemetryCommand(context);
    if (command == QLatin1String("finding"))
        return findingCommand(context);
    if (command == QLatin1String("annotate"))
        return annotateCommand(context);
    if (command == QLatin1String("export"))
        return exportCommand(context);
    if (command == QLatin1String("secret"))
        return secretCommand(context);
    err << Tr::tr("lanebook-cli: unknown command \"%1\"\n\n").arg(command) << usage();
    return UsageError;
}

} // namespace lanebook::cli
