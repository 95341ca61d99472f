#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace lanebook {

// The one decision every place that redacts makes (store, export, inspector, config diff,
// wave plans): a value is masked only when it is a secret. Measurements are never secrets:
// a number, a boolean or null is kept whatever its key is called.

// Whether a key names a credential as a whole: HF_TOKEN, token, OPENAI_API_KEY, apiKey,
// db-password, Authorization, client_secret. Not a word inside a longer name:
// first_token, time_to_first_token_seconds, max_num_batched_tokens, token_budget,
// tokenizer_mode, key_cache_dtype, secret_sauce_enabled.
bool isSecretKey(const QString &key);

// Whether a JSON value stored under key is a secret: a non-empty string (or a list of
// strings) under a secret key. Objects are decided member by member.
bool isSecretValue(const QString &key, const nlohmann::json &value);

// The same for a value held as text (an environment map, a KEY=VALUE word).
bool isSecretText(const QString &key, const QString &value);

// What is shown instead of a secret value.
QString redactedValue();

} // namespace lanebook
