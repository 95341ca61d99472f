// The importers against sample files written from the tools' documented formats the way real
// files differ from ours: every optional key, other tool versions, BOM/CRLF/indent/sorted
// keys/integers as floats, UTF-16 from PowerShell, cut-off and interrupted files. Every
// expected value comes from the file's content and the tool's documented
// key mapping gives (units to ms/s/bytes, p-words, inf rates), never from the importers' output.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "backends/importers/lenientjson.h"
#include "testutils.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace lanebook;

namespace {

const double kInf = std::numeric_limits<double>::infinity();
const QVariant kAbsent;

const ParsedFile &parsed(const QString &relative)
{
    static QHash<QString, ParsedFile> cache;
    if (!cache.contains(relative))
        cache.insert(relative,
                     parseImportFile(test::dataPath(QStringLiteral("synthetic/") + relative)));
    return cache[relative];
}

QVariant fromJson(const nlohmann::json &root, const QString &path)
{
    const nlohmann::json *node = &root;
    for (const QString &step : path.split(u'/')) {
        if (!node->is_object() || !node->contains(step.toStdString()))
            return {};
        node = &node->at(step.toStdString());
    }
    if (node->is_boolean())
        return node->get<bool>();
    if (node->is_number())
        return node->get<double>();
    if (node->is_string())
        return node->get<std::string>() == "inf"
                   ? QVariant(kInf)
                   : QVariant(QString::fromStdString(node->get<std::string>()));
    return node->is_null() ? QVariant() : QVariant(QString::fromStdString(node->dump()));
}

// "label", "model", "started", "locator", "status", "samples", "m:<metric>",
// "c:<config path>", "w:<workload path>", "x:<extra path>", "s<i>:<sample field>".
QVariant valueOf(const Run &run, const QString &key)
{
    const QString rest = key.section(u':', 1);
    if (key == QLatin1String("label"))
        return run.label;
    if (key == QLatin1String("model"))
        return run.model;
    if (key == QLatin1String("started"))
        return run.startedAt.isValid() ? QVariant(run.startedAt.toUTC().toString(
                                             QStringLiteral("yyyy-MM-dd'T'HH:mm:ss'Z'")))
                                       : kAbsent;
    if (key == QLatin1String("locator"))
        return run.source.locator;
    if (key == QLatin1String("status"))
        return runStatusId(run.status);
    if (key == QLatin1String("samples"))
        return double(run.samples.size());
    if (key.startsWith(QLatin1String("m:"))) {
        const auto value = run.metricValue(rest);
        return value ? QVariant(*value) : kAbsent;
    }
    if (key.startsWith(QLatin1String("c:")))
        return fromJson(run.config, rest);
    if (key.startsWith(QLatin1String("w:")))
        return fromJson(run.workload, rest);
    if (key.startsWith(QLatin1String("x:")))
        return fromJson(run.extra, rest);
    const RequestSample &s = run.samples.at(key.mid(1, key.indexOf(u':') - 1).toInt());
    const auto opt = [](const auto &v) { return v ? QVariant(double(*v)) : kAbsent; };
    if (rest == QLatin1String("ttft"))
        return opt(s.ttftMs);
    if (rest == QLatin1String("e2el"))
        return opt(s.e2elMs);
    if (rest == QLatin1String("send"))
        return opt(s.sendTimeS);
    if (rest == QLatin1String("in"))
        return opt(s.inputTokens);
    if (rest == QLatin1String("out"))
        return opt(s.outputTokens);
    if (rest == QLatin1String("cached"))
        return opt(s.cachedTokens);
    if (rest == QLatin1String("itl"))
        return double(s.itlMs.size());
    return s.error;
}

bool isNumber(const QVariant &value)
{
    const int type = value.typeId();
    return type == QMetaType::Double || type == QMetaType::Int || type == QMetaType::LongLong;
}

bool same(const QVariant &actual, const QVariant &expected)
{
    if (!expected.isValid() || !actual.isValid())
        return expected.isValid() == actual.isValid();
    if (isNumber(expected) && isNumber(actual)) {
        const double a = actual.toDouble();
        const double e = expected.toDouble();
        return a == e || std::fabs(a - e) <= 1e-9 * std::max(std::fabs(a), std::fabs(e));
    }
    return actual == expected;
}

QVariant text(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

using Checks = std::initializer_list<std::pair<const char *, QVariant>>;

// One data row per check of run `run` of tests/data/synthetic/`file`; run -1 for the file's
// "format", "runs" count, or "error" (a part of the message).
void expect(const char *file, int run, Checks checks)
{
    for (const auto &[key, value] : checks) {
        QTest::addRow("%s #%d %s", file, run, key)
            << QString::fromLatin1(file) << run << QString::fromLatin1(key) << value;
    }
}

// Re-encodings a real file may have gone through: BOM and CRLF (Windows editors); for JSON
// also re-saved (`jq -S`, json.dump(indent=2)): keys sorted, integers written as floats.
nlohmann::json floatInts(nlohmann::json value)
{
    if (value.is_number_integer() && std::fabs(value.get<double>()) < 9.0e15)
        return value.get<double>();
    if (value.is_structured()) {
        for (auto &child : value)
            child = floatInts(child);
    }
    return value;
}

QByteArray reencoded(const QByteArray &content)
{
    QByteArray out = content;
    try {
        const auto parts = LenientJson::parseDocumentOrLines(content);
        if (parts.size() == 1) {
            out = QByteArray::fromStdString(floatInts(parts.front().value).dump(2)) + '\n';
        } else { // one value per line; blank lines stay where they were
            QList<QByteArray> lines = content.split('\n');
            for (QByteArray &line : lines) {
                if (!line.trimmed().isEmpty())
                    line = QByteArray::fromStdString(
                        floatInts(LenientJson::parse(line.toStdString())).dump());
            }
            out = lines.join('\n');
        }
    } catch (const ImportFailure &) {
    }
    out.replace("\r\n", "\n");
    out.replace("\n", "\r\n");
    return out.startsWith("\xEF\xBB\xBF") ? out : "\xEF\xBB\xBF" + out;
}

void compareRuns(const ParsedFile &original, const ParsedFile &copy)
{
    QVERIFY2(copy.ok(), qPrintable(copy.error));
    QCOMPARE(copy.format, original.format);
    QCOMPARE(copy.runs.size(), original.runs.size());
    for (size_t i = 0; i < original.runs.size(); ++i) {
        const Run &a = original.runs[i];
        const Run &b = copy.runs[i];
        QCOMPARE(b.label, a.label);
        QCOMPARE(b.model, a.model);
        QCOMPARE(b.startedAt, a.startedAt);
        QCOMPARE(b.source.locator, a.source.locator);
        QCOMPARE(b.status, a.status);
        QCOMPARE(b.metrics.size(), a.metrics.size());
        for (const MetricValue &m : a.metrics)
            QVERIFY2(same(valueOf(b, QStringLiteral("m:") + m.name), m.value), qPrintable(m.name));
        QVERIFY2(b.config == a.config, b.config.dump().c_str());
        QVERIFY2(b.workload == a.workload, b.workload.dump().c_str());
        QCOMPARE(b.samples.size(), a.samples.size());
        for (size_t s = 0; s < a.samples.size(); ++s) {
            for (const char *field :
                 {"ttft", "e2el", "send", "in", "out", "cached", "itl", "err"}) {
                const QString key = QStringLiteral("s%1:%2").arg(s).arg(QLatin1String(field));
                QVERIFY2(same(valueOf(b, key), valueOf(a, key)), qPrintable(key));
            }
        }
    }
}

QStringList sampleFiles()
{
    static const QStringList formats = {
        QStringLiteral("vllm-bench"),  QStringLiteral("sglang"),
        QStringLiteral("llama-bench"), QStringLiteral("aiperf"),
        QStringLiteral("genai-perf"),  QStringLiteral("guidellm"),
        QStringLiteral("lm-eval"),     QStringLiteral("llama-perplexity")};
    QStringList files;
    const QDir root(test::dataPath(QString()));
    QDirIterator it(root.path(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = root.relativeFilePath(it.next());
        QString inFormat = relative;
        inFormat.remove(QRegularExpression(QStringLiteral("^synthetic/")));
        if (formats.contains(inFormat.section(u'/', 0, 0)) &&
            !relative.endsWith(QLatin1String(".md")) &&
            !QFileInfo(relative).fileName().startsWith(QLatin1String("bad")))
            files << relative;
    }
    files.sort();
    return files;
}

} // namespace

class TestImporterRobustness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void specValues_data();
    void specValues()
    {
        QFETCH(QString, file);
        QFETCH(int, run);
        QFETCH(QString, key);
        QFETCH(QVariant, expected);
        const ParsedFile &result = parsed(file);
        if (key == QLatin1String("error")) {
            QVERIFY2(result.error.contains(expected.toString()), qPrintable(result.error));
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.error));
        if (key == QLatin1String("runs")) {
            QCOMPARE(double(result.runs.size()), expected.toDouble());
            return;
        }
        if (key == QLatin1String("format")) {
            QCOMPARE(runFormatId(*result.format), expected.toString());
            return;
        }
        QVERIFY(size_t(run) < result.runs.size());
        const QVariant actual = valueOf(result.runs[size_t(run)], key);
        QVERIFY2(same(actual, expected),
                 qPrintable(QStringLiteral("got %1, expected %2")
                                .arg(actual.toString(), expected.isValid()
                                                            ? expected.toString()
                                                            : QStringLiteral("nothing"))));
    }

