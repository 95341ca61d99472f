// AIPerf's gpu_telemetry_export.jsonl as a run's GPU trace. The real file is one AIPerf wrote
// (a DCGM capture of an RTX 6000 Ada through two exporters, committed as a fixture in
// ai-dynamo/aiperf; tests/data/SOURCES.md). No profile_export_aiperf.json of that benchmark is
// public: the folder tests pair it with the real 0.8.0 summary of another benchmark, as it is
// (the trace lies outside its window) and with its start and end times edited to the trace's.
// Schema 1.5's nvidia_* names: no such file is public; the real file is renamed here by the
// writer's own alias map (AIPerf's gpu_telemetry/constants.py).
#include "backends/importers/aiperfgputelemetry.h"
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "backends/notebook/notebookstore.h"
#include "importertestsupport.h"
#include "models/telemetry/clockeventreasons.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QString kTrace = QStringLiteral("aiperf/gpu-telemetry/gpu_telemetry_export.jsonl");
const QString kSummary = QStringLiteral("aiperf/profile_export_aiperf_0.8.0_mock.json");
const QString kUuid = QStringLiteral("GPU-ef6ef310-f8e2-cef9-036e-8f12d59b5ffc");

AiperfGpuTelemetry::Trace parseTrace(const QByteArray &bytes)
{
    return AiperfGpuTelemetry::parse(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

QString parseFailure(const QByteArray &bytes)
{
    try {
        parseTrace(bytes);
    } catch (const ImportFailure &failure) {
        return failure.message();
    }
    return {};
}

// The real 0.8.0 summary with its start_time and end_time edited to start..end (local times
// as AIPerf writes them, or with a zone).
QByteArray summaryAt(const char *start, const char *end)
{
    QByteArray summary = load(kSummary).content;
    summary.replace("\"start_time\": \"2026-04-30T09:16:38.957302\"",
                    QByteArray("\"start_time\": \"").append(start).append('"'));
    summary.replace("\"end_time\": \"2026-04-30T09:16:38.996646\"",
                    QByteArray("\"end_time\": \"").append(end).append('"'));
    if (!summary.contains(start) || !summary.contains(end))
        qFatal("the summary's times were not replaced");
    return summary;
}

// The summary with the trace beside it, parsed as an import parses it.
ParsedFile parsedWithTrace(const QTemporaryDir &dir, const QByteArray &summary,
                           const QByteArray &trace)
{
    writeFileIn(dir.path(), QStringLiteral("profile_export_aiperf.json"), summary);
    writeFileIn(dir.path(), QStringLiteral("gpu_telemetry_export.jsonl"), trace);
    return parseImportFile(dir.filePath(QStringLiteral("profile_export_aiperf.json")));
}

// The in-window summary: a UTC+1 host's 22:38:51..54, the trace's 21:38:51..54 UTC.
const char *const kLocalStart = "2025-11-07T22:38:51.000000";
const char *const kLocalEnd = "2025-11-07T22:38:54.000000";

// A folder as AIPerf leaves it: the summary and the trace side by side.
QString benchmarkFolder(const QTemporaryDir &dir, const QByteArray &trace)
{
    writeFileIn(dir.path(), QStringLiteral("profile_export_aiperf.json"), load(kSummary).content);
    return writeFileIn(dir.path(), QStringLiteral("gpu_telemetry_export.jsonl"), trace);
}

} // namespace

class TestAiperfGpuTelemetry : public QObject
{
    Q_OBJECT

private slots:
    // The file's values, line by line: the 9400 exporter's ten samples of the one GPU (the
    // 9402 exporter's ten are the same GPU again, named and left out), units made Lanebook's.
    void realExportReadsAsOneGpuTrace()
    {
        const AiperfGpuTelemetry::Trace trace = parseTrace(load(kTrace).content);
        QCOMPARE(trace.telemetry.gpus.size(), size_t(1));
        const GpuIdentity &gpu = trace.telemetry.gpus.front();
        QCOMPARE(gpu.uuid, kUuid);
        QCOMPARE(gpu.name, QStringLiteral("NVIDIA RTX 6000 Ada Generation"));
        QCOMPARE(gpu.busId, QStringLiteral("00000000:02:00.0"));
        QCOMPARE(gpu.host, QStringLiteral("7a22ed6f1fd7"));
        QCOMPARE(gpu.index, 0);
        QCOMPARE(trace.duplicateSources,
                 QStringList{kUuid + QStringLiteral(" (http://localhost:9402/metrics)")});
        QVERIFY2(trace.unreadMetrics.isEmpty(), qPrintable(trace.unreadMetrics.join(u',')));
        QCOMPARE(trace.telemetry.samples.size(), size_t(10));
        const GpuSample &first = trace.telemetry.samples.front();
        QCOMPARE(first.tNs, std::int64_t(1762551530946074466));
        QCOMPARE(*first.powerW, 30.257);
        QCOMPARE(*first.energyMj, 32.62748095 * 1e9); // MJ since the driver loaded -> mJ
        QCOMPARE(*first.utilPct, 2.0);
        QCOMPARE(*first.memUtilPct, 1.0);
        QCOMPARE(*first.memUsedBytes, 49.659510784000005 * 1e9); // GB
        QCOMPARE(*first.memTotalBytes, 51.52702464 * 1e9);
        QCOMPARE(*first.smClockMhz, 210.0);
        QCOMPARE(*first.memClockMhz, 405.0);
        QCOMPARE(*first.temperatureC, 37.0);
        QVERIFY(!first.memTemperatureC); // DCGM's 0: the GPU has no such sensor
        QCOMPARE(*first.powerLimitW, 300.0);
        QVERIFY(!first.throttleReasons); // nothing to compare its counters with: unknown
        // The power-violation counter grew between the first two samples: held to its cap.
        const GpuSample &second = trace.telemetry.samples[1];
        QCOMPARE(second.tNs, std::int64_t(1762551531280334975));
        QCOMPARE(*second.throttleReasons, std::uint64_t(ClockEventReasons::SwPowerCap));
        QCOMPARE(*trace.telemetry.samples[2].throttleReasons, std::uint64_t(0));
        const GpuSample &last = trace.telemetry.samples.back();
        QCOMPARE(last.tNs, std::int64_t(1762551533941907606));
        QCOMPARE(*last.powerW, 119.776);
    }

    // The summary takes the trace beside it, and its figures come from the samples inside the
    // benchmark's window. The summary here is the real 0.8.0 one with its start_time and
    // end_time edited (in the test, below) to 22:38:51..22:38:54 local time of a UTC+1 host:
    // the trace's 21:38:51..54 UTC, 9 of the 9400 exporter's 10 samples (the first, idle one at
    // 21:38:50.946 before the load left out). Counted by hand from those lines: utilisation
    // mean 94.6667 %, power mean 99.4511 W, SM clock 2505 to 2730 MHz, 37 C at the start and
    // 40 at most, energy counter 32.627486770000004 -> 32.627733932000005 MJ = 247.162 J.
    void summaryTakesTheTraceInItsWindow()
    {
        QTemporaryDir dir;
        const ParsedFile file =
            parsedWithTrace(dir, summaryAt(kLocalStart, kLocalEnd), load(kTrace).content);
        QVERIFY2(file.ok(), qPrintable(file.error));
        const Run &run = file.runs.front();
        QVERIFY(run.telemetry);
        // The run's trace is the window's: what the inspector shows is what the metrics say.
        QCOMPARE(run.telemetry->samples.size(), size_t(9));
        QCOMPARE(run.telemetry->samples.front().tNs, std::int64_t(1762551531280334975));
        QVERIFY(qFuzzyCompare(metric(run, "gpu_util_pct_mean"), 94.66666666666667));
        QVERIFY(qFuzzyCompare(metric(run, "power_w_mean"), 99.45111111111109));
        QCOMPARE(metric(run, "sm_clock_mhz_min"), 2505.0);
        QCOMPARE(metric(run, "sm_clock_mhz_max"), 2730.0);
        QCOMPARE(metric(run, "temperature_c_start"), 37.0);
        QCOMPARE(metric(run, "temperature_c_max"), 40.0);
        QCOMPARE(metric(run, "memory_used_bytes_max"), 49.661607936 * 1e9);
        QVERIFY2(std::abs(metric(run, "energy_j") - 247.162) < 1e-3,
                 qPrintable(QString::number(metric(run, "energy_j"), 'g', 12)));
        // The power-violation counter grew only before the window (into its first sample,
        // whose growth is the warm-up's): no throttling inside it.
        QVERIFY(!run.telemetry->samples.front().throttleReasons);
        QCOMPARE(run.extra.value("throttle_reasons", 99ULL), std::uint64_t(0));
        // The run starts where its window does, in UTC (start_time was the host's local time).
        QCOMPARE(run.startedAt, QDateTime(QDate(2025, 11, 7), QTime(21, 38, 51), QTimeZone::utc()));
        QCOMPARE(run.label, QStringLiteral("mock-model-aiperf-c4-20251107T213851Z"));
        const nlohmann::json &note = run.extra.at("gpu_telemetry_export");
        QCOMPARE(note.value("samples", 0), 10);
        QCOMPARE(note.at("window").value("samples", 0), 9);
        QCOMPARE(note.at("window").value("start_time_utc_offset_min", 0), 60);
        QCOMPARE(note.at("left_out_duplicate_sources").size(), size_t(1));
        // The tool's own figures stand: the summary's throughput is untouched.
        QCOMPARE(metric(run, "output_tok_per_s"), 1022443.0554692096);
    }

    // Under an export prefix the files are <prefix>.json and <prefix>_gpu_telemetry.jsonl: the
    // same trace is taken, and its note names the file it came from.
    void aPrefixedExportTakesItsPrefixedTrace()
    {
        QTemporaryDir dir;
        writeFileIn(dir.path(), QStringLiteral("llama70b_c4.json"),
                    summaryAt(kLocalStart, kLocalEnd));
        writeFileIn(dir.path(), QStringLiteral("llama70b_c4_gpu_telemetry.jsonl"),
                    load(kTrace).content);
        const ParsedFile file = parseImportFile(dir.filePath(QStringLiteral("llama70b_c4.json")));
        QVERIFY2(file.ok(), qPrintable(file.error));
        const Run &run = file.runs.front();
        QVERIFY(run.telemetry);
        QCOMPARE(run.telemetry->samples.size(), size_t(9));
        QCOMPARE(run.extra.at("gpu_telemetry_export").value("file", ""),
                 std::string("llama70b_c4_gpu_telemetry.jsonl"));
        // Another benchmark's prefix is not this summary's trace.
        QTemporaryDir other;
        writeFileIn(other.path(), QStringLiteral("llama70b_c4.json"),
                    summaryAt(kLocalStart, kLocalEnd));
        writeFileIn(other.path(), QStringLiteral("llama70b_c8_gpu_telemetry.jsonl"),
                    load(kTrace).content);
        const ParsedFile alone =
            parseImportFile(other.filePath(QStringLiteral("llama70b_c4.json")));
        QVERIFY2(alone.ok(), qPrintable(alone.error));
        QVERIFY(!alone.runs.front().telemetry);
        // That trace alone names its own summary, and is passed over beside it.
        const QString c8 = other.filePath(QStringLiteral("llama70b_c8_gpu_telemetry.jsonl"));
        ParsedFile trace = parseImportFile(c8);
        QVERIFY2(trace.error.contains(QStringLiteral("import llama70b_c8.json")),
                 qPrintable(trace.error));
        writeFileIn(other.path(), QStringLiteral("llama70b_c8.json"),
                    summaryAt(kLocalStart, kLocalEnd));
        trace = parseImportFile(c8);
        QCOMPARE(QFileInfo(trace.coveredBy).fileName(), QStringLiteral("llama70b_c8.json"));
    }

    // The real summary beside a trace of another benchmark (2026-04 against 2025-11): no UTC
    // offset puts the trace in its window, so the trace is neither stored nor summarised (its
    // idle minutes would read as a moving clock and energy the benchmark never used).
    void traceOutsideTheWindowGivesNoFigures()
    {
        QTemporaryDir dir;
        const QString tracePath = benchmarkFolder(dir, load(kTrace).content);
        const ParsedFile file =
            parseImportFile(dir.filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY2(file.ok(), qPrintable(file.error));
        const Run &run = file.runs.front();
        QVERIFY(!run.telemetry); // not the run's: neither stored nor shown
        for (const char *name : {"gpu_util_pct_mean", "power_w_mean", "sm_clock_mhz_min",
                                 "energy_j", "temperature_c_start"})
            QVERIFY2(!run.metricValue(QString::fromLatin1(name)), name);
        QVERIFY(!run.extra.contains("throttle_reasons"));
        const nlohmann::json &note = run.extra.at("gpu_telemetry_export");
        QVERIFY(note.at("window").is_null());
        QVERIFY(note.contains("why_not_stored"));

        // Alone, the trace adds nothing the summary does not bring: passed over naming it.
        const ParsedFile alone = parseImportFile(tracePath);
        QCOMPARE(alone.coveredBy, dir.filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY(alone.runs.empty());
    }

    // Without its summary the trace says what to import instead.
    void traceWithoutItsSummarySaysWhatToImport()
    {
        QTemporaryDir dir;
        const QString path = writeFileIn(dir.path(), QStringLiteral("gpu_telemetry_export.jsonl"),
                                         load(kTrace).content);
        const ParsedFile file = parseImportFile(path);
        QVERIFY(!file.ok());
        QCOMPARE(file.format, std::optional<RunFormat>(RunFormat::AiPerf));
        QVERIFY2(file.error.contains(QStringLiteral("profile_export_aiperf.json")),
                 qPrintable(file.error));
    }

    // Into a real notebook: the run and its window's nine samples in one transaction; the
    // inspector's read gives them back; a second import adds neither again. A trace copied in
    // beside a summary imported before it is stored under that run at the next import, once.
    void storedWithTheRunOnce()
    {
        QTemporaryDir notebookDir;
        NotebookStore store;
        QVERIFY2(store.open(notebookDir.filePath(QStringLiteral("nb.lanebook"))),
                 qPrintable(store.lastError()));
        QTemporaryDir dir;
        writeFileIn(dir.path(), QStringLiteral("profile_export_aiperf.json"),
                    summaryAt(kLocalStart, kLocalEnd));
        ImportCounts counts = importInto(store, {dir.path()});
        QVERIFY2(counts.errors.isEmpty(), qPrintable(counts.errors.join(u'\n')));
        QCOMPARE(counts.added, 1);
        const qint64 runId = store.runs().list().front().id;
        QVERIFY(store.telemetry().ofRun(runId).valueOr({}).samples.empty());
        writeFileIn(dir.path(), QStringLiteral("gpu_telemetry_export.jsonl"), load(kTrace).content);
        for (int pass = 0; pass < 2; ++pass) {
            counts = importInto(store, {dir.path()});
            QVERIFY2(counts.errors.isEmpty(), qPrintable(counts.errors.join(u'\n')));
            QCOMPARE(counts.added, 0);
            QCOMPARE(counts.present, 1);
            QCOMPARE(counts.covered, 1); // the trace file itself
            const RunTelemetry trace = store.telemetry().ofRun(runId).valueOr({});
            QCOMPARE(trace.gpus.size(), size_t(1));
            QCOMPARE(trace.gpus.front().uuid, kUuid);
            QCOMPARE(trace.samples.size(), size_t(9));
            QCOMPARE(*trace.samples.back().powerW, 119.776);
        }
        QCOMPARE(store.runs().list().size(), size_t(1));

        // Both beside each other from the start: run and trace in one import.
        QTemporaryDir both;
        QTemporaryDir otherNotebook;
        NotebookStore fresh;
        QVERIFY(fresh.open(otherNotebook.filePath(QStringLiteral("nb.lanebook"))));
        writeFileIn(both.path(), QStringLiteral("profile_export_aiperf.json"),
                    summaryAt(kLocalStart, kLocalEnd));
        writeFileIn(both.path(), QStringLiteral("gpu_telemetry_export.jsonl"),
                    load(kTrace).content);
        counts = importInto(fresh, {both.path()});
        QCOMPARE(counts.added, 1);
        const std::vector<Run> runs = fresh.runs().list();
        QCOMPARE(fresh.telemetry().ofRun(runs.front().id).valueOr({}).samples.size(), size_t(9));
        QVERIFY(runs.front().metricValue(QStringLiteral("energy_j")).has_value());
    }

    // A start time with its own zone is placed at that offset alone; a wrong zone is not
    // corrected. A trace much longer than the window fits at several offsets: not placed.
    void windowByZoneAndAmbiguity()
    {
        QTemporaryDir zoned;
        ParsedFile file = parsedWithTrace(
            zoned,
            summaryAt("2025-11-07T22:38:51.000000+01:00", "2025-11-07T22:38:54.000000+01:00"),
            load(kTrace).content);
        QVERIFY2(file.ok(), qPrintable(file.error));
        QVERIFY(file.runs.front().telemetry);
        QCOMPARE(file.runs.front().telemetry->samples.size(), size_t(9));
        QCOMPARE(file.runs.front().extra["gpu_telemetry_export"]["window"].value(
                     "start_time_utc_offset_min", -1),
                 0);

        QTemporaryDir wrongZone;
        file = parsedWithTrace(wrongZone, summaryAt("2025-11-07T22:38:51Z", "2025-11-07T22:38:54Z"),
                               load(kTrace).content);
        QVERIFY2(file.ok(), qPrintable(file.error));
        QVERIFY(!file.runs.front().telemetry);

        // The same trace again every quarter hour for two hours: every offset from 0 to +2 h
        // now has the window inside the trace.
        QByteArray longTrace = load(kTrace).content;
        const QList<QByteArray> lines = load(kTrace).content.split('\n');
        for (int copy = 1; copy <= 8; ++copy) {
            for (const QByteArray &line : lines) {
                if (line.isEmpty())
                    continue;
                const qsizetype at = line.indexOf("\"timestamp_ns\":") + 15;
                const qsizetype end = line.indexOf(',', at);
                const qint64 t = line.mid(at, end - at).toLongLong();
                QByteArray shifted = line;
                shifted.replace(at, end - at,
                                QByteArray::number(t - copy * 15LL * 60 * 1000000000));
                longTrace += shifted + '\n';
            }
        }
        QTemporaryDir ambiguous;
        file = parsedWithTrace(ambiguous, summaryAt(kLocalStart, kLocalEnd), longTrace);
        QVERIFY2(file.ok(), qPrintable(file.error));
        QVERIFY(!file.runs.front().telemetry);
        QVERIFY(file.runs.front().extra["gpu_telemetry_export"]["window"].is_null());
    }

    // Schema 1.5 (2026): nvidia_* names, the URL under telemetry_source_url with a platform.
    // Built from the real file by AIPerf's own alias map: the same figures come out.
    void schemaOneFiveNamesReadTheSame()
    {
        QByteArray renamed = load(kTrace).content;
        for (const auto &[from, to] :
             {std::pair{"\"gpu_power_usage\"", "\"nvidia_power_usage\""},
              std::pair{"\"energy_consumption\"", "\"nvidia_energy_consumption\""},
              std::pair{"\"gpu_utilization\"", "\"nvidia_gpu_utilization\""},
              std::pair{"\"gpu_memory_used\"", "\"nvidia_memory_used\""},
              std::pair{"\"gpu_temperature\"", "\"nvidia_temperature\""},
              std::pair{"\"power_violation\"", "\"nvidia_power_violation\""},
              std::pair{"\"xid_errors\"", "\"nvidia_xid_errors\""},
              std::pair{"\"hostname\"", "\"platform\":\"nvidia\",\"hostname\""}}) {
            QVERIFY2(renamed.contains(from), from);
            renamed.replace(from, to);
            QVERIFY2(renamed.contains(to), to);
        }
        QVERIFY(!renamed.contains("\"gpu_power_usage\""));
        const AiperfGpuTelemetry::Trace before = parseTrace(load(kTrace).content);
        const AiperfGpuTelemetry::Trace after = parseTrace(renamed);
        QCOMPARE(after.telemetry.samples.size(), before.telemetry.samples.size());
        for (size_t i = 0; i < after.telemetry.samples.size(); ++i) {
            const GpuSample &a = after.telemetry.samples[i];
            const GpuSample &b = before.telemetry.samples[i];
            QCOMPARE(a.powerW, b.powerW);
            QCOMPARE(a.energyMj, b.energyMj);
            QCOMPARE(a.utilPct, b.utilPct);
            QCOMPARE(a.memUsedBytes, b.memUsedBytes);
            QCOMPARE(a.temperatureC, b.temperatureC);
            QCOMPARE(a.throttleReasons, b.throttleReasons);
        }
        QCOMPARE(after.telemetry.gpus.front().vendor, QStringLiteral("nvidia"));
        // A name the reader does not know is listed, not dropped without a word.
        QByteArray unknown = load(kTrace).content;
        unknown.replace("\"gpu_power_usage\"", "\"board_power_w\"");
        QCOMPARE(parseTrace(unknown).unreadMetrics, QStringList{QStringLiteral("board_power_w")});
    }

    // Damaged copies: each refused naming the line; with the summary, naming the trace file too,
    // and nothing is imported.
    void damagedCopiesAreRefusedByLine()
    {
        const QByteArray real = load(kTrace).content;
        QByteArray cut = real;
        cut.chop(40); // AIPerf stopped mid-line
        QVERIFY2(parseFailure(cut).contains(QStringLiteral("line 20")),
                 qPrintable(parseFailure(cut)));
        QByteArray noData = real;
        const qsizetype third =
            noData.indexOf("\"telemetry_data\"", noData.indexOf('\n', noData.indexOf('\n') + 1));
        noData.replace(third, 16, "\"telemetry_info\"");
        QVERIFY2(parseFailure(noData).contains(QStringLiteral("line 3")),
                 qPrintable(parseFailure(noData)));
        QByteArray badTime = real;
        badTime.replace("\"timestamp_ns\":1762551530946074466", "\"timestamp_ns\":\"soon\"");
        QVERIFY2(parseFailure(badTime).contains(QStringLiteral("line 1")),
                 qPrintable(parseFailure(badTime)));
        QByteArray nested(200000, '[');
        QVERIFY(!parseFailure(
                     "{\"timestamp_ns\":1,\"gpu_uuid\":\"g\",\"telemetry_data\":" + nested + "}\n")
                     .isEmpty());

        QTemporaryDir dir;
        benchmarkFolder(dir, cut);
        const ParsedFile file =
            parseImportFile(dir.filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY(!file.ok());
        QVERIFY2(file.error.contains(QStringLiteral("gpu_telemetry_export.jsonl")) &&
                     file.error.contains(QStringLiteral("line 20")),
                 qPrintable(file.error));
        QVERIFY(file.runs.empty());
    }
};

QTEST_GUILESS_MAIN(TestAiperfGpuTelemetry)
#include "tst_aiperfgputelemetry.moc"
