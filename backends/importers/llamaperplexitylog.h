#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook::LlamaPerplexity {

// What a llama.cpp `llama-perplexity` log says, line by line; which of it
// makes a result is decided by the importer.

enum class Mode { Unknown, Perplexity, KlDivergence, HellaSwag, Winogrande, MultipleChoice };

// One "label : value [± uncertainty] [%]" line of a "====== ... ======" summary block.
struct Statistic
{
    QString block; // "KL divergence statistics"
    QString label; // "99.0% KLD", whitespace collapsed
    double value = 0.0;
    std::optional<double> plusMinus;
};

// An accuracy in percent, as the HellaSwag, Winogrande and multiple-choice modes print it.
struct Accuracy
{
    double percent = 0.0;
    std::optional<double> stderrPercent;
    std::optional<double> ciLowPercent;
    std::optional<double> ciHighPercent;
    std::optional<double> tasks;
    QString line; // the line it came from, for originalKey
};

struct Log
{
    // Where it ran (best effort: these lines depend on the build and on verbosity).
    QString buildNumber;
    QString buildCommit;
    QString arch;        // print_info: arch
    QString sizeType;    // print_info: model type ("7B")
    QString fileType;    // print_info: file type ("Q4_K - Medium")
    QString generalName; // print_info: general.name
    QString modelPath;   // llama_model_loader: loaded meta data ... from <path>
    QStringList gpus;
    std::optional<double> nThreads;
    QString offloadedLayers; // "29/29"

    // Perplexity mode.
    bool sawPerplexityStart = false;
    std::optional<double> plannedChunks;
    std::optional<double> nCtx;
    std::optional<double> batchSize;
    std::optional<double> nSeq;
    int lastChunk = 0; // the last chunk with a progress value
    std::optional<double> finalPpl;
    std::optional<double> finalPplStderr;

    // KL-divergence mode.
    bool sawKlTable = false;
    std::vector<Statistic> statistics;

    // Accuracy modes.
    bool sawHellaSwag = false;
    bool sawWinogrande = false;
    bool sawMultipleChoice = false;
    std::optional<Accuracy> lastProgress;    // the last "N\tacc..." line
    std::optional<Accuracy> finalResult;     // "Final result: x +/- y"
    std::optional<Accuracy> finalWinogrande; // "Final Winogrande score(N tasks): x +/- y"
    std::optional<Accuracy> randomChance;    // "Random chance: x +/- y"
    bool sawEndOfRun = false;                // llama_perf_context_print / llama_print_timings

    Mode mode() const;
};

// A log line without the `--log-prefix`/`--log-timestamps` prefix (`0.01.376.903 I `),
// colour escapes and '\r'.
QString cleanLine(const QString &line);

Log readLog(const QByteArray &content);

} // namespace lanebook::LlamaPerplexity
