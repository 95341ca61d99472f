#include "backends/importers/vllmsweep.h"

#include "backends/importers/metadatavalue.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <charconv>
#include <functional>
#include <string_view>

namespace lanebook::VllmSweep {

namespace {

// `vllm bench serve` arguments (vllm/benchmarks/serve.py and datasets.py add_cli_args), as a
// sweep's bench parameter file spells them. What is not here and not named on the folder's
// BENCH side is taken for a server argument.
constexpr std::string_view kBenchArguments[] = {
    "backend",
    "base_url",
    "host",
    "port",
    "endpoint",
    "header",
    "model",
    "served_model_name",
    "tokenizer",
    "tokenizer_mode",
    "trust_remote_code",
    "lora_modules",
    "num_prompts",
    "request_rate",
    "burstiness",
    "max_concurrency",
    "seed",
    "ignore_eos",
    "logprobs",
    "temperature",
    "top_p",
    "top_k",
    "min_p",
    "repetition_penalty",
    "frequency_penalty",
    "presence_penalty",
    "extra_body",
    "no_stream",
    "goodput",
    "ramp_up_strategy",
    "ramp_up_start_rps",
    "ramp_up_end_rps",
    "ready_check_timeout_sec",
    "request_id_prefix",
    "dataset_name",
    "dataset_path",
    "no_oversample",
    "skip_chat_template",
    "random_input_len",
    "random_output_len",
    "random_range_ratio",
    "random_prefix_len",
    "random_batch_size",
    "sharegpt_output_len",
    "sonnet_input_len",
    "sonnet_output_len",
    "sonnet_prefix_len",
    "hf_subset",
    "hf_split",
    "hf_name",
    "hf_output_len",
    "custom_output_len",
    "custom_skip_chat_template",
    "prefix_repetition_prefix_len",
    "prefix_repetition_suffix_len",
    "prefix_repetition_num_prefixes",
    "prefix_repetition_output_len",
};

// Bench arguments that shape only what is written, not the load.
constexpr std::string_view kReportArguments[] = {
    "save_result",
    "save_detailed",
    "append_result",
    "result_dir",
    "result_filename",
    "percentile_metrics",
    "metric_percentiles",
    "disable_tqdm",
    "profile",
    "metadata",
    "plot_timeline",
    "plot_dataset_stats",
    "timeline_itl_thresholds",
};

template <std::size_t N> bool among(const std::string_view (&list)[N], std::string_view key)
{
    return std::find(std::begin(list), std::end(list), key) != std::end(list);
}

// The keys of a name made of k=v pairs joined with "-" (a value may hold "-" itself), or none
// when the name is not of that form (a parameter file's "_benchmark_name").
QStringList keysOfName(const QString &name)
{
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.]*$"));
    QStringList keys;
    const QStringList parts = name.split(QLatin1Char('-'));
    for (const QString &part : parts) {
        const qsizetype equals = part.indexOf(QLatin1Char('='));
        if (equals < 0) {
            if (keys.isEmpty())
                return {}; // text before any k=: a name, not pairs
            continue;      // part of the value before it
        }
        const QString key = part.left(equals);
        if (!identifier.match(key).hasMatch())
            return {};
        keys << key;
    }
    return keys;
}

} // namespace

std::optional<int> runNumberOf(std::string_view value)
{
    int number = 0;
    const char *end = value.data() + value.size();
    const auto [at, error] = std::from_chars(value.data(), end, number);
    if (error != std::errc() || number < 0 ||
        (at != end && *at != '.' && *at != 'e' && *at != 'E' && *at != ' ' && *at != ',' &&
         *at != '\n' && *at != '\r' && *at != '}'))
        return std::nullopt;
    return number;
}

std::vector<int> runNumbersIn(std::string_view text)
{
    constexpr std::string_view key = "\"run_number\":";
    std::vector<int> numbers;
    for (std::size_t at = text.find(key); at != std::string_view::npos;
         at = text.find(key, at + key.size())) {
        const std::size_t value = text.find_first_not_of(" \t\r\n", at + key.size());
        if (value == std::string_view::npos)
            break;
        if (const auto number = runNumberOf(text.substr(value)))
            numbers.push_back(*number);
    }
    return numbers;
}

