// lanebook-cli check: the regression gate a CI job calls. Imports the candidate's (and the
// baseline's) result files when given as paths, compares each metric with the same builder as
// `compare`, judges it with the regression rule (models/comparison/regressioncheck.h) and exits
// 0 (no regression beyond the noise and the allowance), 1 (a regression, or a blocking gate
// failed) or 2 (not comparable: which side lacks what), writing a JUnit XML and a markdown
// summary on request. `--notebook :memory:` keeps nothing, so a CI job needs no state.
#include "app/cli/checkreport.h"

#include "app/cli/clinotebook.h"
#include "app/cli/clitr.h"
#include "app/cli/commandhelp.h"
#include "app/cli/commandoptions.h"

#include "backends/importers/importfile.h"
#include "backends/notebook/repositories/importjudging.h"
#include "backends/notebook/repositories/qualitylinks.h"
#include "models/comparison/comparisonreport.h"
#include "models/gates/runjudgement.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <cmath>
#include <limits>
#include <set>

namespace lanebook::cli {

namespace {

struct MetricSpec
{
    QString name;
    std::optional<stats::MetricDirection> direction; // from ":higher" / ":lower"
};

struct CheckArguments
{
    QStringList baseline;
    QStringList candidate;
    std::vector<MetricSpec> metrics;
    double maxRegressionPercent = 0.0;
    std::set<GateId> blockingGates;
    std::optional<double> noiseFloorPercent;
    double confidence = 0.95;
    QString junitPath;
    QString markdownPath;
    std::optional<Slo> slo; // --slo: every run judged against it first
    QString error;          // a usage error
};

bool parseMetric(const QString &value, MetricSpec &spec)
{
    const qsizetype colon = value.lastIndexOf(u':');
    spec.name = value.trimmed();
    if (colon > 0) {
        const QString direction = value.mid(colon + 1).trimmed().toLower();
        if (direction == QLatin1String("higher"))
            spec.direction = stats::MetricDirection::HigherIsBetter;
        else if (direction == QLatin1String("lower"))
            spec.direction = stats::MetricDirection::LowerIsBetter;
        else
            return false;
        spec.name = value.left(colon).trimmed();
    }
    return !spec.name.isEmpty();
}

bool parseBlockingGates(const QString &value, std::set<GateId> &gates, QString &error)
{
    for (const QString &word : value.split(u',', Qt::SkipEmptyParts)) {
        const QString id = word.trimmed();
        if (id == QLatin1String("all")) {
            gates.insert(allGates().begin(), allGates().end());
            continue;
        }
        const auto gate = gateFromId(id);
        if (!gate) {
            QStringList ids;
            for (GateId known : allGates())
                ids << gateId(known);
            error = CliTr::tr("--blocking-gate: no gate \"%1\"; one of %2, or all")
                        .arg(id, ids.join(QStringLiteral(", ")));
            return false;
        }
        gates.insert(*gate);
    }
    return true;
}

CheckArguments parse(const QStringList &arguments)
{
    CheckArguments parsed;
    const CommandOptions options = commandOptions(QStringLiteral("check"), arguments);
    constexpr double kNoLimit = std::numeric_limits<double>::infinity();
    for (const QString &value : options.list(QStringLiteral("metric"))) {
        MetricSpec spec;
        if (!parseMetric(value, spec)) {
            options.addError(CliTr::tr("--metric takes NAME, NAME:higher or NAME:lower, e.g. "
                                       "p99_ttft_ms:lower; not \"%1\"")
                                 .arg(value));
            break;
        }
        parsed.metrics.push_back(spec);
    }
    // "2%" and "2" both mean two percent.
    const NumberRange percent{0.0, kNoLimit, false, false, QStringLiteral("%")};
    if (const auto allowed = options.number(QStringLiteral("max-regression"), percent))
        parsed.maxRegressionPercent = *allowed;
    if (const auto floor = options.number(QStringLiteral("noise-floor"), percent))
        parsed.noiseFloorPercent = *floor;
    if (const auto level = options.number(QStringLiteral("confidence"), {0.0, 1.0, true, true, {}}))
        parsed.confidence = *level;
    for (const QString &value : options.list(QStringLiteral("blocking-gate"))) {
        QString error;
        if (!parseBlockingGates(value, parsed.blockingGates, error)) {
            options.addError(error);
            break;
        }
    }
    parsed.slo = sloOption(options);
    parsed.junitPath = options.string(QStringLiteral("junit"));
    parsed.markdownPath = options.string(QStringLiteral("markdown"));
    parsed.baseline = options.list(QStringLiteral("baseline"));
    parsed.candidate = options.list(QStringLiteral("candidate"));
    if (!options.ok())
        parsed.error = options.error();
    else if (!options.positional().isEmpty())
        parsed.error = CliTr::tr("unexpected argument \"%1\": runs and files follow --baseline "
                                 "or --candidate")
                           .arg(options.positional().first());
    else if (parsed.baseline.isEmpty())
        parsed.error = CliTr::tr("--baseline needs at least one run, label pattern or file");
    else if (parsed.candidate.isEmpty())
        parsed.error = CliTr::tr("--candidate needs at least one run or file");
    return parsed;
}

bool isLabelPattern(const QString &word)
{
    return word.contains(u'*') || word.contains(u'?') || word.contains(u'[');
}

// A shell-style label pattern: * any text, ? one character, [abc] a set; the whole label.
QRegularExpression labelPattern(const QString &pattern)
{
    QString regex;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == u'*') {
            regex += QStringLiteral(".*");
        } else if (c == u'?') {
            regex += u'.';
        } else if (c == u'[') {
            const qsizetype close = pattern.indexOf(u']', i + 1);
            if (close < 0) {
                regex += QStringLiteral("\\[");
                continue;
            }
            QString set = pattern.mid(i + 1, close - i - 1);
            if (set.startsWith(u'!'))
                set[0] = u'^';
            regex += u'[' + set.replace(u'\\', QStringLiteral("\\\\")) + u']';
            i = close;
        } else {
            regex += QRegularExpression::escape(QString(c));
        }
    }
    return QRegularExpression(QRegularExpression::anchoredPattern(regex));
}