    void reencodedFilesGiveTheSameRuns_data()
    {
        QTest::addColumn<QString>("relative");
        for (const QString &file : sampleFiles())
            QTest::newRow(qPrintable(file)) << file;
    }

    void reencodedFilesGiveTheSameRuns()
    {
        QFETCH(QString, relative);
        const ParsedFile original = parseImportFile(test::dataPath(relative));
        if (!original.ok())
            QSKIP("an interrupted or unfinished sample: its message is checked in specValues");
        QFile file(test::dataPath(relative));
        QVERIFY(file.open(QIODevice::ReadOnly));
        // Re-encoded in place: its folder's name stays (a vLLM sweep's names its settings).
        QTemporaryDir dir;
        const QFileInfo info(relative);
        QVERIFY(QDir(dir.path()).mkpath(info.dir().dirName()));
        const QString copyPath = QDir(dir.filePath(info.dir().dirName())).filePath(info.fileName());
        QFile copy(copyPath);
        QVERIFY(copy.open(QIODevice::WriteOnly));
        const QByteArray content = file.readAll();
        copy.write(reencoded(content));
        copy.close();
        // What lies beside it and changes what it holds (a sweep's run files beside its table)
        // goes along, unchanged, to the same places.
        const ImportInput input{file.fileName(), content};
        for (const QString &companion : detectImporter(input)->companionPaths(input)) {
            const QString beside =
                QFileInfo(file.fileName()).absoluteDir().relativeFilePath(companion);
            if (!QFileInfo::exists(companion) || beside.startsWith(QLatin1String("..")))
                continue;
            const QString target = QDir(QFileInfo(copyPath).absolutePath()).filePath(beside);
            QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
            QVERIFY(QFile::copy(companion, target));
        }
        compareRuns(original, parseImportFile(copyPath));
    }

