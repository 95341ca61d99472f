// Config diff (the Compare view, the one_variable gate): which variables differ between two
// configs or workloads, with the held-fixed variables flagged under the key names
// the importers write.
#include "models/configdiff/configdiff.h"

#include <QtTest>

using namespace lanebook;

Q_DECLARE_METATYPE(std::optional<lanebook::HeldFixedVariable>)

namespace {

std::vector<HeldFixedVariable> vars(std::initializer_list<HeldFixedVariable> list)
{
    return list;
}

} // namespace

class TestConfigDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void heldFixedKeys_data();
    void heldFixedKeys();
    void seedInvalidComparisonChangesFour();
    void seedValidComparisonChangesOne();
    void importerKeys();
    void nestedSpeculativeConfig();
    void oneSidedIsUnverified();
    void measuredMeansAndNumericStrings();
    void bookkeepingIgnored();
    void identicalIsEmpty();
};

void TestConfigDiff::heldFixedKeys_data()
{
    using V = HeldFixedVariable;
    QTest::addColumn<QString>("path");
    QTest::addColumn<std::optional<V>>("variable");
    const auto row = [](const char *path, std::optional<V> v) {
        QTest::newRow(path) << QString::fromLatin1(path) << v;
    };
    row("config.runtime", V::Runtime);
    row("config.runtime_version", V::Runtime);
    row("config.build_commit", V::Runtime);
    row("config.backend", V::Runtime);
    row("config.gpu", V::Hardware);
    row("workload.input_tokens", V::Context);
    row("workload.random_input_len", V::Context);
    row("workload.n_depth", V::Context);
    row("workload.n_prompt", V::Context);
    row("workload.concurrency", V::Concurrency);
    row("workload.max_concurrency", V::Concurrency);
    row("workload.request_rate", V::Concurrency);
    row("workload.output_tokens", V::OutputLength);
    row("workload.n_gen", V::OutputLength);
    row("config.temperature", V::Sampling);
    row("workload.sampling.top_p", V::Sampling);
    row("workload.dataset", V::PromptSet);
    row("workload.prompt_set_hash", V::PromptSet);
    row("config.speculative_config.method", V::Drafter);
    row("config.speculative_config.num_speculative_tokens", V::DraftDepth);
    row("config.speculative_num_draft_tokens", V::DraftDepth);
    row("config.draft_model", V::Drafter);
    row("config.quantization", V::Quantization);
    row("config.kv_cache_dtype", V::Quantization);
    row("config.type_k", V::Quantization);
    row("config.Type-V", V::Quantization);
    row("config.locked_sm_clock_mhz", V::Clocks);
    row("config.n_gpu_layers", std::nullopt);
    row("config.tp", std::nullopt);
    row("config.flash_attn", std::nullopt);
    row("workload.num_prompts", std::nullopt);
    row("model", std::nullopt);
}

void TestConfigDiff::heldFixedKeys()
{
    QFETCH(QString, path);
    QFETCH(std::optional<HeldFixedVariable>, variable);
    const auto got = heldFixedVariableOf(path);
    QCOMPARE(got.has_value(), variable.has_value());
    if (variable)
        QCOMPARE(heldFixedVariableId(*got), heldFixedVariableId(*variable));
}

void TestConfigDiff::seedInvalidComparisonChangesFour()
{
    // The classic invalid comparison: "baseline: BF16, K=3, ctx 4K, vLLM / candidate: NVFP4, K=5,
    // ctx 8K, TRT-LLM" - four changes, attributable to nothing.
    const nlohmann::json a{{"quantization", "bf16"},
                           {"num_speculative_tokens", 3},
                           {"context_length", 4096},
                           {"runtime", "vllm"}};
    const nlohmann::json b{{"quantization", "nvfp4"},
                           {"num_speculative_tokens", 5},
                           {"context_length", 8192},
                           {"runtime", "trtllm"}};
    const ConfigDiff diff = diffJson(a, b);
    QCOMPARE(diff.differences.size(), size_t(4));
    QCOMPARE(diff.changedHeldFixed(),
             vars({HeldFixedVariable::Runtime, HeldFixedVariable::Context,
                   HeldFixedVariable::DraftDepth, HeldFixedVariable::Quantization}));
    for (const ConfigDifference &d : diff.differences)
        QVERIFY2(d.isHeldFixed(), qPrintable(d.keyPath));
}

void TestConfigDiff::seedValidComparisonChangesOne()
{
    const nlohmann::json a{{"quantization", "nvfp4"},
                           {"num_speculative_tokens", 3},
                           {"context_length", 4096},
                           {"runtime", "vllm"}};
    nlohmann::json b = a;
    b["num_speculative_tokens"] = 5;
    const ConfigDiff diff = diffJson(a, b);
    QCOMPARE(diff.differences.size(), size_t(1));
    QCOMPARE(diff.differences[0].keyPath, QStringLiteral("num_speculative_tokens"));
    QCOMPARE(diff.differences[0].a, nlohmann::json(3));
    QCOMPARE(diff.differences[0].b, nlohmann::json(5));
    QCOMPARE(diff.changedHeldFixed(), vars({HeldFixedVariable::DraftDepth}));
}

