#pragma once

#include <QString>

namespace lanebook {

// Whether a config or environment key names a secret (token, key, password...), whose
// value must never be shown or exported.
bool isSecretKey(const QString &key);

// What is shown instead of a secret value.
QString redactedValue();

} // namespace lanebook