    // PowerShell 5 `llama-bench > out.md` and Notepad's "Unicode" save UTF-16 with a BOM.
    void utf16FilesReadLikeUtf8_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<int>("encoding");
        for (const char *file :
             {"synthetic/llama-bench/llama-bench_cpu-threads-extra-columns_md.txt",
              "synthetic/llama-perplexity/kld_iq4_xs_vs_bf16_log-colors-prefix.log",
              "synthetic/vllm-bench/newest-2026-every-optional-key.json"}) {
            QTest::addRow("%s LE", file)
                << QString::fromLatin1(file) << int(QStringConverter::Utf16LE);
            QTest::addRow("%s BE", file)
                << QString::fromLatin1(file) << int(QStringConverter::Utf16BE);
        }
    }

    void utf16FilesReadLikeUtf8()
    {
        QFETCH(QString, relative);
        QFETCH(int, encoding);
        QFile file(test::dataPath(relative));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringEncoder encode(QStringConverter::Encoding(encoding),
                              QStringConverter::Flag::WriteBom);
        QTemporaryDir dir;
        QFile copy(dir.filePath(QStringLiteral("utf16.txt")));
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(encode(QString::fromUtf8(file.readAll())));
        copy.close();
        compareRuns(parseImportFile(test::dataPath(relative)), parseImportFile(copy.fileName()));
    }

    // A GuideLLM report of several MB re-saved with sorted keys: "type_" and "metadata" come
    // after megabytes of per-request stats.
    void largeSortedGuideLlmReportIsDetected()
    {
        QFile file(test::dataPath(QStringLiteral(
            "synthetic/guidellm/benchmarks_v0.8.0_metadata-v2_concurrent-poisson-tool-call.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        nlohmann::json report = LenientJson::parse(file.readAll().toStdString());
        nlohmann::json &requests = report["benchmarks"][0]["requests"]["successful"];
        const nlohmann::json one = requests[0];
        while (requests.size() < 1500)
            requests.push_back(one);
        const QByteArray content = QByteArray::fromStdString(report.dump());
        QVERIFY(content.indexOf("\"generative_benchmark\"") > 1024 * 1024);
        const Importer *importer = detectImporter({QStringLiteral("benchmarks.json"), content});
        QVERIFY(importer);
        QCOMPARE(runFormatId(importer->format()), QStringLiteral("guidellm"));
        const std::vector<Run> runs = importer->parse({QStringLiteral("benchmarks.json"), content});
        QCOMPARE(runs.size(), size_t(3));
        QCOMPARE(runs[0].samples.size(), size_t(1501)); // 1500 successful + 1 errored
    }

    // The `<name>.pytorch.json` twin vLLM writes beside each result is not a run.
    void pytorchTwinIsNamed()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(
            QStringLiteral("openai-infqps-concurrency4-Qwen3-8B-20261103-141522.pytorch.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[{\"benchmark\": {\"name\": \"vLLM benchmark\", \"extra_info\": {}}, "
                   "\"model\": {\"name\": \"Qwen/Qwen3-8B\"}, \"metric\": {\"name\": "
                   "\"request_throughput\", \"benchmark_values\": [4.1]}}]\n");
        file.close();
        const ParsedFile result = parseImportFile(file.fileName());
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(QLatin1String("PyTorch")), qPrintable(result.error));
    }

    // Every input the fuzzers found (tests/fuzz/regressions) through every importer: each
    // refuses with ImportFailure or reads it, nothing else escapes (a JSON library exception
    // from a number no double holds did, from the SGLang importer).
    void fuzzRegressionsThrowOnlyImportFailure()
    {
        const QDir regressions(QStringLiteral(LANEBOOK_TEST_DATA_DIR "/../fuzz/regressions"));
        const QStringList files = regressions.entryList(QDir::Files);
        QVERIFY(files.size() >= 5);
        for (const QString &name : files) {
            QFile file(regressions.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            ImportInput input{file.fileName(), file.readAll()};
            for (const auto &importer : allImporters()) {
                if (importer->detect(input) <= 0)
                    continue;
                try {
                    (void)importer->parse(input);
                } catch (const ImportFailure &) {
                } catch (const std::exception &e) {
                    QFAIL(qPrintable(QStringLiteral("%1 (%2): %3")
                                         .arg(name, runFormatId(importer->format()),
                                              QString::fromUtf8(e.what()))));
                }
            }
        }
    }

    void brokenInputNamesWhere_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("aiperf record metrics list")
            << QByteArray(
                   "{\"metadata\": {\"benchmark_phase\": \"profiling\", \"request_start_ns\": 1}, "
                   "\"metrics\": {}, \"error\": null}\n"
                   "{\"metadata\": {\"benchmark_phase\": \"profiling\", \"request_start_ns\": 2}, "
                   "\"metrics\": [], \"error\": null}\n")
            << QStringLiteral("line 2");
        QTest::newRow("lm-eval metric list")
            << QByteArray(
                   "{\"results\": {\"gsm8k\": {\"alias\": \"gsm8k\", \"exact_match,strict-match\": "
                   "[0.7]}}, \"versions\": {\"gsm8k\": 3}}")
            << QStringLiteral("exact_match,strict-match");
        QTest::newRow("sglang rate text")
            << QByteArray(
                   "{\"backend\": \"sglang\", \"dataset_name\": \"random\", \"request_rate\": "
                   "\"8 rps\", \"random_input_len\": 1, \"completed\": 1}\n")
            << QStringLiteral("request_rate");
        QTest::newRow("llama-bench md short row")
            << QByteArray("| model | backend | test | t/s |\n| --- | --- | ---: | ---: |\n"
                          "| llama 7B Q4_0 | CUDA | pp512 |\n")
            << QStringLiteral("line 3");
    }

    void brokenInputNamesWhere()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("input")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        const ParsedFile result = parseImportFile(file.fileName());
        QVERIFY2(!result.ok() && !result.unrecognized, qPrintable(result.error));
        QVERIFY2(result.error.contains(expected), qPrintable(result.error));
    }
};