void TestConfigDiff::importerKeys()
{
    // Two llama-bench rows as the importer writes them: a KV-cache type change, a layer
    // offload change (not held fixed) and a different depth.
    Run a;
    a.model = QStringLiteral("llama 8B Q4_K - Medium");
    a.config = {{"runtime", "llama.cpp"},
                {"runtime_version", "b5606 (abc123)"},
                {"gpu", "NVIDIA GeForce RTX 4090"},
                {"type_k", "f16"},
                {"n_gpu_layers", 99}};
    a.workload = {{"test", "tg128"}, {"n_prompt", 0}, {"n_gen", 128}, {"n_depth", 0}};
    Run b = a;
    b.config["type_k"] = "q8_0";
    b.config["n_gpu_layers"] = 80;
    b.workload["n_depth"] = 4096;
    b.workload["test"] = "tg128@d4096";
    const ConfigDiff diff = diffRuns(a, b);
    QCOMPARE(diff.changedHeldFixed(),
             vars({HeldFixedVariable::Context, HeldFixedVariable::Quantization}));
    QStringList paths;
    for (const ConfigDifference &d : diff.differences)
        paths << d.keyPath;
    QCOMPARE(paths,
             (QStringList{QStringLiteral("config.n_gpu_layers"), QStringLiteral("config.type_k"),
                          QStringLiteral("workload.n_depth"), QStringLiteral("workload.test")}));
    QVERIFY(!diff.differences[0].isHeldFixed());
    QCOMPARE(diff.differencesOf(HeldFixedVariable::Quantization).front().b, nlohmann::json("q8_0"));
    QCOMPARE(configValueText(diff.differences[1].a), QStringLiteral("f16"));
}

void TestConfigDiff::nestedSpeculativeConfig()
{
    const nlohmann::json a{
        {"speculative_config", {{"method", "eagle"}, {"num_speculative_tokens", 3}}}};
    const nlohmann::json b{
        {"speculative_config", {{"method", "eagle3"}, {"num_speculative_tokens", 5}}}};
    const ConfigDiff diff = diffJson(a, b);
    QCOMPARE(diff.changedHeldFixed(),
             vars({HeldFixedVariable::Drafter, HeldFixedVariable::DraftDepth}));
    // A drafter present on one side only names its keys.
    const ConfigDiff added = diffJson(nlohmann::json::object(), b);
    QCOMPARE(added.differences.size(), size_t(2));
    QVERIFY(added.differences[0].isOneSided());
}

void TestConfigDiff::oneSidedIsUnverified()
{
    const nlohmann::json a{
        {"runtime", "vllm"}, {"runtime_version", "0.8.5"}, {"quantization", "fp8"}};
    const nlohmann::json b{{"runtime", "vllm"}, {"quantization", "nvfp4"}};
    const ConfigDiff diff = diffJson(a, b);
    QCOMPARE(diff.changedHeldFixed(), vars({HeldFixedVariable::Quantization}));
    QCOMPARE(diff.unverifiedHeldFixed(), vars({HeldFixedVariable::Runtime}));
    const ConfigDifference version = diff.differencesOf(HeldFixedVariable::Runtime).front();
    QVERIFY(version.isOneSided());
    QVERIFY(version.b.is_null());
    QCOMPARE(configValueText(version.b), QStringLiteral("—"));
    // Once the runtime itself changes, the one-sided version is part of that change.
    const ConfigDiff both = diffJson(a, {{"runtime", "sglang"}, {"quantization", "fp8"}});
    QCOMPARE(both.changedHeldFixed(), vars({HeldFixedVariable::Runtime}));
    QVERIFY(both.unverifiedHeldFixed().empty());
}

void TestConfigDiff::measuredMeansAndNumericStrings()
{
    // Measured means of two repeats differ a little; a setting written as "4096" by
    // --metadata equals 4096 written by a tool.
    const nlohmann::json a{
        {"input_tokens_mean", 1024.0}, {"concurrency", "64"}, {"input_tokens", 4096}};
    const nlohmann::json b{
        {"input_tokens_mean", 1023.2}, {"concurrency", 64}, {"input_tokens", "4096"}};
    QVERIFY(diffJson(a, b).isEmpty());
    // Beyond 2% it is a different context.
    const ConfigDiff diff =
        diffJson(a, {{"input_tokens_mean", 2048.0}, {"concurrency", 64}, {"input_tokens", 4096}});
    QCOMPARE(diff.changedHeldFixed(), vars({HeldFixedVariable::Context}));
    // Settings compare exactly: concurrency 64 vs 65 differs.
    QCOMPARE(diffJson({{"concurrency", 64}}, {{"concurrency", 65}}).changedHeldFixed(),
             vars({HeldFixedVariable::Concurrency}));
}

void TestConfigDiff::bookkeepingIgnored()
{
    const nlohmann::json a{{"label", "run-a"}, {"url", "http://127.0.0.1:8000"}, {"tp", 1}};
    const nlohmann::json b{{"label", "run-b"}, {"url", "http://127.0.0.1:8001"}, {"tp", 2}};
    const ConfigDiff diff = diffJson(a, b);
    QCOMPARE(diff.differences.size(), size_t(1));
    QCOMPARE(diff.differences[0].keyPath, QStringLiteral("tp"));
    QVERIFY(diff.changedHeldFixed().empty());
}

void TestConfigDiff::identicalIsEmpty()
{
    Run a;
    a.config = {{"runtime", "vllm"}, {"sampling", {{"temperature", 0.7}, {"top_p", 0.95}}}};
    a.workload = {{"concurrency", 8}};
    QVERIFY(diffRuns(a, a).isEmpty());
    Run b = a;
    b.config["sampling"]["temperature"] = 0.0;
    const ConfigDiff diff = diffRuns(a, b);
    QCOMPARE(diff.differences.size(), size_t(1));
    QCOMPARE(diff.differences[0].keyPath, QStringLiteral("config.sampling.temperature"));
    QCOMPARE(diff.changedHeldFixed(), vars({HeldFixedVariable::Sampling}));
    QVERIFY(diffJson(nlohmann::json(), nlohmann::json::array()).isEmpty());
}

QTEST_GUILESS_MAIN(TestConfigDiff)
#include "tst_configdiff.moc"
