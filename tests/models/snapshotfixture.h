#pragma once

#include "models/runtable/runtablesnapshot.h"

#include <QRandomGenerator>

namespace lanebook::test {

// A small snapshot shaped like a real notebook: serving runs from vLLM and SGLang with
// throughput and TTFT, llama-bench rows with only gen_tok_per_s, and an lm-eval run with
// no performance metric at all, across three lanes.
inline RunTableSnapshot realisticSnapshot()
{
    RunTableSnapshot s;
    s.notebookPath = QStringLiteral("/tmp/fixture.lanebook");
    s.metricColumns = {QStringLiteral("output_tok_per_s"), QStringLiteral("median_ttft_ms"),
                       QStringLiteral("gen_tok_per_s")};
    s.availableMetrics = {QStringLiteral("output_tok_per_s"), QStringLiteral("median_ttft_ms"),
                          QStringLiteral("p99_ttft_ms"), QStringLiteral("gen_tok_per_s"),
                          QStringLiteral("arc_challenge.acc")};
    const double nan = RunTableSnapshot::missing();
    auto add = [&s](qint64 id, const char *label, RunFormat format, const char *model,
                    const char *lane, RunStatus status, const char *started,
                    std::vector<double> values) {
        RunTableSnapshot::Row row;
        row.id = id;
        row.label = QString::fromUtf8(label);
        row.format = format;
        row.model = QString::fromUtf8(model);
        row.lane = QString::fromUtf8(lane);
        row.status = status;
        if (started)
            row.startedAt = QDateTime::fromString(QString::fromLatin1(started), Qt::ISODate);
        row.metricValues = std::move(values);
        s.rows.push_back(std::move(row));
    };
    add(1, "llama8b-fp16-c64", RunFormat::VllmBench, "meta-llama/Llama-3.1-8B-Instruct",
        "Llama-3.1-8B-Instruct · H100", RunStatus::Valid, "2025-06-01T10:00:00Z",
        {2450.5, 41.2, nan});
    add(2, "llama8b-fp8-c64", RunFormat::VllmBench, "meta-llama/Llama-3.1-8B-Instruct",
        "Llama-3.1-8B-Instruct · H100", RunStatus::Promoted, "2025-06-01T11:00:00Z",
        {3120.0, 38.9, nan});
    add(3, "qwen7b-sglang-c32", RunFormat::SglangBench, "Qwen/Qwen2.5-7B-Instruct",
        "Qwen2.5-7B-Instruct", RunStatus::Unjudged, "2025-06-02T09:30:00Z", {1980.25, nan, nan});
    add(4, "llama-bench tg128", RunFormat::LlamaBench, "llama 7B Q4_0", "llama 7B Q4_0",
        RunStatus::Unjudged, nullptr, {nan, nan, 132.7});
    add(5, "llama-bench pp512", RunFormat::LlamaBench, "llama 7B Q4_0", "llama 7B Q4_0",
        RunStatus::Diagnostic, "2025-05-30T08:00:00Z", {nan, nan, 98.1});
    add(6, "lm-eval arc", RunFormat::LmEval, "", "", RunStatus::Unjudged, "2025-05-29T08:00:00Z",
        {nan, nan, nan});
    return s;
}

// A generated notebook of `count` runs for scale checks: 40 models in 120 lanes, about a
// tenth of the metric values missing.
inline RunTableSnapshot generatedSnapshot(int count, int metricColumns = 6)
{
    RunTableSnapshot s;
    for (int c = 0; c < metricColumns; ++c)
        s.metricColumns << QStringLiteral("metric_%1").arg(c);
    s.availableMetrics = s.metricColumns;
    QRandomGenerator random(42);
    const QDateTime start =
        QDateTime::fromString(QStringLiteral("2025-01-01T00:00:00Z"), Qt::ISODate);
    s.rows.reserve(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i) {
        RunTableSnapshot::Row row;
        row.id = i + 1;
        const int model = static_cast<int>(random.bounded(40));
        row.model = QStringLiteral("org/model-%1-instruct").arg(model);
        row.lane = QStringLiteral("model-%1 · gpu%2").arg(model).arg(random.bounded(3));
        row.format = static_cast<RunFormat>(random.bounded(9));
        row.label = QStringLiteral("model%1-q%2-gpu%3-c%4-20250701T%5Z")
                        .arg(model)
                        .arg(random.bounded(8))
                        .arg(random.bounded(8))
                        .arg(random.bounded(1024))
                        .arg(i, 6, 10, QLatin1Char('0'));
        row.startedAt = start.addSecs(static_cast<qint64>(random.bounded(10000000)));
        for (int c = 0; c < metricColumns; ++c) {
            row.metricValues.push_back(random.bounded(10) == 0 ? RunTableSnapshot::missing()
                                                               : random.bounded(5000.0));
        }
        s.rows.push_back(std::move(row));
    }
    return s;
}

} // namespace lanebook::test
