#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace lanebook {

// Secrets never leave the notebook: every export passes configs and user text
// through these before writing a byte.

// The same as isSecretKey (models/secrets/secretkeys.h), which keeps the domain words that merely
// contain "token" (B_token, kv_bytes_per_token) readable.
bool looksLikeSecretKey(const QString &key);

// A copy of a config (or any JSON) with secret values replaced by redactedValue(): members
// whose key looks like a secret (isSecretKey), "KEY=VALUE" strings with such a key (an
// environment list), the value after a secret-looking option in an argv list
// ("--hf-token X", "--api-key=X"), and secret-shaped text inside any string.
nlohmann::json redactSecrets(const nlohmann::json &value);

// Text a user typed (a note, an analysis) with the same rules applied inline:
// "HF_TOKEN=hf_…", "api_key: …", "--api-key X", "Authorization: Bearer …", and values with
// the shape of a well-known token (hf_…, sk-…, ghp_…, github_pat_…, xox?-…, AKIA…, glpat-…).
QString redactSecretsInText(const QString &text);

} // namespace lanebook
