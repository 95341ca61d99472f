// `vllm bench sweep serve` runs (issue 30): the settings a sweep varied reach the run's config
// (server) or workload (client), numbers as numbers, so the config diff and the one-variable
// gate see the very variable the sweep varied.
//
// No sweep output under a licence that lets it be committed was found, so each run file is
// built here the way the sweep writes it (vllm/benchmarks/sweep/serve.py, Apache-2.0):
// a `vllm bench serve` result (the staged sample tests/data/vllm-bench/...) with
// run_data["run_number"] = n, then run_data.update(serve_params), run_data.update(bench_params),
// json.dump(indent=4), in <experiment>/SERVE--<serve name>-BENCH--<bench name>/run=<n>.json,
// a name being the k=v pairs joined with "-" or the parameter file's "_benchmark_name". The
// named combination's parameters are those of a real sweep (qninhdt/smolqwen b2ad95d5,
// artifacts/serving/sweeps/direct-vllm029-official-16x2/fp8-tok2048-seq32-c32, vLLM 0.29.0:
// the merged keys of its run=0.json, copied as the file holds them).
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "backends/importers/vllmsweep.h"
#include "backends/notebook/notebookstore.h"
#include "importertestsupport.h"
#include "models/gates/comparisongates.h"
#include "models/gates/gateresult.h"

#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace lanebook;
using namespace lanebook::test;

namespace {

using Ordered = nlohmann::ordered_json;

// A run of one combination as the sweep writes it: the result, run_number, then the parameters.
Ordered sweepRun(int runNumber, const Ordered &serve, const Ordered &bench)
{
    const ImportInput result = load(
        QStringLiteral("vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json"));
    Ordered run = Ordered::parse(result.content.toStdString());
    run["run_number"] = runNumber;
    run.update(serve); // Python's dict.update: an existing key keeps its place
    run.update(bench);
    return run;
}

QString writeFile(const QString &folder, const QString &name, const QByteArray &bytes)
{
    QDir().mkpath(folder);
    QString path = QDir(folder).filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(bytes);
    return path;
}

QString writeJson(const QString &folder, const QString &name, const Ordered &json)
{
    return writeFile(folder, name, QByteArray::fromStdString(json.dump(4)));
}

// Writes run=<n>.json of one combination as the sweep does; returns its path.
QString writeSweepRun(const QString &experiment, const QString &combination, int runNumber,
                      const Ordered &serve, const Ordered &bench)
{
    return writeJson(QDir(experiment).filePath(combination),
                     QStringLiteral("run=%1.json").arg(runNumber),
                     sweepRun(runNumber, serve, bench));
}

Run importOne(const QString &path)
{
    const ParsedFile parsed = parseImportFile(path);
    if (!parsed.ok() || parsed.runs.size() != 1)
        qFatal("%s: %s", qPrintable(path), qPrintable(parsed.error));
    if (parsed.format != RunFormat::VllmBench)
        qFatal("%s: not read as vllm-bench", qPrintable(path));
    return parsed.runs.front();
}

} // namespace

