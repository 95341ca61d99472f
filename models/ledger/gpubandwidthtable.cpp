#include "models/ledger/gpubandwidthtable.h"

#include "models/ledger/ledgertr.h"

#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

constexpr double kGB = 1e9;
constexpr double kTB = 1e12;

GpuBandwidth entry(const char *name, std::initializer_list<const char *> patterns, double bytesPerS,
                   const char *source)
{
    GpuBandwidth gpu;
    gpu.name = QString::fromUtf8(name);
    for (const char *pattern : patterns)
        gpu.patterns << QString::fromUtf8(pattern);
    gpu.bandwidthBytesPerS = bytesPerS;
    gpu.source = QString::fromUtf8(source);
    return gpu;
}

// Vendor peak memory bandwidth. Where a datasheet rounds down, or one name covers variants,
// the higher figure is kept: the ledger is an upper bound, and a peak set too low would fail
// honest runs. GDDR figures are bus width / 8 x data rate.
std::vector<GpuBandwidth> builtInEntries()
{
    return {
        // NVIDIA data centre
        entry("NVIDIA B300", {"b300", "gb300"}, 8.0 * kTB,
              "NVIDIA Blackwell Ultra (HGX B300 / GB300 NVL72): 8 TB/s HBM3e per GPU"),
        entry("NVIDIA B200", {"b200"}, 8.0 * kTB,
              "NVIDIA DGX B200 datasheet: 64 TB/s HBM3e over 8 GPUs, 8 TB/s each"),
        entry("NVIDIA GB200 (per GPU)", {"gb200"}, 8.0 * kTB,
              "NVIDIA GB200 NVL72: 8 TB/s HBM3e per Blackwell GPU"),
        entry("NVIDIA H200", {"h200"}, 4.8 * kTB,
              "NVIDIA H200 datasheet: 4.8 TB/s HBM3e (SXM and NVL)"),
        entry("NVIDIA GH200", {"gh200"}, 4.9 * kTB,
              "NVIDIA GH200 datasheet: 4.9 TB/s HBM3e (144 GB); the 96 GB HBM3 part has 4 TB/s"),
        entry("NVIDIA H100 NVL", {"h100 nvl"}, 3.9 * kTB,
              "NVIDIA H100 datasheet: 3.9 TB/s HBM3 (NVL, 94 GB)"),
        entry("NVIDIA H100 SXM5 80GB", {"h100", "h100 hbm3", "h100 sxm", "h100 sxm5"}, 3.35 * kTB,
              "NVIDIA H100 datasheet: 3.35 TB/s HBM3 (SXM5)"),
        entry("NVIDIA H100 PCIe 80GB", {"h100 pcie"}, 2.04 * kTB,
              "NVIDIA H100 datasheet: 2 TB/s HBM2e (PCIe); 5120-bit at 3.2 Gb/s is 2.04 TB/s"),
        entry("NVIDIA H800 SXM", {"h800"}, 3.35 * kTB, "NVIDIA H800 SXM: 3.35 TB/s HBM3"),
        entry("NVIDIA H800 PCIe", {"h800 pcie"}, 2.04 * kTB, "NVIDIA H800 PCIe: 2 TB/s HBM2e"),
        entry("NVIDIA H20", {"h20"}, 4.0 * kTB, "NVIDIA H20: 4.0 TB/s HBM3"),
        entry("NVIDIA A100 SXM4 80GB", {"a100", "a100 80gb", "a100 sxm4 80gb"}, 2039 * kGB,
              "NVIDIA A100 datasheet: 2,039 GB/s HBM2e (80 GB SXM)"),
        entry("NVIDIA A100 PCIe 80GB", {"a100 80gb pcie"}, 1935 * kGB,
              "NVIDIA A100 datasheet: 1,935 GB/s HBM2e (80 GB PCIe)"),
        entry("NVIDIA A100 40GB", {"a100 40gb", "a100 sxm4 40gb", "a100 pcie 40gb"}, 1555 * kGB,
              "NVIDIA A100 datasheet: 1,555 GB/s HBM2 (40 GB)"),
        entry("NVIDIA A30", {"a30"}, 933 * kGB, "NVIDIA A30 datasheet: 933 GB/s HBM2"),
        entry("NVIDIA A40", {"a40"}, 696 * kGB, "NVIDIA A40 datasheet: 696 GB/s GDDR6"),
        entry("NVIDIA A10", {"a10", "a10g"}, 600 * kGB, "NVIDIA A10 datasheet: 600 GB/s GDDR6"),
        entry("NVIDIA L40S", {"l40s"}, 864 * kGB,
              "NVIDIA L40S datasheet: 864 GB/s GDDR6 (384-bit, 18 Gb/s)"),
        entry("NVIDIA L40", {"l40"}, 864 * kGB, "NVIDIA L40 datasheet: 864 GB/s GDDR6"),
        entry("NVIDIA L4", {"l4"}, 300 * kGB, "NVIDIA L4 datasheet: 300 GB/s GDDR6"),
        entry("NVIDIA V100", {"v100"}, 900 * kGB, "NVIDIA V100 datasheet: 900 GB/s HBM2"),
        entry("NVIDIA V100S", {"v100s"}, 1134 * kGB, "NVIDIA V100S datasheet: 1,134 GB/s HBM2"),
        entry("NVIDIA T4", {"t4"}, 320 * kGB, "NVIDIA T4 datasheet: 320 GB/s GDDR6"),
        // NVIDIA workstation and GeForce
        entry("NVIDIA RTX PRO 6000 Blackwell", {"rtx pro 6000", "pro 6000 blackwell"}, 1792 * kGB,
              "NVIDIA RTX PRO 6000 Blackwell (Workstation, Max-Q, Server): 512-bit GDDR7 at "
              "28 Gb/s = 1,792 GB/s"),
        entry("NVIDIA RTX 6000 Ada Generation", {"6000 ada"}, 960 * kGB,
              "NVIDIA RTX 6000 Ada datasheet: 960 GB/s GDDR6 (384-bit, 20 Gb/s)"),
        entry("NVIDIA RTX A6000", {"a6000"}, 768 * kGB,
              "NVIDIA RTX A6000 datasheet: 768 GB/s GDDR6"),
        entry("NVIDIA GeForce RTX 5090", {"5090", "rtx 5090"}, 1792 * kGB,
              "NVIDIA RTX 5090 specifications: 512-bit GDDR7 at 28 Gb/s = 1,792 GB/s"),
        entry("NVIDIA GeForce RTX 5080", {"rtx 5080"}, 960 * kGB,
              "NVIDIA RTX 5080 specifications: 256-bit GDDR7 at 30 Gb/s = 960 GB/s"),
        entry("NVIDIA GeForce RTX 4090", {"4090", "rtx 4090"}, 1008 * kGB,
              "NVIDIA RTX 4090 specifications: 384-bit GDDR6X at 21 Gb/s = 1,008 GB/s"),
        entry("NVIDIA GeForce RTX 4080 SUPER", {"rtx 4080 super"}, 736 * kGB,
              "NVIDIA RTX 4080 SUPER: 256-bit GDDR6X at 23 Gb/s = 736 GB/s"),
        entry("NVIDIA GeForce RTX 4080", {"rtx 4080"}, 716.8 * kGB,
              "NVIDIA RTX 4080: 256-bit GDDR6X at 22.4 Gb/s = 716.8 GB/s"),
        entry("NVIDIA GeForce RTX 3090 Ti", {"rtx 3090 ti"}, 1008 * kGB,
              "NVIDIA RTX 3090 Ti: 384-bit GDDR6X at 21 Gb/s = 1,008 GB/s"),
        entry("NVIDIA GeForce RTX 3090", {"rtx 3090"}, 936 * kGB,
              "NVIDIA RTX 3090: 384-bit GDDR6X at 19.5 Gb/s = 936 GB/s"),
        // AMD
        entry("AMD Instinct MI355X", {"mi355x"}, 8.0 * kTB, "AMD MI355X datasheet: 8 TB/s HBM3E"),
        entry("AMD Instinct MI350X", {"mi350x"}, 8.0 * kTB, "AMD MI350X datasheet: 8 TB/s HBM3E"),
        entry("AMD Instinct MI325X", {"mi325x"}, 6.0 * kTB, "AMD MI325X datasheet: 6 TB/s HBM3E"),
        entry("AMD Instinct MI300X", {"mi300x"}, 5.3 * kTB, "AMD MI300X datasheet: 5.3 TB/s HBM3"),
        entry("AMD Instinct MI300A", {"mi300a"}, 5.3 * kTB, "AMD MI300A datasheet: 5.3 TB/s HBM3"),
        entry("AMD Instinct MI250X", {"mi250x", "mi250"}, 3.2768 * kTB,
              "AMD MI250X datasheet: 3.2768 TB/s HBM2e"),
        entry("AMD Instinct MI210", {"mi210"}, 1.6384 * kTB,
              "AMD MI210 datasheet: 1.6384 TB/s HBM2e"),
        entry("AMD Radeon RX 7900 XTX", {"7900 xtx"}, 960 * kGB,
              "AMD RX 7900 XTX: 384-bit GDDR6 at 20 Gb/s = 960 GB/s"),
        entry("AMD Radeon PRO W7900", {"w7900"}, 864 * kGB, "AMD Radeon PRO W7900: 864 GB/s GDDR6"),
        entry("AMD Radeon AI PRO R9700", {"r9700"}, 640 * kGB,
              "AMD Radeon AI PRO R9700: 256-bit GDDR6 at 20 Gb/s = 640 GB/s"),
        // Intel
        entry("Intel Arc Pro B70", {"b70"}, 608 * kGB,
              "Intel Arc Pro B70: 256-bit GDDR6 at 19 Gb/s = 608 GB/s"),
        entry("Intel Arc Pro B60", {"b60"}, 456 * kGB,
              "Intel Arc Pro B60: 192-bit GDDR6 at 19 Gb/s = 456 GB/s"),
        entry("Intel Arc Pro B50", {"b50"}, 224 * kGB,
              "Intel Arc Pro B50: 128-bit GDDR6 at 14 Gb/s = 224 GB/s"),
        entry("Intel Arc B580", {"b580"}, 456 * kGB,
              "Intel Arc B580: 192-bit GDDR6 at 19 Gb/s = 456 GB/s"),
        entry("Intel Arc B570", {"b570"}, 380 * kGB,
              "Intel Arc B570: 160-bit GDDR6 at 19 Gb/s = 380 GB/s"),
        entry("Intel Arc A770", {"a770"}, 560 * kGB,
              "Intel Arc A770 16GB: 256-bit GDDR6 at 17.5 Gb/s = 560 GB/s"),
        entry("Intel Data Center GPU Max 1550", {"max 1550"}, 3.2768 * kTB,
              "Intel Data Center GPU Max 1550: 3.2768 TB/s HBM2e"),
    };
}

