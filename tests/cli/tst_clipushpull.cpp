// lanebook-cli push and pull, the real executable between a real SQLite file and another
// notebook: a second SQLite file, or (the _postgresql variant) a database on a private
// PostgreSQL 15 server (notebookbackend.h). Everything a notebook holds arrives (runs with
// metrics, request samples, telemetry, gates, notes, tags and statuses; waves with their failed
// steps; findings with their edits and links), by UUID; a second push adds nothing and says
// so; a push killed mid-way keeps whole batches and the next one completes it; a run imported
// from the same file into both notebooks stays one run; a newer notebook or an unreachable
// server is refused, naming it, with nothing changed.
#include "backends/notebook/connection/notebookconnection.h"
#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/notebookstore.h"
#include "closedport.h"
#include "models/gates/runjudgement.h"
#include "notebookbackend.h"
#include "testutils.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>

using namespace lanebook;

namespace {

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

CliResult runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(240000))
        return {-1, {}, QStringLiteral("timed out: ") + arguments.join(u' ')};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QJsonObject jsonOf(const CliResult &result)
{
    return QJsonDocument::fromJson(result.out.toUtf8()).object();
}

QString data(const char *relative)
{
    return test::dataPath(QString::fromLatin1(relative));
}

QString legacyVllm()
{
    return data("vllm-bench/"
                "legacy-vllm-infqps-concurrency64-Llama-3.1-8B-Instruct-20250310-091207.json");
}

Run makeRun(const QString &label, int samples)
{
    Run run;
    run.label = label;
    run.format = RunFormat::Lanebook;
    run.model = QStringLiteral("Qwen/Qwen3-8B");
    run.host = QStringLiteral("gpu-host-a");
    run.config = {{"runtime", "vllm"}, {"gpu", "H200"}, {"kv_cache_dtype", "fp8"}};
    run.workload = {{"concurrency", 16}, {"input_tokens", 1024}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 600.0 + label.size());
    for (int i = 0; i < samples; ++i) {
        RequestSample sample;
        sample.index = i;
        sample.sendTimeS = 0.01 * i;
        sample.ttftMs = 40.0 + i % 7;
        sample.e2elMs = 900.0 + i;
        sample.outputTokens = 128;
        sample.itlMs = {7.5f, 7.25f, float(i)};
        run.samples.push_back(sample);
    }
    return run;
}

