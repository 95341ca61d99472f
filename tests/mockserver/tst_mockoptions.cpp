// lanebook-mock-server's command line (app/mockserver/mockoptions.h) on its own: the defaults
// (--port 0: an ephemeral port), each kind of value and its bounds, the flags, the refusals
// and what they name, --help and --version.
#include "app/mockserver/mockoptions.h"

#include <QTest>

#include <initializer_list>
#include <string>
#include <vector>

namespace {

MockOptionsResult parse(std::initializer_list<const char *> arguments)
{
    std::vector<std::string> words{"lanebook-mock-server"};
    for (const char *argument : arguments)
        words.emplace_back(argument);
    std::vector<char *> argv;
    argv.reserve(words.size() + 1);
    for (std::string &word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    return parseMockOptions(int(words.size()), argv.data());
}

QByteArray text(const std::string &value)
{
    return QByteArray::fromStdString(value);
}

} // namespace

class TestMockOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults()
    {
        const MockOptionsResult result = parse({});
        QVERIFY2(result.options, result.error.c_str());
        QVERIFY(!result.exitNow);
        const MockOptions &o = *result.options;
        QCOMPARE(text(o.host), QByteArray("127.0.0.1"));
        QCOMPARE(o.port, 0);
        QCOMPARE(o.threads, 1);
        QCOMPARE(text(o.model), QByteArray("mock-model"));
        QCOMPARE(o.seed, std::uint64_t(1));
        QVERIFY(!o.outputTokens);
        QCOMPARE(o.prefixCacheBlockTokens, 0);
        QCOMPARE(o.cachedTokens, 0);
        QCOMPARE(o.stallMs, 1000.0);
        QVERIFY(!o.sendStamps && !o.noUsage && !o.exitWithParent);
    }

    void ports_data()
    {
        QTest::addColumn<QByteArray>("argument");
        QTest::addColumn<int>("port"); // -1: refused
        QTest::newRow("0: ephemeral") << QByteArray("0") << 0;
        QTest::newRow("8000") << QByteArray("8000") << 8000;
        QTest::newRow("65535") << QByteArray("65535") << 65535;
        QTest::newRow("65536") << QByteArray("65536") << -1;
        QTest::newRow("-1") << QByteArray("-1") << -1;
        QTest::newRow("8000x") << QByteArray("8000x") << -1;
        QTest::newRow("empty") << QByteArray("") << -1;
    }
    void ports()
    {
        QFETCH(QByteArray, argument);
        QFETCH(int, port);
        for (const bool joined : {false, true}) {
            const QByteArray assignment = "--port=" + argument;
            const MockOptionsResult result =
                joined ? parse({assignment.constData()}) : parse({"--port", argument.constData()});
            if (port < 0) {
                const QByteArray named = "'" + argument + "'";
                QVERIFY(!result.options);
                QVERIFY2(text(result.error).contains("--port") &&
                             text(result.error).contains(named),
                         result.error.c_str());
            } else {
                QVERIFY2(result.options, result.error.c_str());
                QCOMPARE(result.options->port, port);
            }
        }
    }

    void values()
    {
        const MockOptionsResult result = parse({"--host",
                                                "0.0.0.0",
                                                "--threads",
                                                "4",
                                                "--model",
                                                "Qwen/Qwen3-8B",
                                                "--ttft-ms",
                                                "12.5",
                                                "--jitter-ms=0.5",
                                                "--seed",
                                                "9223372036854775807",
                                                "--output-tokens",
                                                "0",
                                                "--cached-tokens",
                                                "7",
                                                "--http-429-rate",
                                                "0.25",
                                                "--http-500-rate",
                                                "1",
                                                "--reset-rate",
                                                "0",
                                                "--malformed-rate",
                                                "0.5",
                                                "--stall-rate",
                                                "0.125",
                                                "--stall-ms",
                                                "250",
                                                "--early-eos-rate",
                                                "0.75",
                                                "--metrics-file",
                                                "/tmp/m"});
        QVERIFY2(result.options, result.error.c_str());
        const MockOptions &o = *result.options;
        QCOMPARE(text(o.host), QByteArray("0.0.0.0"));
        QCOMPARE(o.threads, 4);
        QCOMPARE(text(o.model), QByteArray("Qwen/Qwen3-8B"));
        QCOMPARE(o.ttftMs, 12.5);
        QCOMPARE(o.jitterMs, 0.5);
        QCOMPARE(o.seed, std::uint64_t(9223372036854775807ULL));
        QCOMPARE(o.outputTokens, std::optional<int>(0)); // an answer with no content at all
        QCOMPARE(o.cachedTokens, 7);
        QCOMPARE(o.http429Rate, 0.25);
        QCOMPARE(o.http500Rate, 1.0);
        QCOMPARE(o.resetRate, 0.0);
        QCOMPARE(o.malformedRate, 0.5);
        QCOMPARE(o.stallRate, 0.125);
        QCOMPARE(o.stallMs, 250.0);
        QCOMPARE(o.earlyEosRate, 0.75);
        QCOMPARE(text(o.metricsFile), QByteArray("/tmp/m"));
    }