class TestVllmSweep : public QObject
{
    Q_OBJECT

private slots:
    // The case: max_num_seqs swept at 4 and 8, the bench parameters held.
    void sweptServerSettingIsConfig()
    {
        QTemporaryDir experiment;
        const Ordered bench = {{"max_concurrency", 2}, {"num_prompts", 8}};
        const Run four = importOne(writeSweepRun(
            experiment.path(),
            QStringLiteral("SERVE--max_num_seqs=4-BENCH--max_concurrency=2-num_prompts=8"), 0,
            {{"max_num_seqs", 4}}, bench));
        const Run eight = importOne(writeSweepRun(
            experiment.path(),
            QStringLiteral("SERVE--max_num_seqs=8-BENCH--max_concurrency=2-num_prompts=8"), 0,
            {{"max_num_seqs", 8}}, bench));
        QVERIFY(four.config["max_num_seqs"].is_number()); // a number, as the file holds it
        QVERIFY(four.config["max_num_seqs"] == 4);
        QVERIFY(eight.config["max_num_seqs"] == 8);
        QVERIFY(!four.extra.contains("max_num_seqs"));
        // The bench side overwrote the result's own keys in place: the load as run.
        QVERIFY(four.workload["concurrency"] == 2);
        QVERIFY(four.workload["num_prompts"] == 8);
        // The run number and the combination are not settings: a repeat or a second
        // combination must not count as a second variable.
        QVERIFY(!four.config.contains("run_number"));
        QVERIFY(four.extra["run_number"] == 0);
        // The file's own --label leads; the combination's names tell the runs apart.
        QVERIFY2(
            four.label.startsWith(QLatin1String(
                "qwen3-8b-bf16-gpu0-baseline-max_num_seqs=4-max_concurrency=2-num_prompts=8-c2-")),
            qPrintable(four.label));

        const GateResult gate = checkOneVariable({four}, {eight});
        QCOMPARE(gate.outcome, GateOutcome::Pass);
        QVERIFY2(gate.reason.contains(QLatin1String("max_num_seqs")), qPrintable(gate.reason));

        // A second setting moved with it: the gate names both and fails.
        const Run moved = importOne(writeSweepRun(
            experiment.path(),
            QStringLiteral(
                "SERVE--max_num_seqs=8-max_model_len=8192-BENCH--max_concurrency=2-num_prompts=8"),
            0, {{"max_num_seqs", 8}, {"max_model_len", 8192}}, bench));
        QVERIFY(moved.config["max_model_len"] == 8192);
        const GateResult two = checkOneVariable({four}, {moved});
        QCOMPARE(two.outcome, GateOutcome::Fail);
        QVERIFY2(two.reason.contains(QLatin1String("max_model_len")), qPrintable(two.reason));
    }

    // Repeats of one combination (run=0, run=1) differ in nothing the gate counts.
    void repeatsAreOneSetting()
    {
        QTemporaryDir experiment;
        const QString combination =
            QStringLiteral("SERVE--max_num_seqs=4-BENCH--max_concurrency=2");
        const Run first = importOne(writeSweepRun(experiment.path(), combination, 0,
                                                  {{"max_num_seqs", 4}}, {{"max_concurrency", 2}}));
        const Run second = importOne(writeSweepRun(
            experiment.path(), combination, 1, {{"max_num_seqs", 4}}, {{"max_concurrency", 2}}));
        QCOMPARE(first.config, second.config);
        QCOMPARE(first.workload, second.workload);
        QVERIFY(second.extra["run_number"] == 1);
    }

    // A named combination (the parameter files' "_benchmark_name"): the folder's names say
    // nothing of sides, so vLLM's bench arguments are the client's and the rest the server's.
    void namedCombinationOfARealSweep()
    {
        QTemporaryDir experiment;
        const Ordered serve = {{"_benchmark_name", "fp8-tok2048-seq32-c32"},
                               {"dtype", "bfloat16"},
                               {"enable_auto_tool_choice", true},
                               {"enable_chunked_prefill", true},
                               {"enable_prefix_caching", true},
                               {"gpu_memory_utilization", 0.9},
                               {"kv_cache_dtype", "fp8"},
                               {"max_model_len", 32768},
                               {"max_num_batched_tokens", 2048},
                               {"max_num_seqs", 32},
                               {"quantization", "fp8"},
                               {"reasoning_parser", "qwen3"},
                               {"tool_call_parser", "hermes"}};
        const Ordered bench = {
            {"_benchmark_name", "concurrency-32"},
            {"dataset_name", "hf"},
            {"dataset_path", "gorilla-llm/Berkeley-Function-Calling-Leaderboard"},
            {"endpoint", "/v1/chat/completions"},
            {"max_concurrency", 32},
            {"metric_percentiles", "50,95,99"},
            {"model", "smolqwen"},
            {"num_prompts", 200},
            {"percentile_metrics", "ttft,tpot,itl,e2el"},
            {"save_detailed", true},
            {"save_result", true},
            {"temperature", 0.0},
            {"tokenizer", "Qwen/Qwen3.5-2B"}};
        const Run run = importOne(writeSweepRun(
            experiment.path(), QStringLiteral("SERVE--fp8-tok2048-seq32-c32-BENCH--concurrency-32"),
            0, serve, bench));
        QVERIFY(run.config["max_num_seqs"] == 32);
        QVERIFY(run.config["gpu_memory_utilization"] == 0.9);
        QVERIFY(run.config["enable_prefix_caching"] == true);
        QVERIFY(run.config["kv_cache_dtype"] == "fp8");
        QVERIFY(run.config["max_num_batched_tokens"] == 2048);
        QVERIFY(run.workload["dataset_name"] == "hf");
        QVERIFY(run.workload["temperature"] == 0.0);
        QVERIFY(run.workload["endpoint"] == "/v1/chat/completions");
        QVERIFY(run.workload["concurrency"] == 32);
        // Report options and the combination's name are kept aside, not compared.
        for (const char *key : {"save_detailed", "save_result", "metric_percentiles",
                                "percentile_metrics", "_benchmark_name", "run_number"}) {
            QVERIFY2(!run.config.contains(key), key);
            QVERIFY2(!run.workload.contains(key), key);
            QVERIFY2(run.extra.contains(key), key);
        }
        QVERIFY2(run.label.startsWith(QLatin1String(
                     "qwen3-8b-bf16-gpu0-baseline-fp8-tok2048-seq32-c32-concurrency-32-c32-")),
                 qPrintable(run.label));
        // What the result itself holds is read as before.
        QCOMPARE(metric(run, "output_tok_per_s"), 151.44308697802418);
        QCOMPARE(metric(run, "p90_ttft_ms"), 102.32719999999999);
    }

