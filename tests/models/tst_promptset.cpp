// PromptSet: prompt files in JSONL / ShareGPT shapes; bad lines are named.
#include "models/loadgen/promptset.h"
#include "testutils.h"

#include <QFile>
#include <QTest>

using namespace lanebook;

namespace {

std::string readData(const char *name)
{
    QFile file(test::dataPath(QStringLiteral("synthetic/loadgen/") + QLatin1String(name)));
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

} // namespace

class TestPromptSet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonlShapes()
    {
        const PromptSet set = PromptSet::parse(readData("sharegpt-prompts.jsonl"));
        QVERIFY2(set.ok(), qPrintable(set.error));
        QCOMPARE(set.prompts,
                 (std::vector<std::string>{"Explain KV caching in two sentences.",
                                           "What is speculative decoding?",
                                           "Write a haiku about GPUs.", "Summarise the paper."}));
    }

    void badLineIsNamed()
    {
        const PromptSet set = PromptSet::parse(readData("sharegpt-prompts-bad.jsonl"));
        QVERIFY(!set.ok());
        QVERIFY(set.prompts.empty());
        QVERIFY2(set.error.startsWith(QLatin1String("line 2:")), qPrintable(set.error));
        const PromptSet broken = PromptSet::parse("{\"prompt\": \"a\"}\n{not json\n");
        QVERIFY2(broken.error.startsWith(QLatin1String("line 2: not valid JSON")),
                 qPrintable(broken.error));
    }

    void shareGptArray()
    {
        const PromptSet set = PromptSet::parse(
            R"([{"conversations":[{"from":"human","value":"one"}]},{"conversations":[{"from":"human","value":"two"}]}])");
        QVERIFY2(set.ok(), qPrintable(set.error));
        QCOMPARE(set.prompts.size(), std::size_t(2));
        QCOMPARE(set.prompts[1], std::string("two"));
        QVERIFY(PromptSet::parse(R"([{"x":1}])").error.startsWith(QLatin1String("entry 1:")));
    }

    void emptyFileIsAnError()
    {
        QVERIFY(!PromptSet::parse("").ok());
        QVERIFY(!PromptSet::parse("\n\n").ok());
    }
};

QTEST_GUILESS_MAIN(TestPromptSet)
#include "tst_promptset.moc"
