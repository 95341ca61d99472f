#include "backends/importers/llamaperplexitylog.h"

#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace lanebook::LlamaPerplexity {

namespace {

std::optional<double> toNumber(const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (ok)
        return value;
    if (text == QLatin1String("nan") || text == QLatin1String("-nan"))
        return std::numeric_limits<double>::quiet_NaN();
    if (text == QLatin1String("inf"))
        return std::numeric_limits<double>::infinity();
    return std::nullopt;
}

QRegularExpression pattern(const char *regex)
{
    return QRegularExpression(QString::fromUtf8(regex));
}

} // namespace

Mode Log::mode() const
{
    for (const Statistic &statistic : statistics) {
        if (statistic.block.contains(QLatin1String("KL divergence")))
            return Mode::KlDivergence;
    }
    if (sawKlTable)
        return Mode::KlDivergence;
    if (sawHellaSwag)
        return Mode::HellaSwag;
    if (sawWinogrande || finalWinogrande)
        return Mode::Winogrande;
    if (sawMultipleChoice)
        return Mode::MultipleChoice;
    if (finalPpl || sawPerplexityStart)
        return Mode::Perplexity;
    if (finalResult)
        return Mode::MultipleChoice;
    return Mode::Unknown;
}

QString cleanLine(const QString &line)
{
    static const QRegularExpression escapes(QStringLiteral("\x1b\\[[0-9;]*[A-Za-z]"));
    static const QRegularExpression prefix(
        QStringLiteral("^(?:\\d+\\.\\d+\\.\\d+\\.\\d+\\s+)?(?:[IWEDT] )?"));
    QString clean = line;
    clean.remove(QLatin1Char('\r'));
    clean.remove(escapes);
    const QRegularExpressionMatch match = prefix.match(clean);
    if (match.hasMatch() && match.capturedLength() > 0)
        clean.remove(0, match.capturedLength());
    return clean;
}

