// Argv compared flag by flag, and mechanical differences listed but not counted.
#include "models/configdiff/argvflags.h"
#include "models/configdiff/configdiff.h"
#include "models/configdiff/mechanicalkeys.h"

#include <QtTest>

using namespace lanebook;
using json = nlohmann::json;

namespace {

const ConfigDifference *find(const ConfigDiff &diff, const QString &keyPath)
{
    for (const ConfigDifference &d : diff.differences) {
        if (d.keyPath == keyPath)
            return &d;
    }
    return nullptr;
}

ConfigDiff diffArgv(const json &a, const json &b)
{
    return diffJson(json{{"config", {{"argv", a}}}}, json{{"config", {{"argv", b}}}});
}

} // namespace

class TestArgvDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesFlagsValuesAndPositionals();
    void switchBeforeAPositional();
    void oneFlagChangeIsOneDifference();
    void flagAddedRemovedAndBoolean();
    void equalsFormAndRepeatedFlags();
    void positionalChangeCounts();
    void mechanicalListedNotCounted();
    void hostIsMechanicalOnlyOnSameGpuModel();
    void envComparedByName();
};

void TestArgvDiff::parsesFlagsValuesAndPositionals()
{
    const json settings = argvAsSettings(json{"vllm", "serve", "meta/Llama-3.1-8B", "--port",
                                              "8000", "--seed=-1", "--enforce-eager", "-tp", "2",
                                              "--temperature", "-0.5", "--", "--not-a-flag"});
    QVERIFY(settings["[0]"] == "vllm");
    QVERIFY(settings["[1]"] == "serve");
    QVERIFY(settings["[2]"] == "meta/Llama-3.1-8B");
    QVERIFY(settings["--port"] == "8000");
    QVERIFY(settings["--seed"] == "-1");
    QVERIFY(settings["--enforce-eager"] == true);
    QVERIFY(settings["-tp"] == "2");
    QVERIFY(settings["--temperature"] == "-0.5"); // a negative number is a value, not a flag
    QVERIFY(settings["[3]"] == "--not-a-flag");   // after "--", positional
    QVERIFY(argvAsSettings(json("not an array")) == json::object());
}

void TestArgvDiff::switchBeforeAPositional()
{
    // vLLM: a switch before the model is a switch, and the model a positional.
    json settings = argvAsSettings(json{"vllm", "serve", "--enforce-eager", "Qwen/Qwen3-8B",
                                        "--no-enable-prefix-caching", "extra", "--port", "8000"});
    QVERIFY2(settings["--enforce-eager"] == true, settings.dump().c_str());
    QVERIFY(settings["[2]"] == "Qwen/Qwen3-8B");
    QVERIFY(settings["--no-enable-prefix-caching"] == true);
    QVERIFY(settings["[3]"] == "extra");
    QVERIFY(settings["--port"] == "8000");
    // Old vLLM's `--enable-chunked-prefill False`: a switch still takes true or false.
    settings = argvAsSettings(json{"python3", "-m", "vllm.entrypoints.openai.api_server",
                                   "--enable-chunked-prefill", "False", "--model", "m"});
    QVERIFY(settings["--enable-chunked-prefill"] == "False");
    // SGLang's switches, by module name.
    settings = argvAsSettings(
        json{"python3", "-m", "sglang.launch_server", "--disable-radix-cache", "positional"});
    QVERIFY(settings["--disable-radix-cache"] == true);
    QVERIFY(settings["[1]"] == "positional"); // python3 is [0]; -m takes the module
    // llama-server's, by program path.
    settings = argvAsSettings(
        json{"/opt/llama.cpp/bin/llama-server", "--metrics", "-cb", "positional", "-t", "4"});
    QVERIFY(settings["--metrics"] == true);
    QVERIFY(settings["-cb"] == true);
    QVERIFY(settings["[1]"] == "positional");
    QVERIFY(settings["-t"] == "4");
    // A flag no engine lists as a switch still takes the next argument.
    settings = argvAsSettings(json{"my-server", "--mode", "fast"});
    QVERIFY(settings["--mode"] == "fast");

    // So a changed model after a switch is one positional difference, not a flag value.
    const ConfigDiff diff = diffArgv(json{"vllm", "serve", "--enforce-eager", "org/model-a"},
                                     json{"vllm", "serve", "--enforce-eager", "org/model-b"});
    QCOMPARE(diff.counted().size(), size_t(1));
    QVERIFY(find(diff, QStringLiteral("config.argv.[2]")));
    QVERIFY(!find(diff, QStringLiteral("config.argv.--enforce-eager")));
}

void TestArgvDiff::oneFlagChangeIsOneDifference()
{
    // The llama-server A/B: threads 1 → 2, ports differ as every wave's arms do.
    const ConfigDiff diff =
        diffArgv(json{"llama-server", "-m", "m.gguf", "--port", "18081", "-t", "1"},
                 json{"llama-server", "-m", "m.gguf", "--port", "18082", "-t", "2"});
    QCOMPARE(diff.differences.size(), size_t(2));
    const ConfigDifference *threads = find(diff, QStringLiteral("config.argv.-t"));
    QVERIFY(threads);
    QVERIFY(threads->a == "1" && threads->b == "2");
    QVERIFY(!threads->mechanical);
    const ConfigDifference *port = find(diff, QStringLiteral("config.argv.--port"));
    QVERIFY(port && port->mechanical);
    QCOMPARE(diff.counted().size(), size_t(1));
    QCOMPARE(diff.counted().front().keyPath, QStringLiteral("config.argv.-t"));
    QCOMPARE(diff.mechanicalDifferences().size(), size_t(1));
}

