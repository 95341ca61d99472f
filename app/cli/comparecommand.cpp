// lanebook-cli compare: two runs, or two sets of runs, through the same comparison builder
// the Compare tab uses (models/comparison); the comparison's gates are stored under its key.
#include "app/cli/clinotebook.h"
#include "app/cli/comparetext.h"

#include "models/comparison/comparisonreport.h"

#include <QCoreApplication>

#include <cmath>

namespace lanebook::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LanebookCli)
};

struct CompareArguments
{
    QStringList control;
    QStringList candidate;
    ComparisonRequest request;
    QString error; // a usage error
};

QString compareUsage()
{
    return Tr::tr("usage: lanebook-cli compare A B [--metric NAME] [--noise-floor PCT] "
                  "[--confidence LEVEL] [--variable NAME=KEY,KEY...]\n"
                  "       lanebook-cli compare --control RUN... --candidate RUN... "
                  "[--metric NAME] [--noise-floor PCT] [--confidence LEVEL] "
                  "[--variable NAME=KEY,KEY...]\n"
                  "  --variable names the change under test and the keys it takes "
                  "(e.g. speculation=--speculative-model,--num-speculative-tokens): the "
                  "one_variable gate counts them as one\n");
}

CompareArguments parse(const QStringList &arguments)
{
    CompareArguments parsed;
    QStringList positional;
    enum { None, Control, Candidate } list = None;
    bool sawLists = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString arg = arguments.at(i);
        QString value;
        const bool takesValue = arg == QLatin1String("--metric") ||
                                arg == QLatin1String("--noise-floor") ||
                                arg == QLatin1String("--confidence") ||
                                arg == QLatin1String("--variable");
        if (takesValue) {
            if (i + 1 >= arguments.size()) {
                parsed.error = Tr::tr("%1 needs a value").arg(arg);
                return parsed;
            }
            value = arguments.at(++i);
        } else if (arg.startsWith(QLatin1String("--")) && arg.contains(u'=')) {
            value = arg.section(u'=', 1);
            arg = arg.section(u'=', 0, 0);
        }
        if (arg == QLatin1String("--control")) {
            list = Control;
            sawLists = true;
        } else if (arg == QLatin1String("--candidate")) {
            list = Candidate;
            sawLists = true;
        } else if (arg == QLatin1String("--metric")) {
            parsed.request.metricName = value;
        } else if (arg == QLatin1String("--variable")) {
            // NAME=KEY,KEY: split at the first '=' only, since a key may be "--flag".
            const qsizetype eq = value.indexOf(u'=');
            DeclaredVariable variable;
            variable.name = value.left(eq).trimmed();
            if (eq > 0)
                variable.keys = value.mid(eq + 1).split(u',', Qt::SkipEmptyParts);
            if (variable.name.isEmpty() || variable.keys.isEmpty()) {
                parsed.error = Tr::tr("--variable takes NAME=KEY,KEY..., e.g. "
                                      "speculation=--speculative-model,--num-speculative-tokens");
                return parsed;
            }
            parsed.request.variable = variable;
        } else if (arg == QLatin1String("--noise-floor") || arg == QLatin1String("--confidence")) {
            bool ok = false;
            const double number = value.toDouble(&ok);
            const bool isFloor = arg == QLatin1String("--noise-floor");
            if (!ok || !std::isfinite(number) || number < 0.0 ||
                (!isFloor && (number <= 0.0 || number >= 1.0))) {
                parsed.error = isFloor ? Tr::tr("--noise-floor takes a percentage, e.g. 1.5")
                                       : Tr::tr("--confidence takes a level between 0 and 1, "
                                                "e.g. 0.95");
                return parsed;
            }
            if (isFloor)
                parsed.request.noiseFloorPercent = number;
            else
                parsed.request.confidence = number;
        } else if (arg.startsWith(QLatin1String("--"))) {
            parsed.error = Tr::tr("unknown option %1").arg(arg);
            return parsed;
        } else if (list == Control) {
            parsed.control << arg;
        } else if (list == Candidate) {
            parsed.candidate << arg;
        } else {
            positional << arg;
        }
    }
    if (sawLists) {
        if (!positional.isEmpty())
            parsed.error = Tr::tr("name the runs either as A B or with --control and "
                                  "--candidate, not both");
        else if (parsed.control.isEmpty() || parsed.candidate.isEmpty())
            parsed.error = Tr::tr("--control and --candidate each need at least one run");
        return parsed;
    }
    if (positional.size() != 2) {
        parsed.error = Tr::tr("name two runs (A is the control, B the candidate), or use "
                              "--control and --candidate");
        return parsed;
    }
    parsed.control << positional.at(0);
    parsed.candidate << positional.at(1);
    return parsed;
}

} // namespace

int compareCommand(CommandContext &context)
{
    const CompareArguments arguments = parse(context.arguments);
    if (!arguments.error.isEmpty()) {
        context.err << Tr::tr("lanebook-cli compare: %1\n").arg(arguments.error) << compareUsage();
        return UsageError;
    }
    NotebookStore store;
    if (!openExistingForWriting(store, context))
        return Failure;
    std::vector<Run> arms[2];
    for (int arm = 0; arm < 2; ++arm) {
        for (const QString &name : arm == 0 ? arguments.control : arguments.candidate) {
            std::optional<Run> run =
                loadRunForJudging(store, name, QStringLiteral("compare"), context);
            if (!run)
                return Failure;
            arms[arm].push_back(std::move(*run));
        }
    }

    const ComparisonReport report = buildComparison(arms[0], arms[1], arguments.request);
    if (!report.comparable) {
        if (context.json)
            context.out << QString::fromStdString(comparisonToJson(report).dump(2)) << u'\n';
        context.err << Tr::tr("lanebook-cli compare: %1\n").arg(report.message);
        return Failure;
    }
    if (!store.judgements().saveComparisonGates(report.key, report.judgement.gates)) {
        context.err << Tr::tr("lanebook-cli compare: the comparison's gates could not be "
                              "stored: %1\n")
                           .arg(store.lastError());
        return Failure;
    }
    if (context.json)
        context.out << QString::fromStdString(comparisonToJson(report).dump(2)) << u'\n';
    else
        context.out << comparisonText(report);
    return Success;
}

} // namespace lanebook::cli