Log readLog(const QByteArray &content)
{
    static const QRegularExpression build = pattern("^build: (\\d+) \\(([0-9A-Za-z]+)\\)");
    static const QRegularExpression meta = pattern(
        "^(?:print_info|llm_load_print_meta)\\s*:\\s*(arch|model type|file type|model ftype|"
        "general\\.name)\\s*=\\s*(.+?)\\s*$");
    static const QRegularExpression loaded =
        pattern("loaded meta data with .* from (.+?) \\(version");
    static const QRegularExpression device = pattern("^\\s*Device \\d+: ([^,]+),");
    static const QRegularExpression threads = pattern("system_info: n_threads = (\\d+)");
    static const QRegularExpression offloaded = pattern("offloaded (\\d+/\\d+) layers to GPU");
    static const QRegularExpression start = pattern(
        "calculating perplexity over (\\d+) chunks(?:, n_ctx=(\\d+))?(?:, batch_size=(\\d+))?"
        "(?:, n_seq=(\\d+))?");
    static const QRegularExpression progress = pattern("\\[(\\d+)\\](-?[0-9.]+|nan|inf),");
    // --ppl-output-type 1: one "%8d  %.4lf  %4lf  %4lf" row per chunk instead of "[i]ppl,".
    static const QRegularExpression chunkRow =
        pattern("^\\s*\\d+  (-?[0-9.]+|nan|inf)  -?[0-9.]+  -?[0-9.]+\\s*$");
    static const QRegularExpression finalPpl =
        pattern("Final estimate: PPL = (-?[0-9.eE+]+|nan|inf)(?:\\s*\\+/-\\s*([0-9.eE+-]+))?");
    static const QRegularExpression blockHeader = pattern("^\\s*====== (.+?) ======\\s*$");
    static const QRegularExpression statistic =
        pattern("^\\s*(.+?)\\s*:\\s*(-?[0-9.eE+]+|-?nan|inf)\\s*%?(?:\\s*±\\s*(-?[0-9.eE+]+|-?nan))"
                "?\\s*%?\\s*$");
    static const QRegularExpression klTable =
        pattern("^\\s*chunk\\s+PPL\\s+ln\\(PPL\\(Q\\)/PPL\\(base\\)\\)");
    static const QRegularExpression klRow = pattern("^\\s*(\\d+)\\s+-?[0-9.]+\\s*±");
    static const QRegularExpression taskProgress = pattern("^(\\d+)\\t([0-9.]+)(%?)(.*)$");
    static const QRegularExpression interval = pattern("\\[([0-9.]+)%,\\s*([0-9.]+)%\\]");
    static const QRegularExpression finalResult =
        pattern("Final result: ([0-9.]+) \\+/- ([0-9.]+)");
    static const QRegularExpression randomChance =
        pattern("Random chance: ([0-9.]+) \\+/- ([0-9.]+)");
    static const QRegularExpression winogrande =
        pattern("Final Winogrande score\\((\\d+) tasks\\): ([0-9.]+) \\+/- ([0-9.]+)");

    Log log;
    QString block;
    int chunkRows = 0;
    const QStringList lines = QString::fromUtf8(content).split(QLatin1Char('\n'));
    for (const QString &raw : lines) {
        const QString line = cleanLine(raw);
        if (line.trimmed().isEmpty()) {
            block.clear(); // summary blocks are separated by empty lines
            continue;
        }
        QRegularExpressionMatch m;
        if ((m = blockHeader.match(line)).hasMatch()) {
            block = m.captured(1).simplified();
            continue;
        }
        if (!block.isEmpty()) {
            if ((m = statistic.match(line)).hasMatch()) {
                if (const auto value = toNumber(m.captured(2))) {
                    log.statistics.push_back(
                        {block, m.captured(1).simplified(), *value,
                         m.captured(3).isEmpty() ? std::nullopt : toNumber(m.captured(3))});
                }
                continue;
            }
            block.clear();
        }
        if ((m = build.match(line)).hasMatch()) {
            log.buildNumber = m.captured(1);
            log.buildCommit = m.captured(2);
        } else if ((m = meta.match(line)).hasMatch()) {
            const QString key = m.captured(1);
            if (key == QLatin1String("arch"))
                log.arch = m.captured(2);
            else if (key == QLatin1String("model type"))
                log.sizeType = m.captured(2);
            else if (key == QLatin1String("general.name"))
                log.generalName = m.captured(2);
            else
                log.fileType = m.captured(2);
        } else if ((m = loaded.match(line)).hasMatch()) {
            log.modelPath = m.captured(1);
        } else if ((m = device.match(line)).hasMatch()) {
            if (!log.gpus.contains(m.captured(1).trimmed()))
                log.gpus << m.captured(1).trimmed();
        } else if ((m = threads.match(line)).hasMatch()) {
            log.nThreads = toNumber(m.captured(1));
        } else if ((m = offloaded.match(line)).hasMatch()) {
            log.offloadedLayers = m.captured(1);
        } else if ((m = start.match(line)).hasMatch()) {
            log.sawPerplexityStart = true;
            log.plannedChunks = toNumber(m.captured(1));
            log.nCtx = toNumber(m.captured(2));
            log.batchSize = toNumber(m.captured(3));
            log.nSeq = toNumber(m.captured(4));
        } else if ((m = finalPpl.match(line)).hasMatch()) {
            log.finalPpl = toNumber(m.captured(1));
            if (!m.captured(2).isEmpty())
                log.finalPplStderr = toNumber(m.captured(2));
        } else if (log.sawPerplexityStart && !log.sawKlTable && chunkRow.match(line).hasMatch()) {
            log.lastChunk = std::max(log.lastChunk, ++chunkRows);
        } else if (klTable.match(line).hasMatch()) {
            log.sawKlTable = true;
        } else if ((m = klRow.match(line)).hasMatch() && log.sawKlTable) {
            log.lastChunk = std::max(log.lastChunk, m.captured(1).toInt());
        } else if ((m = winogrande.match(line)).hasMatch()) {
            log.finalWinogrande = Accuracy{m.captured(2).toDouble(),
                                           m.captured(3).toDouble(),
                                           std::nullopt,
                                           std::nullopt,
                                           m.captured(1).toDouble(),
                                           QStringLiteral("Final Winogrande score")};
        } else if ((m = finalResult.match(line)).hasMatch()) {
            log.finalResult = Accuracy{m.captured(1).toDouble(),
                                       m.captured(2).toDouble(),
                                       std::nullopt,
                                       std::nullopt,
                                       std::nullopt,
                                       QStringLiteral("Final result")};
        } else if ((m = randomChance.match(line)).hasMatch()) {
            log.randomChance = Accuracy{m.captured(1).toDouble(),
                                        m.captured(2).toDouble(),
                                        std::nullopt,
                                        std::nullopt,
                                        std::nullopt,
                                        QStringLiteral("Random chance")};
        } else if ((m = taskProgress.match(line)).hasMatch()) {
            Accuracy accuracy{m.captured(2).toDouble(),
                              std::nullopt,
                              std::nullopt,
                              std::nullopt,
                              m.captured(1).toDouble(),
                              QStringLiteral("task progress")};
            if (const auto ci = interval.match(m.captured(4)); ci.hasMatch()) {
                accuracy.ciLowPercent = ci.captured(1).toDouble();
                accuracy.ciHighPercent = ci.captured(2).toDouble();
            }
            log.lastProgress = accuracy;
        } else {
            if (line.contains(QLatin1String("hellaswag_score")))
                log.sawHellaSwag = true;
            if (line.contains(QLatin1String("winogrande_score")))
                log.sawWinogrande = true;
            if (line.contains(QLatin1String("multiple_choice_score")) ||
                line.contains(QLatin1String("calculating TruthfulQA score")))
                log.sawMultipleChoice = true;
            if (line.startsWith(QLatin1String("llama_perf_context_print")) ||
                line.startsWith(QLatin1String("llama_print_timings")))
                log.sawEndOfRun = true;
        }
        // Progress values share lines with other output ("[1]4.12,[2]4.87,...").
        auto chunks = progress.globalMatch(line);
        while (chunks.hasNext())
            log.lastChunk = std::max(log.lastChunk, chunks.next().captured(1).toInt());
    }
    return log;
}

} // namespace lanebook::LlamaPerplexity