    // summary.json, a list of the combination's runs (json.dump(comb_data, indent=4)), adds
    // nothing beside its run files, gives the runs its folder lacks, and all of them alone.
    void summaryOfACombination()
    {
        QTemporaryDir experiment;
        const QString combination =
            QStringLiteral("SERVE--max_num_seqs=4-BENCH--max_concurrency=2");
        const QString folder = QDir(experiment.path()).filePath(combination);
        const Ordered serve = {{"max_num_seqs", 4}};
        const Ordered bench = {{"max_concurrency", 2}};
        const QString summary =
            writeJson(folder, QStringLiteral("summary.json"),
                      Ordered::array({sweepRun(0, serve, bench), sweepRun(1, serve, bench)}));

        // Alone: both runs, each with the swept setting.
        ParsedFile parsed = parseImportFile(summary);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.format, std::optional<RunFormat>(RunFormat::VllmBench));
        QCOMPARE(parsed.runs.size(), size_t(2));
        QVERIFY(parsed.runs[0].config["max_num_seqs"] == 4);
        QVERIFY(parsed.runs[1].extra["run_number"] == 1);
        QCOMPARE(parsed.runs[1].source.locator, QStringLiteral("object 2"));
        QCOMPARE(metric(parsed.runs[0], "output_tok_per_s"), 151.44308697802418);

