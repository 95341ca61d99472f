// Mooncake request traces (models/loadgen/requesttrace.h): the real FAST'25 traces' first 200
// lines (tests/data/mooncake, SOURCES.md) read line by line as the file says; the reuse they
// imply counted again here the slow way (each request against every earlier one); damaged
// lines refused by line; trace prompts built so that shared block ids are shared text and
// nothing else is.
#include "models/loadgen/requesttrace.h"
#include "testutils.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <sstream>

using namespace lanebook;

namespace {

std::string readData(const QString &relative)
{
    QFile file(test::dataPath(relative));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

// The reuse an unbounded cache would give, counted pairwise: each request's longest run of
// leading block ids that one earlier request also opened with.
TraceReuse pairwiseReuse(const RequestTrace &trace)
{
    TraceReuse reuse;
    for (std::size_t i = 0; i < trace.requests.size(); ++i) {
        const auto &ids = trace.requests[i].blockIds;
        std::size_t best = 0;
        for (std::size_t j = 0; j < i; ++j) {
            const auto &other = trace.requests[j].blockIds;
            const auto [a, b] = std::mismatch(ids.begin(), ids.end(), other.begin(), other.end());
            best = std::max(best, std::size_t(a - ids.begin()));
        }
        const double tokens = best == ids.size() ? trace.requests[i].inputTokens - 1.0
                                                 : double(best) * trace.blockTokens;
        reuse.cachedTokens += tokens;
        reuse.promptTokens += trace.requests[i].inputTokens;
        reuse.reusingRequests += tokens > 0.0 ? 1 : 0;
    }
    return reuse;
}

std::vector<std::string> wordsOf(const std::string &text)
{
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string word; in >> word;)
        words.push_back(word);
    return words;
}

std::size_t commonWords(const std::vector<std::string> &a, const std::vector<std::string> &b)
{
    return std::size_t(std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin());
}

} // namespace