void TestArgvDiff::flagAddedRemovedAndBoolean()
{
    const ConfigDiff diff =
        diffArgv(json{"vllm", "serve", "m", "--enable-prefix-caching", "--max-num-seqs", "64"},
                 json{"vllm", "serve", "m", "--no-enable-prefix-caching", "--max-num-seqs", "64",
                      "--seed", "0"});
    const ConfigDifference *removed =
        find(diff, QStringLiteral("config.argv.--enable-prefix-caching"));
    QVERIFY(removed && removed->a == true && removed->b.is_null());
    const ConfigDifference *added =
        find(diff, QStringLiteral("config.argv.--no-enable-prefix-caching"));
    QVERIFY(added && added->a.is_null() && added->b == true);
    // A held-fixed flag added on one side counts too: the flag is the change.
    const ConfigDifference *seed = find(diff, QStringLiteral("config.argv.--seed"));
    QVERIFY(seed && seed->heldFixed == HeldFixedVariable::Sampling && seed->isOneSided());
    QCOMPARE(diff.counted().size(), size_t(3));
    QVERIFY(!find(diff, QStringLiteral("config.argv.--max-num-seqs")));
}

void TestArgvDiff::equalsFormAndRepeatedFlags()
{
    // `--flag=value` and `--flag value` are one setting; a repeated flag keeps every value.
    ConfigDiff diff =
        diffArgv(json{"sglang", "--tp-size=2", "--lora-paths", "a", "--lora-paths", "b"},
                 json{"sglang", "--tp-size", "2", "--lora-paths", "a", "--lora-paths", "c"});
    QCOMPARE(diff.differences.size(), size_t(1));
    QCOMPARE(diff.differences.front().keyPath, QStringLiteral("config.argv.--lora-paths"));
    QVERIFY(diff.differences.front().b == json({"a", "c"}));
}

void TestArgvDiff::positionalChangeCounts()
{
    const ConfigDiff diff =
        diffArgv(json{"vllm", "serve", "org/model-fp8"}, json{"vllm", "serve", "org/model-nvfp4"});
    QCOMPARE(diff.counted().size(), size_t(1));
    QCOMPARE(diff.counted().front().keyPath, QStringLiteral("config.argv.[2]"));
}

void TestArgvDiff::mechanicalListedNotCounted()
{
    const json a{{"config",
                  {{"config_name", "baseline"},
                   {"argv",
                    {"vllm", "serve", "m", "--served-model-name", "a", "--log-file", "/tmp/a.log",
                     "--host", "127.0.0.1"}},
                   {"base_url", "http://127.0.0.1:8001"}}}};
    const json b{{"config",
                  {{"config_name", "spec"},
                   {"argv",
                    {"vllm", "serve", "m", "--served-model-name", "b", "--log-file", "/tmp/b.log",
                     "--host", "0.0.0.0"}},
                   {"base_url", "http://127.0.0.1:8002"}}}};
    const ConfigDiff diff = diffJson(a, b);
    QCOMPARE(diff.differences.size(), size_t(5));
    QCOMPARE(diff.mechanicalDifferences().size(), size_t(5));
    QVERIFY(diff.counted().empty());
    QCOMPARE(mechanicalKindOf(QStringLiteral("config.argv.--pid-file")), MechanicalKind::Always);
    QCOMPARE(mechanicalKindOf(QStringLiteral("config.argv.-t")), MechanicalKind::No);
}

void TestArgvDiff::hostIsMechanicalOnlyOnSameGpuModel()
{
    ConfigDiff diff = diffJson(json{{"config", {{"host", "node-1"}, {"gpu", "NVIDIA H200"}}}},
                               json{{"config", {{"host", "node-2"}, {"gpu", "NVIDIA H200"}}}});
    QVERIFY(diff.counted().empty());
    diff = diffJson(json{{"config", {{"host", "node-1"}, {"gpu", "NVIDIA H200"}}}},
                    json{{"config", {{"host", "node-2"}, {"gpu", "NVIDIA H100"}}}});
    QCOMPARE(diff.counted().size(), size_t(2));
}

void TestArgvDiff::envComparedByName()
{
    const ConfigDiff diff = diffJson(
        json{
            {"config",
             {{"env", {{"VLLM_ATTENTION_BACKEND", "FLASH_ATTN"}, {"CUDA_VISIBLE_DEVICES", "0"}}}}}},
        json{{"config",
              {{"env",
                {{"VLLM_ATTENTION_BACKEND", "FLASHINFER"}, {"CUDA_VISIBLE_DEVICES", "1"}}}}}});
    QCOMPARE(diff.counted().size(), size_t(1));
    QCOMPARE(diff.counted().front().keyPath, QStringLiteral("config.env.VLLM_ATTENTION_BACKEND"));
}

QTEST_GUILESS_MAIN(TestArgvDiff)
#include "tst_argvdiff.moc"
