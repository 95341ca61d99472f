// The byte ledger: the GPU bandwidth table and its user overrides, B_token from
// config keys, and predicted tok/s. Expected numbers are worked by hand in the comments.
#include "models/ledger/byteledger.h"
#include "models/ledger/gpubandwidthtable.h"

#include <QtTest>

using namespace lanebook;

class TestByteLedger : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lookupByToolNames_data();
    void lookupByToolNames();
    void userEntriesOverrideAndRoundTrip();
    void badUserJsonChangesNothing();
    void weightBytesFromParameters();
    void weightBytesGivenDirectly();
    void fileSizeOnlyForDenseModels();
    void kvBytesFromArchitecture();
    void nominalBits_data();
    void nominalBits();
    void bitsOfASweepTable();
    void predictionAtBatchOne();
    void predictionAtConcurrency();
    void predictionWithReplicasAndSpeculation();
    void bandwidthFromConfig();
};

void TestByteLedger::lookupByToolNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("bandwidthBytesPerS"); // 0: no entry
    // Names as nvidia-smi / NVML, rocm-smi, xpu-smi and llama.cpp's gpu_info write them.
    QTest::newRow("H200") << QStringLiteral("NVIDIA H200") << 4.8e12;
    QTest::newRow("H100 SXM (HBM3)") << QStringLiteral("NVIDIA H100 80GB HBM3") << 3.35e12;
    QTest::newRow("H100 bare") << QStringLiteral("H100 80GB HBM3") << 3.35e12;
    QTest::newRow("H100 PCIe beats plain H100") << QStringLiteral("NVIDIA H100 PCIe") << 2.04e12;
    QTest::newRow("H100 NVL") << QStringLiteral("NVIDIA H100 NVL") << 3.9e12;
    QTest::newRow("B200") << QStringLiteral("NVIDIA B200") << 8.0e12;
    QTest::newRow("RTX 4090") << QStringLiteral("NVIDIA GeForce RTX 4090") << 1008e9;
    QTest::newRow("RTX 5090") << QStringLiteral("NVIDIA GeForce RTX 5090") << 1792e9;
    QTest::newRow("RTX PRO 6000 WS")
        << QStringLiteral("NVIDIA RTX PRO 6000 Blackwell Workstation Edition") << 1792e9;
    QTest::newRow("RTX PRO 6000 Max-Q")
        << QStringLiteral("NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition") << 1792e9;
    QTest::newRow("L40S") << QStringLiteral("NVIDIA L40S") << 864e9;
    QTest::newRow("L4 is not L40") << QStringLiteral("NVIDIA L4") << 300e9;
    QTest::newRow("A100 SXM 80") << QStringLiteral("NVIDIA A100-SXM4-80GB") << 2039e9;
    QTest::newRow("A100 PCIe 80") << QStringLiteral("NVIDIA A100 80GB PCIe") << 1935e9;
    QTest::newRow("A100 PCIe 40") << QStringLiteral("NVIDIA A100-PCIE-40GB") << 1555e9;
    QTest::newRow("MI300X") << QStringLiteral("AMD Instinct MI300X") << 5.3e12;
    QTest::newRow("MI300X VF") << QStringLiteral("AMD Instinct MI300X VF") << 5.3e12;
    QTest::newRow("Arc Pro B60") << QStringLiteral("Intel(R) Arc(TM) Pro B60 Graphics") << 456e9;
    QTest::newRow("Arc Pro B70") << QStringLiteral("Intel(R) Arc(TM) Pro B70 Graphics") << 608e9;
    QTest::newRow("T4") << QStringLiteral("Tesla T4") << 320e9;
    QTest::newRow("laptop part is not the desktop card")
        << QStringLiteral("NVIDIA GeForce RTX 4090 Laptop GPU") << 0.0;
    QTest::newRow("unknown") << QStringLiteral("Acme Tensor Brick 9000") << 0.0;
    QTest::newRow("empty") << QString() << 0.0;
}

