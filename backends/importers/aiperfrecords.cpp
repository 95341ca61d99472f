#include "backends/importers/aiperfrecords.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/latencystatistics.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/profileexport.h"
#include "backends/importers/servingimport.h"
#include "models/run/sourcelocator.h"

#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook::AiperfRecords {

namespace {

const QString kOrigin = QStringLiteral("profile_export.jsonl");

// Epoch nanoseconds exceed a double's 53 bits; integers are read exactly.
std::optional<qint64> nanoseconds(const nlohmann::json &metadata, const char *key,
                                  const QString &where)
{
    const auto it = metadata.find(key);
    if (it == metadata.end() || it->is_null())
        return std::nullopt;
    if (it->is_number_integer())
        return it->get<qint64>();
    const auto value = LenientJson::numberAt(metadata, key, where);
    if (!value || !std::isfinite(*value))
        return std::nullopt;
    // A double past qint64's range does not convert (undefined behaviour); no clock reads that.
    constexpr double kLargestNanoseconds = 9.2e18;
    if (std::fabs(*value) >= kLargestNanoseconds) {
        throw ImportFailure(
            ImportersTr::tr("%1: key \"%2\" holds %3, which is not a time in nanoseconds")
                .arg(where, QString::fromLatin1(key), QString::number(*value)));
    }
    return static_cast<qint64>(*value);
}

// The metric's {"value", "unit"} object, or nullptr when the record lacks it.
const nlohmann::json *metricObject(const nlohmann::json &metrics, const char *key,
                                   const QString &where)
{
    if (!metrics.is_object())
        return nullptr;
    const auto it = metrics.find(key);
    if (it == metrics.end() || it->is_null())
        return nullptr;
    if (!it->is_object() || !it->contains("value")) {
        throw ImportFailure(
            ImportersTr::tr("%1: key \"%2\" should be an object with \"value\" and \"unit\"")
                .arg(where, QString::fromLatin1(key)));
    }
    return &*it;
}

std::optional<double> scalar(const nlohmann::json &metrics, const char *key, const QString &where)
{
    const nlohmann::json *object = metricObject(metrics, key, where);
    if (!object)
        return std::nullopt;
    return LenientJson::numberAt(*object, "value",
                                 where + QStringLiteral(": ") +
                                     ImportersTr::tr("key \"%1\"").arg(QString::fromLatin1(key)));
}

// A time metric in milliseconds, whatever unit the record gives.
std::optional<double> milliseconds(const nlohmann::json &metrics, const char *key,
                                   const QString &where)
{
    const auto value = scalar(metrics, key, where);
    if (!value)
        return std::nullopt;
    const QString unit = ServingImport::stringOr(*metricObject(metrics, key, where), "unit");
    const auto factor =
        ProfileExport::millisecondsPer(unit.isEmpty() ? QStringLiteral("ms") : unit);
    if (!factor) {
        throw ImportFailure(ImportersTr::tr("%1: key \"%2\" has the unknown time unit \"%3\"")
                                .arg(where, QString::fromLatin1(key), unit));
    }
    return *value * *factor;
}

QString errorText(const nlohmann::json &error)
{
    const QString type = ServingImport::stringOr(error, "type");
    const QString message = ServingImport::stringOr(error, "message");
    const QString code = ServingImport::stringOr(error, "code");
    QStringList parts;
    if (!code.isEmpty())
        parts << code;
    if (!type.isEmpty())
        parts << type;
    QString text = parts.join(QLatin1Char(' '));
    if (!message.isEmpty())
        text = text.isEmpty() ? message : text + QStringLiteral(": ") + message;
    return text.isEmpty() ? QString::fromStdString(error.dump()) : text;
}

} // namespace

bool looksLikeRecord(const std::vector<JsonObjectScan::Member> &members)
{
    const JsonObjectScan::Member *metadata = JsonObjectScan::findMember(members, "metadata");
    if (!metadata || !JsonObjectScan::hasKey(members, "metrics"))
        return false;
    try {
        const nlohmann::json value = LenientJson::parse(metadata->value);
        return value.is_object() &&
               (value.contains("benchmark_phase") || value.contains("x_request_id") ||
                value.contains("request_start_ns"));
    } catch (const ImportFailure &) {
        return false;
    }
}

