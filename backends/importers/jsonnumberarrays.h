#pragma once

#include <QString>

#include <cstddef>
#include <string_view>
#include <vector>

namespace lanebook {

// Fast readers for the per-request arrays of serving benchmarks (`ttfts`, `itls`,
// `input_lens`...): straight from the JSON text into vectors, with std::from_chars and no
// DOM, because a 10,000-request file holds a million of these numbers.
//
// Accepted elements: JSON numbers, null (read as NaN: "not recorded"), and the tokens
// Python writes for non-finite floats, bare or quoted (Infinity, -Infinity, NaN).
// Anything else throws ImportFailure with `what` (e.g. `object 2: key "ttfts"`) and the
// element's position.
namespace JsonNumberArrays {

// `[1, 2.5, null]`. `null` as the whole value gives an empty vector.
std::vector<double> readNumbers(std::string_view text, const QString &what);

// `[[0.1, 0.2], [], [0.3]]`, flattened: row i is values[offsets[i] .. offsets[i + 1]).
// Every value is multiplied by `scale` (1000 turns seconds into milliseconds).
struct NestedNumbers
{
    std::vector<float> values;
    std::vector<std::size_t> offsets{0};

    std::size_t rows() const { return offsets.size() - 1; }
};
NestedNumbers readNestedNumbers(std::string_view text, double scale, const QString &what);

} // namespace JsonNumberArrays

} // namespace lanebook