bool isMobileWord(const QString &word)
{
    return word == QLatin1String("laptop") || word == QLatin1String("mobile");
}

// Words of the best pattern of `gpu` that `words` contains; 0 when none matches.
int matchScore(const GpuBandwidth &gpu, const QStringList &words)
{
    const bool mobileName = std::any_of(words.begin(), words.end(), isMobileWord);
    QStringList patterns = gpu.patterns;
    if (patterns.isEmpty())
        patterns << gpu.name;
    int best = 0;
    for (const QString &pattern : patterns) {
        const QStringList needed = GpuBandwidthTable::normalizedWords(pattern);
        if (needed.isEmpty())
            continue;
        if (mobileName != std::any_of(needed.begin(), needed.end(), isMobileWord))
            continue;
        const bool all = std::all_of(needed.begin(), needed.end(),
                                     [&](const QString &w) { return words.contains(w); });
        if (all)
            best = std::max(best, static_cast<int>(needed.size()));
    }
    return best;
}

} // namespace

QStringList GpuBandwidthTable::normalizedWords(const QString &gpuName)
{
    QString text = gpuName.toLower();
    for (const char *mark : {"(r)", "(tm)", "\u00ae", "\u2122"})
        text.remove(QString::fromUtf8(mark));
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    QStringList words = text.split(separators, Qt::SkipEmptyParts);
    static const QStringList filler{
        QStringLiteral("nvidia"),  QStringLiteral("amd"),         QStringLiteral("intel"),
        QStringLiteral("geforce"), QStringLiteral("radeon"),      QStringLiteral("instinct"),
        QStringLiteral("tesla"),   QStringLiteral("graphics"),    QStringLiteral("gpu"),
        QStringLiteral("edition"), QStringLiteral("generation"),  QStringLiteral("corporation"),
        QStringLiteral("device"),  QStringLiteral("workstation"), QStringLiteral("server")};
    words.removeIf([](const QString &w) { return filler.contains(w); });
    return words;
}

