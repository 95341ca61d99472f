#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace lanebook {

// Secrets never leave the notebook: every export passes configs and user text
// through these before writing a byte.

// A copy of a config (or any JSON) with secret values replaced by redactedValue(), decided
// by isSecretValue (models/secrets/secretkeys.h): string members under a key that names a
// credential, "KEY=VALUE" strings with such a key (an environment list), the value after such
// an option in an argv list ("--hf-token X", "--api-key=X"), and secret-shaped text inside any
// string. Numbers, booleans and null are kept whatever their key: a measurement is never a
// secret.
nlohmann::json redactSecrets(const nlohmann::json &value);

// Text a user typed (a note, an analysis) with the same rules applied inline:
// "HF_TOKEN=hf_…", "api_key: …", "--api-key X", "Authorization: Bearer …", and values with
// the shape of a well-known token (hf_…, sk-…, ghp_…, github_pat_…, xox?-…, AKIA…, glpat-…).
QString redactSecretsInText(const QString &text);

} // namespace lanebook
