#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lanebook {

// Values an older Lanebook destroyed: before notebook schema 10 it masked any value whose key
// held a word like "token" or "key" (vllm:time_to_first_token_seconds_sum,
// timeouts_s.first_token, --metadata first_token_timeout_s=30), at store time, so the number
// is gone. These are the places where the redaction mark stands under a key that names no
// credential (isSecretKey): "workload.timeouts_s.first_token", "config.argv[7]".
// `prefix` names the document ("config", "workload", "extra").
QStringList maskedDataPaths(const nlohmann::json &value, const QString &prefix);

} // namespace lanebook
