#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/importlabel.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/llamaperplexitylog.h"
#include "models/run/metricvocabulary.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

using namespace LlamaPerplexity;

QString modeWord(Mode mode)
{
    switch (mode) {
    case Mode::Perplexity:
        return QStringLiteral("ppl");
    case Mode::KlDivergence:
        return QStringLiteral("kld");
    case Mode::HellaSwag:
        return QStringLiteral("hellaswag");
    case Mode::Winogrande:
        return QStringLiteral("winogrande");
    case Mode::MultipleChoice:
        return QStringLiteral("multiple-choice");
    case Mode::Unknown:
        break;
    }
    return {};
}

// The name a summary statistic is kept under. KLD and Δp lines read "<stat> <quantity>":
// "Mean KLD" -> kl_mean, "99.0% KLD" -> kl_p99, "Maximum Δp" -> dp_max_pct (Δp is printed
// in percent), "RMS Δp" -> dp_rms_pct; the perplexity block has its own names.
QString statisticName(const QString &label)
{
    static const QHash<QString, QString> fixed = {
        {QStringLiteral("Mean PPL(Q)"), QStringLiteral("ppl_q")},
        {QStringLiteral("Mean PPL(base)"), QStringLiteral("ppl_base")},
        {QStringLiteral("Cor(ln(PPL(Q)), ln(PPL(base)))"),
         QStringLiteral("ln_ppl_correlation_pct")},
        {QStringLiteral("Cov(ln(PPL(Q)), ln(PPL(base)))"), QStringLiteral("ln_ppl_covariance")},
        {QStringLiteral("Mean ln(PPL(Q)/PPL(base))"), QStringLiteral("ln_ppl_ratio")},
        {QStringLiteral("Mean PPL(Q)/PPL(base)"), QStringLiteral("ppl_ratio")},
        {QStringLiteral("Mean PPL(Q)-PPL(base)"), QStringLiteral("ppl_diff")},
        {QStringLiteral("Same top p"), QStringLiteral("top1_agreement")},
    };
    if (const auto it = fixed.constFind(label); it != fixed.constEnd())
        return *it;
    static const QRegularExpression split(QStringLiteral("^(Mean|Median|Maximum|Minimum|RMS|"
                                                         "([0-9.]+)%)\\s+(KLD|Δp)$"));
    const QRegularExpressionMatch match = split.match(label);
    if (match.hasMatch()) {
        const QString quantity =
            match.captured(3) == QLatin1String("KLD") ? QStringLiteral("kl") : QStringLiteral("dp");
        static const QHash<QString, QString> stats = {
            {QStringLiteral("Mean"), QStringLiteral("mean")},
            {QStringLiteral("Median"), QStringLiteral("median")},
            {QStringLiteral("Maximum"), QStringLiteral("max")},
            {QStringLiteral("Minimum"), QStringLiteral("min")},
            {QStringLiteral("RMS"), QStringLiteral("rms")}};
        const QString stat =
            match.captured(2).isEmpty()
                ? stats.value(match.captured(1))
                : QLatin1Char('p') + MetricVocabulary::percentileWord(match.captured(2).toDouble());
        return quantity + u'_' + stat +
               (quantity == QLatin1String("dp") ? QStringLiteral("_pct") : QString());
    }
    QString name = label.toLower();
    static const QRegularExpression other(QStringLiteral("[^a-z0-9.]+"));
    name.replace(other, QStringLiteral("_"));
    return name;
}

// The statistics that are vocabulary metrics; the rest go to extra under their names.
void addStatistics(Run &run, const std::vector<Statistic> &statistics)
{
    static const QHash<QString, QString> metrics = {
        {QStringLiteral("ppl_q"), QStringLiteral("perplexity")},
        {QStringLiteral("kl_mean"), QStringLiteral("kl_mean")},
        {QStringLiteral("kl_p99"), QStringLiteral("kl_p99")},
        {QStringLiteral("top1_agreement"), QStringLiteral("top1_agreement")}};
    for (const Statistic &s : statistics) {
        const QString name = statisticName(s.label);
        if (const auto metric = metrics.constFind(name); metric != metrics.constEnd()) {
            run.setMetric(*metric, s.value, s.label);
            if (s.plusMinus && name == QLatin1String("ppl_q"))
                run.setMetric(QStringLiteral("perplexity_stderr"), *s.plusMinus,
                              s.label + QStringLiteral(" ±"));
            else if (s.plusMinus)
                run.extra[QString(name + QStringLiteral("_stderr")).toStdString()] = *s.plusMinus;
            continue;
        }
        run.extra[name.toStdString()] = s.value;
        if (s.plusMinus)
            run.extra[QString(name + QStringLiteral("_stderr")).toStdString()] = *s.plusMinus;
    }
}

