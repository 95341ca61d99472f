// lanebook-cli compare and gates end to end: the real executable on real notebook files,
// filled from real samples and from planted waves (tests/comparisonfixture.h).
#include "comparisonfixture.h"
#include "testutils.h"

#include "backends/notebook/notebookstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

CliResult runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QJsonObject objectOf(const CliResult &result)
{
    return QJsonDocument::fromJson(result.out).object();
}

// Stores both arms; returns their ids as CLI arguments.
struct StoredArms
{
    QStringList control;
    QStringList candidate;
};

StoredArms store(const QString &path, const Arms &arms)
{
    NotebookStore notebook;
    StoredArms ids;
    if (!notebook.open(path))
        return ids;
    for (const Run &run : arms.control)
        ids.control << QString::number(notebook.runs().insertRun(run).valueOr(0));
    for (const Run &run : arms.candidate)
        ids.candidate << QString::number(notebook.runs().insertRun(run).valueOr(0));
    return ids;
}

QStringList compareArgs(const QString &notebook, const StoredArms &ids, bool json = true)
{
    QStringList args{QStringLiteral("--notebook"), notebook};
    if (json)
        args << QStringLiteral("--json");
    args << QStringLiteral("compare") << QStringLiteral("--control") << ids.control
         << QStringLiteral("--candidate") << ids.candidate;
    return args;
}

const QStringList kGateIds{QStringLiteral("ledger_bound"),     QStringLiteral("output_length"),
                           QStringLiteral("fresh_response"),   QStringLiteral("thermal_clocks"),
                           QStringLiteral("one_variable"),     QStringLiteral("interleaving"),
                           QStringLiteral("sample_size"),      QStringLiteral("quality_canary"),
                           QStringLiteral("context_reported"), QStringLiteral("errors"),
                           QStringLiteral("steady_state")};
const QStringList kOutcomes{QStringLiteral("pass"), QStringLiteral("warn"), QStringLiteral("fail"),
                            QStringLiteral("not-applicable")};

void verifyGateArray(const QJsonArray &gates)
{
    QVERIFY(!gates.isEmpty());
    for (const QJsonValue &value : gates) {
        const QJsonObject gate = value.toObject();
        QVERIFY2(kGateIds.contains(gate.value(QStringLiteral("gate")).toString()),
                 qPrintable(gate.value(QStringLiteral("gate")).toString()));
        QVERIFY(kOutcomes.contains(gate.value(QStringLiteral("outcome")).toString()));
        QVERIFY(!gate.value(QStringLiteral("reason")).toString().isEmpty());
    }
}

} // namespace

class TestCliCompare : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_count = 0;
    QString freshNotebook()
    {
        return m_dir.filePath(QStringLiteral("n%1.lanebook").arg(++m_count));
    }