void TestImporterRobustness::specValues_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("run");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("expected");
    // One call per run with its checks: a table, so kept unformatted.
    // clang-format off
    // vLLM: the newest serve.py with every optional key, no --save-detailed.
    const char *newest = "vllm-bench/newest-2026-every-optional-key.json";
    expect(newest, -1, {{"format", text("vllm-bench")}, {"runs", 1}});
    expect(newest, 0,
           {{"model", text("meta-llama/Llama-3.3-70B-Instruct")}, {"started", text("2026-07-22T06:01:14Z")},
            {"locator", text("object 1")}, {"m:request_rate_per_s", kInf}, {"m:concurrency", 4},
            {"m:completed", 6}, {"m:failed", 2}, {"m:num_prompts", 8}, {"m:duration_s", 4.25},
            {"m:input_tokens_mean", 1024}, {"m:output_tokens_mean", 128},
            {"m:goodput_requests_per_s", 1.1764705882352942}, {"m:mean_ttft_ms", 212.4},
            {"m:p50_ttft_ms", 205.1}, {"m:p99.9_ttft_ms", 252.9}, {"m:p99.9_itl_ms", 49.9},
            {"m:p99_e2el_ms", 1698.9}, {"m:spec_acceptance_rate", 68.25},
            {"m:spec_acceptance_length", 3.047}, {"m:spec_draft_tokens", 750},
            {"m:mean_client_queue_time_ms", kAbsent}, {"x:mean_client_queue_time_ms", 758.3},
            {"x:probe_p99_e2el_ms", 55.8}, {"x:spec_decode_accepted_tokens", 512},
            {"c:gpu", text("H200")}, {"c:tp", text("2")}, {"c:label", text("eagle3-tp2")},
            {"c:endpoint_type", text("openai-chat")}, {"w:ramp_up_strategy", text("linear")},
            {"w:ramp_up_start_rps", 1}, {"w:ramp_up_end_rps", 4}, {"w:request_rate", kInf}});
    const char *windows = "vllm-bench/windows-bom-crlf-indent4-float-ints.json";
    expect(windows, 0,
           {{"started", text("2026-03-05T22:15:30Z")}, {"m:completed", 1000}, {"m:failed", 0},
            {"m:request_rate_per_s", 16}, {"m:concurrency", kAbsent},
            {"m:goodput_requests_per_s", kAbsent}, {"m:output_tokens_mean", 256},
            {"m:p99_itl_ms", 44.61}, {"c:host", text("gpu-node-07")}, {"c:runtime", text("vllm")}});
    const char *sorted = "vllm-bench/sorted-keys-save-detailed.json";
    expect(sorted, 0,
           {{"m:failed", 1}, {"m:concurrency", 2}, {"m:request_rate_per_s", kInf}, {"samples", 5},
            {"s0:ttft", 41.2}, {"s0:e2el", 1350}, {"s0:in", 512}, {"s0:out", 128}, {"s1:itl", 3},
            {"s2:ttft", kAbsent}, {"s2:out", kAbsent}, {"s2:e2el", kAbsent}, {"s2:in", 512},
            {"s3:send", 1.4}, {"s3:e2el", 1410}, {"model", text("/models/Llama-3.1-8B-Instruct")}});
    const char *pooling = "vllm-bench/pooling-embeddings-reduced.json";
    expect(pooling, 0,
           {{"m:mean_e2el_ms", 230}, {"m:p99_e2el_ms", 249.7}, {"m:mean_ttft_ms", kAbsent},
            {"m:output_tokens_mean", kAbsent}, {"m:output_tok_per_s", kAbsent},
            {"m:input_tokens_mean", 256}, {"m:total_tok_per_s", 1280}, {"m:failed", 0},
            {"samples", 4}, {"s3:e2el", 250}, {"s0:out", kAbsent}, {"s0:ttft", kAbsent},
            {"x:input_sequence_throughput", 5}});
    const char *legacy = "vllm-bench/legacy-0.4-best-of-arrays-kept.json";
    expect(legacy, 0,
           {{"m:goodput_requests_per_s", kAbsent}, {"m:request_rate_per_s", kInf}, {"m:failed", 1},
            {"m:output_tokens_mean", 100}, {"x:best_of", 1}, {"x:use_beam_search", false},
            {"c:version", text("0.4.3")}, {"c:runtime", text("vllm")}, {"samples", 4},
            {"s1:err", text("ServerDisconnectedError: Server disconnected")}, {"s1:ttft", kAbsent},
            {"s1:out", kAbsent}, {"s2:ttft", 90}, {"s2:out", 100}});
    const char *trt = "vllm-bench/trtllm-fork-p99.0-energy-minmax.json";
    expect(trt, 0,
           {{"c:runtime", text("trtllm")}, {"m:min_ttft_ms", 29}, {"m:max_e2el_ms", 1350},
            {"m:p90_tpot_ms", 10.06}, {"m:mean_e2el_ms", 1316.67}, {"m:concurrency", 16},
            {"m:request_rate_per_s", 8}, {"x:user_throughput", 98.7},
            {"x:energy/total_energy_j", 1012.5}, {"x:avg_decoded_tokens_per_iter/percentiles/p99.0", 1},
            {"s0:e2el", 1290}, {"s2:e2el", 1350}, {"s2:ttft", 34}});
    const char *appended = "vllm-bench/append-result-trailing-newline.json";
    expect(appended, -1, {{"runs", 2}});
    expect(appended, 1,
           {{"locator", text("object 2")}, {"m:request_rate_per_s", 4}, {"m:output_tok_per_s", 800},
            {"started", text("2026-01-01T01:05:02Z")}, {"label", text("sweep-r4-20260101T010502Z-o2")}});
    const char *blank = "vllm-bench/append-result-blank-lines-crlf.json";
    expect(blank, -1, {{"runs", 3}});
    expect(blank, 1, {{"locator", text("object 2")}, {"m:concurrency", 8}, {"m:completed", 98}, {"m:failed", 2}});
    expect(blank, 2, {{"m:concurrency", 64}, {"started", text("2026-02-02T02:15:00Z")}});
    expect("vllm-bench/bad-append-result-truncated.json", -1, {{"error", text("line 2: the JSON ends early")}});
    // numpy's mean(x or 0): statistics of latencies nobody measured are 0.0 in the file.
    const char *prefill = "vllm-bench/prefill-only-output-len-1-zero-tpot-itl.json";
    expect(prefill, 0,
           {{"m:mean_ttft_ms", 981.2}, {"m:p99_e2el_ms", 1063.1}, {"m:mean_tpot_ms", kAbsent},
            {"m:p99_tpot_ms", kAbsent}, {"m:median_itl_ms", kAbsent}, {"x:mean_tpot_ms", 0.0},
            {"m:output_tokens_mean", 1}, {"status", text("unjudged")}});
    const char *dead = "vllm-bench/every-request-failed-zero-statistics.json";
    expect(dead, 0,
           {{"status", text("failed")}, {"m:completed", 0}, {"m:failed", 50}, {"m:requests_per_s", 0},
            {"m:mean_ttft_ms", kAbsent}, {"m:p99_itl_ms", kAbsent}, {"m:input_tokens_mean", kAbsent}});

    // SGLang.
    const char *sglang = "sglang/newest-2026-server-info-cache-report.jsonl";
    expect(sglang, -1, {{"format", text("sglang-bench")}, {"runs", 2}});
    expect(sglang, 0,
           {{"locator", text("line 1")}, {"model", text("deepseek-ai/DeepSeek-V3")}, {"c:tp", 8},
            {"c:runtime_version", text("0.5.6")}, {"c:tag", text("dsv3-eagle")},
            {"c:speculative_algorithm", text("EAGLE")}, {"c:runtime", text("sglang")},
            {"m:request_rate_per_s", kInf}, {"m:concurrency", 32}, {"m:p90_e2el_ms", 4300.8},
            {"m:p95_ttft_ms", 610.4}, {"m:max_itl_ms", 141.7}, {"m:spec_acceptance_length", 2.81},
            {"m:total_tok_per_s", 1280000 / 61.2}, {"m:input_tokens_mean", 2000},
            {"x:concurrency", 31.7}, {"x:cache_report/cache_hit_rate_pct", 40}});
    expect(sglang, 1,
           {{"locator", text("line 2")}, {"m:std_itl_ms", kAbsent}, {"m:mean_itl_ms", 3.9},
            {"m:concurrency", kAbsent}, {"m:request_rate_per_s", 4},
            {"m:spec_acceptance_length", kAbsent}, {"c:speculative_algorithm", kAbsent}});
    const char *details = "sglang/mid-2025-output-details-failed-request.jsonl";
    expect(details, 0,
           {{"m:completed", 3}, {"m:failed", 1}, {"m:num_prompts", 4}, {"m:p95_itl_ms", 9.2},
            {"m:max_itl_ms", 12.4}, {"m:concurrency", 4}, {"m:input_tokens_mean", 300},
            {"s1:cached", 256}, {"s1:ttft", 60}, {"s3:err", text("Bad Request: context length exceeded")},
            {"s3:ttft", kAbsent}, {"s3:out", kAbsent}, {"s3:in", 310}});
    const char *trace = "sglang/dec-2024-crlf-blank-line-trace.jsonl";
    expect(trace, -1, {{"runs", 2}});
    expect(trace, 0, {{"m:request_rate_per_s", kInf}, {"m:median_ttft_ms", 812.4}, {"m:completed", 100}});
    expect(trace, 1,
           {{"locator", text("line 3")}, {"w:request_rate", text("trace")},
            {"m:request_rate_per_s", kAbsent}, {"w:dataset", text("mooncake")}, {"m:mean_e2el_ms", 3001}});
    expect("sglang/prefill-only-zero-tpot-itl.jsonl", 0,
           {{"m:mean_ttft_ms", 640}, {"m:mean_tpot_ms", kAbsent}, {"m:p99_itl_ms", kAbsent},
            {"m:concurrency", 64}, {"m:output_tokens_mean", 1}});
    expect("sglang/bad-line-2-cut-off.jsonl", -1, {{"error", text("line 2:")}});

    // llama-bench.
    const char *b1275 = "llama-bench/llama-bench_b1275_metal-flags.json";
    expect(b1275, -1, {{"format", text("llama-bench")}, {"runs", 2}});
    expect(b1275, 0,
           {{"c:backends", text("Metal")}, {"c:gpu", kAbsent}, {"m:prompt_tok_per_s", 501.319},
            {"m:prompt_tok_per_s_stddev", 2.504}, {"m:n_depth", kAbsent}, {"w:test", text("pp512")},
            {"started", text("2023-09-28T14:05:12Z")}, {"c:model_size", 3825065984.0},
            {"c:build_number", 1275}, {"model", text("llama 7B mostly Q4_0")}});
    expect(b1275, 1, {{"m:gen_tok_per_s", 46.679}, {"w:test", text("tg128")}, {"started", text("2023-09-28T14:05:20Z")}});
    for (const char *file : {"llama-bench/llama-bench_2026_fa-auto-off-on.json",
                             "llama-bench/llama-bench_2026_fa-auto-off-on.csv",
                             "llama-bench/llama-bench_2026_fa-auto-off-on.sql"}) {
        expect(file, -1, {{"runs", 3}});
        expect(file, 0,
               {{"c:flash_attn", text("auto")}, {"m:prompt_tok_per_s", 10448.979592},
                {"m:n_prompt", 2048}, {"c:load_mode", text("mmap")}, {"c:devices", text("auto")},
                {"c:fit_target", 1024}, {"c:no_host", false}, {"c:gpu", text("NVIDIA H100 80GB HBM3")},
                {"started", text("2026-03-11T17:42:05Z")}, {"model", text("gpt-oss 20B MXFP4 MoE")}});
        expect(file, 1, {{"c:flash_attn", text("off")}, {"m:gen_tok_per_s", 189.349112}});
        expect(file, 2,
               {{"c:flash_attn", text("on")}, {"m:n_depth", 8192}, {"w:test", text("tg128 @ d8192")},
                {"m:gen_tok_per_s_stddev", 0.290044}});
    }
    const char *b5606 = "llama-bench/llama-bench_b5606_defrag-thold.jsonl";
    expect(b5606, 0,
           {{"c:defrag_thold", -1}, {"c:no_op_offload", false}, {"c:use_mmap", true},
            {"c:backends", text("ROCm")}, {"c:flash_attn", text("off")}, {"m:gen_tok_per_s", 95.012901},
            {"m:n_depth", 512}, {"w:test", text("tg128 @ d512")}});
    const char *cpu = "llama-bench/llama-bench_cpu-threads-extra-columns_md.txt";
    expect(cpu, -1, {{"runs", 3}});
    expect(cpu, 0,
           {{"c:backends", text("CPU")}, {"c:n_threads", 32}, {"c:n_batch", 256},
            {"c:type_k", text("q8_0")}, {"c:flash_attn", text("on")}, {"c:use_mmap", false},
            {"c:n_gpu_layers", kAbsent}, {"c:build_commit", text("5e7d95e2")}, {"c:build_number", 6102},
            {"m:prompt_tok_per_s", 201.37}, {"m:prompt_tok_per_s_stddev", 1.12}});
    expect(cpu, 1, {{"m:gen_tok_per_s", 24.81}, {"w:test", text("tg128")}});
    expect(cpu, 2, {{"w:test", text("pp512+tg128")}, {"m:prompt_tok_per_s", kAbsent}, {"m:gen_tok_per_s", kAbsent}});
    const char *vulkan = "llama-bench/llama-bench_windows-vulkan-crlf_md.txt";
    expect(vulkan, -1, {{"runs", 4}});
    expect(vulkan, 1, {{"m:gen_tok_per_s", 301.22}, {"model", text("qwen3 0.6B Q8_0")}});
    expect(vulkan, 2, {{"locator", text("row 3")}, {"model", text("gemma3 4B Q4_K - Medium")}, {"m:prompt_tok_per_s", 2210.47}});
    expect(vulkan, 3, {{"m:gen_tok_per_s_stddev", 0.12}, {"c:backends", text("Vulkan")}, {"c:build_number", 5890}});

    // AIPerf: the 0.9 summary (nested input_config, 2 GPUs, cancelled) and the records.
    const char *aiperf = "aiperf/profile_export_aiperf_0.9_nested-config_2gpu_cancelled.json";
    expect(aiperf, -1, {{"format", text("aiperf")}});
    expect(aiperf, 0,
           {{"status", text("failed")}, {"model", text("Qwen/Qwen3-32B")}, {"started", text("2026-05-06T14:20:01Z")},
            {"m:completed", 190}, {"m:failed", 10}, {"m:num_prompts", 200}, {"m:concurrency", 64},
            {"m:request_rate_per_s", 10}, {"m:duration_s", 20}, {"m:requests_per_s", 9.5},
            {"m:goodput_requests_per_s", 8.75}, {"m:mean_ttft_ms", 88.1}, {"m:median_e2el_ms", 2850},
            {"m:p99_itl_ms", 12.9}, {"m:output_tokens_mean", 256}, {"m:power_w_mean", 600},
            {"m:gpu_util_pct_mean", 94}, {"m:memory_used_bytes_max", 120.75e9},
            {"m:temperature_c_max", 71}, {"m:sm_clock_mhz_min", 1755}, {"c:gpu", text("NVIDIA H200")},
            {"c:tokenizer", text("Qwen/Qwen3-32B")}, {"x:time_to_second_token/avg", 11.9}});
    const char *records = "aiperf/profile_export_records_warmup-cancelled-errors.jsonl";
    expect(records, 0,
           {{"m:num_prompts", 5}, {"m:completed", 3}, {"m:failed", 2}, {"m:mean_ttft_ms", 100},
            {"m:p90_ttft_ms", 116}, {"m:mean_e2el_ms", 190}, {"m:mean_itl_ms", 30}, {"m:duration_s", 5.2},
            {"m:input_tokens_mean", 128}, {"started", text("2026-05-05T20:00:01Z")}, {"samples", 5},
            {"s0:send", 0}, {"s4:send", 0.4}, {"s2:ttft", kAbsent}, {"s2:in", 128}, {"s3:in", 130},
            {"s2:err", text("499 RequestCancellationError: Request was cancelled after 5.000 seconds")},
            {"x:records_outside_profiling", 2}});

    // genai-perf: embeddings, the two-key minimum, image retrieval, LLM with 2-GPU telemetry.
    const char *embeddings = "genai-perf/profile_export_genai_perf_embeddings.json";
    expect(embeddings, -1, {{"format", text("genai-perf")}});
    expect(embeddings, 0,
           {{"model", text("intfloat/e5-mistral-7b-instruct")}, {"m:requests_per_s", 412.7},
            {"m:mean_e2el_ms", 19.3}, {"m:p99_e2el_ms", 31.9}, {"m:mean_ttft_ms", kAbsent},
            {"m:output_tok_per_s", kAbsent}, {"m:completed", 2000}, {"m:concurrency", 8},
            {"c:endpoint_type", text("embeddings")}, {"w:input_tokens", 512}, {"w:output_tokens", kAbsent}});
    expect("genai-perf/profile_export_genai_perf_minimal.json", 0,
           {{"m:requests_per_s", 3.2}, {"m:p99_e2el_ms", 12011.3}, {"m:median_e2el_ms", 9801},
            {"model", text("")}, {"m:concurrency", kAbsent}});
    expect("genai-perf/profile_export_genai_perf_image_retrieval.json", 0,
           {{"m:mean_e2el_ms", 160}, {"x:image_throughput/avg", 100}, {"model", text("nvidia/nv-clip")}});
    const char *llm = "genai-perf/profile_export_genai_perf_llm_goodput_2gpu.json";
    expect(llm, 0,
           {{"m:power_w_mean", 630}, {"m:gpu_util_pct_mean", 96}, {"m:memory_used_bytes_max", 131.9e9},
            {"m:temperature_c_max", 72}, {"m:sm_clock_mhz_min", kAbsent}, {"m:goodput_requests_per_s", 6.9},
            {"m:concurrency", 32}, {"m:completed", 938}, {"m:input_tokens_mean", 2048},
            {"m:mean_ttft_ms", 240.3}, {"m:max_ttft_ms", 811}, {"x:time_to_second_token/avg", 15.1},
            {"w:num_prompts", 100}, {"model", text("meta-llama/Llama-3.3-70B-Instruct")}});

    // GuideLLM: v0.3, v1 and v2; request_latency is in seconds.
    const char *old = "guidellm/benchmarks_v0.3.0_legacy_synchronous-poisson.json";
    expect(old, -1, {{"format", text("guidellm")}, {"runs", 2}});
    expect(old, 0,
           {{"w:strategy", text("synchronous")}, {"m:request_rate_per_s", kAbsent}, {"m:mean_e2el_ms", 640},
            {"m:p50_e2el_ms", 630}, {"m:p99_ttft_ms", 46}, {"m:p99.9_ttft_ms", 51}, {"m:p0.1_ttft_ms", 13},
            {"m:completed", 46}, {"m:failed", 0}, {"m:requests_per_s", 1.55}, {"x:incomplete_requests", 1},
            {"model", text("neuralmagic/Meta-Llama-3.1-8B-Instruct-FP8")}, {"started", text("2025-06-05T20:59:28Z")},
            {"c:target", text("http://localhost:8000")}, {"samples", 2}});
    expect(old, 1,
           {{"m:request_rate_per_s", 5}, {"w:rate", 5}, {"m:failed", 2}, {"samples", 3}, {"s0:ttft", 24},
            {"s2:err", text("Timeout: the server took longer than 300 s")}, {"s2:ttft", kAbsent}});
    const char *v1 = "guidellm/benchmarks_v0.6.0_metadata-v1_synchronous-throughput.json";
    expect(v1, -1, {{"runs", 2}});
    expect(v1, 0,
           {{"w:strategy", text("synchronous")}, {"c:client_version", text("0.6.0")}, {"m:mean_e2el_ms", 2920},
            {"m:p50_e2el_ms", 2910}, {"m:median_ttft_ms", 33.5}, {"m:p99.9_ttft_ms", 114.5},
            {"m:p0.1_ttft_ms", 15.5}, {"m:concurrency", 1.19}, {"m:output_tokens_mean", 255.5},
            {"x:incomplete_requests", 1}, {"samples", 2}, {"started", text("2025-11-24T16:00:00Z")}});
    expect(v1, 1,
           {{"w:strategy", text("throughput")}, {"m:request_rate_per_s", kInf}, {"m:failed", 1},
            {"s0:cached", 448}, {"s1:err", text("HTTPStatusError: Server error '503 Service Unavailable'")},
            {"s1:ttft", kAbsent}, {"s1:out", kAbsent}, {"s1:in", 512}});
    const char *v2 = "guidellm/benchmarks_v0.8.0_metadata-v2_concurrent-poisson-tool-call.json";
    expect(v2, -1, {{"runs", 3}});
    expect(v2, 0,
           {{"w:strategy", text("concurrent")}, {"w:streams", 16}, {"m:completed", 280}, {"m:failed", 3},
            {"m:p99_itl_ms", 14.4}, {"m:mean_tpot_ms", 12.7}, {"s1:err", text("ReadTimeout: timed out")},
            {"model", text("Qwen/Qwen3-14B")}, {"started", text("2026-08-13T05:46:40Z")}});
    expect(v2, 1, {{"w:strategy", text("poisson")}, {"m:request_rate_per_s", 2.5}});
    expect(v2, 2,
           {{"status", text("failed")}, {"m:completed", 0}, {"m:failed", 1500}, {"m:request_rate_per_s", 50},
            {"m:mean_ttft_ms", kAbsent}, {"m:p99_e2el_ms", kAbsent}, {"m:requests_per_s", kAbsent},
            {"m:output_tokens_mean", kAbsent}});

    // lm-eval: metric,filter keys, "N/A" stderr, groups; a file re-saved with sorted keys.
    const char *lmeval = "lm-eval/results_2025-11-03T10-20-30.123456.json";
    expect(lmeval, -1, {{"format", text("lm-eval")}});
    expect(lmeval, 0,
           {{"m:cola.mcc", 0.4112}, {"m:wmt16-en-de.bleu", 27.83}, {"m:wmt16-en-de.ter_stderr", 0.662},
            {"m:ifeval.inst_level_strict_acc", 0.8345}, {"m:ifeval.inst_level_strict_acc_stderr", kAbsent},
            {"m:wikitext.word_perplexity", 9.1735}, {"m:wikitext.word_perplexity_stderr", kAbsent},
            {"m:leaderboard_bbh.acc_norm", 0.5523}, {"m:leaderboard_bbh_date_understanding.acc_norm", 0.62},
            {"m:duration_s", 4821.337}, {"started", text("2025-11-03T10:00:30Z")},
            {"model", text("mistralai/Mistral-Small-3.1-24B-Instruct-2503")},
            {"c:model_args/tensor_parallel_size", 2}, {"c:num_fewshot/leaderboard_bbh_boolean_expressions", 3}});
    const char *mmlu = "lm-eval/results_mmlu_sorted-keys_configs-first.json";
    expect(mmlu, 0,
           {{"m:mmlu_anatomy.acc", 0.7429}, {"m:mmlu_stem.acc", 0.61}, {"m:mmlu_stem.acc_stderr", kAbsent},
            {"m:mmlu.acc", 0.6822}, {"m:mmlu.acc_stderr", 0.0037}, {"m:duration_s", 720.5},
            {"started", text("2025-02-20T11:15:00Z")}, {"model", text("meta-llama/Llama-3.1-8B-Instruct")},
            {"w:limit", 100}, {"label", text("Llama-3.1-8B-Instruct-lm-eval-mmlu-20250220T111500Z")}});

    // llama-perplexity.
    const char *ppl = "llama-perplexity/ppl_output-type-1_windows-crlf.log";
    expect(ppl, -1, {{"format", text("llama-perplexity")}});
    expect(ppl, 0,
           {{"m:perplexity", 7.2866}, {"m:perplexity_stderr", 0.39421}, {"m:context_tokens", 512},
            {"w:chunks", 8}, {"c:gpu", text("NVIDIA GeForce RTX 3090")}, {"c:build_number", 4882},
            {"model", text("llama 8B Q5_K - Medium")}});
    expect("llama-perplexity/ppl_interrupted_output-type-1.log", -1, {{"error", text("after chunk 6 of 40")}});
    expect("llama-perplexity/kld_iq4_xs_vs_bf16_log-colors-prefix.log", 0,
           {{"w:mode", text("kld")}, {"m:kl_mean", 0.010101}, {"m:kl_p99", 0.102944}, {"m:top1_agreement", 92.99},
            {"m:perplexity", 7.130211}, {"m:perplexity_stderr", 0.281904}, {"c:build_number", 6354},
            {"w:chunks", 4}, {"model", text("qwen3 32B IQ4_XS - 4.25 bpw")}});
    expect("llama-perplexity/hellaswag_final-result_log-prefix.log", 0,
           {{"w:mode", text("hellaswag")}, {"m:hellaswag.acc_norm_pct", 81}, {"m:hellaswag.acc_norm_pct_stderr", 1.2412},
            {"w:tasks", 1000}, {"x:random_chance_pct", 25}, {"c:gpu", text("NVIDIA L40S")}});
    expect("llama-perplexity/winogrande_final-result_windows-crlf.log", 0,
           {{"w:mode", text("winogrande")}, {"m:winogrande.acc_pct", 71.2707}, {"m:winogrande.acc_pct_stderr", 1.2711},
            {"w:tasks", 1267}, {"c:model_filename", text("C:\\llm\\phi-4-mini-instruct-Q8_0.gguf")}});
    // clang-format on
}

QTEST_GUILESS_MAIN(TestImporterRobustness)
#include "tst_importerrobustness.moc"
