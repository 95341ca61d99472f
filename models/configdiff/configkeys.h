#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <optional>
#include <string_view>

namespace lanebook::ConfigKeys {

// Reading a value that different tools write under different names. Keys are tried in the
// order given; a key may be a dotted path into nested objects ("speculative_config.method").
// Numbers are also read from numeric strings, since `vllm bench --metadata k=v` and most
// hand-written configs store every value as a string.

std::optional<double> number(const nlohmann::json &object,
                             std::initializer_list<std::string_view> keys);
// A non-empty string (numbers and booleans are written as text); std::nullopt otherwise,
// and also for the words that mean "nothing": "", "none", "null".
std::optional<QString> string(const nlohmann::json &object,
                              std::initializer_list<std::string_view> keys);
std::optional<bool> boolean(const nlohmann::json &object,
                            std::initializer_list<std::string_view> keys);

// The member at a dotted path, or nullptr.
const nlohmann::json *find(const nlohmann::json &object, std::string_view path);

// A number from a JSON value: a number, or a string that is one ("4096", "8e9"). Infinity is
// allowed ("inf" request rates); NaN is not.
std::optional<double> toNumber(const nlohmann::json &value);

// Key as the held-fixed table compares it: lower case, '-' and ' ' become '_'.
QString normalizedKey(std::string_view key);

} // namespace lanebook::ConfigKeys