// One arm as the user named it: files (imported now), run ids or labels, label patterns.
class ArmResolver
{
public:
    ArmResolver(NotebookStore &store, const QString &armName)
        : m_store(store)
        , m_armName(armName)
    {}

    // Imports the files among the words; the rest wait for resolve(). False with error().
    bool importFiles(const QStringList &words)
    {
        for (const QString &word : words) {
            if (!QFileInfo::exists(word))
                continue;
            m_files << word;
            const bool folder = QFileInfo(word).isDir();
            for (const QString &path : expandImportPaths({word})) {
                const ParsedFile file = parseImportFile(path);
                if ((file.unrecognized && folder) || !file.coveredBy.isEmpty())
                    continue; // a README beside the results, or what another file's run holds
                const FileImportOutcome outcome = m_store.runs().storeParsedFile(file);
                if (!outcome.ok()) {
                    m_error = CliTr::tr("%1: %2").arg(m_armName, outcome.error);
                    return false;
                }
                if (outcome.runsAdded > 0)
                    judgeImportedRuns(m_store, file);
                for (const Run &run : file.runs)
                    m_sources.emplace_back(file.sha256, run.source.locator);
            }
        }
        return true;
    }

    // The arm's run ids, in the order named; false with error() when a word names nothing.
    bool resolve(const QStringList &words, const std::vector<Run> &allRuns)
    {
        for (const auto &[sha256, locator] : m_sources) {
            for (const Run &run : allRuns) {
                if (run.source.sha256 == sha256 && run.source.locator == locator)
                    add(run.id);
            }
        }
        for (const QString &word : words) {
            if (m_files.contains(word))
                continue;
            if (isLabelPattern(word)) {
                const QRegularExpression pattern = labelPattern(word);
                const qsizetype before = m_ids.size();
                for (const Run &run : allRuns) {
                    if (pattern.match(run.label).hasMatch())
                        add(run.id);
                }
                if (m_ids.size() == qsizetype(before)) {
                    m_error = CliTr::tr("no %1 runs: the label pattern \"%2\" matches none of the "
                                        "notebook's %n run(s)",
                                        nullptr, int(allRuns.size()))
                                  .arg(m_armName, word);
                    return false;
                }
                continue;
            }
            const auto id = m_store.runs().resolve(word);
            if (!id) {
                m_error = CliTr::tr("no %1 runs: \"%2\" is not a file, and %3")
                              .arg(m_armName, word, m_store.lastError());
                return false;
            }
            add(*id);
        }
        if (m_ids.isEmpty()) {
            m_error = CliTr::tr("no %1 runs: the files given hold no runs").arg(m_armName);
            return false;
        }
        return true;
    }

