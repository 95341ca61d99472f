#pragma once

#include "models/base/expected.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace lanebook {

// A config's environment value may name a secret instead of holding it:
// {"env": {"HF_TOKEN": {"secret": "hf"}}}. The reference is what configs, plans and the
// notebook keep; the value is looked up only at launch (backends/secrets/secretstore.h).

// The name when `value` is a well-formed reference: an object whose only member is
// "secret", a name checkSecretName() accepts.
std::optional<QString> secretReferenceName(const nlohmann::json &value);

// Whether `value`, an object written where an environment value goes, is a well-formed
// reference; why not otherwise. `path` is the key path the message names
// ("configs[0].env.HF_TOKEN").
Expected<void> checkSecretReference(const nlohmann::json &value, const QString &path);

// Whether `name` can name a secret; why not otherwise (empty, surrounding spaces, a control
// character, longer than 100 characters).
Expected<void> checkSecretName(const QString &name);

nlohmann::json secretReferenceJson(const QString &name);

// The environment variable that provides a secret before the keychain is asked:
// LANEBOOK_SECRET_ and the name upper-cased, every character but A-Z and 0-9 as '_'
// ("hf-token" -> LANEBOOK_SECRET_HF_TOKEN).
QString secretEnvironmentVariable(const QString &name);

} // namespace lanebook
