#pragma once

// A generated notebook for the benchmarks: 10,000 runs stored through the store (with their
// lanes, configs, workloads, metrics and source), then copied in SQL until it holds as many
// runs as asked, on either database.
#include "backends/notebook/notebookstore.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace lanebook::test {

constexpr int kSeedRuns = 10000; // stored through the store, then copied in SQL

inline ParsedFile seedRuns()
{
    ParsedFile file;
    file.path = QStringLiteral("/bench/generated.jsonl");
    file.sha256 = QString(64, QLatin1Char('b'));
    file.sizeBytes = 1;
    file.format = RunFormat::VllmBench;
    const char *models[] = {"Qwen/Qwen3-8B", "meta-llama/Llama-3.1-8B-Instruct",
                            "google/gemma-4-27b", "zai-org/GLM-5-FP8"};
    const char *gpus[] = {"H200", "H100 SXM", "RTX PRO 6000", "B200"};
    file.runs.reserve(kSeedRuns);
    for (int i = 0; i < kSeedRuns; ++i) {
        Run run;
        run.format = i % 5 == 0 ? RunFormat::SglangBench : RunFormat::VllmBench;
        run.model = QString::fromLatin1(models[i % 4]);
        run.lane = QStringLiteral("%1 · %2").arg(run.model.section(u'/', -1),
                                                 QLatin1String(gpus[(i / 4) % 4]));
        run.config = {{"gpu", gpus[(i / 4) % 4]}, {"runtime", "vllm"}};
        const int concurrency = 1 << (i % 11);
        run.workload = {{"concurrency", concurrency}};
        run.label = QStringLiteral("run%1-gpu%2-c%3").arg(i).arg(i % 8).arg(concurrency);
        run.startedAt = QDateTime::fromSecsSinceEpoch(1780000000 + i * 60, Qt::UTC);
        run.source.locator = QStringLiteral("line %1").arg(i + 1);
        const double scale = 1.0 + (i * 7919 % 1000) / 1000.0;
        run.setMetric(QStringLiteral("output_tok_per_s"),
                      900.0 * scale * concurrency / (1 + concurrency / 64.0));
        run.setMetric(QStringLiteral("median_ttft_ms"), 40.0 * scale);
        run.setMetric(QStringLiteral("p99_ttft_ms"), 95.0 * scale);
        run.setMetric(QStringLiteral("median_itl_ms"), 12.0 * scale);
        run.setMetric(QStringLiteral("concurrency"), concurrency);
        run.setMetric(QStringLiteral("requests_per_s"), 3.0 * scale);
        file.runs.push_back(std::move(run));
    }
    return file;
}

// The seed's runs copied until the notebook holds `runs`: each copy's ids, labels, locators
// and UUIDs made distinct, in SQL both databases accept, in one transaction.
inline bool growNotebook(QSqlDatabase db, int runs, QString *error)
{
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    for (int copy = 1; copy < runs / kSeedRuns; ++copy) {
        const QString offset = QString::number(qint64(copy) * kSeedRuns);
        const QString suffix = QStringLiteral("'-x%1'").arg(copy);
        QSqlQuery query(db);
        if (!query.exec(
                QStringLiteral(
                    "INSERT INTO runs (id, label, format, model, lane_id, config_id, workload_id, "
                    "status, started_at, source_id, source_locator, uuid, host, created_at) SELECT "
                    "id + %1, label || %2, format, model, lane_id, config_id, workload_id, status, "
                    "started_at, source_id, source_locator || %2, uuid || %2, host, created_at "
                    "FROM "
                    "runs WHERE id <= %3")
                    .arg(offset, suffix)
                    .arg(kSeedRuns)) ||
            !query.exec(QStringLiteral("INSERT INTO run_metrics (run_id, metric_id, value) "
                                       "SELECT run_id + %1, metric_id, value FROM run_metrics "
                                       "WHERE run_id <= %2")
                            .arg(offset)
                            .arg(kSeedRuns))) {
            *error = query.lastError().text();
            db.rollback();
            return false;
        }
    }
    if (!db.commit()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery(db).exec(QStringLiteral("ANALYZE"));
    return true;
}

} // namespace lanebook::test