Run parseRecords(std::string_view text)
{
    const std::vector<JsonObjectScan::Value> values = JsonObjectScan::scanValues(text);
    Run run;
    run.source.locator = sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "all records"));
    run.samples.reserve(values.size());
    std::vector<double> ttfts;
    std::vector<double> itls;
    std::vector<double> e2els;
    qint64 firstStart = std::numeric_limits<qint64>::max();
    qint64 lastEnd = std::numeric_limits<qint64>::min();
    std::vector<qint64> starts;
    starts.reserve(values.size());
    double inputTokens = 0.0;
    double outputTokens = 0.0;
    int completed = 0;
    int failed = 0;
    int skipped = 0;
    // Speculative decoding (AIPerf 0.13+, from the engine's per-request counters): summed over
    // the requests that carry all three, as AIPerf pools its run-level figures.
    double specSteps = 0.0;
    double specAccepted = 0.0;
    double specDrafted = 0.0;
    int specRequests = 0;

    for (const JsonObjectScan::Value &value : values) {
        const QString where = ImportersTr::tr("line %1").arg(value.line);
        if (!value.isObject || !value.has("metadata"))
            throw ImportFailure(
                ImportersTr::tr("%1 is not an AIPerf request record (no \"metadata\")").arg(where));
        const nlohmann::json record = LenientJson::parse(value.text, value.line);
        const nlohmann::json &metadata = record.at("metadata");
        if (!metadata.is_object())
            throw ImportFailure(
                ImportersTr::tr("%1: key \"metadata\" should be an object").arg(where));
        const QString phase =
            LenientJson::stringAt(metadata, "benchmark_phase", where).value_or(QString());
        if (!phase.isEmpty() && phase != QLatin1String("profiling")) {
            ++skipped; // warmup requests are not part of the measurement
            continue;
        }
        const nlohmann::json metrics = record.value("metrics", nlohmann::json());
        if (!metrics.is_null() && !metrics.is_object())
            throw ImportFailure(
                ImportersTr::tr("%1: key \"metrics\" should be an object").arg(where));
        const nlohmann::json error = record.value("error", nlohmann::json());

        RequestSample sample;
        sample.index = static_cast<int>(run.samples.size());
        const auto start = nanoseconds(metadata, "request_start_ns", where);
        const auto end = nanoseconds(metadata, "request_end_ns", where);
        if (start)
            firstStart = std::min(firstStart, *start);
        if (end)
            lastEnd = std::max(lastEnd, *end);
        starts.push_back(start.value_or(std::numeric_limits<qint64>::min()));

        const auto isl = scalar(metrics, "input_sequence_length", where);
        if (!error.is_null()) {
            ++failed;
            sample.error = errorText(error);
            if (const auto errorIsl = isl ? isl : scalar(metrics, "error_isl", where))
                sample.inputTokens = static_cast<int>(std::lround(*errorIsl));
            run.samples.push_back(std::move(sample));
            continue;
        }
        ++completed;
        sample.ttftMs = milliseconds(metrics, "time_to_first_token", where);
        sample.e2elMs = milliseconds(metrics, "request_latency", where);
        auto osl = scalar(metrics, "output_sequence_length", where);
        if (!osl)
            osl = scalar(metrics, "output_token_count", where);
        if (isl) {
            sample.inputTokens = static_cast<int>(std::lround(*isl));
            inputTokens += *isl;
        }
        if (osl) {
            sample.outputTokens = static_cast<int>(std::lround(*osl));
            outputTokens += *osl;
        }
        if (const nlohmann::json *chunks = metricObject(metrics, "inter_chunk_latency", where)) {
            const nlohmann::json &list = chunks->at("value");
            const auto factor =
                ProfileExport::millisecondsPer(ServingImport::stringOr(*chunks, "unit").isEmpty()
                                                   ? QStringLiteral("ms")
                                                   : ServingImport::stringOr(*chunks, "unit"));
            if (!list.is_array() || !factor)
                throw ImportFailure(
                    ImportersTr::tr("%1: key \"inter_chunk_latency\" should be a list of times")
                        .arg(where));
            sample.itlMs.reserve(list.size());
            for (const nlohmann::json &gap : list) {
                const auto ms = LenientJson::number(gap);
                if (!ms)
                    throw ImportFailure(
                        ImportersTr::tr("%1: key \"inter_chunk_latency\" holds a non-number")
                            .arg(where));
                sample.itlMs.push_back(static_cast<float>(*ms * *factor));
            }
        }
        const auto steps = scalar(metrics, "spec_decode_steps", where);
        const auto accepted = scalar(metrics, "spec_decode_accepted_draft_tokens", where);
        const auto drafted = scalar(metrics, "spec_decode_draft_tokens", where);
        if (steps && accepted && drafted) {
            specSteps += *steps;
            specAccepted += *accepted;
            specDrafted += *drafted;
            ++specRequests;
        }
        ttfts.push_back(sample.ttftMs.value_or(std::numeric_limits<double>::quiet_NaN()));
        e2els.push_back(sample.e2elMs.value_or(std::numeric_limits<double>::quiet_NaN()));
        // AIPerf's ITL is per request, (latency - TTFT) / (tokens - 1); its summary
        // statistics are over these per-request values, and so are ours.
        itls.push_back(milliseconds(metrics, "inter_token_latency", where)
                           .value_or(std::numeric_limits<double>::quiet_NaN()));
        run.samples.push_back(std::move(sample));
    }
    if (run.samples.empty())
        throw ImportFailure(ImportersTr::tr("no profiling-phase request records in the file"));

    const bool timed = firstStart != std::numeric_limits<qint64>::max();
    for (std::size_t i = 0; i < run.samples.size(); ++i) {
        if (timed && starts[i] != std::numeric_limits<qint64>::min())
            run.samples[i].sendTimeS = static_cast<double>(starts[i] - firstStart) / 1e9;
    }
    if (timed) {
        run.startedAt = QDateTime::fromMSecsSinceEpoch(firstStart / 1'000'000, QTimeZone::utc());
    }
    const QString timestamps = QStringLiteral("request_start_ns..request_end_ns");
    run.setMetric(QStringLiteral("num_prompts"), static_cast<double>(run.samples.size()), kOrigin);
    run.setMetric(QStringLiteral("completed"), completed, kOrigin);
    run.setMetric(QStringLiteral("failed"), failed, kOrigin);
    if (timed && lastEnd > firstStart) {
        const double duration = static_cast<double>(lastEnd - firstStart) / 1e9;
        run.setMetric(QStringLiteral("duration_s"), duration, timestamps);
        run.setMetric(QStringLiteral("requests_per_s"), completed / duration, timestamps);
        run.setMetric(QStringLiteral("output_tok_per_s"), outputTokens / duration,
                      QStringLiteral("output_sequence_length"));
        run.setMetric(QStringLiteral("total_tok_per_s"), (inputTokens + outputTokens) / duration,
                      QStringLiteral("input_sequence_length+output_sequence_length"));
    }
    if (completed > 0) {
        run.setMetric(QStringLiteral("input_tokens_mean"), inputTokens / completed,
                      QStringLiteral("input_sequence_length"));
        run.setMetric(QStringLiteral("output_tokens_mean"), outputTokens / completed,
                      QStringLiteral("output_sequence_length"));
    }
    if (specRequests > 0) {
        if (specSteps > 0.0)
            run.setMetric(QStringLiteral("spec_acceptance_length"), 1.0 + specAccepted / specSteps,
                          QStringLiteral("1 + spec_decode_accepted_draft_tokens / "
                                         "spec_decode_steps"));
        if (specDrafted > 0.0)
            run.setMetric(QStringLiteral("spec_acceptance_rate"),
                          100.0 * specAccepted / specDrafted,
                          QStringLiteral("100 * spec_decode_accepted_draft_tokens / "
                                         "spec_decode_draft_tokens"));
        run.setMetric(QStringLiteral("spec_draft_tokens"), specDrafted,
                      QStringLiteral("spec_decode_draft_tokens"));
        run.extra["spec_decode_requests"] = specRequests;
    }
    const std::vector<double> percentiles{90.0, 99.0};
    LatencyStatistics::addLatencyMetrics(run, QStringLiteral("ttft"), std::move(ttfts), percentiles,
                                         QStringLiteral("time_to_first_token"));
    LatencyStatistics::addLatencyMetrics(run, QStringLiteral("itl"), std::move(itls), percentiles,
                                         QStringLiteral("inter_token_latency"));
    LatencyStatistics::addLatencyMetrics(run, QStringLiteral("e2el"), std::move(e2els), percentiles,
                                         QStringLiteral("request_latency"));

    run.workload["num_prompts"] = run.samples.size();
    run.extra["records"] = values.size();
    run.extra["records_outside_profiling"] = skipped;
    run.label = ServingImport::runLabel(
        {QString(), QStringLiteral("aiperf"), std::nullopt, std::nullopt, run.startedAt, 0});
    return run;
}

} // namespace lanebook::AiperfRecords
