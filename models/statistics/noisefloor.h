#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace lanebook::stats {

// The A/A noise floor: how large a relative difference the
// setup shows between two arms that run the very same recipe.
//
// From A/A pairs (the same recipe in both arms of an interleaved wave, paired by slot) the
// floor is the largest |change| the A/A comparison cannot rule out at the requested
// confidence: max(|low|, |high|) of the paired interval of log(A2 / A1), computed exactly as
// a real comparison would be (pairedLogInterval), in percent. It therefore contains both the
// random spread between processes and any systematic slot bias (first vs second in a slot),
// which is what a real change must clear. It shrinks as repeats are added, down to the bias.
//
// When only repeats of one recipe exist, the floor is the half-width that interval would
// have for two arms of that many such repeats: t(1 - alpha/2, n - 1) * sqrt(2) * s / sqrt(n),
// s the sample standard deviation of the log values (about the CV). Needs three repeats,
// the interleaving gate's minimum.

enum class NoiseFloorSource { AaPairs, Repeats };

constexpr int kMinimumRepeatsForNoiseFloor = 3;

struct NoiseFloor
{
    std::optional<double> percent; // std::nullopt when it cannot be measured
    NoiseFloorSource source = NoiseFloorSource::AaPairs;
    int samples = 0; // A/A pairs or repeats used
    QString message; // what is missing when percent is empty
};

NoiseFloor noiseFloorFromAaPairs(const std::vector<double> &first,
                                 const std::vector<double> &second, double confidence = 0.95);

NoiseFloor noiseFloorFromRepeats(const std::vector<double> &repeats, double confidence = 0.95);

} // namespace lanebook::stats
