// Conversations to send turn by turn (models/loadgen/conversation.h): every turn of a real
// ShareGPT file (LLaMA-Factory's glaive_toolcall_en_demo.json, SOURCES.md: 300 tool-using
// conversations, human/gpt/function_call/observation), the OpenAI messages shape with a
// system prompt, damaged entries refused by place; a turn's messages are its history and its
// new message; synthetic conversations share nothing but their own history.
#include "models/loadgen/conversation.h"
#include "testutils.h"

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

#include <sstream>

using namespace lanebook;

namespace {

std::string readData(const QString &relative)
{
    QFile file(test::dataPath(relative));
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

std::vector<std::string> wordsOf(std::string_view text)
{
    std::istringstream in{std::string(text)};
    std::vector<std::string> words;
    for (std::string word; in >> word;)
        words.push_back(word);
    return words;
}

} // namespace

class TestConversation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realShareGptToolConversations()
    {
        const std::string text = readData(QStringLiteral("sharegpt/glaive_toolcall_en_demo.json"));
        QVERIFY(!text.empty());
        const Expected<std::vector<ConversationScript>> parsed = parseConversations(text);
        QVERIFY2(parsed, qPrintable(parsed.error()));
        QCOMPARE(parsed->size(), std::size_t(300));
        // The file's first conversation: human, gpt, human, function_call, observation, gpt,
        // human, gpt. Four turns: the three humans and the tool's result.
        const nlohmann::json file = nlohmann::json::parse(text);
        const nlohmann::json &messages = file[0]["conversations"];
        const auto value = [&](int i) {
            return messages[std::size_t(i)]["value"].get<std::string>();
        };
        const ConversationScript &first = parsed->front();
        QCOMPARE(first.userTurns,
                 (std::vector<std::string>{value(0), value(2), value(4), value(6)}));
        QCOMPARE(first.fileReplies,
                 (std::vector<std::string>{value(1), value(3), value(5), value(7)}));
        // Every conversation has a turn for each human or observation message that does not
        // follow another such message, and a reply slot for each.
        for (std::size_t c = 0; c < parsed->size(); ++c) {
            int turns = 0;
            bool lastWasInput = false;
            for (const nlohmann::json &m : file[c]["conversations"]) {
                const std::string from = m["from"].get<std::string>();
                const bool input = from == "human" || from == "observation";
                turns += input && !lastWasInput ? 1 : 0;
                lastWasInput = input;
            }
            QCOMPARE(int((*parsed)[c].userTurns.size()), turns);
            QCOMPARE((*parsed)[c].fileReplies.size(), (*parsed)[c].userTurns.size());
        }
    }

    void openAiMessagesWithASystemPrompt()
    {
        const std::string text =
            R"({"messages": [{"role": "assistant", "content": "ignored: answers nothing"},)"
            R"( {"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi"},)"
            R"( {"role": "user", "content": "there"}, {"role": "assistant", "content": "Hello"},)"
            R"( {"role": "user", "content": "Bye"}]})"
            "\n";
        const Expected<std::vector<ConversationScript>> parsed = parseConversations(text);
        QVERIFY2(parsed, qPrintable(parsed.error()));
        QCOMPARE(parsed->size(), std::size_t(1));
        QCOMPARE(parsed->front().userTurns,
                 (std::vector<std::string>{"Be brief.\nHi\nthere", "Bye"}));
        QCOMPARE(parsed->front().fileReplies, (std::vector<std::string>{"Hello", ""}));
    }

    void damagedEntriesAreRefusedByPlace_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("named");
        const QByteArray good = R"({"conversations": [{"from": "human", "value": "a"}]})";
        QTest::newRow("no user turn")
            << good + "\n" + R"({"conversations": [{"from": "gpt", "value": "b"}]})"
            << QStringLiteral("line 2: no user turn in the conversation");
        QTest::newRow("no list") << good + "\n\n" + R"({"prompt": "x"})"
                                 << QStringLiteral("line 3: no \"conversations\" or \"messages\"");
        QTest::newRow("not an object")
            << QByteArray("[") + good + ", 5]" << QStringLiteral("entry 2: expected a JSON object");
        QTest::newRow("not json") << good + "\n{" << QStringLiteral("line 2: not valid JSON");
        QTest::newRow("deep") << QByteArray(100'000, '[') << QStringLiteral("nests deeper");
        QTest::newRow("empty") << QByteArray("\n\n") << QStringLiteral("no conversations");
    }
    void damagedEntriesAreRefusedByPlace()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, named);
        const Expected<std::vector<ConversationScript>> parsed =
            parseConversations(text.toStdString());
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().contains(named), qPrintable(parsed.error()));
    }

    // Turn k's messages are turns 0..k-1 with their replies, then turn k's own message.
    void aTurnCarriesItsHistory()
    {
        ConversationScript script;
        script.userTurns = {"u0", "u1", "u2"};
        script.fileReplies = {"f0", "f1", "f2"};
        const std::vector<std::string_view> replies = {"r0", "r1"};
        const std::vector<ChatMessage> first = turnMessages(script, 0, {});
        QCOMPARE(first.size(), std::size_t(1));
        QCOMPARE(first[0].text, std::string_view("u0"));
        const std::vector<ChatMessage> third = turnMessages(script, 2, replies);
        QCOMPARE(third.size(), std::size_t(5));
        const std::vector<std::string_view> texts = {third[0].text, third[1].text, third[2].text,
                                                     third[3].text, third[4].text};
        QCOMPARE(texts, (std::vector<std::string_view>{"u0", "r0", "u1", "r1", "u2"}));
        QVERIFY(!third[0].fromAssistant && third[1].fromAssistant && !third[4].fromAssistant);
    }

    void syntheticConversationsShareNothing()
    {
        const ConversationScript a = syntheticConversation(3, 100, 20, 7, 0);
        const ConversationScript b = syntheticConversation(3, 100, 20, 7, 1);
        QCOMPARE(a.userTurns.size(), std::size_t(3));
        QCOMPARE(wordsOf(a.userTurns[0]).size(), std::size_t(100));
        QCOMPARE(wordsOf(a.userTurns[1]).size(), std::size_t(20));
        QCOMPARE(wordsOf(a.userTurns[2]).size(), std::size_t(20));
        QVERIFY(wordsOf(a.userTurns[0])[0] != wordsOf(b.userTurns[0])[0]);
        QVERIFY(wordsOf(a.userTurns[1])[0] != wordsOf(a.userTurns[2])[0]);
        QCOMPARE(a.userTurns, syntheticConversation(3, 100, 20, 7, 0).userTurns);
        QCOMPARE(a.fileReplies, (std::vector<std::string>{"", "", ""}));
    }
};

QTEST_GUILESS_MAIN(TestConversation)
#include "tst_conversation.moc"