// Everything a notebook holds, by identity rather than by row id, one line per row, sorted:
// two notebooks with equal contents() hold the same runs, waves and findings.
QStringList contents(const QString &location)
{
    NotebookConnection connection;
    if (!connection.open(location, NotebookConnection::Access::ReadOnly))
        return {QStringLiteral("cannot open: ") + connection.lastError()};
    QSqlDatabase db = connection.database();
    QStringList lines;
    const auto add = [&](const QString &sql) {
        QSqlQuery query(db);
        if (!query.exec(sql)) {
            lines << QStringLiteral("failed: ") + sql;
            return;
        }
        while (query.next()) {
            QStringList fields;
            for (int i = 0; i < query.record().count(); ++i) {
                const QVariant value = query.value(i);
                // A NULL is typed by the driver (QPSQL: a null int reads "0" as text).
                fields << (value.isNull() ? QStringLiteral("NULL")
                           : value.typeId() == QMetaType::QByteArray
                               ? QString::fromLatin1(value.toByteArray().toHex())
                               : value.toString());
            }
            lines << fields.join(u'|');
        }
    };
    add(QStringLiteral(
        "SELECT 'run', r.uuid, r.label, r.format, r.model, r.status, r.status_reason, "
        "r.started_at, r.host, l.name, c.content_hash, w.content_hash, s.sha256, "
        "r.source_locator, v.uuid, r.arm, r.role, r.repeat_index, r.slot, r.gpu_ids, "
        "r.extra_json, r.created_at FROM runs r LEFT JOIN lanes l ON l.id = r.lane_id "
        "LEFT JOIN configs c ON c.id = r.config_id LEFT JOIN workloads w ON "
        "w.id = r.workload_id LEFT JOIN sources s ON s.id = r.source_id LEFT JOIN waves v ON "
        "v.id = r.wave_id"));
    add(QStringLiteral("SELECT 'metric', r.uuid, m.name, x.value, x.original_key FROM run_metrics "
                       "x JOIN runs r ON r.id = x.run_id JOIN metric_names m ON m.id = "
                       "x.metric_id"));
    add(QStringLiteral("SELECT 'sample', r.uuid, s.idx, s.send_time_s, s.ttft_ms, s.e2el_ms, "
                       "s.input_tokens, s.output_tokens, s.finish_reason, s.error, s.itl_ms FROM "
                       "request_samples s JOIN runs r ON r.id = s.run_id"));
    add(QStringLiteral("SELECT 'telemetry', r.uuid, g.host, g.uuid, g.name, t.t_ns, t.util_pct, "
                       "t.power_w, t.mem_used_bytes, t.throttle_reasons FROM telemetry_samples t "
                       "JOIN runs r ON r.id = t.run_id JOIN gpus g ON g.id = t.gpu_id"));
    add(QStringLiteral("SELECT 'gate', r.uuid, g.gate, g.outcome, g.reason, g.detail_json FROM "
                       "gate_results g JOIN runs r ON r.id = g.run_id"));
    add(QStringLiteral("SELECT 'annotation', r.uuid, a.kind, a.text, a.reason, a.created_at FROM "
                       "annotations a JOIN runs r ON r.id = a.run_id"));
    add(QStringLiteral("SELECT 'wave', v.uuid, v.name, v.status, l.name, v.plan_json, v.host, "
                       "v.finished_at, v.summary_json FROM waves v LEFT JOIN lanes l ON l.id = "
                       "v.lane_id"));
    add(QStringLiteral("SELECT 'stepfailure', v.uuid, f.step_index, f.arm, f.reason FROM "
                       "wave_step_failures f JOIN waves v ON v.id = f.wave_id"));
    add(QStringLiteral("SELECT 'finding', f.uuid, f.title, f.hypothesis, f.hypothesis_source, "
                       "f.prediction, f.verdict, f.verdict_reason, l.name, f.updated_at FROM "
                       "findings f LEFT JOIN lanes l ON l.id = f.lane_id"));
    add(QStringLiteral("SELECT 'link', f.uuid, r.uuid, x.role FROM finding_runs x JOIN findings f "
                       "ON f.id = x.finding_id JOIN runs r ON r.id = x.run_id"));
    add(QStringLiteral("SELECT 'wavelink', f.uuid, v.uuid FROM finding_waves x JOIN findings f ON "
                       "f.id = x.finding_id JOIN waves v ON v.id = x.wave_id"));
    add(QStringLiteral("SELECT 'edit', f.uuid, e.field, e.new_text, e.edited_at FROM "
                       "finding_edits e JOIN findings f ON f.id = e.finding_id"));
    lines.sort();
    return lines;
}

// The first line where two contents() differ, in full (QCOMPARE cuts long lines short).
QString firstDifference(const QStringList &actual, const QStringList &expected)
{
    for (qsizetype i = 0; i < std::max(actual.size(), expected.size()); ++i) {
        const QString a = actual.value(i, QStringLiteral("(none)"));
        const QString e = expected.value(i, QStringLiteral("(none)"));
        if (a != e)
            return QStringLiteral("line %1:\n  actual   %2\n  expected %3").arg(i).arg(a, e);
    }
    return {};
}

#define COMPARE_CONTENTS(actual, expected)                                                         \
    do {                                                                                           \
        const QString difference = firstDifference((actual), (expected));                          \
        QVERIFY2(difference.isEmpty(), qPrintable(difference));                                    \
    } while (false)

qint64 countOf(const QString &location, const QString &sql)
{
    NotebookConnection connection;
    if (!connection.open(location, NotebookConnection::Access::ReadOnly))
        return -1;
    QSqlQuery query(connection.database());
    return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
}

QString textOf(const QString &location, const QString &sql)
{
    NotebookConnection connection;
    if (!connection.open(location, NotebookConnection::Access::ReadOnly))
        return QStringLiteral("(cannot open)");
    QSqlQuery query(connection.database());
    return query.exec(sql) && query.next() ? query.value(0).toString() : QStringLiteral("(none)");
}

// The lines of contents() that start with a prefix ("gate|" + a run's UUID).
QStringList linesStartingWith(const QStringList &lines, const QString &prefix)
{
    QStringList found;
    for (const QString &line : lines) {
        if (line.startsWith(prefix))
            found << line;
    }
    return found;
}