    const QList<qint64> &ids() const { return m_ids; }
    QString error() const { return m_error; }

private:
    void add(qint64 id)
    {
        if (!m_ids.contains(id))
            m_ids << id;
    }

    NotebookStore &m_store;
    QString m_armName;
    QStringList m_files;
    std::vector<std::pair<QString, QString>> m_sources; // (sha256, locator) of imported runs
    QList<qint64> m_ids;
    QString m_error;
};

qsizetype countWithMetric(const std::vector<Run> &runs, const QString &metric)
{
    return std::count_if(runs.begin(), runs.end(), [&](const Run &run) {
        const auto value = run.metricValue(metric);
        return value && std::isfinite(*value);
    });
}

QStringList metricNamesOf(const std::vector<Run> &runs)
{
    QStringList names;
    for (const Run &run : runs) {
        for (const MetricValue &metric : run.metrics) {
            if (!names.contains(metric.name))
                names << metric.name;
        }
    }
    names.sort();
    return names;
}

QString pointsText(const std::vector<WorkloadPoint> &points)
{
    QStringList labels;
    for (const WorkloadPoint &point : points)
        labels << point.label();
    return labels.join(QStringLiteral("; "));
}

// Why this metric cannot be compared, naming the side that lacks what; empty when it can.
QString metricProblem(const QString &metric, const std::vector<Run> &baseline,
                      const std::vector<Run> &candidate)
{
    const qsizetype inBaseline = countWithMetric(baseline, metric);
    const qsizetype inCandidate = countWithMetric(candidate, metric);
    if (inBaseline == 0 && inCandidate == 0) {
        QStringList shared;
        const QStringList candidateNames = metricNamesOf(candidate);
        for (const QString &name : metricNamesOf(baseline)) {
            if (candidateNames.contains(name))
                shared << name;
        }
        return CliTr::tr("metric %1: neither the baseline nor the candidate runs record it "
                         "(both record: %2)")
            .arg(metric,
                 shared.isEmpty() ? CliTr::tr("nothing") : shared.join(QStringLiteral(", ")));
    }
    if (inBaseline == 0)
        return CliTr::tr("metric %1: no baseline run records it (%n candidate run(s) do)", nullptr,
                         int(inCandidate))
            .arg(metric);
    if (inCandidate == 0)
        return CliTr::tr("metric %1: no candidate run records it (%n baseline run(s) do)", nullptr,
                         int(inBaseline))
            .arg(metric);
    return {};
}

bool writeFile(const QString &path, const QByteArray &bytes, CommandContext &context)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush() &&
        file.commit())
        return true;
    context.err << CliTr::tr("lanebook-cli check: cannot write %1: %2\n")
                       .arg(QDir::toNativeSeparators(path), file.errorString());
    return false;
}

// Writes the requested reports and says the result; the exit code.
int finish(const CheckResult &result, const CheckArguments &arguments, CommandContext &context)
{
    bool written = true;
    if (!arguments.junitPath.isEmpty())
        written = writeFile(arguments.junitPath, checkJUnitXml(result), context) && written;
    if (!arguments.markdownPath.isEmpty())
        written =
            writeFile(arguments.markdownPath, checkMarkdown(result).toUtf8(), context) && written;
    if (context.json)
        context.out << QString::fromStdString(checkToJson(result).dump(2)) << u'\n';
    else
        context.out << checkText(result);
    if (!result.notComparable.isEmpty())
        context.err
            << CliTr::tr("lanebook-cli check: not comparable: %1\n").arg(result.notComparable);
    // A report the CI job asked for and did not get is no verdict either.
    return written ? result.exitCode() : int(UsageError);
}

} // namespace