GpuBandwidthTable GpuBandwidthTable::builtIn()
{
    GpuBandwidthTable table;
    table.m_entries = builtInEntries();
    return table;
}

std::optional<GpuBandwidth> GpuBandwidthTable::lookup(const QString &gpuName) const
{
    const QStringList words = normalizedWords(gpuName);
    if (words.isEmpty())
        return std::nullopt;
    // Most specific pattern first; among equals a user entry, then the higher bandwidth.
    const GpuBandwidth *best = nullptr;
    int bestScore = 0;
    for (const GpuBandwidth &gpu : m_entries) {
        const int score = matchScore(gpu, words);
        if (score == 0 || score < bestScore)
            continue;
        const bool better = !best || score > bestScore || (gpu.userDefined && !best->userDefined) ||
                            (gpu.userDefined == best->userDefined &&
                             gpu.bandwidthBytesPerS > best->bandwidthBytesPerS);
        if (better) {
            best = &gpu;
            bestScore = score;
        }
    }
    if (!best)
        return std::nullopt;
    return *best;
}

void GpuBandwidthTable::setEntry(GpuBandwidth gpu)
{
    gpu.userDefined = true;
    for (GpuBandwidth &existing : m_entries) {
        if (existing.name.compare(gpu.name, Qt::CaseInsensitive) == 0) {
            // An edited built-in keeps its patterns unless the user gave new ones.
            if (gpu.patterns.isEmpty())
                gpu.patterns = existing.patterns;
            existing = std::move(gpu);
            return;
        }
    }
    m_entries.push_back(std::move(gpu));
}