void TestByteLedger::lookupByToolNames()
{
    QFETCH(QString, name);
    QFETCH(double, bandwidthBytesPerS);
    const auto gpu = GpuBandwidthTable::builtIn().lookup(name);
    if (bandwidthBytesPerS == 0.0) {
        QVERIFY2(!gpu, qPrintable(gpu ? gpu->name : QString()));
        return;
    }
    QVERIFY2(gpu, qPrintable(name));
    QCOMPARE(gpu->bandwidthBytesPerS, bandwidthBytesPerS);
    QVERIFY(!gpu->source.isEmpty());
    QVERIFY(!gpu->userDefined);
}

void TestByteLedger::userEntriesOverrideAndRoundTrip()
{
    GpuBandwidthTable table = GpuBandwidthTable::builtIn();
    QVERIFY(table.userEntriesToJson().contains(QLatin1String("\"gpus\": []")));
    const Expected<void> loaded = table.loadUserEntries(QStringLiteral(R"({"version": 1, "gpus": [
                    {"name": "Acme X1", "patterns": ["acme x1"], "bandwidth_bytes_per_s": 1.5e12,
                     "source": "STREAM run in our lab"},
                    {"name": "NVIDIA H200", "bandwidth_bytes_per_s": 4.0e12,
                     "source": "memory clock locked low"}]})"));
    QVERIFY2(loaded, qPrintable(loaded.error()));
    QCOMPARE(table.lookup(QStringLiteral("ACME X1 rev B"))->bandwidthBytesPerS, 1.5e12);
    // The edited built-in keeps its patterns and now answers with the user's number.
    const auto h200 = table.lookup(QStringLiteral("NVIDIA H200"));
    QCOMPARE(h200->bandwidthBytesPerS, 4.0e12);
    QVERIFY(h200->userDefined);
    // A more specific built-in still beats a user entry that only matches loosely.
    QCOMPARE(table.lookup(QStringLiteral("NVIDIA H100 PCIe"))->bandwidthBytesPerS, 2.04e12);

    GpuBandwidthTable fresh = GpuBandwidthTable::builtIn();
    QVERIFY(fresh.loadUserEntries(table.userEntriesToJson()));
    QCOMPARE(fresh.lookup(QStringLiteral("NVIDIA H200"))->bandwidthBytesPerS, 4.0e12);
    QCOMPARE(fresh.lookup(QStringLiteral("Acme X1"))->source,
             QStringLiteral("STREAM run in our lab"));

    QVERIFY(fresh.removeUserEntry(QStringLiteral("acme x1")));
    QVERIFY(!fresh.lookup(QStringLiteral("Acme X1")));
    QVERIFY(!fresh.removeUserEntry(QStringLiteral("NVIDIA B200"))); // built in, not a user's
}

void TestByteLedger::badUserJsonChangesNothing()
{
    GpuBandwidthTable table = GpuBandwidthTable::builtIn();
    const size_t before = table.entries().size();
    const Expected<void> notJson = table.loadUserEntries(QStringLiteral("{not json"));
    QVERIFY(!notJson);
    QVERIFY(!notJson.error().isEmpty());
    // The first entry is fine, the second is not: neither is taken.
    const Expected<void> second = table.loadUserEntries(
        QStringLiteral(R"({"gpus": [{"name": "A", "bandwidth_bytes_per_s": 1e12},
                                    {"name": "B", "bandwidth_bytes_per_s": -5}]})"));
    QVERIFY(!second);
    QVERIFY(second.error().contains(QLatin1String("2")));
    QCOMPARE(table.entries().size(), before);
    QVERIFY(!table.lookup(QStringLiteral("A")));
}

void TestByteLedger::weightBytesFromParameters()
{
    // 8e9 active parameters x 16 bits / 8 = 16e9 bytes.
    DecodeBytes bytes = decodeBytesFromConfig({{"active_params", 8e9}, {"bits_per_weight", 16}});
    QCOMPARE(bytes.weightSource, WeightBytesSource::Parameters);
    QCOMPARE(*bytes.weightBytes, 16e9);
    // Billions, as a --metadata string, with the bits taken from the quantization name:
    // 3 x 1e9 x 4.5 (NVFP4: 4 bits + an 8-bit scale per 16) / 8 = 1.6875e9.
    bytes = decodeBytesFromConfig({{"active_params_b", "3"}, {"quantization", "nvfp4"}});
    QCOMPARE(*bytes.weightBytes, 1.6875e9);
    // Parameters without bits are no ledger, and say what is missing.
    bytes = decodeBytesFromConfig({{"active_params", 8e9}, {"dtype", "auto"}});
    QVERIFY(!bytes.weightBytes);
    QVERIFY(bytes.weightNote.contains(QLatin1String("bits_per_weight")));
    bytes = decodeBytesFromConfig(nlohmann::json::object());
    QVERIFY(!bytes.weightBytes);
    QVERIFY(bytes.weightNote.contains(QLatin1String("b_token_bytes")));
}