QString noFinalResult(const Log &log, const QString &expected)
{
    QString message =
        ImportersTr::tr("the log has no final result (no %1); the run was probably interrupted")
            .arg(expected);
    if (log.lastChunk > 0 && log.plannedChunks)
        message +=
            ImportersTr::tr(" after chunk %1 of %2").arg(log.lastChunk).arg(*log.plannedChunks);
    return message;
}

// An accuracy mode's result: the final line when the tool printed one, else the last
// progress line of a run that reached its end (HellaSwag prints no final line; Winogrande
// and multiple choice skip it under 100 tasks).
std::optional<Accuracy> accuracyOf(const Log &log, Mode mode)
{
    if (mode == Mode::Winogrande && log.finalWinogrande)
        return log.finalWinogrande;
    if (log.finalResult)
        return log.finalResult;
    if (log.lastProgress && log.sawEndOfRun)
        return log.lastProgress;
    return std::nullopt;
}

// llama.cpp `llama-perplexity` logs: perplexity, KL divergence, HellaSwag,
// Winogrande and multiple-choice modes. One run per log, locator "log".
//
// Names: PPL mode gives perplexity (+ perplexity_stderr). KLD mode gives perplexity from
// "Mean PPL(Q)", kl_mean, kl_p99 and top1_agreement ("Same top p", %), and keeps the other
// summary lines in extra: kl_mean_stderr, kl_max, kl_p99.9, kl_p95 ... kl_p0.1, kl_median,
// kl_min, dp_mean_pct(_stderr), dp_max_pct, dp_p99.9_pct ... dp_min_pct, dp_rms_pct(_stderr),
// top1_agreement_stderr, ppl_base(_stderr), ln_ppl_ratio(_stderr), ppl_ratio(_stderr),
// ppl_diff(_stderr), ln_ppl_correlation_pct. Accuracy modes give hellaswag.acc_norm_pct,
// winogrande.acc_pct and multiple_choice.acc_pct (+ _stderr), in percent as printed.
class LlamaPerplexityImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::LlamaPerplexity; }

    int detect(const ImportInput &input) const override
    {
        const QByteArray &c = input.content;
        if (LenientJson::looksLikeJson(c))
            return 0;
        if (c.contains("Final estimate: PPL =") ||
            c.contains("====== KL divergence statistics ======"))
            return 95;
        if (c.contains("Final Winogrande score("))
            return 90;
        if (c.contains("perplexity: calculating perplexity over") ||
            c.contains("hellaswag_score") || c.contains("winogrande_score") ||
            c.contains("multiple_choice_score") || c.contains("ln(PPL(Q)/PPL(base))"))
            return 85;
        return 0;
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        const Log log = readLog(input.content);
        const Mode mode = log.mode();
        Run run;
        run.source.locator = QStringLiteral("log");
        run.workload["mode"] = modeWord(mode).toStdString();

        switch (mode) {
        case Mode::Unknown:
            throw ImportFailure(
                ImportersTr::tr("no perplexity, KL-divergence or accuracy result in the log"));
        case Mode::Perplexity:
            if (!log.finalPpl)
                throw ImportFailure(
                    noFinalResult(log, ImportersTr::tr("\"Final estimate: PPL\" line")));
            run.setMetric(QStringLiteral("perplexity"), *log.finalPpl,
                          QStringLiteral("Final estimate: PPL"));
            if (log.finalPplStderr)
                run.setMetric(QStringLiteral("perplexity_stderr"), *log.finalPplStderr,
                              QStringLiteral("Final estimate: PPL +/-"));
            if (log.nCtx)
                run.setMetric(QStringLiteral("context_tokens"), *log.nCtx, QStringLiteral("n_ctx"));
            break;
        case Mode::KlDivergence: {
            const bool hasKl =
                std::any_of(log.statistics.begin(), log.statistics.end(), [](const Statistic &s) {
                    return s.label == QLatin1String("Mean KLD");
                });
            if (!hasKl)
                throw ImportFailure(
                    noFinalResult(log, ImportersTr::tr("\"KL divergence statistics\" block")));
            addStatistics(run, log.statistics);
            break;
        }
        case Mode::HellaSwag:
        case Mode::Winogrande:
        case Mode::MultipleChoice: {
            const std::optional<Accuracy> accuracy = accuracyOf(log, mode);
            if (!accuracy)
                throw ImportFailure(
                    noFinalResult(log, mode == Mode::Winogrande
                                           ? ImportersTr::tr("\"Final Winogrande score\" line")
                                           : ImportersTr::tr("\"Final result\" line")));
            const QString name = mode == Mode::HellaSwag ? QStringLiteral("hellaswag.acc_norm_pct")
                                 : mode == Mode::Winogrande
                                     ? QStringLiteral("winogrande.acc_pct")
                                     : QStringLiteral("multiple_choice.acc_pct");
            run.setMetric(name, accuracy->percent, accuracy->line);
            if (accuracy->stderrPercent)
                run.setMetric(name + QStringLiteral("_stderr"), *accuracy->stderrPercent,
                              accuracy->line + QStringLiteral(" +/-"));
            if (accuracy->ciLowPercent && accuracy->ciHighPercent) {
                run.extra["ci95_low_pct"] = *accuracy->ciLowPercent;
                run.extra["ci95_high_pct"] = *accuracy->ciHighPercent;
            }
            const std::optional<double> tasks =
                accuracy->tasks ? accuracy->tasks
                                : (log.lastProgress ? log.lastProgress->tasks : std::nullopt);
            if (tasks)
                run.workload["tasks"] = LenientJson::jsonNumber(*tasks);
            if (log.randomChance) {
                run.extra["random_chance_pct"] = log.randomChance->percent;
                if (log.randomChance->stderrPercent)
                    run.extra["random_chance_pct_stderr"] = *log.randomChance->stderrPercent;
            }
            break;
        }
        }

        fillWorkload(run, log, mode);
        fillConfig(run, log);
        run.label = ImportLabel::join({ImportLabel::modelWord(run.model),
                                       QStringLiteral("llama-perplexity"), modeWord(mode)});
        return {run};
    }

