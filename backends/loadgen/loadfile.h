#pragma once

#include "models/base/expected.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace lanebook {

// A file a load reads whole (a prompt file, conversations, a trace), or why not: cannotRead
// with %1 the file's native name and %2 the system's reason ("%1: cannot read the trace: %2").
Expected<QByteArray> readLoadFile(const QString &path, const QString &cannotRead);

// The entries 0..count-1 in an order drawn from the seed: which of a file's prompts or
// conversations a load sends, the same for every run with that seed.
std::vector<std::size_t> seededOrder(std::size_t count, std::uint64_t seed);

} // namespace lanebook