void TestByteLedger::weightBytesGivenDirectly()
{
    DecodeBytes bytes = decodeBytesFromConfig({{"b_token_bytes", 15.81e9}, {"active_params", 1}});
    QCOMPARE(bytes.weightSource, WeightBytesSource::Given);
    QCOMPARE(*bytes.weightBytes, 15.81e9);
    // The seed's reporting standard writes B_token_GB.
    bytes = decodeBytesFromConfig({{"b_token_gb", 15.81}});
    QCOMPARE(*bytes.weightBytes, 15.81e9);
}

void TestByteLedger::fileSizeOnlyForDenseModels()
{
    DecodeBytes dense =
        decodeBytesFromConfig({{"model_size", 4.9e9}, {"model_type", "llama 8B Q4_K - Medium"}});
    QCOMPARE(dense.weightSource, WeightBytesSource::FileSize);
    QCOMPARE(*dense.weightBytes, 4.9e9);
    // A MoE file holds every expert; decode reads a few. No ledger from its size.
    for (const char *type : {"qwen3moe 30B.A3B Q4_K - Medium", "gpt-oss 20B MXFP4 MoE"}) {
        const DecodeBytes moe = decodeBytesFromConfig({{"model_size", 17e9}, {"model_type", type}});
        QVERIFY2(!moe.weightBytes, type);
        QVERIFY(moe.weightNote.contains(QLatin1String("active_params")));
    }
    QVERIFY(!decodeBytesFromConfig(
                 {{"model_size", 17e9}, {"model_filename", "Qwen3-30B-A3B-Q4_K_M.gguf"}})
                 .weightBytes);
}

void TestByteLedger::kvBytesFromArchitecture()
{
    // Llama-3-8B: 32 layers x 8 KV heads x 128 dims x (2 + 2 bytes for K and V in bf16)
    // = 131,072 bytes per token.
    nlohmann::json config{{"num_hidden_layers", 32}, {"num_key_value_heads", 8},
                          {"head_dim", 128},         {"kv_cache_dtype", "bf16"},
                          {"active_params", 8e9},    {"bits_per_weight", 16}};
    QCOMPARE(*decodeBytesFromConfig(config).kvBytesPerToken, 131072.0);
    // FP8 cache: 32 x 8 x 128 x (1 + 1) = 65,536.
    config["kv_cache_dtype"] = "fp8_e4m3";
    QCOMPARE(*decodeBytesFromConfig(config).kvBytesPerToken, 65536.0);
    // vLLM's "auto" is the model dtype.
    config["kv_cache_dtype"] = "auto";
    config["dtype"] = "bfloat16";
    QCOMPARE(*decodeBytesFromConfig(config).kvBytesPerToken, 131072.0);
    // llama.cpp q8_0 K with f16 V: 32 x 8 x 128 x (34/32 + 2) = 100,352.
    const nlohmann::json llama{{"n_layer", 32},
                               {"n_head_kv", 8},
                               {"head_dim", 128},
                               {"type_k", "q8_0"},
                               {"type_v", "f16"}};
    QCOMPARE(*decodeBytesFromConfig(llama).kvBytesPerToken, 100352.0);
    // Given directly; and unknown when the element size is unknown.
    QCOMPARE(*decodeBytesFromConfig({{"kv_bytes_per_token", 70000}}).kvBytesPerToken, 70000.0);
    QVERIFY(!decodeBytesFromConfig({{"n_layer", 32}, {"n_head_kv", 8}, {"head_dim", 128}})
                 .kvBytesPerToken);
}