private Q_SLOTS:
    void plantedWaveEightPercentFaster()
    {
        const QString notebook = freshNotebook();
        const StoredArms ids = store(notebook, interleavedWave({10, 64}, 6, 1.08));
        const CliResult result = runCli(compareArgs(notebook, ids));
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject json = objectOf(result);
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), QStringLiteral("faster"));
        const QJsonArray ci = json.value(QStringLiteral("ci95_pct")).toArray();
        QCOMPARE(ci.size(), 2);
        QVERIFY(ci.at(0).toDouble() > 0.0); // the interval excludes zero
        QVERIFY(std::fabs(json.value(QStringLiteral("delta_pct")).toDouble() - 8.0) < 1.0);
        QVERIFY(json.value(QStringLiteral("paired")).toBool());
        QCOMPARE(json.value(QStringLiteral("n_pairs")).toInt(), 12);
        QVERIFY(json.value(QStringLiteral("p")).toDouble() < 0.01);
        const QJsonArray points = json.value(QStringLiteral("points")).toArray();
        QCOMPARE(points.size(), 2);
        for (const QJsonValue &point : points) {
            QCOMPARE(point.toObject().value(QStringLiteral("verdict")).toString(),
                     QStringLiteral("faster"));
            QVERIFY(point.toObject().value(QStringLiteral("ci95_pct")).toArray().at(0).toDouble() >
                    0.0);
        }
        QCOMPARE(json.value(QStringLiteral("metric")).toString(),
                 QStringLiteral("output_tok_per_s"));
        verifyGateArray(json.value(QStringLiteral("gates")).toArray());
        // "verdict" stays the measured one; the planted runs lack the evidence the run gates
        // need, so the gates suggest inconclusive and the verdict does not count.
        QCOMPARE(json.value(QStringLiteral("suggested_status")).toString(),
                 QStringLiteral("inconclusive"));
        QCOMPARE(json.value(QStringLiteral("verdict_counts")).toBool(true), false);
        QVERIFY(json.value(QStringLiteral("verdict_note"))
                    .toString()
                    .contains(QStringLiteral("does not count")));

        // The comparison's gates are stored under its key.
        NotebookStore check;
        QVERIFY(check.open(notebook, NotebookStore::Access::ReadOnly));
        const QString key = json.value(QStringLiteral("key")).toString();
        QCOMPARE(check.judgements().comparisonGates(key).size(),
                 size_t(json.value(QStringLiteral("gates")).toArray().size()));

        // The text form: a seed-002 table, gates with reasons, the config diff.
        const CliResult text = runCli(compareArgs(notebook, ids, false));
        QCOMPARE(text.exitCode, 0);
        const QString out = QString::fromUtf8(text.out);
        for (const char *needle :
             {"point", "control", "candidate", "delta", "95% CI", "concurrency 10",
              "concurrency 64", "overall", "faster", "Gates", "one_variable", "Config diff",
              "config.quantization", "fp8 → nvfp4", "held fixed",
              // The metric by the name people read, and once the id --metric takes.
              "Output tok/s (output_tok_per_s; higher is better)"})
            QVERIFY2(out.contains(QString::fromUtf8(needle)), needle);
    }

    // Argv at flag level in the text form, the port mechanical, and a change of
    // two flags failing one_variable until --variable names it.
    void argvAtFlagLevelAndDeclaredVariable()
    {
        const QString notebook = freshNotebook();
        Arms arms = interleavedWave({32}, 6, 1.08, true);
        for (Run &run : arms.control)
            run.config["argv"] = {"llama-server", "-m", "m.gguf", "--port", "18081", "-t", "1"};
        for (Run &run : arms.candidate)
            run.config["argv"] = {"llama-server", "-m", "m.gguf", "--port", "18082", "-t", "2"};
        StoredArms ids = store(notebook, arms);
        CliResult text = runCli(compareArgs(notebook, ids, false));
        QCOMPARE(text.exitCode, 0);
        QString out = QString::fromUtf8(text.out);
        for (const char *needle : {"config.argv.-t", "1 → 2", "config.argv.--port", "18081 → 18082",
                                   "mechanical, not counted"})
            QVERIFY2(out.contains(QString::fromUtf8(needle)), needle);
        QVERIFY2(!out.contains(QLatin1String("llama-server -m")), qPrintable(out));

        const auto oneVariable = [](const CliResult &result) {
            for (const QJsonValue &gate :
                 objectOf(result).value(QStringLiteral("gates")).toArray()) {
                if (gate.toObject().value(QStringLiteral("gate")).toString() ==
                    QLatin1String("one_variable"))
                    return gate.toObject();
            }
            return QJsonObject();
        };
        QCOMPARE(oneVariable(runCli(compareArgs(notebook, ids))).value(QStringLiteral("outcome")),
                 QJsonValue(QStringLiteral("pass")));

        const QString speculative = freshNotebook();
        for (Run &run : arms.candidate)
            run.config["argv"] = {"llama-server", "-m",         "m.gguf",      "--port", "18082",
                                  "-md",          "draft.gguf", "--draft-max", "8"};
        ids = store(speculative, arms);
        QJsonObject gate = oneVariable(runCli(compareArgs(speculative, ids)));
        QCOMPARE(gate.value(QStringLiteral("outcome")).toString(), QStringLiteral("fail"));
        QVERIFY(gate.value(QStringLiteral("reason")).toString().contains(QLatin1String("-md")));
        const QStringList declared = compareArgs(speculative, ids)
                                     << QStringLiteral("--variable")
                                     << QStringLiteral("drafter=-md,--draft-max,-t");
        gate = oneVariable(runCli(declared));
        QCOMPARE(gate.value(QStringLiteral("outcome")).toString(), QStringLiteral("pass"));
        QVERIFY(gate.value(QStringLiteral("reason")).toString().contains(QLatin1String("drafter")));
        const CliResult bad = runCli(compareArgs(speculative, ids)
                                     << QStringLiteral("--variable") << QStringLiteral("drafter"));
        QVERIFY(bad.exitCode != 0);
        QVERIFY(bad.err.contains("NAME=KEY"));
    }

    void sameRecipeIsWithinNoise()
    {
        const QString notebook = freshNotebook();
        const StoredArms ids = store(notebook, interleavedWave({32}, 8, 1.0, true));
        const CliResult result = runCli(compareArgs(notebook, ids));
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(objectOf(result).value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("within-noise"));
    }

    void fivePairsAreNotEnoughData()
    {
        const QString notebook = freshNotebook();
        const StoredArms ids = store(notebook, interleavedWave({64}, 5, 1.08));
        const CliResult result = runCli(compareArgs(notebook, ids));
        QCOMPARE(result.exitCode, 0); // a result, not a failure
        const QJsonObject json = objectOf(result);
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("not-enough-data"));
        QVERIFY(json.value(QStringLiteral("ci95_pct")).isNull());
        QCOMPARE(json.value(QStringLiteral("p")).toDouble(), 0.0625);
        QVERIFY(
            json.value(QStringLiteral("message")).toString().contains(QStringLiteral("0.0625")));
    }

    void metricMissingOnOneSide()
    {
        const QString notebook = freshNotebook();
        Arms arms = interleavedWave({64}, 6, 1.08);
        for (Run &run : arms.candidate)
            std::erase_if(run.metrics, [](const MetricValue &m) {
                return m.name == QLatin1String("output_tok_per_s");
            });
        const StoredArms ids = store(notebook, arms);
        QStringList args = compareArgs(notebook, ids);
        args << QStringLiteral("--metric") << QStringLiteral("output_tok_per_s");
        const CliResult result = runCli(args);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("No candidate run records output_tok_per_s"),
                 result.err.constData());
        QVERIFY(result.err.contains("b-c64-r0"));
        QVERIFY(result.err.contains("--metric"));
        QCOMPARE(objectOf(result).value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("not-enough-data"));
    }

    void noSharedWorkloadPoint()
    {
        const QString notebook = freshNotebook();
        Arms arms = interleavedWave({10}, 3, 1.08);
        const Arms other = interleavedWave({64}, 3, 1.08);
        arms.candidate = other.candidate;
        const StoredArms ids = store(notebook, arms);
        const CliResult result = runCli(compareArgs(notebook, ids, false));
        QCOMPARE(result.exitCode, 1);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains("share no workload point"), result.err.constData());
        QVERIFY(result.err.contains("a-c10-r0") && result.err.contains("b-c64-r0"));
        QVERIFY(result.err.contains("concurrency 10") && result.err.contains("concurrency 64"));
    }

    // +43%, but the arms ran one after the other: the JSON keeps the measured verdict and says
    // it does not count; the text says what it would be and why, never "Verdict: faster".
    void invalidComparisonSaysWhyItDoesNotCount()
    {
        const QString notebook = freshNotebook();
        Arms arms;
        for (int i = 0; i < 6; ++i) {
            arms.control.push_back(servingRun(QStringLiteral("a%1").arg(i), controlConfig(), 64,
                                              1280.0 * (1.0 + wander(i)), i));
            arms.candidate.push_back(servingRun(QStringLiteral("b%1").arg(i), candidateConfig(), 64,
                                                1280.0 * 1.43 * (1.0 + wander(i + 2)), 100 + i));
        }
        const StoredArms ids = store(notebook, arms);
        const CliResult result = runCli(compareArgs(notebook, ids));
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject json = objectOf(result);
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), QStringLiteral("faster"));
        QCOMPARE(json.value(QStringLiteral("suggested_status")).toString(),
                 QStringLiteral("invalid"));
        QCOMPARE(json.value(QStringLiteral("verdict_counts")).toBool(true), false);
        QVERIFY2(json.value(QStringLiteral("verdict_note"))
                     .toString()
                     .contains(QStringLiteral("the gates suggest invalid (interleaving and "
                                              "repeats failed)")),
                 qPrintable(json.value(QStringLiteral("verdict_note")).toString()));

        const CliResult text = runCli(compareArgs(notebook, ids, false));
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Verdict: none. Candidate (B) would be faster (+4"),
                 text.out.constData());
        QVERIFY(text.out.contains("but this does not count: the gates suggest invalid"));
        QVERIFY(!text.out.contains("Verdict: faster"));
    }

    void oneRepeatNoiseFloorIsUnknown()
    {
        const QString notebook = freshNotebook();
        const StoredArms ids = store(notebook, interleavedWave({64}, 1, 1.08));
        const CliResult text = runCli(compareArgs(notebook, ids, false));
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.contains("the 1% minimum: noise floor unknown: repeat each arm at least "
                                   "3 times"),
                 text.out.constData());
        QVERIFY(objectOf(runCli(compareArgs(notebook, ids)))
                    .value(QStringLiteral("noise_floor_pct"))
                    .isNull());
    }

    void realSglangSamples()
    {
        const QString notebook = freshNotebook();
        const CliResult imported =
            runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("import"),
                    dataPath(QStringLiteral("sglang"))});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        // Two single runs at one point: a result with a message, not a number that means nothing.
        const CliResult pair =
            runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                    QStringLiteral("compare"), QStringLiteral("sglang-rinf-o4"),
                    QStringLiteral("sglang-rinf-o5")});
        QVERIFY2(pair.exitCode == 0, pair.err.constData());
        const QJsonObject json = objectOf(pair);
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("not-enough-data"));
        QVERIFY(json.value(QStringLiteral("ci95_pct")).isNull());
        QVERIFY(!json.value(QStringLiteral("paired")).toBool()); // no start times recorded
        QVERIFY(
            json.value(QStringLiteral("message")).toString().contains(QStringLiteral("two runs")));
        QCOMPARE(json.value(QStringLiteral("points")).toArray().size(), 1);
        // An unlimited-rate run and a 1 req/s run share no point.
        const CliResult apart =
            runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("compare"),
                    QStringLiteral("sglang-rinf-o1"), QStringLiteral("sglang-r1-o1")});
        QCOMPARE(apart.exitCode, 1);
        QVERIFY(apart.err.contains("sglang-rinf-o1") && apart.err.contains("sglang-r1-o1"));
        QVERIFY(apart.err.contains("rate 1/s"));
    }

    void realLlamaBenchRowsAtDifferentDepths()
    {
        const QString notebook = freshNotebook();
        runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("import"),
                dataPath(
                    QStringLiteral("synthetic/llama-bench/llama-bench_2026_fa-auto-off-on.json"))});
        const QJsonArray runs =
            QJsonDocument::fromJson(runCli({QStringLiteral("--notebook"), notebook,
                                            QStringLiteral("--json"), QStringLiteral("runs")})
                                        .out)
                .array();
        QStringList tg;
        for (const QJsonValue &value : runs) {
            if (value.toObject()
                    .value(QStringLiteral("metrics"))
                    .toObject()
                    .contains(QStringLiteral("gen_tok_per_s")))
                tg << QString::number(value.toObject().value(QStringLiteral("id")).toInteger());
        }
        QVERIFY(tg.size() >= 2);
        const CliResult result =
            runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                    QStringLiteral("compare"), tg.at(0), tg.at(1)});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(objectOf(result).value(QStringLiteral("metric")).toString(),
                 QStringLiteral("gen_tok_per_s"));
        QVERIFY2(result.err.contains("depth 0") && result.err.contains("depth 8192"),
                 result.err.constData());
    }

    void gatesOfARun()
    {
        const QString notebook = freshNotebook();
        const StoredArms ids = store(notebook, interleavedWave({64}, 1, 1.0));
        const CliResult result =
            runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                    QStringLiteral("gates"), ids.control.first()});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonArray gates = QJsonDocument::fromJson(result.out).array();
        verifyGateArray(gates);
        QStringList seen;
        for (const QJsonValue &gate : gates)
            seen << gate.toObject().value(QStringLiteral("gate")).toString();
        for (const char *id : {"ledger_bound", "output_length", "fresh_response", "thermal_clocks",
                               "quality_canary", "context_reported", "errors", "steady_state"})
            QVERIFY2(seen.contains(QString::fromLatin1(id)), id);

        NotebookStore check;
        QVERIFY(check.open(notebook, NotebookStore::Access::ReadOnly));
        QCOMPARE(check.judgements().runGates(ids.control.first().toLongLong()).size(),
                 size_t(gates.size()));
        QVERIFY(check.runs().run(ids.control.first().toLongLong())->status != RunStatus::Unjudged);

        const CliResult text = runCli({QStringLiteral("--notebook"), notebook,
                                       QStringLiteral("gates"), QStringLiteral("a-c64-r0")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Suggested status:"));
        QVERIFY(text.out.contains("context_reported"));
    }

    void usageAndLookupErrors()
    {
        const QString notebook = freshNotebook();
        const StoredArms ids = store(notebook, interleavedWave({64}, 1, 1.0));
        const QStringList base{QStringLiteral("--notebook"), notebook};
        QCOMPARE(
            runCli(base + QStringList{QStringLiteral("compare"), QStringLiteral("1")}).exitCode, 2);
        QCOMPARE(runCli(base + QStringList{QStringLiteral("compare"), QStringLiteral("--control"),
                                           QStringLiteral("1")})
                     .exitCode,
                 2);
        QCOMPARE(runCli(base + QStringList{QStringLiteral("compare"), QStringLiteral("1"),
                                           QStringLiteral("2"), QStringLiteral("--control"),
                                           QStringLiteral("1")})
                     .exitCode,
                 2);
        QCOMPARE(runCli(base + QStringList{QStringLiteral("compare"), QStringLiteral("1"),
                                           QStringLiteral("2"), QStringLiteral("--bogus")})
                     .exitCode,
                 2);
        QCOMPARE(runCli(base + QStringList{QStringLiteral("gates")}).exitCode, 2);
        const CliResult missing =
            runCli(base + QStringList{QStringLiteral("compare"), QStringLiteral("1"),
                                      QStringLiteral("no-such-run")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("no-such-run"));
        const CliResult noNotebook =
            runCli({QStringLiteral("--notebook"), m_dir.filePath(QStringLiteral("none.lanebook")),
                    QStringLiteral("gates"), QStringLiteral("1")});
        QCOMPARE(noNotebook.exitCode, 1);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("none.lanebook"))));
        const CliResult help = runCli({QStringLiteral("--help")});
        QVERIFY(help.out.contains("compare --control RUN... --candidate RUN..."));
        QVERIFY(help.out.contains("gates RUN"));
        Q_UNUSED(ids);
    }
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_clicompare.moc"
