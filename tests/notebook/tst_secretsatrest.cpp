// Secrets are redacted as they are stored: a distinct secret planted in every channel a run,
// a wave, a note or a finding carries must be found nowhere in the notebook file or its WAL
// (read as bytes, as an attacker with the file would), nor in what the store reads back.
#include "backends/notebook/notebookstore.h"
#include "secretkeylists.h"

#include "testutils.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

// Each secret is distinct, so a hit names the channel that leaked it.
const QStringList &plantedSecrets()
{
    static const QStringList secrets = {
        QStringLiteral("argv-secret-1a2b3c"),         // --api-key VALUE
        QStringLiteral("argv-eq-secret-4d5e6f"),      // --hf-token=VALUE
        QStringLiteral("env-camel-secret-7g8h"),      // env {"hfToken": ...}
        QStringLiteral("env-upper-secret-9i0j"),      // env {"OPENAI_API_KEY": ...}
        QStringLiteral("url-pass-secret-k1l2"),       // http://user:PASS@host
        QStringLiteral("bearer-secret-m3n4o5"),       // Authorization: Bearer ...
        QStringLiteral("hf_ReasonSecretAbcdefghij"),  // a token shape in a status reason
        QStringLiteral("sk-LogTailSecret0123456789"), // a token shape in a server log tail
        QStringLiteral("tool-config-secret-p6q7"),    // AIPerf input_config api_key
        QStringLiteral("note-secret-r8s9t0"),         // a note: HF_TOKEN=...
        QStringLiteral("finding-secret-u1v2w3"),      // a finding's analysis: api_key: ...
        QStringLiteral("plan-secret-x4y5z6"),         // a wave plan's env
        QStringLiteral("sample-secret-a7b8c9"),       // a request's error text
    };
    return secrets;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestSecretsAtRest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noPlantedSecretReachesTheFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("nb.lanebook"));
        const QStringList &s = plantedSecrets();
        NotebookStore store;
        QVERIFY(store.open(path));

        Run run;
        run.label = QStringLiteral("bench");
        run.model = QStringLiteral("m");
        run.statusReason = QString(QStringLiteral("server said token ") + s[6]);
        run.config = {
            {"argv",
             {"vllm", "serve", "m", "--api-key", s[0].toStdString(),
              "--hf-token=" + s[1].toStdString()}},
            {"env", {{"hfToken", s[2].toStdString()}, {"OPENAI_API_KEY", s[3].toStdString()}}},
            {"base_url", "http://lab:" + s[4].toStdString() + "@127.0.0.1:8000"}};
        run.extra = {{"request_headers", {{"Authorization", "Bearer " + s[5].toStdString()}}},
                     {"input_config", {{"endpoint", {{"api_key", s[8].toStdString()}}}}}};
        RequestSample sample;
        sample.error = QStringLiteral("HTTP 401: invalid api_key=") + s[12];
        run.samples.push_back(sample);
        run.setMetric(QStringLiteral("output_tok_per_s"), 10.0);
        const Expected<qint64> id = store.runs().insertRun(run);
        LANEBOOK_VERIFY_EXPECTED(id);

        const auto waveId =
            store.waves().create(QStringLiteral("w"), {},
                                 {{"configs", {{{"env", {{"HF_TOKEN", s[11].toStdString()}}}}}}});
        QVERIFY(waveId);
        WaveRunPlacement placement;
        placement.waveId = *waveId;
        placement.arm = QStringLiteral("A");
        placement.logTail = QStringLiteral("INFO loaded key ") + s[7];
        QVERIFY(store.waves().insertRun(run, placement));

        QVERIFY(store.runs().addNote(*id, QStringLiteral("reproduce with HF_TOKEN=") + s[9]));
        NewFinding finding;
        finding.title = QStringLiteral("f");
        const auto findingId = store.findings().create(finding);
        QVERIFY(findingId);
        QVERIFY(store.findings().updateField(*findingId, FindingField::Analysis,
                                             QStringLiteral("set api_key: ") + s[10]));

        // What the store reads back, then the bytes on disk, WAL included, before and after
        // a checkpoint.
        QByteArray readBack = QByteArray::fromStdString(store.runs().run(*id)->config.dump()) +
                              QByteArray::fromStdString(store.runs().run(*id)->extra.dump()) +
                              store.runs().run(*id)->statusReason.toUtf8() +
                              store.runs().requestSamples(*id).front().error.toUtf8() +
                              store.findings().finding(*findingId)->analysisMarkdown.toUtf8() +
                              QByteArray::fromStdString(store.waves().wave(*waveId)->plan.dump());
        for (const RunAnnotation &a : store.runs().annotations(*id).valueOr({}))
            readBack += a.text.toUtf8();
        for (const WaveRunPlacement &p : store.waves().placements(*waveId))
            readBack += p.logTail.toUtf8();
        const QByteArray onDisk = fileBytes(path) + fileBytes(path + QStringLiteral("-wal"));
        QVERIFY(onDisk.size() > 0);
        for (const QString &secret : s) {
            QVERIFY2(!readBack.contains(secret.toUtf8()), qPrintable(secret));
            QVERIFY2(!onDisk.contains(secret.toUtf8()), qPrintable(secret));
        }
        store.close();
        const QByteArray checkpointed = fileBytes(path) + fileBytes(path + QStringLiteral("-wal"));
        for (const QString &secret : s)
            QVERIFY2(!checkpointed.contains(secret.toUtf8()), qPrintable(secret));
        // The rest is kept: redaction takes the secret, not the record.
        NotebookStore again;
        QVERIFY(again.open(path, NotebookStore::Access::ReadOnly));
        QVERIFY(again.runs().run(*id)->config["argv"][3] == "--api-key");
        QVERIFY(again.runs().run(*id)->config["env"].size() == 2);
    }

    // A whole run through the store (issue 27): every key that holds a credential's word inside
    // a longer name keeps its value exactly, in the config, the workload, the tool's extra keys,
    // the server metrics, the argv, a server log tail, a note and a status reason; the real
    // secrets beside them, in the three cases, are gone from what is read back and the file.
    void dataNamedLikeSecretsSurvivesTheStore()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("nb.lanebook"));
        NotebookStore store;
        QVERIFY(store.open(path));
        const QStringList &data = test::dataKeys();
        const QStringList &credentials = test::credentialKeys();
        QVERIFY(data.size() >= 30);

        nlohmann::json values = nlohmann::json::object();
        nlohmann::json metrics = nlohmann::json::object();
        nlohmann::json argv = nlohmann::json::array({"vllm", "serve", "m"});
        QStringList logLines;
        for (qsizetype i = 0; i < data.size(); ++i) {
            const std::string key = data[i].toStdString();
            // Numbers, booleans and text in turn: text is where a word rule used to strike.
            values[key] = i % 3 == 0   ? nlohmann::json(1000 + i)
                          : i % 3 == 1 ? nlohmann::json("value-" + std::to_string(i))
                                       : nlohmann::json(i % 2 == 0);
            metrics[key] = 0.25 * double(i);
            argv.push_back("--" + key);
            argv.push_back(std::to_string(i));
            logLines << QStringLiteral("%1=%2").arg(data[i]).arg(i);
        }
        nlohmann::json secrets = nlohmann::json::object();
        QStringList planted;
        for (qsizetype i = 0; i < credentials.size(); ++i) {
            const QString secret = QStringLiteral("planted-secret-%1-x").arg(i);
            planted << secret;
            secrets[credentials[i].toStdString()] = secret.toStdString();
            argv.push_back("--" + credentials[i].toStdString());
            argv.push_back(secret.toStdString());
            logLines << QStringLiteral("%1=%2").arg(credentials[i], secret);
        }
        Run run;
        run.label = QStringLiteral("walk");
        run.model = QStringLiteral("m");
        run.config = values;
        run.config["argv"] = argv;
        run.config["env"] = secrets;
        run.workload = values;
        run.extra = values;
        run.extra["server_metrics"] = {{"counter_deltas", metrics}};
        run.extra["input_config"] = secrets;
        run.statusReason = logLines.join(u' ');
        const auto waveId = store.waves().create(QStringLiteral("w"), {}, {{"configs", {}}});
        QVERIFY(waveId);
        WaveRunPlacement placement;
        placement.waveId = *waveId;
        placement.arm = QStringLiteral("A");
        placement.logTail = logLines.join(u'\n');
        const Expected<qint64> id = store.waves().insertRun(run, placement);
        LANEBOOK_VERIFY_EXPECTED(id);
        QVERIFY(store.runs().addNote(*id, logLines.join(u' ')));

        const Run back = *store.runs().run(*id);
        for (const QString &key : data) {
            const std::string k = key.toStdString();
            QVERIFY2(back.config[k] == values[k], qPrintable(QStringLiteral("config ") + key));
            QVERIFY2(back.workload[k] == values[k], qPrintable(QStringLiteral("workload ") + key));
            QVERIFY2(back.extra[k] == values[k], qPrintable(QStringLiteral("extra ") + key));
            QVERIFY2(back.extra["server_metrics"]["counter_deltas"][k] == metrics[k],
                     qPrintable(QStringLiteral("server metrics ") + key));
        }
        for (size_t n = 0; n < size_t(data.size()) * 2 + 3; ++n)
            QVERIFY2(back.config["argv"][n] == argv[n], qPrintable(QString::number(n)));
        // Every KEY=VALUE of a data key is kept as written in the texts.
        QString texts = back.statusReason;
        for (const WaveRunPlacement &p : store.waves().placements(*waveId))
            texts += p.logTail;
        for (const RunAnnotation &a : store.runs().annotations(*id).valueOr({}))
            texts += a.text;
        for (qsizetype i = 0; i < data.size(); ++i) {
            const QString kept = QStringLiteral("%1=%2").arg(data[i]).arg(i);
            QCOMPARE(texts.count(kept), qsizetype(3));
        }
        // No secret anywhere: what is read back, then the file and its WAL.
        const QByteArray readBack = QByteArray::fromStdString(back.config.dump()) +
                                    QByteArray::fromStdString(back.extra.dump()) + texts.toUtf8();
        const QByteArray onDisk = fileBytes(path) + fileBytes(path + QStringLiteral("-wal"));
        for (const QString &secret : planted) {
            QVERIFY2(!readBack.contains(secret.toUtf8()), qPrintable(secret));
            QVERIFY2(!onDisk.contains(secret.toUtf8()), qPrintable(secret));
        }
    }
};

QTEST_GUILESS_MAIN(TestSecretsAtRest)
#include "tst_secretsatrest.moc"
