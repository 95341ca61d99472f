#pragma once

#include <QStringView>

#include <cstdint>
#include <optional>

namespace lanebook::ToolValue {

// Whether a vendor tool's cell means "no value": "[N/A]", "N/A", "[Not Supported]", any other
// bracketed message ("[Insufficient Permissions]", "[Requested functionality has been
// deprecated]"), an empty cell, "-" (dcgm/xpu blanks): missing, never 0.
bool isMissing(QStringView cell);

// The number in a cell such as "100 %", "32362 MiB", "627.40 W", "1980 MHz", "52", or
// "45.0"; a unit suffix after a space is dropped. Missing cells and non-numbers give nullopt.
std::optional<double> number(QStringView cell);

// An integer cell ("5", "16"); nullopt when missing or not an integer.
std::optional<int> integer(QStringView cell);

// A hex bit mask such as "0x0000000000000004" (clock-event reasons); decimal is accepted too.
std::optional<std::uint64_t> bitMask(QStringView cell);

// Text, or an empty string when the cell means missing.
QString text(QStringView cell);

} // namespace lanebook::ToolValue