bool GpuBandwidthTable::removeUserEntry(const QString &name)
{
    const auto it = std::find_if(m_entries.begin(), m_entries.end(), [&](const GpuBandwidth &g) {
        return g.userDefined && g.name.compare(name, Qt::CaseInsensitive) == 0;
    });
    if (it == m_entries.end())
        return false;
    m_entries.erase(it);
    return true;
}

QString GpuBandwidthTable::userEntriesToJson() const
{
    nlohmann::json gpus = nlohmann::json::array();
    for (const GpuBandwidth &gpu : m_entries) {
        if (!gpu.userDefined)
            continue;
        nlohmann::json patterns = nlohmann::json::array();
        for (const QString &pattern : gpu.patterns)
            patterns.push_back(pattern.toStdString());
        gpus.push_back({{"name", gpu.name.toStdString()},
                        {"patterns", patterns},
                        {"bandwidth_bytes_per_s", gpu.bandwidthBytesPerS},
                        {"source", gpu.source.toStdString()}});
    }
    const nlohmann::json document{{"version", 1}, {"gpus", gpus}};
    return QString::fromStdString(document.dump(2));
}

Expected<void> GpuBandwidthTable::loadUserEntries(const QString &json)
{
    const auto fail = [](const QString &message) -> Expected<void> { return unexpected(message); };
    const nlohmann::json document = nlohmann::json::parse(json.toStdString(), nullptr, false);
    if (document.is_discarded() || !document.is_object())
        return fail(LedgerTr::tr("The GPU bandwidth file is not a JSON object."));
    const auto gpus = document.find("gpus");
    if (gpus == document.end() || !gpus->is_array())
        return fail(LedgerTr::tr("The GPU bandwidth file has no \"gpus\" list."));
    std::vector<GpuBandwidth> parsed;
    for (size_t i = 0; i < gpus->size(); ++i) {
        const nlohmann::json &item = (*gpus)[i];
        const auto name = item.find("name");
        const auto bandwidth = item.find("bandwidth_bytes_per_s");
        if (!item.is_object() || name == item.end() || !name->is_string() ||
            name->get<std::string>().empty() || bandwidth == item.end() ||
            !bandwidth->is_number() || !(bandwidth->get<double>() > 0.0) ||
            !std::isfinite(bandwidth->get<double>()))
            return fail(LedgerTr::tr("GPU entry %1 needs a name and a positive "
                                     "bandwidth_bytes_per_s.")
                            .arg(i + 1));
        GpuBandwidth gpu;
        gpu.name = QString::fromStdString(name->get<std::string>());
        gpu.bandwidthBytesPerS = bandwidth->get<double>();
        if (const auto source = item.find("source"); source != item.end() && source->is_string())
            gpu.source = QString::fromStdString(source->get<std::string>());
        if (const auto patterns = item.find("patterns");
            patterns != item.end() && patterns->is_array()) {
            for (const nlohmann::json &pattern : *patterns) {
                if (pattern.is_string())
                    gpu.patterns << QString::fromStdString(pattern.get<std::string>());
            }
        }
        parsed.push_back(std::move(gpu));
    }
    for (GpuBandwidth &gpu : parsed)
        setEntry(std::move(gpu));
    return {};
}

} // namespace lanebook