        // Beside run=0.json only: the run the folder lacks.
        writeSweepRun(experiment.path(), combination, 0, serve, bench);
        parsed = parseImportFile(summary);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.runs.size(), size_t(1));
        QVERIFY(parsed.runs[0].extra["run_number"] == 1);

        // Beside both: nothing of its own, and it says where its runs come from.
        writeSweepRun(experiment.path(), combination, 1, serve, bench);
        parsed = parseImportFile(summary);
        QVERIFY(parsed.runs.empty());
        QCOMPARE(QDir(parsed.coveredBy), QDir(folder));
        QVERIFY2(parsed.error.contains(combination), qPrintable(parsed.error));

        // A summary cut short is refused with its line.
        QFile file(summary);
        QVERIFY(file.open(QIODevice::ReadWrite));
        const QByteArray bytes = file.readAll();
        file.resize(bytes.size() / 2);
        file.close();
        parsed = parseImportFile(summary);
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.coveredBy.isEmpty());
        QVERIFY2(parsed.error.contains(QLatin1String("line")), qPrintable(parsed.error));
    }

    // summary.csv of a whole experiment, written by the sweep's own writer: pandas'
    // DataFrame.from_records(all_data).to_csv() (pandas 1.5.3) over the runs of two
    // combinations (tests/data/synthetic/vllm-bench/ORIGIN.md): max_num_seqs 4 (run=0 and run=1
    // kept) and 8 (only run=0 kept). The table adds the one run whose file is gone, with the
    // swept setting in config; beside every run file it adds nothing.
    void summaryCsvOfAnExperiment()
    {
        QTemporaryDir dir;
        const QString source = dataPath(QStringLiteral("synthetic/vllm-bench/sweep-csv"));
        QDirIterator files(source, QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            const QString relative = QDir(source).relativeFilePath(path);
            writeFile(QFileInfo(dir.filePath(relative)).absolutePath(), QFileInfo(path).fileName(),
                      readFile(path));
        }
        const QString csv = dir.filePath(QStringLiteral("summary.csv"));
        ParsedFile parsed = parseImportFile(csv);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.format, std::optional<RunFormat>(RunFormat::VllmBench));
        QCOMPARE(parsed.runs.size(), size_t(1));
        const Run &missing = parsed.runs.front();
        QVERIFY(missing.config["max_num_seqs"] == 8);
        QVERIFY(missing.extra["run_number"] == 1);
        QCOMPARE(missing.startedAt, importOne(dir.filePath(QStringLiteral(
                                                  "SERVE--max_num_seqs=8-BENCH--max_concurrency=2/"
                                                  "run=0.json")))
                                        .startedAt.addSecs(1));
        // The figures as the table prints them (pandas writes Python's repr of each float).
        QCOMPARE(metric(missing, "output_tok_per_s"), 151.44308697802418 * 1.25);
        QCOMPARE(metric(missing, "p99_ttft_ms"),
                 metric(importOne(dir.filePath(QStringLiteral(
                            "SERVE--max_num_seqs=4-BENCH--max_concurrency=2/run=1.json"))),
                        "p99_ttft_ms"));
        QCOMPARE(missing.source.locator, QStringLiteral("object 4"));

        // A folder import: four runs, one per run (three files and the table's one), the table
        // passed over on the second import and nothing stored twice.
        QTemporaryDir notebookDir;
        NotebookStore store;
        QVERIFY(store.open(notebookDir.filePath(QStringLiteral("nb.lanebook"))));
        ImportCounts counts = importInto(store, {dir.path()});
        QVERIFY2(counts.errors.isEmpty(), qPrintable(counts.errors.join(u'\n')));
        QCOMPARE(counts.added, 4);
        counts = importInto(store, {dir.path()});
        QCOMPARE(counts.added, 0);
        QCOMPARE(store.runs().list().size(), size_t(4));

        // Every run file beside it: the table adds nothing and says where its runs are.
        // (The table without its last row, the run whose file is gone.)
        const QByteArray table = readFile(csv);
        QByteArray onlyKept = table.left(table.lastIndexOf('\n', table.size() - 2) + 1);
        writeFile(dir.path(), QStringLiteral("summary.csv"), onlyKept);
        parsed = parseImportFile(csv);
        QVERIFY(parsed.runs.empty());
        QCOMPARE(QDir(parsed.coveredBy), QDir(dir.path()));

        // A row that is no result, or with more cells than the header, is refused by line.
        writeFile(dir.path(), QStringLiteral("summary.csv"), table + "4,20261103-141522,x,y,z\n");
        parsed = parseImportFile(csv);
        QVERIFY2(!parsed.ok() && parsed.error.contains(QStringLiteral("line 6")),
                 qPrintable(parsed.error));
        QByteArray extraCells = table;
        extraCells.append(table.mid(table.lastIndexOf('\n', table.size() - 2) + 1).trimmed() +
                          ",surplus\n");
        writeFile(dir.path(), QStringLiteral("summary.csv"), extraCells);
        parsed = parseImportFile(csv);
        QVERIFY2(!parsed.ok() && parsed.error.contains(QStringLiteral("line 6")),
                 qPrintable(parsed.error));

        // More run files than an import reads beside one file (256): the unread ones' rows
        // cannot be told from rows whose file is gone, so the table adds none rather than
        // store a run twice. (Copies of one run file, under 300 names.)
        writeFile(dir.path(), QStringLiteral("summary.csv"), table);
        const QString crowded =
            dir.filePath(QStringLiteral("SERVE--max_num_seqs=4-BENCH--max_concurrency=2"));
        const QByteArray run0 = readFile(QDir(crowded).filePath(QStringLiteral("run=0.json")));
        for (int n = 2; n < 300; ++n)
            writeFile(crowded, QStringLiteral("run=%1.json").arg(n), run0);
        parsed = parseImportFile(csv);
        QVERIFY2(parsed.runs.empty(), qPrintable(parsed.error));
        QCOMPARE(QDir(parsed.coveredBy), QDir(dir.path()));
    }

    // What the review found: a summary whose first run is megabytes long (--save-detailed puts
    // run_number after the arrays) is still one; a run file cut short does not stand for its
    // run; a relative path keeps its folder; nothing may follow the list.
    void summaryEdgeCases()
    {
        QTemporaryDir experiment;
        const QString combination =
            QStringLiteral("SERVE--max_num_seqs=4-BENCH--max_concurrency=2");
        const QString folder = QDir(experiment.path()).filePath(combination);
        const Ordered serve = {{"max_num_seqs", 4}};
        const Ordered bench = {{"max_concurrency", 2}};
        Ordered first = sweepRun(0, serve, bench);
        // The arrays come before run_number, as the result writes them.
        Ordered detailed = Ordered::object();
        for (auto it = first.begin(); it != first.end(); ++it) {
            if (it.key() == "run_number")
                detailed["generated_texts"] = std::vector<std::string>(400, std::string(1000, 'x'));
            detailed[it.key()] = it.value();
        }
        const QString summary = writeJson(folder, QStringLiteral("summary.json"),
                                          Ordered::array({detailed, sweepRun(1, serve, bench)}));
        QVERIFY(QFileInfo(summary).size() > 400 * 1000);
        ParsedFile parsed = parseImportFile(summary);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.runs.size(), size_t(2));

        // run=0.json whole, run=1.json cut short (disk full): the summary gives run 1.
        writeSweepRun(experiment.path(), combination, 0, serve, bench);
        const QString cut = writeSweepRun(experiment.path(), combination, 1, serve, bench);
        QFile file(cut);
        QVERIFY(file.open(QIODevice::ReadWrite));
        file.resize(file.size() - 200);
        file.close();
        parsed = parseImportFile(summary);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.runs.size(), size_t(1));
        QVERIFY(parsed.runs.front().extra["run_number"] == 1);

        // Named from inside its folder.
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(folder));
        const VllmSweep::Folder here = VllmSweep::folderOf(QStringLiteral("run=0.json"));
        QVERIFY(QDir::setCurrent(before));
        QCOMPARE(here.serveKeys, QStringList{QStringLiteral("max_num_seqs")});

        // Something after the list.
        QFile appended(summary);
        QVERIFY(appended.open(QIODevice::Append));
        appended.write("\n{\"completed\": 1}\n");
        appended.close();
        parsed = parseImportFile(summary);
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error.contains(QLatin1String("not valid JSON")), qPrintable(parsed.error));
    }

    // The folder's k=v names decide the side over the argument list ("seed" is an argument of
    // both `vllm serve` and `vllm bench serve`).
    void folderNamesDecideTheSide()
    {
        QTemporaryDir experiment;
        const Run run = importOne(writeSweepRun(
            experiment.path(), QStringLiteral("SERVE--seed=1-BENCH--seed=7-temperature=0.5"), 0,
            {{"seed", 1}}, {{"seed", 7}, {"temperature", 0.5}}));
        // bench's update() overwrote serve's value in place: the file holds the client's
        // seed 7, and the server's is not in it at all.
        QVERIFY(run.workload["seed"] == 7);
        QVERIFY(!run.config.contains("seed"));
        QVERIFY(run.workload["temperature"] == 0.5);
        // Named on the SERVE side only, a bench argument's name is the server's setting.
        const Run served = importOne(
            writeSweepRun(experiment.path(),
                          QStringLiteral("SERVE--seed=1-max_num_seqs=4-BENCH--temperature=0.5"), 0,
                          {{"seed", 1}, {"max_num_seqs", 4}}, {{"temperature", 0.5}}));
        QVERIFY(served.config["seed"] == 1);
        QVERIFY(!served.workload.contains("seed"));

        // A serve-only combination (no bench parameters: no BENCH part in the name).
        const Run serveOnly =
            importOne(writeSweepRun(experiment.path(), QStringLiteral("SERVE--max_num_seqs=16"), 0,
                                    {{"max_num_seqs", 16}}, Ordered::object()));
        QVERIFY(serveOnly.config["max_num_seqs"] == 16);
    }

    void folderNames_data()
    {
        // folder, then serve name, bench name, serve keys, bench keys ("|" apart; keys by " ").
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("serveName");
        QTest::addColumn<QString>("benchName");
        QTest::addColumn<QStringList>("serveKeys");
        QTest::addColumn<QStringList>("benchKeys");
        const auto row = [](const char *tag, const char *folder, const char *expected) {
            const QStringList parts = QString::fromUtf8(expected).split(QLatin1Char('|'));
            QTest::newRow(tag) << QString::fromUtf8(folder) << parts.at(0) << parts.at(1)
                               << parts.at(2).split(QLatin1Char(' '), Qt::SkipEmptyParts)
                               << parts.at(3).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        };
        row("current", "SERVE--max_num_seqs=4-BENCH--max_concurrency=2-num_prompts=8",
            "max_num_seqs=4|max_concurrency=2-num_prompts=8|max_num_seqs|max_concurrency "
            "num_prompts");
        row("named", "SERVE--fp8-tok2048-seq32-c32-BENCH--concurrency-32",
            "fp8-tok2048-seq32-c32|concurrency-32||");
        row("value with dashes", "SERVE--model=Qwen_Qwen3-8B-max_num_seqs=4",
            "model=Qwen_Qwen3-8B-max_num_seqs=4||model max_num_seqs|");
        row("bench only", "BENCH--max_concurrency=2", "|max_concurrency=2||max_concurrency");
        row("single dash", "SERVE-max_num_seqs=4-BENCH-max_concurrency=2",
            "max_num_seqs=4|max_concurrency=2|max_num_seqs|max_concurrency");
        row("serve_multi", "serve-max_num_seqs=4-bench-max_concurrency=2",
            "max_num_seqs=4|max_concurrency=2|max_num_seqs|max_concurrency");
        row("not a sweep", "results", "|||");
    }

    void folderNames()
    {
        QFETCH(QString, folder);
        QFETCH(QString, serveName);
        QFETCH(QString, benchName);
        QFETCH(QStringList, serveKeys);
        QFETCH(QStringList, benchKeys);
        const VllmSweep::Folder parsed = VllmSweep::folderOf(
            QStringLiteral("/results/20261206_120000/") + folder + QStringLiteral("/run=0.json"));
        QCOMPARE(parsed.serveName, serveName);
        QCOMPARE(parsed.benchName, benchName);
        QCOMPARE(parsed.serveKeys, serveKeys);
        QCOMPARE(parsed.benchKeys, benchKeys);
    }

    // Re-saved with sorted keys (json.dump(sort_keys=True)): a key's place after run_number
    // says nothing then, so a key the folder does not name is not taken for a setting (a result
    // key newer than this importer would otherwise read as one and split the repeats).
    void sortedFileTrustsOnlyTheFolder()
    {
        QTemporaryDir experiment;
        Ordered run = sweepRun(0, {{"max_num_seqs", 4}}, {{"max_concurrency", 2}});
        run["zz_new_result_key"] = 1.5; // after run_number once sorted
        const nlohmann::json sortedRun = nlohmann::json::parse(run.dump()); // std::map: sorted
        const QString folder =
            QDir(experiment.path())
                .filePath(QStringLiteral("SERVE--max_num_seqs=4-BENCH--max_concurrency=2"));
        const Run imported = importOne(writeFile(folder, QStringLiteral("run=0.json"),
                                                 QByteArray::fromStdString(sortedRun.dump(4))));
        QVERIFY(imported.config["max_num_seqs"] == 4);
        QVERIFY(!imported.config.contains("zz_new_result_key"));
        QVERIFY(imported.extra.contains("zz_new_result_key"));
    }

    // A plain `vllm bench serve` result (no run_number) keeps its numbers out of the config,
    // even in a folder named like a sweep's.
    void plainResultIsNotASweep()
    {
        QTemporaryDir experiment;
        const QString folder =
            QDir(experiment.path()).filePath(QStringLiteral("SERVE--max_num_seqs=4"));
        const Run run = importOne(writeFile(
            folder, QStringLiteral("result.json"),
            load(QStringLiteral(
                     "vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json"))
                .content));
        QVERIFY(!run.config.contains("max_num_seqs"));
        QVERIFY(!run.extra.contains("run_number"));
        QCOMPARE(run.label, QStringLiteral("qwen3-8b-bf16-gpu0-baseline-c4-20261103T141522Z"));
    }
};

QTEST_GUILESS_MAIN(TestVllmSweep)
#include "tst_vllmsweep.moc"
