#pragma once

#include "models/base/expected.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook {

// One GPU's peak memory bandwidth, the `BW_peak` of the byte ledger.
struct GpuBandwidth
{
    QString name;                    // display name, e.g. "NVIDIA H100 SXM5 80GB"
    QStringList patterns;            // each a set of words a GPU name must contain ("h100 pcie")
    double bandwidthBytesPerS = 0.0; // vendor peak, bytes per second (1 TB/s = 1e12)
    QString source;                  // where the number comes from
    bool userDefined = false;        // from the user's overrides, not built in
};

// The GPU peak-bandwidth table: built-in entries from vendor datasheets, plus the user's
// edits and additions (kept as JSON text; the app decides where the file lives).
//
// Lookup is by the names tools write ("NVIDIA H100 80GB HBM3", "NVIDIA GeForce RTX 4090",
// "Intel(R) Arc(TM) Pro B60 Graphics", "AMD Instinct MI300X"): the name is normalised to
// lower-case words without vendor, brand and trademark words, and an entry matches when one of
// its patterns has all its words in the name. The most specific pattern (most words) wins, so
// "h100 pcie" beats "h100"; among equally specific matches a user entry wins, then the higher
// bandwidth, because the ledger is an upper bound and a too-low peak would fail honest runs.
// A name with "laptop" or "mobile" matches only patterns that say so: mobile parts have far
// less bandwidth.
class GpuBandwidthTable
{
public:
    static GpuBandwidthTable builtIn();

    const std::vector<GpuBandwidth> &entries() const { return m_entries; }

    std::optional<GpuBandwidth> lookup(const QString &gpuName) const;

    // Adds a user entry, or replaces the entry of the same name (case-insensitive), built-in
    // or not. An entry without patterns matches its own name.
    void setEntry(GpuBandwidth entry);
    // Removes a user entry; a built-in entry it had replaced does not come back until the
    // table is rebuilt. Returns whether anything was removed.
    bool removeUserEntry(const QString &name);

    // User entries as JSON text:
    //   {"version": 1, "gpus": [{"name": "...", "patterns": ["..."],
    //     "bandwidth_bytes_per_s": 3.35e12, "source": "..."}]}
    QString userEntriesToJson() const;
    // Merges user entries from that text (each through setEntry). On a parse or shape error
    // nothing is changed, and the failure names the problem.
    Expected<void> loadUserEntries(const QString &json);

    // Lower-case words of a GPU name without vendor/brand/trademark words, as lookup sees it.
    static QStringList normalizedWords(const QString &gpuName);

private:
    std::vector<GpuBandwidth> m_entries;
};

} // namespace lanebook