void TestByteLedger::nominalBits_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("bits");
    QTest::newRow("bf16") << QStringLiteral("bfloat16") << 16.0;
    QTest::newRow("fp8") << QStringLiteral("fp8") << 8.0;
    QTest::newRow("nvfp4") << QStringLiteral("modelopt_fp4") << 4.5;
    QTest::newRow("mxfp4") << QStringLiteral("mxfp4") << 4.25;
    QTest::newRow("w4a16 is not 16") << QStringLiteral("compressed-tensors w4a16") << 4.0;
    QTest::newRow("awq") << QStringLiteral("awq") << 4.0;
    QTest::newRow("gguf Q4_K_M") << QStringLiteral("Q4_K - Medium") << 4.0;
    QTest::newRow("gguf IQ3") << QStringLiteral("IQ3_XXS") << 3.0;
    QTest::newRow("q8_0") << QStringLiteral("Q8_0") << 8.0;
    QTest::newRow("unknown") << QStringLiteral("auto") << 0.0;
}

void TestByteLedger::nominalBits()
{
    QFETCH(QString, name);
    QFETCH(double, bits);
    const auto got = nominalBitsPerWeight(name);
    if (bits == 0.0)
        QVERIFY(!got);
    else
        QCOMPARE(got.value_or(-1.0), bits);
}

// A quantization sweep's own table (lanebook-cli run --metric) names the swept width "bits"
// or "w_bits", as GPTQ's quantize_config does: that is the bits chart's x.
void TestByteLedger::bitsOfASweepTable()
{
    QCOMPARE(bitsPerWeightFromConfig({{"bits", 3}}).value_or(-1.0), 3.0);
    QCOMPARE(bitsPerWeightFromConfig({{"w_bits", 2}, {"quantization", "fp8"}}).value_or(-1.0), 2.0);
    QVERIFY(!bitsPerWeightFromConfig({{"bits", "many"}}));
}

void TestByteLedger::predictionAtBatchOne()
{
    // H100 SXM, 16e9 weight bytes, no KV: 3.35e12 x 0.92 / 16e9 = 192.625 tok/s.
    LedgerPrediction p = predictDecode(16e9, 0.0, 3.35e12, DecodePoint{});
    QCOMPARE(p.perSequenceTokPerS, 192.625);
    QCOMPARE(p.aggregateTokPerS, 192.625);
    QCOMPARE(p.bTokenBytes, 16e9);
    // With 131,072 KV bytes per token at 4,096 tokens of context: 16e9 + 536,870,912 bytes
    // per token, so 3.082e12 / 16.536870912e9 = 186.371 tok/s.
    p = predictDecode(16e9, 131072.0, 3.35e12, DecodePoint{4096.0, 1.0, 1.0, 1});
    QVERIFY(qAbs(p.perSequenceTokPerS - 186.3714) < 1e-3);
    // Achieved bandwidth of 150 tok/s at B_token 16e9: 16e9 x 150 / 3.35e12 = 71.64%.
    QVERIFY(qAbs(achievedBandwidthPercent(16e9, 150.0, 3.35e12) - 71.6418) < 1e-3);
    // At the prediction itself the ledger reads 92% of peak.
    QVERIFY(qAbs(achievedBandwidthPercent(p.bTokenBytes, p.aggregateTokPerS, 3.35e12) - 92.0) <
            1e-9);
}

void TestByteLedger::predictionAtConcurrency()
{
    // 64 sequences at 1,024 tokens of context. One step reads the weights once and each
    // sequence's KV: 16e9 + 64 x 131,072 x 1,024 = 24.589934592e9 bytes for 64 tokens.
    // Per sequence 3.082e12 / 24.589934592e9 = 125.336 tok/s; aggregate 64 x that = 8021.49;
    // B_token = 16e9 / 64 + 134,217,728 = 384,217,728 bytes, and 3.082e12 / B_token agrees.
    const LedgerPrediction p =
        predictDecode(16e9, 131072.0, 3.35e12, DecodePoint{1024.0, 64.0, 1.0, 1});
    QVERIFY(qAbs(p.perSequenceTokPerS - 125.3358) < 1e-3);
    QVERIFY(qAbs(p.aggregateTokPerS - 8021.4935) < 1e-3);
    QCOMPARE(p.bTokenBytes, 384217728.0);
    QVERIFY(qAbs(0.92 * 3.35e12 / p.bTokenBytes - p.aggregateTokPerS) < 1e-6);
}

