// GET /v1/models answers as servers send them, and as hostile or broken peers might: the
// first string id, or nothing, never a crash (an entry without "id" was undefined behaviour).
#include "models/loadgen/modelslist.h"

#include <QTest>

using namespace lanebook;

class TestModelsList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstModelId_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("id");
        // vLLM's shape, and llama-server's, which adds a "models" list.
        QTest::newRow("vllm") << QByteArray(R"({"object":"list","data":[{"id":"Qwen/Qwen3-8B",
            "object":"model","created":1,"owned_by":"vllm","root":"Qwen/Qwen3-8B","max_model_len":32768}]})")
                              << QStringLiteral("Qwen/Qwen3-8B");
        QTest::newRow("llama-server")
            << QByteArray(R"({"models":[{"name":"m.gguf"}],"object":"list",
            "data":[{"id":"m.gguf","object":"model","owned_by":"llamacpp","meta":{"n_ctx_train":4096}}]})")
            << QStringLiteral("m.gguf");
        QTest::newRow("entry without id first")
            << QByteArray(R"({"data":[{"object":"model"},{"id":"b"}]})") << QStringLiteral("b");
        QTest::newRow("only an entry without id") << QByteArray(R"({"data":[{}]})") << QString();
        QTest::newRow("id of another type") << QByteArray(R"({"data":[{"id":5}]})") << QString();
        QTest::newRow("entries not objects") << QByteArray(R"({"data":[1,"x",null]})") << QString();
        QTest::newRow("data not a list") << QByteArray(R"({"data":{"id":"x"}})") << QString();
        QTest::newRow("empty list") << QByteArray(R"({"data":[]})") << QString();
        QTest::newRow("a list") << QByteArray(R"([{"id":"x"}])") << QString();
        QTest::newRow("not json") << QByteArray("<html>502</html>") << QString();
        QTest::newRow("empty") << QByteArray() << QString();
    }
    void firstModelId()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, id);
        QCOMPARE(firstModelIdOf(body), id);
    }
};

QTEST_GUILESS_MAIN(TestModelsList)
#include "tst_modelslist.moc"