int checkCommand(CommandContext &context)
{
    const CheckArguments arguments = parse(context.arguments);
    if (!arguments.error.isEmpty()) {
        context.err << CliTr::tr("lanebook-cli check: %1\n").arg(arguments.error)
                    << usageText(QStringLiteral("check"));
        return UsageError;
    }
    // ":memory:" is SQLite's private in-memory database: nothing is kept after the check.
    // Any other path is created when absent, so a fresh temporary file works as well.
    NotebookStore store;
    if (!store.open(context.notebookPath, NotebookStore::Access::ReadWrite)) {
        context.err << CliTr::tr("lanebook-cli: %1\n").arg(store.lastError());
        return UsageError;
    }
    reportHousekeeping(store, context);

    CheckResult result;
    result.maxRegressionPercent = arguments.maxRegressionPercent;
    ArmResolver baselineArm(store, CliTr::tr("baseline"));
    ArmResolver candidateArm(store, CliTr::tr("candidate"));
    if (!baselineArm.importFiles(arguments.baseline)) {
        result.notComparable = baselineArm.error();
        return finish(result, arguments, context);
    }
    if (!candidateArm.importFiles(arguments.candidate)) {
        result.notComparable = candidateArm.error();
        return finish(result, arguments, context);
    }
    const std::vector<Run> allRuns = store.runs().list();
    for (ArmResolver *arm : {&baselineArm, &candidateArm}) {
        if (!arm->resolve(arm == &baselineArm ? arguments.baseline : arguments.candidate,
                          allRuns)) {
            result.notComparable = arm->error();
            return finish(result, arguments, context);
        }
    }
    for (qint64 id : candidateArm.ids()) {
        if (baselineArm.ids().contains(id)) {
            result.notComparable =
                CliTr::tr("run %1 is in both the baseline and the candidate").arg(id);
            return finish(result, arguments, context);
        }
    }

    std::vector<Run> arms[2];
    for (int arm = 0; arm < 2; ++arm) {
        for (qint64 id : (arm == 0 ? baselineArm : candidateArm).ids()) {
            std::optional<Run> run =
                loadRunForJudging(store, QString::number(id), QStringLiteral("check"), context);
            if (!run)
                return Failure;
            (arm == 0 ? result.baselineRuns : result.candidateRuns) << run->label;
            arms[arm].push_back(std::move(*run));
        }
    }

    if (arguments.slo) {
        for (std::vector<Run> &arm : arms) {
            if (const Expected<int> judged = judgeAgainstSlo(arm, *arguments.slo); !judged) {
                result.notComparable = judged.error();
                return finish(result, arguments, context);
            }
        }
    }
    if (!arguments.slo) {
        if (const QString laneSlo = judgeAgainstLaneSlo(store.lanes(), arms); !laneSlo.isEmpty())
            result.notes << laneSlo;
    }
    std::vector<MetricSpec> metrics = arguments.metrics;
    if (metrics.empty() && arguments.slo)
        metrics.push_back({QStringLiteral("goodput_tok_per_s"), std::nullopt});
    if (metrics.empty()) {
        const QString chosen = defaultComparisonMetric(arms[0], arms[1]);
        if (chosen.isEmpty()) {
            result.notComparable = CliTr::tr("none of the runs records a throughput metric; name "
                                             "the metric with --metric NAME");
            return finish(result, arguments, context);
        }
        metrics.push_back({chosen, std::nullopt});
    }

    std::vector<GateResult> allGates;
    for (const MetricSpec &metric : metrics) {
        if (const QString problem = metricProblem(metric.name, arms[0], arms[1]);
            !problem.isEmpty()) {
            result.notComparable = problem;
            return finish(result, arguments, context);
        }
        ComparisonRequest request;
        request.metricName = metric.name;
        request.direction = metric.direction;
        request.noiseFloorPercent = arguments.noiseFloorPercent;
        request.confidence = arguments.confidence;
        addLinkedQualityRuns(store, arms[0], arms[1], request); // the quality gate reads them
        const ComparisonReport report = buildComparison(arms[0], arms[1], request);
        if (report.points.empty() && !report.controlOnlyPoints.empty() &&
            !report.candidateOnlyPoints.empty()) {
            result.notComparable =
                CliTr::tr("the baseline and the candidate ran different workloads: baseline at "
                          "%1; candidate at %2")
                    .arg(pointsText(report.controlOnlyPoints),
                         pointsText(report.candidateOnlyPoints));
            return finish(result, arguments, context);
        }
        if (!report.comparable) {
            result.notComparable = CliTr::tr("metric %1: %2").arg(metric.name, report.message);
            return finish(result, arguments, context);
        }
        result.metrics.push_back(checkForRegression(report, arguments.maxRegressionPercent));
        allGates.insert(allGates.end(), report.judgement.gates.begin(),
                        report.judgement.gates.end());
        for (const QString &note : report.notes) {
            if (!result.notes.contains(note))
                result.notes << note;
        }
    }
    for (const GateResult &gate : worstPerGate(allGates))
        result.gates.push_back({gate, arguments.blockingGates.count(gate.gate) > 0});
    return finish(result, arguments, context);
}

} // namespace lanebook::cli
