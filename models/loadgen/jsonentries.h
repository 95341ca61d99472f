#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <functional>
#include <string_view>

namespace lanebook {

// The entries of a prompt or conversation file: one JSON array of objects (the ShareGPT dump)
// or JSON Lines (blank lines skipped). onEntry gets each entry and where it is ("entry 3",
// "line 7") and returns why it is wrong, or empty; the first reason, behind its place, is
// returned ("line 7: ..."), or the file's own fault, or empty when every entry was read.
QString forEachJsonEntry(
    std::string_view text,
    const std::function<QString(const nlohmann::json &entry, const QString &where)> &onEntry);

} // namespace lanebook
