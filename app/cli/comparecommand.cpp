// lanebook-cli compare: two runs, or two sets of runs, through the same comparison builder
// the Compare tab uses (models/comparison); the comparison's gates are stored under its key.
#include "app/cli/clinotebook.h"

#include "app/cli/clitr.h"
#include "app/cli/commandhelp.h"
#include "app/cli/commandoptions.h"
#include "app/cli/comparetext.h"

#include "backends/notebook/repositories/qualitylinks.h"

#include "models/comparison/comparisonreport.h"

#include <limits>

namespace lanebook::cli {

namespace {

constexpr double kNoLimit = std::numeric_limits<double>::infinity();

struct CompareArguments
{
    QStringList control;
    QStringList candidate;
    std::optional<Slo> slo;
    ComparisonRequest request;
    QString error; // a usage error
};

CompareArguments parse(const QStringList &arguments)
{
    CompareArguments parsed;
    const CommandOptions options = commandOptions(QStringLiteral("compare"), arguments);
    parsed.slo = sloOption(options);
    if (options.has(QStringLiteral("metric")))
        parsed.request.metricName = options.string(QStringLiteral("metric"));
    else if (parsed.slo)
        parsed.request.metricName = QStringLiteral("goodput_tok_per_s");
    if (const auto floor = options.number(QStringLiteral("noise-floor"),
                                          {0.0, kNoLimit, false, false, QStringLiteral("%")}))
        parsed.request.noiseFloorPercent = *floor;
    if (const auto level = options.number(QStringLiteral("confidence"), {0.0, 1.0, true, true, {}}))
        parsed.request.confidence = *level;
    if (options.has(QStringLiteral("variable"))) {
        // NAME=KEY,KEY: split at the first '=' only, since a key may be "--flag".
        const QString value = options.string(QStringLiteral("variable"));
        const qsizetype eq = value.indexOf(u'=');
        DeclaredVariable variable;
        variable.name = value.left(eq).trimmed();
        if (eq > 0)
            variable.keys = value.mid(eq + 1).split(u',', Qt::SkipEmptyParts);
        if (variable.name.isEmpty() || variable.keys.isEmpty())
            options.addError(CliTr::tr("--variable takes NAME=KEY,KEY..., e.g. "
                                       "speculation=--speculative-model,--num-speculative-tokens"));
        else
            parsed.request.variable = variable;
    }
    if (!options.ok()) {
        parsed.error = options.error();
        return parsed;
    }
    const QStringList &positional = options.positional();
    if (options.has(QStringLiteral("control")) || options.has(QStringLiteral("candidate"))) {
        parsed.control = options.list(QStringLiteral("control"));
        parsed.candidate = options.list(QStringLiteral("candidate"));
        if (!positional.isEmpty())
            parsed.error = CliTr::tr("name the runs either as A B or with --control and "
                                     "--candidate, not both");
        else if (parsed.control.isEmpty() || parsed.candidate.isEmpty())
            parsed.error = CliTr::tr("--control and --candidate each need at least one run");
        return parsed;
    }
    if (positional.size() != 2) {
        parsed.error = CliTr::tr("name two runs (A is the control, B the candidate), or use "
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
        context.err << CliTr::tr("lanebook-cli compare: %1\n").arg(arguments.error)
                    << usageText(QStringLiteral("compare"));
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

    if (arguments.slo) {
        for (std::vector<Run> &arm : arms) {
            if (const Expected<int> judged = judgeAgainstSlo(arm, *arguments.slo); !judged) {
                context.err << CliTr::tr("lanebook-cli compare: %1\n").arg(judged.error());
                return Failure;
            }
        }
    }
    const QString laneSlo = arguments.slo ? QString() : judgeAgainstLaneSlo(store.lanes(), arms);
    ComparisonRequest request = arguments.request;
    addLinkedQualityRuns(store, arms[0], arms[1], request);
    ComparisonReport report = buildComparison(arms[0], arms[1], request);
    if (!laneSlo.isEmpty())
        report.notes.prepend(laneSlo);
    if (!report.comparable) {
        if (context.json)
            context.out << QString::fromStdString(comparisonToJson(report).dump(2)) << u'\n';
        context.err << CliTr::tr("lanebook-cli compare: %1\n").arg(report.message);
        return Failure;
    }
    if (!store.judgements().saveComparisonGates(report.key, report.judgement.gates)) {
        context.err << CliTr::tr("lanebook-cli compare: the comparison's gates could not be "
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
