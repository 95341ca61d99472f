#include "backends/importers/llamabenchrow.h"

#include "backends/importers/importerstr.h"
#include "backends/importers/importlabel.h"
#include "backends/importers/lenientjson.h"

#include <QSet>

#include <array>
#include <cmath>

namespace lanebook::LlamaBench {

namespace {

// Field types of test::get_field_type() over the versions (b1275 .. 2026).
bool isNumericField(const std::string &field)
{
    static const QSet<QString> numeric = {
        QStringLiteral("build_number"),   QStringLiteral("n_batch"),
        QStringLiteral("n_ubatch"),       QStringLiteral("n_threads"),
        QStringLiteral("poll"),           QStringLiteral("model_size"),
        QStringLiteral("model_n_params"), QStringLiteral("n_gpu_layers"),
        QStringLiteral("main_gpu"),       QStringLiteral("n_prompt"),
        QStringLiteral("n_gen"),          QStringLiteral("n_depth"),
        QStringLiteral("avg_ns"),         QStringLiteral("stddev_ns"),
        QStringLiteral("avg_ts"),         QStringLiteral("stddev_ts"),
        QStringLiteral("n_cpu_moe"),      QStringLiteral("fit_target"),
        QStringLiteral("fit_min_ctx"),    QStringLiteral("no_op_offload"),
        QStringLiteral("defrag_thold")};
    return numeric.contains(QString::fromStdString(field));
}

bool isBoolField(const std::string &field)
{
    static const QSet<QString> flags = {
        QStringLiteral("cuda"),     QStringLiteral("opencl"),        QStringLiteral("vulkan"),
        QStringLiteral("kompute"),  QStringLiteral("metal"),         QStringLiteral("sycl"),
        QStringLiteral("rpc"),      QStringLiteral("gpu_blas"),      QStringLiteral("blas"),
        QStringLiteral("f16_kv"),   QStringLiteral("no_kv_offload"), QStringLiteral("cpu_strict"),
        QStringLiteral("use_mmap"), QStringLiteral("embeddings"),    QStringLiteral("mul_mat_q"),
        QStringLiteral("low_vram"), QStringLiteral("no_host")};
    return flags.contains(QString::fromStdString(field));
}

// Old builds (b1275 .. b3599) wrote one boolean per compiled-in backend instead of the
// "backends" string. Their get_backend() named the first one set, in this order, and the
// same build's markdown shows that name, so it is what is kept.
QString backendsFromFlags(const nlohmann::json &fields)
{
    static const std::array<std::pair<const char *, const char *>, 8> flags = {
        {{"cuda", "CUDA"},
         {"opencl", "OpenCL"},
         {"vulkan", "Vulkan"},
         {"kompute", "Kompute"},
         {"metal", "Metal"},
         {"sycl", "SYCL"},
         {"gpu_blas", "GPU BLAS"},
         {"blas", "BLAS"}}};
    bool anyFlag = false;
    for (const auto &[key, name] : flags) {
        const auto it = fields.find(key);
        if (it == fields.end())
            continue;
        anyFlag = true;
        const bool on =
            it->is_boolean() ? it->get<bool>() : (it->is_number() && it->get<double>() != 0.0);
        if (on)
            return QString::fromLatin1(name);
    }
    return anyFlag ? QStringLiteral("CPU") : QString();
}

// flash_attn was a bool until the `-fa auto` mode made it an int (-1 auto, 0 off, 1 on).
QString flashAttentionWord(const nlohmann::json &value)
{
    if (value.is_boolean())
        return value.get<bool>() ? QStringLiteral("on") : QStringLiteral("off");
    if (value.is_number()) {
        const double v = value.get<double>();
        if (v < 0)
            return QStringLiteral("auto");
        return v > 0 ? QStringLiteral("on") : QStringLiteral("off");
    }
    return LenientJson::toQString(value);
}

QString testName(double nPrompt, double nGen, double nDepth)
{
    const QString pp = QStringLiteral("pp") + QString::number(nPrompt, 'f', 0);
    const QString tg = QStringLiteral("tg") + QString::number(nGen, 'f', 0);
    QString name = nGen == 0 ? pp : (nPrompt == 0 ? tg : pp + QLatin1Char('+') + tg);
    if (nDepth > 0)
        name += QStringLiteral(" @ d") + QString::number(nDepth, 'f', 0);
    return name;
}

} // namespace

nlohmann::json typedValue(const std::string &field, const QString &text)
{
    const QString trimmed = text.trimmed();
    if (field == "flash_attn") {
        if (trimmed == QLatin1String("true") || trimmed == QLatin1String("false"))
            return trimmed == QLatin1String("true");
    } else if (isBoolField(field)) {
        if (trimmed == QLatin1String("1") || trimmed == QLatin1String("true"))
            return true;
        if (trimmed == QLatin1String("0") || trimmed == QLatin1String("false"))
            return false;
        return trimmed.toStdString();
    } else if (!isNumericField(field)) {
        return text.toStdString();
    }
    bool ok = false;
    const double value = trimmed.toDouble(&ok);
    if (ok)
        return value;
    return trimmed.toStdString();
}

Run runFromRow(const Row &row)
{
    const nlohmann::json &fields = row.fields;
    const QString &where = row.locator;
    QSet<QString> used;
    auto number = [&](const char *key) {
        used.insert(QString::fromLatin1(key));
        return LenientJson::numberAt(fields, key, where);
    };
    auto text = [&](const char *key) {
        used.insert(QString::fromLatin1(key));
        return LenientJson::stringAt(fields, key, where).value_or(QString());
    };

    const std::optional<double> avgTs = number("avg_ts");
    if (!avgTs)
        throw ImportFailure(
            ImportersTr::tr("%1: no \"avg_ts\" (tokens per second) value").arg(where));
    if (!fields.contains("n_prompt") && !fields.contains("n_gen"))
        throw ImportFailure(
            ImportersTr::tr("%1: no \"n_prompt\" or \"n_gen\" value, so the test kind is unknown")
                .arg(where));
    const double nPrompt = number("n_prompt").value_or(0.0);
    const double nGen = number("n_gen").value_or(0.0);
    const std::optional<double> nDepth = number("n_depth");
    if (nPrompt <= 0 && nGen <= 0)
        throw ImportFailure(
            ImportersTr::tr("%1: both \"n_prompt\" and \"n_gen\" are 0").arg(where));

    Run run;
    run.source.locator = where;

    // avg_ts is (n_prompt + n_gen) / time for every kind; only pp and tg alone are the
    // vocabulary's prompt and generation rates. A -pg test keeps it as pp_tg_tok_per_s.
    const QString rate = nGen <= 0      ? QStringLiteral("prompt_tok_per_s")
                         : nPrompt <= 0 ? QStringLiteral("gen_tok_per_s")
                                        : QStringLiteral("pp_tg_tok_per_s");
    run.setMetric(rate, *avgTs, QStringLiteral("avg_ts"));
    if (const auto stddev = number("stddev_ts"))
        run.setMetric(rate + QStringLiteral("_stddev"), *stddev, QStringLiteral("stddev_ts"));
    if (fields.contains("n_prompt"))
        run.setMetric(QStringLiteral("n_prompt"), nPrompt, QStringLiteral("n_prompt"));
    if (fields.contains("n_gen"))
        run.setMetric(QStringLiteral("n_gen"), nGen, QStringLiteral("n_gen"));
    if (nDepth)
        run.setMetric(QStringLiteral("n_depth"), *nDepth, QStringLiteral("n_depth"));

    const QString test = testName(nPrompt, nGen, nDepth.value_or(0.0));
    run.workload["test"] = test.toStdString();
    run.workload["n_prompt"] = LenientJson::jsonNumber(nPrompt);
    run.workload["n_gen"] = LenientJson::jsonNumber(nGen);
    if (nDepth)
        run.workload["n_depth"] = LenientJson::jsonNumber(*nDepth);

    // Config: what was run, how.
    nlohmann::json &config = run.config;
    config["runtime"] = "llama.cpp";
    const QString commit = text("build_commit");
    const std::optional<double> buildNumber = number("build_number");
    if (buildNumber || !commit.isEmpty()) {
        QString version =
            buildNumber ? QStringLiteral("b") + QString::number(*buildNumber, 'f', 0) : QString();
        if (!commit.isEmpty())
            version = version.isEmpty() ? commit : version + QStringLiteral(" (") + commit + u')';
        config["runtime_version"] = version.toStdString();
    }
    if (!commit.isEmpty())
        config["build_commit"] = commit.toStdString();
    if (buildNumber)
        config["build_number"] = LenientJson::jsonNumber(*buildNumber);
    QString backends = text("backends");
    if (backends.isEmpty())
        backends = backendsFromFlags(fields);
    if (!backends.isEmpty())
        config["backends"] = backends.toStdString();
    if (const QString gpu = text("gpu_info"); !gpu.isEmpty())
        config["gpu"] = gpu.toStdString();
    if (const QString cpu = text("cpu_info"); !cpu.isEmpty())
        config["cpu"] = cpu.toStdString();
    if (fields.contains("flash_attn")) {
        used.insert(QStringLiteral("flash_attn"));
        config["flash_attn"] = flashAttentionWord(fields.at("flash_attn")).toStdString();
    }
    for (const char *key :
         {"model_size", "model_n_params", "n_gpu_layers", "n_batch", "n_ubatch", "n_threads",
          "main_gpu", "n_cpu_moe", "poll", "fit_target", "fit_min_ctx", "defrag_thold"}) {
        if (const auto value = number(key))
            config[key] = LenientJson::jsonNumber(*value);
    }
    for (const char *key :
         {"model_filename", "model_type", "type_k", "type_v", "split_mode", "tensor_split",
          "devices", "tensor_buft_overrides", "load_mode", "cpu_mask", "use_mmap", "no_kv_offload",
          "embeddings", "cpu_strict", "no_host", "f16_kv", "mul_mat_q", "low_vram",
          // a bool in b5606, an int since
          "no_op_offload"}) {
        used.insert(QString::fromLatin1(key));
        if (const auto it = fields.find(key); it != fields.end() && !it->is_null())
            config[key] = *it;
    }

    const QString modelType = text("model_type");
    const QString modelFile = text("model_filename");
    run.model = !modelType.isEmpty() ? modelType : ImportLabel::modelWord(modelFile);

    const QString testTime = text("test_time");
    if (!testTime.isEmpty()) {
        run.startedAt = QDateTime::fromString(testTime, Qt::ISODate);
        if (run.startedAt.isValid())
            run.startedAt = run.startedAt.toUTC();
    }

    // Everything else is kept: samples_ns/samples_ts, avg_ns, the old per-backend flags and
    // fields of newer builds.
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        if (!used.contains(QString::fromStdString(it.key())))
            run.extra[it.key()] = it.value();
    }

    QString testWord = test;
    testWord.remove(QLatin1Char(' '));
    testWord.replace(QLatin1Char('@'), QLatin1Char('-'));
    run.label = ImportLabel::join({ImportLabel::modelWord(run.model), QStringLiteral("llama-bench"),
                                   testWord, ImportLabel::timestamp(run.startedAt)});
    return run;
}

} // namespace lanebook::LlamaBench
