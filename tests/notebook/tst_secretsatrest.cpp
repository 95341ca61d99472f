// Secrets are redacted as they are stored: a distinct secret planted in every channel a run,
// a wave, a note or a finding carries must be found nowhere in the notebook file or its WAL
// (read as bytes, as an attacker with the file would), nor in what the store reads back.
#include "backends/notebook/notebookstore.h"

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
        const auto id = store.runs().insertRun(run);
        QVERIFY2(id, qPrintable(store.lastError()));

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
        for (const RunAnnotation &a : store.runs().annotations(*id))
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
};

QTEST_GUILESS_MAIN(TestSecretsAtRest)
#include "tst_secretsatrest.moc"