    // --tokens-per-s is --itl-ms 1000/N; the later of the two wins.
    void tokensPerSecond()
    {
        const MockOptionsResult rate = parse({"--tokens-per-s", "200"});
        QVERIFY2(rate.options, rate.error.c_str());
        QCOMPARE(rate.options->itlMs, 5.0);
        const MockOptionsResult later = parse({"--tokens-per-s", "200", "--itl-ms", "2"});
        QVERIFY2(later.options, later.error.c_str());
        QCOMPARE(later.options->itlMs, 2.0);
        QVERIFY(!parse({"--tokens-per-s", "0"}).options);
    }

    void flags()
    {
        const MockOptionsResult result =
            parse({"--send-stamps", "--no-usage", "--corrupt-json-quotes", "--wrong-answers",
                   "--exit-with-parent"});
        QVERIFY2(result.options, result.error.c_str());
        const MockOptions &o = *result.options;
        QVERIFY(o.sendStamps);
        QVERIFY(o.noUsage);
        QVERIFY(o.corruptJsonQuotes);
        QVERIFY(o.wrongAnswers);
        QVERIFY(o.exitWithParent);
    }

    void prefixCache_data()
    {
        QTest::addColumn<QByteArray>("mode");
        QTest::addColumn<int>("blockTokens"); // -1: refused
        QTest::newRow("off") << QByteArray("off") << 0;
        QTest::newRow("radix") << QByteArray("radix") << 1;
        QTest::newRow("blocks:16") << QByteArray("blocks:16") << 16;
        QTest::newRow("blocks:1") << QByteArray("blocks:1") << 1;
        QTest::newRow("blocks:4096") << QByteArray("blocks:4096") << 4096;
        QTest::newRow("blocks:0") << QByteArray("blocks:0") << -1;
        QTest::newRow("blocks:4097") << QByteArray("blocks:4097") << -1;
        QTest::newRow("blocks:") << QByteArray("blocks:") << -1;
        QTest::newRow("blocks:16k") << QByteArray("blocks:16k") << -1;
        QTest::newRow("Radix") << QByteArray("Radix") << -1;
    }
    void prefixCache()
    {
        QFETCH(QByteArray, mode);
        QFETCH(int, blockTokens);
        const MockOptionsResult result = parse({"--prefix-cache", mode.constData()});
        if (blockTokens < 0) {
            const QByteArray named = "'" + mode + "'";
            QVERIFY(!result.options);
            QVERIFY2(text(result.error).contains(named) &&
                         text(result.error).contains("radix, blocks:N"),
                     result.error.c_str());
        } else {
            QVERIFY2(result.options, result.error.c_str());
            QCOMPARE(result.options->prefixCacheBlockTokens, blockTokens);
        }
    }

    // Both decide cached_tokens: the server refuses to guess which one the user meant.
    void cachedTokensOrPrefixCache()
    {
        const MockOptionsResult both = parse({"--cached-tokens", "5", "--prefix-cache", "radix"});
        QVERIFY(!both.options);
        QVERIFY2(text(both.error).contains("--cached-tokens") &&
                     text(both.error).contains("--prefix-cache"),
                 both.error.c_str());
        QVERIFY(parse({"--cached-tokens", "0", "--prefix-cache", "radix"}).options);
        QVERIFY(parse({"--cached-tokens", "5", "--prefix-cache", "off"}).options);
    }

    void prefillCost()
    {
        const MockOptionsResult parsed = parse({"--prefill-us-per-token", "250.5"});
        QVERIFY2(parsed.options, parsed.error.c_str());
        QCOMPARE(parsed.options->prefillUsPerToken, 250.5);
        QCOMPARE(parse({}).options->prefillUsPerToken, 0.0);
        for (const char *bad : {"-1", "fast", "2e6"}) {
            const MockOptionsResult refused = parse({"--prefill-us-per-token", bad});
            QVERIFY2(!refused.options, bad);
            QVERIFY2(text(refused.error).contains("--prefill-us-per-token"), refused.error.c_str());
        }
    }