class TestRequestTrace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realConversationTrace()
    {
        const std::string text =
            readData(QStringLiteral("mooncake/conversation_trace_head200.jsonl"));
        QVERIFY(!text.empty());
        const Expected<RequestTrace> trace = RequestTrace::parseMooncake(text, 512);
        QVERIFY2(trace, qPrintable(trace.error()));
        QCOMPARE(trace->requests.size(), std::size_t(200));
        QVERIFY(!trace->reordered);
        // Line 1: {"timestamp": 0, "input_length": 6758, "output_length": 500,
        // "hash_ids": [0, 1, ..., 13]}
        const TraceRequest &first = trace->requests.front();
        QCOMPARE(first.offsetS, 0.0);
        QCOMPARE(first.inputTokens, 6758);
        QCOMPARE(first.outputTokens, 500);
        QCOMPARE(first.blockIds.size(), std::size_t(14));
        QCOMPARE(first.blockIds.back(), std::uint64_t(13));
        QCOMPARE(first.line, 1);
        // Line 11: {"timestamp": 3000, "input_length": 13544, "output_length": 71, ...}
        const TraceRequest &eleventh = trace->requests[10];
        QCOMPARE(eleventh.offsetS, 3.0);
        QCOMPARE(eleventh.inputTokens, 13544);
        QCOMPARE(eleventh.outputTokens, 71);
        QCOMPARE(eleventh.blockIds.front(), std::uint64_t(0));
        QCOMPARE(eleventh.blockIds[1], std::uint64_t(219));
        // Every conversation opens with block 0 (a shared system prompt): all but the first
        // request reuse at least its 512 tokens.
        const TraceReuse reuse = trace->impliedReuse();
        const TraceReuse counted = pairwiseReuse(*trace);
        QCOMPARE(reuse.cachedTokens, counted.cachedTokens);
        QCOMPARE(reuse.promptTokens, counted.promptTokens);
        QCOMPARE(reuse.reusingRequests, counted.reusingRequests);
        QVERIFY(reuse.reusingRequests >= 199);
        QVERIFY(reuse.cachedTokens >= 199.0 * 512);
        // 200 requests over the span to the last one's timestamp.
        QCOMPARE(trace->meanRatePerS(), 199.0 / trace->requests.back().offsetS);
    }

    // The synthetic trace keeps each conversation's turns in order: later turns reuse the
    // earlier turns' blocks, which is what the pairwise count finds too.
    void realSyntheticTrace()
    {
        const std::string text = readData(QStringLiteral("mooncake/synthetic_trace_head200.jsonl"));
        const Expected<RequestTrace> trace = RequestTrace::parseMooncake(text, 512);
        QVERIFY2(trace, qPrintable(trace.error()));
        QCOMPARE(trace->requests.size(), std::size_t(200));
        QCOMPARE(trace->requests[0].inputTokens, 40160);
        QCOMPARE(trace->requests[0].outputTokens, 6);
        QCOMPARE(trace->requests[0].blockIds.size(), std::size_t(79));
        const TraceReuse reuse = trace->impliedReuse();
        const TraceReuse counted = pairwiseReuse(*trace);
        QCOMPARE(reuse.cachedTokens, counted.cachedTokens);
        QCOMPARE(reuse.reusingRequests, counted.reusingRequests);
        QVERIFY(reuse.reusingRequests > 0);
        QVERIFY(reuse.share() > 0.0 && reuse.share() < 1.0);
    }

    // The block size is part of the format: at 256 tokens a block, the real trace's ids cover
    // half its prompts, and the first line says so.
    void aWrongBlockSizeIsNamed()
    {
        const std::string text =
            readData(QStringLiteral("mooncake/conversation_trace_head200.jsonl"));
        const Expected<RequestTrace> trace = RequestTrace::parseMooncake(text, 256);
        QVERIFY(!trace);
        QVERIFY2(trace.error().startsWith(QStringLiteral("line 1: 14 block ids of 256 tokens do "
                                                         "not cover an input_length of 6758")),
                 qPrintable(trace.error()));
        QVERIFY(trace.error().contains(QStringLiteral("--trace-block-tokens")));
        QVERIFY(!RequestTrace::parseMooncake(text, 0));
    }

    void damagedLinesAreRefusedByLine_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("named");
        const auto row = [](const char *name, const QByteArray &line, const char *named) {
            QTest::newRow(name) << line << QString::fromUtf8(named);
        };
        row("not json", R"({"timestamp": 0, "input_length": 10,)", "not valid JSON");
        row("array", R"([0, 10, 5, [1]])", "expected a JSON object");
        row("no timestamp", R"({"input_length": 10, "output_length": 5, "hash_ids": [1]})",
            "\"timestamp\"");
        row("negative time",
            R"({"timestamp": -5, "input_length": 10, "output_length": 5, "hash_ids": [1]})",
            "between 0 and 30 days");
        row("a century away",
            R"({"timestamp": 3.2e12, "input_length": 10, "output_length": 5, "hash_ids": [1]})",
            "between 0 and 30 days");
        row("zero input",
            R"({"timestamp": 0, "input_length": 0, "output_length": 5, "hash_ids": []})",
            "\"input_length\" is 0");
        row("fractional input",
            R"({"timestamp": 0, "input_length": 10.5, "output_length": 5, "hash_ids": [1]})",
            "\"input_length\" is not a whole number");
        row("a billion words",
            R"({"timestamp": 0, "input_length": 1000000000, "output_length": 5, "hash_ids": [1]})",
            "\"input_length\" is 1000000000");
        row("huge unsigned",
            R"({"timestamp": 0, "input_length": 18446744073709551615, "output_length": 5, "hash_ids": [1]})",
            "\"input_length\" is 18446744073709551615");
        row("no output", R"({"timestamp": 0, "input_length": 10, "hash_ids": [1]})",
            "\"output_length\" is missing");
        row("text ids",
            R"({"timestamp": 0, "input_length": 10, "output_length": 5, "hash_ids": "1,2"})",
            "\"hash_ids\" is missing or not a list");
        row("negative id",
            R"({"timestamp": 0, "input_length": 10, "output_length": 5, "hash_ids": [-1]})",
            "\"hash_ids\" holds -1");
        row("string id",
            R"({"timestamp": 0, "input_length": 10, "output_length": 5, "hash_ids": ["a"]})",
            "\"hash_ids\" holds \"a\"");
        row("too few ids",
            R"({"timestamp": 0, "input_length": 1025, "output_length": 5, "hash_ids": [1, 2]})",
            "2 block ids of 512 tokens do not cover an input_length of 1025 (it needs 3)");
        row("too many ids",
            R"({"timestamp": 0, "input_length": 512, "output_length": 5, "hash_ids": [1, 2]})",
            "(it needs 1)");
        row("deep nesting", QByteArray(200'000, '[') + QByteArray(200'000, ']'), "nests deeper");
    }
    void damagedLinesAreRefusedByLine()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, named);
        // Two good lines and a blank one before it: the damaged line is line 4.
        const QByteArray text =
            QByteArray(
                R"({"timestamp": 0, "input_length": 600, "output_length": 5, "hash_ids": [1, 2]})") +
            "\n\n" +
            R"({"timestamp": 10, "input_length": 10, "output_length": 5, "hash_ids": [3]})" + "\n" +
            line + "\n";
        const Expected<RequestTrace> trace = RequestTrace::parseMooncake(text.toStdString(), 512);
        QVERIFY(!trace);
        QVERIFY2(trace.error().startsWith(QStringLiteral("line 4: ")), qPrintable(trace.error()));
        QVERIFY2(trace.error().contains(named), qPrintable(trace.error()));
    }

    void emptyTraceIsRefused()
    {
        const Expected<RequestTrace> trace = RequestTrace::parseMooncake("\n  \n", 512);
        QVERIFY(!trace);
        QVERIFY2(trace.error().contains(QStringLiteral("no requests")), qPrintable(trace.error()));
    }

    // Lines out of time order are replayed in time order (equal times in the file's order),
    // from the earliest request; the run is told.
    void outOfOrderLinesAreSorted()
    {
        const std::string text =
            R"({"timestamp": 2500, "input_length": 3, "output_length": 1, "hash_ids": [7]})"
            "\n"
            R"({"timestamp": 1000, "input_length": 4, "output_length": 2, "hash_ids": [8]})"
            "\n"
            R"({"timestamp": 2500, "input_length": 5, "output_length": 3, "hash_ids": [9]})"
            "\n"
            R"({"timestamp": 1500.5, "input_length": 6, "output_length": 4, "hash_ids": [10]})";
        const Expected<RequestTrace> trace = RequestTrace::parseMooncake(text, 16);
        QVERIFY2(trace, qPrintable(trace.error()));
        QVERIFY(trace->reordered);
        std::vector<int> lines;
        std::vector<double> offsets;
        for (const TraceRequest &r : trace->requests) {
            lines.push_back(r.line);
            offsets.push_back(r.offsetS);
        }
        QCOMPARE(lines, (std::vector<int>{2, 4, 1, 3}));
        QCOMPARE(offsets, (std::vector<double>{0.0, 0.5005, 1.5, 1.5}));
        QCOMPARE(trace->meanRatePerS(), 3.0 / 1.5);
    }

    // AIPerf's mooncake_trace lines (ai-dynamo/aiperf MooncakeTrace, written here by hand): float
    // timestamps and extra keys are read; "text_input" is a literal prompt, its words its length
    // and its reuse the whole words it shares with an earlier prompt; without output_length the
    // load's own applies. Turns timed by "delay" alone and "messages" lines are refused by line.
    void aiperfLines()
    {
        const std::string text =
            R"({"session_id": "s1", "group_id": 46, "timestamp": 0.0, "input_length": 20, "output_length": 5, "hash_ids": [0, 1]})"
            "\n"
            R"({"timestamp": 12.5, "text_input": "alpha beta gamma delta", "output_length": 3})"
            "\n"
            R"({"timestamp": 20, "text_input": "alpha beta gamma epsilon zeta"})"
            "\n"
            R"({"timestamp": 30, "text_input": "alpha beta gammas"})"
            "\n"
            R"({"timestamp": 40, "text_input": "alpha beta gamma delta"})";
        const Expected<RequestTrace> trace = RequestTrace::parseMooncake(text, 16);
        QVERIFY2(trace, qPrintable(trace.error()));
        QCOMPARE(trace->requests.size(), std::size_t(5));
        QCOMPARE(trace->requests[1].offsetS, 0.0125);
        QCOMPARE(trace->requests[1].textInput, std::string("alpha beta gamma delta"));
        QCOMPARE(trace->requests[1].inputTokens, 4);
        QCOMPARE(trace->requests[1].outputTokens, 3);
        QCOMPARE(trace->requests[2].outputTokens, 0); // the load's own
        QCOMPARE(tracePrompt(trace->requests[1], 16, 3), std::string("alpha beta gamma delta"));
        QVERIFY(trace->requests[1].blockIds.empty());
        // Reuse: 0 (blocks), 0, 3 (alpha beta gamma), 2 ("gammas" is another word), 3 (a
        // repeat: all but its last word).
        const TraceReuse reuse = trace->impliedReuse();
        QCOMPARE(reuse.cachedTokens, 3.0 + 2.0 + 3.0);
        QCOMPARE(reuse.reusingRequests, 3);
        QCOMPARE(reuse.promptTokens, 20.0 + 4 + 5 + 3 + 4);

        const auto refusal = [](const std::string &line) {
            const Expected<RequestTrace> t = RequestTrace::parseMooncake(line, 16);
            return t ? QString() : t.error();
        };
        QVERIFY(
            refusal(R"({"session_id": "s1", "delay": 1200, "input_length": 8, "hash_ids": [4]})")
                .contains(QStringLiteral("line 1: no \"timestamp\", only a \"delay\"")));
        QVERIFY(refusal(R"({"timestamp": 0, "messages": [{"role": "user", "content": "hi"}]})")
                    .contains(QStringLiteral("\"messages\" lines (AIPerf's) are not replayed")));
        QVERIFY(refusal(R"({"timestamp": 0, "text_input": "a b", "hash_ids": [1]})")
                    .contains(QStringLiteral("both \"text_input\" and \"hash_ids\"")));
        QVERIFY(refusal(R"({"timestamp": 0, "text_input": ""})")
                    .contains(QStringLiteral("not a prompt")));
        QVERIFY(refusal(R"({"timestamp": 0, "text_input": "a", "output_length": 0})")
                    .contains(QStringLiteral("\"output_length\" is 0")));
    }

    // Shared block ids are shared words, exactly as many as the blocks hold; the first block
    // that differs differs from its first word; a partial block is the whole one's beginning;
    // another seed is other text.
    void promptsShareExactlyTheirSharedBlocks()
    {
        constexpr int block = 16;
        const auto request = [](int input, std::vector<std::uint64_t> ids) {
            TraceRequest r;
            r.inputTokens = input;
            r.outputTokens = 1;
            r.blockIds = std::move(ids);
            return r;
        };
        const TraceRequest a = request(40, {1, 2, 3});
        const TraceRequest b = request(48, {1, 2, 4});
        const TraceRequest c = request(20, {1, 5});
        const TraceRequest d = request(37, {1, 2, 3}); // a's blocks, its last one shorter
        const auto wa = wordsOf(tracePrompt(a, block, 9));
        const auto wb = wordsOf(tracePrompt(b, block, 9));
        const auto wc = wordsOf(tracePrompt(c, block, 9));
        const auto wd = wordsOf(tracePrompt(d, block, 9));
        QCOMPARE(wa.size(), std::size_t(40));
        QCOMPARE(wb.size(), std::size_t(48));
        QCOMPARE(wc.size(), std::size_t(20));
        QCOMPARE(commonWords(wa, wb), std::size_t(2 * block));
        QCOMPARE(commonWords(wa, wc), std::size_t(block));
        QCOMPARE(commonWords(wb, wc), std::size_t(block));
        QCOMPARE(commonWords(wa, wd), std::size_t(37));
        const TraceRequest unrelated = request(40, {11, 12, 13});
        QCOMPARE(commonWords(wa, wordsOf(tracePrompt(unrelated, block, 9))), std::size_t(0));
        QCOMPARE(commonWords(wa, wordsOf(tracePrompt(a, block, 10))), std::size_t(0));
        QCOMPARE(tracePrompt(a, block, 9), tracePrompt(a, block, 9));
    }
};

QTEST_GUILESS_MAIN(TestRequestTrace)
#include "tst_requesttrace.moc"