// The value of a write the test's own setup depends on; stops the test run when refused.
template <typename T> T must(const std::optional<T> &value, const NotebookStore &store)
{
    if (!value)
        qFatal("setting up the notebook failed: %s", qPrintable(store.lastError()));
    return *value;
}

template <typename T> T must(const Expected<T> &value, const NotebookStore &)
{
    if (!value)
        qFatal("setting up the notebook failed: %s", qPrintable(value.error()));
    return *value;
}

void must(const Expected<void> &done)
{
    if (!done)
        qFatal("setting up the notebook failed: %s", qPrintable(done.error()));
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// Marks a notebook as written by a later Lanebook, outside the code under test.
bool makeNewer(const QString &location, int version)
{
    if (test::isServerLocation(location))
        return test::postgresServer().execAsSuperuser(
            test::databaseOf(location),
            {QStringLiteral("UPDATE lanebook_schema SET version = %1").arg(version)});
    bool ok = false;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
        db.setDatabaseName(location);
        QSqlQuery query(db);
        ok = db.open() && query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("newer"));
    return ok;
}

} // namespace

class TestCliPushPull : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_counter = 0;

    QString localFile()
    {
        return m_dir.filePath(QStringLiteral("local-%1.lanebook").arg(++m_counter));
    }
    // The other side: a SQLite file, or a new database on the test server.
    QString teamNotebook()
    {
        return test::notebookAt(m_dir, QStringLiteral("team-%1.lanebook").arg(++m_counter));
    }

    // A notebook with one of everything: imported runs with request samples, a wave with a
    // run, a failed step and telemetry, a note, a tag, a status, gates, and a finding with a
    // verdict that links runs and the wave.
    QString richNotebook()
    {
        const QString path = localFile();
        const CliResult imported =
            runCli({QStringLiteral("--notebook"), path, QStringLiteral("import"), legacyVllm(),
                    data("sglang/llama_3_3_70b_online_output.jsonl")});
        if (imported.exitCode != 0)
            qFatal("import failed: %s", qPrintable(imported.err));
        const CliResult gates = runCli(
            {QStringLiteral("--notebook"), path, QStringLiteral("gates"), QStringLiteral("1")});
        if (gates.exitCode != 0)
            qFatal("gates failed: %s", qPrintable(gates.err));

        NotebookStore store;
        if (!store.open(path))
            qFatal("%s", qPrintable(store.lastError()));
        const qint64 waveId =
            must(store.waves().create(QStringLiteral("fp8-vs-nvfp4"), QStringLiteral("kv-cache"),
                                      {{"name", "fp8-vs-nvfp4"}}, {{"host", "gpu-host-a"}}),
                 store);
        WaveRunPlacement placement;
        placement.waveId = waveId;
        placement.arm = QStringLiteral("nvfp4");
        placement.role = ArmRole::Candidate;
        placement.gpus = {0, 1};
        placement.logTail = QStringLiteral("INFO server ready");
        const qint64 waveRun =
            must(store.waves().insertRun(makeRun(QStringLiteral("wave-nvfp4-r0"), 20), placement),
                 store);
        WaveStepFailure failure;
        failure.waveId = waveId;
        failure.step.index = 1;
        failure.step.arm = QStringLiteral("fp8");
        failure.reason = QStringLiteral("the server exited with status 1");
        failure.recordedAt = QDateTime::currentDateTimeUtc();
        if (!store.waves().recordStepFailure(failure) ||
            !store.waves().setStatus(waveId, WaveStatus::Finished, {{"recorded", 1}}))
            qFatal("%s", qPrintable(store.lastError()));

        TelemetryBatch batch;
        batch.sourceId = QStringLiteral("fake");
        for (int gpu = 0; gpu < 2; ++gpu) {
            GpuIdentity identity;
            identity.host = QStringLiteral("gpu-host-a");
            identity.index = gpu;
            identity.uuid = QStringLiteral("GPU-0000000%1").arg(gpu);
            identity.name = QStringLiteral("NVIDIA H200");
            identity.vendor = QStringLiteral("nvidia");
            batch.gpus.push_back(identity);
        }
        for (int tick = 0; tick < 5; ++tick) {
            for (int gpu = 0; gpu < 2; ++gpu) {
                GpuSample sample;
                sample.gpuIndex = gpu;
                sample.tNs = 1'700'000'000'000'000'000 + tick * 100'000'000LL;
                sample.utilPct = 90.0 + tick;
                sample.powerW = 650.5 + gpu;
                sample.memUsedBytes = 1.0e11;
                sample.throttleReasons = 4;
                batch.samples.push_back(sample);
            }
        }
        if (const Expected<void> stored = store.telemetry().store(waveRun, {batch}); !stored)
            qFatal("%s", qPrintable(stored.error()));

        must(store.runs().addNote(1, QStringLiteral("driver 550.54")), store);
        must(store.runs().addTag(1, QStringLiteral("baseline")), store);
        if (!store.judgements().setStatusOverride(2, RunStatus::Invalid,
                                                  QStringLiteral("thermal throttling at t=40 s")))
            qFatal("%s", qPrintable(store.lastError()));
        NewFinding finding;
        finding.title = QStringLiteral("NVFP4 KV cache");
        finding.hypothesis = QStringLiteral("+8% output tok/s at c=64");
        finding.hypothesisSource = QStringLiteral("the KV cache write-up of March");
        finding.lane = QStringLiteral("kv-cache");
        const qint64 findingId = must(store.findings().create(finding), store);
        must(store.findings().linkRuns(findingId, {1}, {waveRun}));
        must(store.findings().linkWave(findingId, waveId));
        must(store.findings().updateField(findingId, FindingField::NextSteps,
                                          QStringLiteral("try c=128")));
        must(store.findings().setVerdict(findingId, FindingVerdict::Adopted,
                                         QStringLiteral("+7.9% [6.1, 9.6]")));
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Push into the other notebook, then pull it into a third: the three hold the same.
    void roundTripKeepsEverything()
    {
        const QString local = richNotebook();
        const QStringList expected = contents(local);
        // Every kind of row is there to be copied.
        for (const char *kind :
             {"run|", "metric|", "sample|", "telemetry|", "gate|", "annotation|", "wave|",
              "stepfailure|", "finding|", "link|", "wavelink|", "edit|"}) {
            const QString prefix = QString::fromLatin1(kind);
            QVERIFY2(std::any_of(expected.begin(), expected.end(),
                                 [&](const QString &line) { return line.startsWith(prefix); }),
                     kind);
        }
        const QString team = teamNotebook();
        const CliResult pushed =
            runCli({QStringLiteral("--notebook"), local, QStringLiteral("--json"),
                    QStringLiteral("push"), QStringLiteral("--to"), team});
        QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.err));
        const QJsonObject summary = jsonOf(pushed);
        const qint64 runs = countOf(local, QStringLiteral("SELECT count(*) FROM runs"));
        QVERIFY(runs >= 3);
        QCOMPARE(summary.value(QStringLiteral("runs_added")).toInteger(), runs);
        QCOMPARE(summary.value(QStringLiteral("waves_added")).toInteger(), 1);
        QCOMPARE(summary.value(QStringLiteral("findings_added")).toInteger(), 1);
        QCOMPARE(summary.value(QStringLiteral("telemetry_samples_added")).toInteger(), 10);
        COMPARE_CONTENTS(contents(team), expected);

        const QString pulled = localFile();
        const CliResult pull = runCli({QStringLiteral("--notebook"), pulled, QStringLiteral("pull"),
                                       QStringLiteral("--from"), team});
        QVERIFY2(pull.exitCode == 0, qPrintable(pull.err));
        QVERIFY2(pull.out.contains(QStringLiteral("Copied ")), qPrintable(pull.out));
        COMPARE_CONTENTS(contents(pulled), expected);
    }

    // Copying again adds nothing, says so, and leaves both notebooks as they were.
    void secondPushAddsNothing()
    {
        const QString local = richNotebook();
        const QString team = teamNotebook();
        const QStringList push{QStringLiteral("--notebook"), local, QStringLiteral("push"),
                               QStringLiteral("--to"), team};
        QCOMPARE(runCli(push).exitCode, 0);
        const QStringList after = contents(team);
        const CliResult again = runCli(push);
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.out.contains(QStringLiteral("Nothing to copy")) &&
                     again.out.contains(QStringLiteral("0 added")),
                 qPrintable(again.out));
        const CliResult json = runCli(QStringList{QStringLiteral("--json")} + push);
        QCOMPARE(jsonOf(json).value(QStringLiteral("runs_added")).toInteger(), 0);
        QCOMPARE(jsonOf(json).value(QStringLiteral("annotations_added")).toInteger(), 0);
        QCOMPARE(jsonOf(json).value(QStringLiteral("finding_links_added")).toInteger(), 0);
        QVERIFY(jsonOf(json).value(QStringLiteral("added_nothing")).toBool());
        COMPARE_CONTENTS(contents(team), after);

        // What changed since is copied, and only that: a new tag, an edited finding.
        {
            NotebookStore store;
            QVERIFY(store.open(local));
            QVERIFY(store.runs().addTag(2, QStringLiteral("rerun-me")));
            QVERIFY(store.findings().updateField(1, FindingField::RulesOut,
                                                 QStringLiteral("prefix caching")));
        }
        const CliResult changed = runCli(QStringList{QStringLiteral("--json")} + push);
        QCOMPARE(jsonOf(changed).value(QStringLiteral("runs_added")).toInteger(), 0);
        QCOMPARE(jsonOf(changed).value(QStringLiteral("annotations_added")).toInteger(), 1);
        QCOMPARE(jsonOf(changed).value(QStringLiteral("findings_updated")).toInteger(), 1);
        COMPARE_CONTENTS(contents(team), contents(local));
    }

    // A run judged again after a push: the next push takes its gates and its status, except
    // where a person overrode the status in the team notebook. The later judgement wins
    // either way round, so pulling back judges nothing again.
    void laterJudgementsFollowTheRuns()
    {
        const QString local = richNotebook();
        const QString team = teamNotebook();
        const QStringList push{QStringLiteral("--notebook"), local, QStringLiteral("push"),
                               QStringLiteral("--to"), team};
        QCOMPARE(runCli(push).exitCode, 0);
        const QString uuid1 = textOf(local, QStringLiteral("SELECT uuid FROM runs WHERE id = 1"));
        const QString uuid3 = textOf(local, QStringLiteral("SELECT uuid FROM runs WHERE id = 3"));
        const QString teamRun = QStringLiteral("SELECT %1 FROM runs WHERE uuid = '%2'");
        // In the team notebook someone marks run 3 as a diagnostic run, by hand.
        {
            NotebookStore store;
            QVERIFY(store.open(team));
            const qint64 id = countOf(team, teamRun.arg(QStringLiteral("id"), uuid3));
            QVERIFY(store.judgements().setStatusOverride(id, RunStatus::Diagnostic,
                                                         QStringLiteral("profiling run")));
        }
        // Here, runs 1 and 3 are judged again: their error gate fails now.
        GateResult errors;
        errors.gate = GateId::Errors;
        errors.outcome = GateOutcome::Fail;
        errors.reason = QStringLiteral("12 of 400 requests failed");
        Judgement judgement;
        judgement.gates = {errors};
        judgement.suggestion = suggestStatus(judgement.gates);
        QCOMPARE(judgement.suggestion.status, RunStatus::Invalid);
        {
            NotebookStore store;
            QVERIFY(store.open(local));
            QVERIFY(store.judgements().saveRunGates(1, judgement));
            QVERIFY(store.judgements().saveRunGates(3, judgement));
        }
        const QString before1 = textOf(team, teamRun.arg(QStringLiteral("status"), uuid1));
        QVERIFY2(before1 != QStringLiteral("invalid"), qPrintable(before1));

        const CliResult again = runCli(push);
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.out.contains(QStringLiteral("judgements   2 run")), qPrintable(again.out));
        QCOMPARE(textOf(team, teamRun.arg(QStringLiteral("status"), uuid1)),
                 QStringLiteral("invalid"));
        QCOMPARE(textOf(team, teamRun.arg(QStringLiteral("status_reason"), uuid1)),
                 textOf(local, QStringLiteral("SELECT status_reason FROM runs WHERE id = 1")));
        // The override stays; the gates are the new ones all the same.
        QCOMPARE(textOf(team, teamRun.arg(QStringLiteral("status"), uuid3)),
                 QStringLiteral("diagnostic"));
        const QStringList localLines = contents(local), teamLines = contents(team);
        for (const QString &uuid : {uuid1, uuid3}) {
            const QString gates = QStringLiteral("gate|") + uuid;
            QCOMPARE(linesStartingWith(teamLines, gates).size(), 1);
            QCOMPARE(linesStartingWith(teamLines, gates), linesStartingWith(localLines, gates));
        }

        const CliResult third = runCli(QStringList{QStringLiteral("--json")} + push);
        QCOMPARE(jsonOf(third).value(QStringLiteral("runs_judged_again")).toInteger(), 0);
        QVERIFY(jsonOf(third).value(QStringLiteral("added_nothing")).toBool());

        // Pulled back: the team's override comes with its annotation; no judgement is newer.
        const CliResult pulled =
            runCli({QStringLiteral("--json"), QStringLiteral("--notebook"), local,
                    QStringLiteral("pull"), QStringLiteral("--from"), team});
        QVERIFY2(pulled.exitCode == 0, qPrintable(pulled.err));
        QCOMPARE(jsonOf(pulled).value(QStringLiteral("runs_judged_again")).toInteger(), 0);
        QCOMPARE(jsonOf(pulled).value(QStringLiteral("annotations_added")).toInteger(), 1);
        QCOMPARE(textOf(local, QStringLiteral("SELECT status FROM runs WHERE id = 3")),
                 QStringLiteral("diagnostic"));
        COMPARE_CONTENTS(contents(local), contents(team));
    }

    // A finding's links name the same runs (by UUID) and roles in the copy, though the runs'
    // ids there differ.
    void findingLinksFollowTheRuns()
    {
        const QString team = teamNotebook();
        // The target has runs of its own first, so ids cannot line up by chance.
        QCOMPARE(runCli({QStringLiteral("--notebook"), team, QStringLiteral("import"),
                         data("sglang/llama_3_3_70b_offline_output.jsonl")})
                     .exitCode,
                 0);
        const QString local = richNotebook();
        QCOMPARE(runCli({QStringLiteral("--notebook"), local, QStringLiteral("push"),
                         QStringLiteral("--to"), team})
                     .exitCode,
                 0);
        const QString links = QStringLiteral(
            "SELECT f.uuid || ' ' || r.uuid || ' ' || x.role || ' ' || r.label FROM finding_runs x "
            "JOIN findings f ON f.id = x.finding_id JOIN runs r ON r.id = x.run_id ORDER BY 1");
        const auto linkList = [&](const QString &location) {
            NotebookConnection connection;
            QStringList list;
            if (!connection.open(location, NotebookConnection::Access::ReadOnly))
                return list;
            QSqlQuery query(connection.database());
            query.exec(links);
            while (query.next())
                list << query.value(0).toString();
            return list;
        };
        const QStringList expected = linkList(local);
        QCOMPARE(expected.size(), 2);
        QCOMPARE(linkList(team), expected);
        // The target's ids of the linked runs are not the source's.
        QVERIFY(countOf(team, QStringLiteral("SELECT min(run_id) FROM finding_runs")) !=
                countOf(local, QStringLiteral("SELECT min(run_id) FROM finding_runs")));
        // And the finding, read through the product's own repository, names them.
        NotebookStore store;
        QVERIFY(store.open(team, NotebookStore::Access::ReadOnly));
        const Expected<qint64> finding = store.findings().resolve(QStringLiteral("NVFP4 KV cache"));
        QVERIFY(finding);
        const Expected<Finding> full = store.findings().finding(*finding);
        QVERIFY(full);
        QVERIFY(full->verdict == FindingVerdict::Adopted);
        QCOMPARE(full->controlRunIds.size(), size_t(1));
        QCOMPARE(full->candidateRunIds.size(), size_t(1));
        QCOMPARE(full->waveIds.size(), size_t(1));
    }

    // Killed in the middle, a push leaves whole batches only; the next push adds the rest and
    // nothing twice.
    void interruptedPushResumes()
    {
        constexpr int kRuns = 1500;
        constexpr int kBatch = 20;
        constexpr int kSamples = 40;
        const QString local = localFile();
        {
            NotebookStore store;
            QVERIFY(store.open(local));
            for (int i = 0; i < kRuns; ++i)
                QVERIFY(store.runs().insertRun(
                    makeRun(QStringLiteral("run-%1").arg(i, 4, 10, QLatin1Char('0')), kSamples)));
        }
        const QString team = teamNotebook();
        const QStringList push{QStringLiteral("--notebook"), local, QStringLiteral("push"),
                               QStringLiteral("--to"),       team,  QStringLiteral("--batch-size"),
                               QString::number(kBatch)};
        QProcess process;
        process.start(QStringLiteral(LANEBOOK_CLI_PATH), push);
        QVERIFY(process.waitForStarted());
        // Stop it the moment its first batch is committed, then kill it where it stands.
        QByteArray seen;
        QElapsedTimer clock;
        clock.start();
        while (!seen.contains(" checked") && clock.elapsed() < 120000) {
            process.waitForReadyRead(1000);
            seen += process.readAllStandardOutput();
            QVERIFY2(process.state() == QProcess::Running,
                     qPrintable(QString::fromUtf8(seen + process.readAllStandardError())));
        }
        ::kill(pid_t(process.processId()), SIGSTOP);
        ::kill(pid_t(process.processId()), SIGKILL);
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);

        const qint64 partial = countOf(team, QStringLiteral("SELECT count(*) FROM runs"));
        QVERIFY2(partial >= kBatch && partial < kRuns, qPrintable(QString::number(partial)));
        QCOMPARE(partial % kBatch, 0); // whole batches only
        QCOMPARE(countOf(team, QStringLiteral("SELECT count(*) FROM request_samples")),
                 partial * kSamples);

        const CliResult resumed = runCli(QStringList{QStringLiteral("--json")} + push);
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QCOMPARE(jsonOf(resumed).value(QStringLiteral("runs_added")).toInteger(), kRuns - partial);
        QCOMPARE(jsonOf(resumed).value(QStringLiteral("runs_already_there")).toInteger(), partial);
        QCOMPARE(countOf(team, QStringLiteral("SELECT count(*) FROM runs")), kRuns);
        QCOMPARE(countOf(team, QStringLiteral("SELECT count(DISTINCT uuid) FROM runs")), kRuns);
        QCOMPARE(countOf(team, QStringLiteral("SELECT count(*) FROM request_samples")),
                 qint64(kRuns) * kSamples);
        COMPARE_CONTENTS(contents(team), contents(local));
    }

    // One result file imported into both notebooks on its own gives each run two UUIDs. A push
    // matches them by the file's sha256 and entry: no second copy, and the local notes and
    // finding links land on the target's run.
    void sameResultFileImportedTwiceIsOneRun()
    {
        const QString file = legacyVllm();
        const QString local = localFile();
        const QString team = teamNotebook();
        for (const QString &notebook : {local, team})
            QCOMPARE(
                runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("import"), file})
                    .exitCode,
                0);
        const qint64 teamRuns = countOf(team, QStringLiteral("SELECT count(*) FROM runs"));
        QVERIFY(teamRuns >= 1);
        {
            NotebookStore store;
            QVERIFY(store.open(local));
            QVERIFY(store.runs().addTag(1, QStringLiteral("from-laptop")));
            NewFinding finding;
            finding.title = QStringLiteral("Legacy c=64");
            finding.hypothesis = QStringLiteral("steady");
            const Expected<qint64> id = store.findings().create(finding);
            QVERIFY(id);
            QVERIFY(store.findings().linkRuns(*id, {1}, {}));
        }
        const QStringList push{QStringLiteral("--json"), QStringLiteral("--notebook"), local,
                               QStringLiteral("push"),   QStringLiteral("--to"),       team};
        const CliResult pushed = runCli(push);
        QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.err));
        QCOMPARE(jsonOf(pushed).value(QStringLiteral("runs_added")).toInteger(), 0);
        QCOMPARE(jsonOf(pushed).value(QStringLiteral("runs_same_source_file")).toInteger(),
                 teamRuns);
        QCOMPARE(countOf(team, QStringLiteral("SELECT count(*) FROM runs")), teamRuns);
        // The finding links the target's own run, which carries the local tag.
        const QString linked = QStringLiteral(
            "SELECT count(*) FROM finding_runs x JOIN annotations a ON a.run_id = x.run_id AND "
            "a.kind = 'tag' AND a.text = 'from-laptop'");
        QCOMPARE(countOf(team, linked), 1);
        QCOMPARE(countOf(team, QStringLiteral("SELECT count(*) FROM sources")), 1);
        // Still one run after another push, and nothing added.
        const CliResult again = runCli(push);
        QVERIFY(jsonOf(again).value(QStringLiteral("added_nothing")).toBool());
        QCOMPARE(countOf(team, QStringLiteral("SELECT count(*) FROM runs")), teamRuns);
    }

    void newerTargetIsRefusedUnchanged()
    {
        const QString local = richNotebook();
        const QString team = teamNotebook();
        QCOMPARE(runCli({QStringLiteral("--notebook"), team, QStringLiteral("import"),
                         data("sglang/llama_3_3_70b_offline_output.jsonl")})
                     .exitCode,
                 0);
        const qint64 teamRuns = countOf(team, QStringLiteral("SELECT count(*) FROM runs"));
        QVERIFY(teamRuns >= 1);
        const int future = NotebookStore::currentSchemaVersion() + 3;
        QVERIFY(makeNewer(team, future));
        const QByteArray localBefore = fileHash(local);
        const CliResult refused = runCli({QStringLiteral("--notebook"), local,
                                          QStringLiteral("push"), QStringLiteral("--to"), team});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(notebookDisplayName(team)) &&
                     refused.err.contains(QStringLiteral("newer Lanebook")) &&
                     refused.err.contains(QStringLiteral("nothing was copied")),
                 qPrintable(refused.err));
        QCOMPARE(fileHash(local), localBefore);
        // The target: still the newer schema, still only its own runs.
        QVERIFY(makeNewer(team, NotebookStore::currentSchemaVersion()));
        QCOMPARE(countOf(team, QStringLiteral("SELECT count(*) FROM runs")), teamRuns);
        QCOMPARE(countOf(team, QStringLiteral("SELECT count(*) FROM findings")), 0);

        // Pulling from a newer notebook is refused too, and creates nothing here.
        QVERIFY(makeNewer(team, future));
        const QString fresh = m_dir.filePath(QStringLiteral("never-created.lanebook"));
        const CliResult pull = runCli({QStringLiteral("--notebook"), fresh, QStringLiteral("pull"),
                                       QStringLiteral("--from"), team});
        QCOMPARE(pull.exitCode, 1);
        QVERIFY2(pull.err.contains(notebookDisplayName(team)) &&
                     pull.err.contains(QStringLiteral("newer Lanebook")),
                 qPrintable(pull.err));
        QVERIFY(!QFile::exists(fresh));
    }

    void unreachableServerIsRefusedUnchanged()
    {
        const QString local = richNotebook();
        const QByteArray before = fileHash(local);
        const test::ClosedPort nobody; // nobody listens there
        const int port = nobody.port();
        const QString url = QStringLiteral("postgresql://lab@127.0.0.1:%1/team").arg(port);
        const CliResult refused = runCli({QStringLiteral("--notebook"), local,
                                          QStringLiteral("push"), QStringLiteral("--to"), url});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("127.0.0.1:%1/team").arg(port)) &&
                     refused.err.contains(QStringLiteral("cannot reach")) &&
                     refused.err.contains(QStringLiteral("nothing was copied")),
                 qPrintable(refused.err));
        QCOMPARE(fileHash(local), before);
        const QString fresh = m_dir.filePath(QStringLiteral("pull-target.lanebook"));
        const CliResult pull = runCli({QStringLiteral("--notebook"), fresh, QStringLiteral("pull"),
                                       QStringLiteral("--from"), url});
        QCOMPARE(pull.exitCode, 1);
        QVERIFY2(pull.err.contains(QStringLiteral("127.0.0.1:%1/team").arg(port)),
                 qPrintable(pull.err));
        QVERIFY(!QFile::exists(fresh));
    }

    void usageErrors()
    {
        const QString local = richNotebook();
        CliResult result = runCli({QStringLiteral("--notebook"), local, QStringLiteral("push")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("--to")), qPrintable(result.err));
        result = runCli({QStringLiteral("--notebook"), local, QStringLiteral("push"),
                         QStringLiteral("--to"), local});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(QStringLiteral("the notebook being copied")),
                 qPrintable(result.err));
        result = runCli({QStringLiteral("--notebook"), local, QStringLiteral("push"),
                         QStringLiteral("--to"), teamNotebook(), QStringLiteral("--batch-size"),
                         QStringLiteral("0")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("--batch-size")), qPrintable(result.err));
    }
};

QTEST_GUILESS_MAIN(TestCliPushPull)
#include "tst_clipushpull.moc"