    // The cache's size is a number of tokens, and sizes nothing without a cache to size.
    void prefixCacheCapacity()
    {
        const MockOptionsResult sized =
            parse({"--prefix-cache", "blocks:16", "--prefix-cache-capacity-tokens", "4096"});
        QVERIFY2(sized.options, sized.error.c_str());
        QCOMPARE(sized.options->prefixCacheCapacityTokens, 4096);
        QCOMPARE(parse({"--prefix-cache", "radix"}).options->prefixCacheCapacityTokens, 0);
        const MockOptionsResult alone = parse({"--prefix-cache-capacity-tokens", "4096"});
        QVERIFY(!alone.options);
        QVERIFY2(text(alone.error).contains("--prefix-cache radix or blocks:N"),
                 alone.error.c_str());
        for (const char *bad : {"0", "-5", "12k", "2000000000"}) {
            const MockOptionsResult refused =
                parse({"--prefix-cache", "radix", "--prefix-cache-capacity-tokens", bad});
            QVERIFY2(!refused.options, bad);
            QVERIFY2(text(refused.error).contains("--prefix-cache-capacity-tokens"),
                     refused.error.c_str());
        }
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArrayList>("arguments");
        QTest::addColumn<QByteArray>("named"); // what the error must name
        QTest::newRow("rate over 1")
            << QByteArrayList{"--http-429-rate", "1.5"} << QByteArray("--http-429-rate");
        QTest::newRow("negative rate")
            << QByteArrayList{"--reset-rate", "-0.1"} << QByteArray("--reset-rate");
        QTest::newRow("nan rate") << QByteArrayList{"--stall-rate", "nan"}
                                  << QByteArray("--stall-rate");
        QTest::newRow("infinite delay")
            << QByteArrayList{"--itl-ms", "inf"} << QByteArray("--itl-ms");
        QTest::newRow("delay over an hour")
            << QByteArrayList{"--ttft-ms", "3600001"} << QByteArray("--ttft-ms");
        QTest::newRow("delay with a unit")
            << QByteArrayList{"--itl-ms", "5ms"} << QByteArray("--itl-ms");
        QTest::newRow("no threads") << QByteArrayList{"--threads", "0"} << QByteArray("--threads");
        QTest::newRow("65 threads") << QByteArrayList{"--threads", "65"} << QByteArray("--threads");
        QTest::newRow("negative seed") << QByteArrayList{"--seed", "-1"} << QByteArray("--seed");
        QTest::newRow("seed past int64")
            << QByteArrayList{"--seed", "9223372036854775808"} << QByteArray("--seed");
        QTest::newRow("empty host") << QByteArrayList{"--host", ""} << QByteArray("--host");
        QTest::newRow("empty model") << QByteArrayList{"--model="} << QByteArray("--model");
        QTest::newRow("missing value") << QByteArrayList{"--port"} << QByteArray("'--port'");
        QTest::newRow("unknown option")
            << QByteArrayList{"--ports", "1"} << QByteArray("'--ports'");
        QTest::newRow("a word") << QByteArrayList{"serve"} << QByteArray("'serve'");
        QTest::newRow("single dash") << QByteArrayList{"-p", "1"} << QByteArray("'-p'");
        QTest::newRow("flag given a value")
            << QByteArrayList{"--no-usage=1"} << QByteArray("'--no-usage'");
    }
    void refusals()
    {
        QFETCH(QByteArrayList, arguments);
        QFETCH(QByteArray, named);
        std::vector<std::string> words{"lanebook-mock-server"};
        for (const QByteArray &argument : arguments)
            words.push_back(argument.toStdString());
        std::vector<char *> argv;
        argv.reserve(words.size() + 1);
        for (std::string &word : words)
            argv.push_back(word.data());
        argv.push_back(nullptr);
        const MockOptionsResult result = parseMockOptions(int(words.size()), argv.data());
        QVERIFY(!result.options);
        QVERIFY(!result.exitNow);
        QVERIFY2(text(result.error).contains(named), result.error.c_str());
    }

    void help()
    {
        for (const char *flag : {"--help", "-h"}) {
            const MockOptionsResult result = parse({"--port", "1", flag, "--no-such-option"});
            QVERIFY(result.exitNow);
            QVERIFY(!result.options);
            QVERIFY2(text(result.exitText).startsWith("usage: lanebook-mock-server"),
                     result.exitText.c_str());
            // Every option the parser takes is in the text.
            for (const char *option : {"--host",
                                       "--port",
                                       "--threads",
                                       "--model",
                                       "--ttft-ms",
                                       "--itl-ms",
                                       "--tokens-per-s",
                                       "--jitter-ms",
                                       "--seed",
                                       "--output-tokens",
                                       "--no-usage",
                                       "--early-eos-rate",
                                       "--corrupt-json-quotes",
                                       "--wrong-answers",
                                       "--cached-tokens",
                                       "--prefix-cache",
                                       "--http-429-rate",
                                       "--http-500-rate",
                                       "--reset-rate",
                                       "--malformed-rate",
                                       "--stall-rate",
                                       "--stall-ms",
                                       "--send-stamps",
                                       "--exit-with-parent",
                                       "--metrics-file",
                                       "--version"})
                QVERIFY2(text(result.exitText).contains(option), option);
        }
    }

    void version()
    {
        const MockOptionsResult result = parse({"--version"});
        QVERIFY(result.exitNow);
        QVERIFY2(text(result.exitText).startsWith("lanebook-mock-server ") &&
                     text(result.exitText).contains("(revision ") &&
                     text(result.exitText).endsWith(")\n"),
                 result.exitText.c_str());
    }
};

QTEST_GUILESS_MAIN(TestMockOptions)
#include "tst_mockoptions.moc"