QString runFilePath(const QString &summaryPath, int runNumber)
{
    return QFileInfo(summaryPath).dir().filePath(QStringLiteral("run=%1.json").arg(runNumber));
}

std::optional<int> runNumberOfPath(const QString &runFilePath)
{
    static const QRegularExpression name(QStringLiteral("^run=(\\d{1,6})\\.json$"));
    const auto match = name.match(QFileInfo(runFilePath).fileName());
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toInt();
}

Folder folderOf(const QString &runFilePath)
{
    // Current releases: SERVE--a-BENCH--b (parts "SERVE-", name joined with "-"); earlier
    // ones wrote one dash, or lower case (serve_multi.py).
    static const QRegularExpression both(
        QStringLiteral("^(?:SERVE|serve)--?(.+?)-(?:BENCH|bench)--?(.+)$"));
    static const QRegularExpression serveOnly(QStringLiteral("^(?:SERVE|serve)--?(.+)$"));
    static const QRegularExpression benchOnly(QStringLiteral("^(?:BENCH|bench)--?(.+)$"));
    const QString name = QFileInfo(runFilePath).absoluteDir().dirName();
    Folder folder;
    if (const auto match = both.match(name); match.hasMatch()) {
        folder.serveName = match.captured(1);
        folder.benchName = match.captured(2);
    } else if (const auto serve = serveOnly.match(name); serve.hasMatch()) {
        folder.serveName = serve.captured(1);
    } else if (const auto bench = benchOnly.match(name); bench.hasMatch()) {
        folder.benchName = bench.captured(1);
    }
    folder.serveKeys = keysOfName(folder.serveName);
    folder.benchKeys = keysOfName(folder.benchName);
    return folder;
}

std::vector<Setting> settingsOf(const std::vector<JsonObjectScan::Member> &members,
                                const Folder &folder,
                                const std::function<bool(std::string_view)> &isResultKey)
{
    const auto runNumber =
        std::find_if(members.begin(), members.end(),
                     [](const JsonObjectScan::Member &m) { return m.key == "run_number"; });
    if (runNumber == members.end())
        return {};
    // Keys in sorted order: the file was re-saved (json.dump(sort_keys=True), jq -S), and the
    // place of a key after run_number says nothing; only the folder's names do.
    const bool sorted =
        std::is_sorted(members.begin(), members.end(),
                       [](const JsonObjectScan::Member &a, const JsonObjectScan::Member &b) {
                           return a.key < b.key;
                       });
    std::vector<Setting> settings;
    for (auto it = members.begin(); it != members.end(); ++it) {
        if (it == runNumber || it->key == "_benchmark_name")
            continue;
        const QString key =
            QString::fromUtf8(it->key.data(), static_cast<qsizetype>(it->key.size()));
        // After run_number as the sweep wrote it, or anywhere when the folder names it (a file
        // re-saved with sorted keys); never a key the result itself writes (a sorted file puts
        // std_ttft_ms after run_number, and a bench parameter may overwrite max_concurrency).
        const bool named = folder.serveKeys.contains(key) || folder.benchKeys.contains(key);
        if (isResultKey(it->key) || ((it < runNumber || sorted) && !named))
            continue;
        Setting setting{std::string(it->key), Side::Server};
        // A load setting (output_len, dataset) is the client's, as a --metadata pair's is.
        const bool bench = folder.benchKeys.contains(key) ||
                           (!folder.serveKeys.contains(key) &&
                            (among(kBenchArguments, it->key) ||
                             MetadataValue::isWorkloadSetting(std::string(it->key))));
        if (among(kReportArguments, it->key) && !folder.serveKeys.contains(key))
            setting.side = Side::Report;
        else if (bench)
            setting.side = Side::Client;
        settings.push_back(std::move(setting));
    }
    return settings;
}

} // namespace lanebook::VllmSweep