private:
    static void fillWorkload(Run &run, const Log &log, Mode mode)
    {
        if (log.plannedChunks)
            run.workload["chunks"] = LenientJson::jsonNumber(*log.plannedChunks);
        else if (mode == Mode::KlDivergence && log.lastChunk > 0)
            run.workload["chunks"] = log.lastChunk;
        if (log.nCtx)
            run.workload["n_ctx"] = LenientJson::jsonNumber(*log.nCtx);
        if (log.batchSize)
            run.workload["batch_size"] = LenientJson::jsonNumber(*log.batchSize);
        if (log.nSeq)
            run.workload["n_seq"] = LenientJson::jsonNumber(*log.nSeq);
    }

    static void fillConfig(Run &run, const Log &log)
    {
        nlohmann::json &config = run.config;
        config["runtime"] = "llama.cpp";
        if (!log.buildNumber.isEmpty()) {
            const QString version = QStringLiteral("b") + log.buildNumber + QStringLiteral(" (") +
                                    log.buildCommit + u')';
            config["runtime_version"] = version.toStdString();
            config["build_commit"] = log.buildCommit.toStdString();
            config["build_number"] = log.buildNumber.toLongLong();
        }
        if (!log.gpus.isEmpty())
            config["gpu"] = log.gpus.join(QStringLiteral(", ")).toStdString();
        if (!log.modelPath.isEmpty())
            config["model_filename"] = log.modelPath.toStdString();
        if (!log.generalName.isEmpty())
            config["model_name"] = log.generalName.toStdString();
        if (!log.fileType.isEmpty())
            config["file_type"] = log.fileType.toStdString();
        if (log.nThreads)
            config["n_threads"] = LenientJson::jsonNumber(*log.nThreads);
        if (!log.offloadedLayers.isEmpty())
            config["offloaded_layers"] = log.offloadedLayers.toStdString();
        // The model as llama-bench names it (llama_model_desc: "<arch> <size> <ftype>"), so
        // quality and speed runs of one file share a lane.
        if (!log.arch.isEmpty() && !log.sizeType.isEmpty() && !log.fileType.isEmpty()) {
            run.model = log.arch + u' ' + log.sizeType + u' ' + log.fileType;
            config["model_type"] = run.model.toStdString();
        } else if (!log.generalName.isEmpty()) {
            run.model = log.generalName;
        } else if (!log.modelPath.isEmpty()) {
            run.model = QFileInfo(log.modelPath).completeBaseName();
        }
    }
};

} // namespace

std::unique_ptr<Importer> makeLlamaPerplexityImporter()
{
    return std::make_unique<LlamaPerplexityImporter>();
}

} // namespace lanebook