void TestByteLedger::predictionWithReplicasAndSpeculation()
{
    // Two data-parallel replicas of one H100 each, 64 sequences: 32 per replica, so
    // 2 x 32 x 3.082e12 / (16e9 + 32 x 134,217,728) = 9719.06 tok/s.
    LedgerPrediction p = predictDecode(16e9, 131072.0, 3.35e12, DecodePoint{1024.0, 64.0, 1.0, 2});
    QVERIFY(qAbs(p.aggregateTokPerS - 9719.0598) < 1e-3);
    // One sequence over two replicas: one replica decodes it alone, the other idles.
    p = predictDecode(16e9, 131072.0, 3.35e12, DecodePoint{1024.0, 1.0, 1.0, 2});
    QVERIFY(qAbs(p.aggregateTokPerS - 191.0226) < 1e-3);
    QCOMPARE(p.aggregateTokPerS, p.perSequenceTokPerS);
    // Speculation with up to 4 tokens per step (K = 3 plus the bonus token), batch 1 at 1,024
    // context: 4 x 191.0226 = 764.09 tok/s.
    p = predictDecode(16e9, 131072.0, 3.35e12, DecodePoint{1024.0, 1.0, 4.0, 1});
    QVERIFY(qAbs(p.perSequenceTokPerS - 764.0903) < 1e-3);
    // Nonsense inputs predict nothing rather than infinity.
    QCOMPARE(predictDecode(0.0, 0.0, 3.35e12, DecodePoint{}).aggregateTokPerS, 0.0);
    QCOMPARE(predictDecode(16e9, 0.0, 0.0, DecodePoint{}).aggregateTokPerS, 0.0);
}

void TestByteLedger::bandwidthFromConfig()
{
    const GpuBandwidthTable table = GpuBandwidthTable::builtIn();
    LedgerBandwidth bw = lanebook::bandwidthFromConfig({{"gpu", "NVIDIA H100 80GB HBM3"}}, table);
    QCOMPARE(*bw.perGpuBytesPerS, 3.35e12);
    QCOMPARE(bw.gpusPerReplica, 1);
    QVERIFY(bw.source.contains(QLatin1String("datasheet")));
    // Tensor parallel over 4 GPUs reads 4x as fast; data parallel makes replicas.
    bw = lanebook::bandwidthFromConfig({{"gpu", "NVIDIA H200"}, {"tp", 4}, {"dp", 2}}, table);
    QCOMPARE(bw.replicaBytesPerS(), 4 * 4.8e12);
    QCOMPARE(bw.replicas, 2);
    // llama.cpp lists every GPU it saw.
    bw = lanebook::bandwidthFromConfig(
        {{"gpu", "NVIDIA GeForce RTX 4090, NVIDIA GeForce RTX 4090"}}, table);
    QCOMPARE(bw.replicaBytesPerS(), 2 * 1008e9);
    bw = lanebook::bandwidthFromConfig({{"gpu", "8x NVIDIA B200"}}, table);
    QCOMPARE(bw.replicaBytesPerS(), 8 * 8.0e12);
    // A number in the config wins over the table.
    bw = lanebook::bandwidthFromConfig({{"gpu", "NVIDIA H200"}, {"gpu_bandwidth_gb_s", 4000}},
                                       table);
    QCOMPARE(*bw.perGpuBytesPerS, 4.0e12);
    bw = lanebook::bandwidthFromConfig({{"gpu", "Acme Brick"}}, table);
    QVERIFY(!bw.perGpuBytesPerS);
    QVERIFY(bw.missing.contains(QLatin1String("Acme Brick")));
    QVERIFY(!lanebook::bandwidthFromConfig(nlohmann::json::object(), table).perGpuBytesPerS);
}

QTEST_GUILESS_MAIN(TestByteLedger)
#include "tst_byteledger.moc"
