#pragma once

#include <QByteArray>
#include <QString>

namespace lanebook {

// The first model id in an OpenAI-style GET /v1/models answer ({"data": [{"id": ...}]}), or
// empty when the body says none: not JSON, no data list, an entry without a string id. The
// body comes from the network, so every member's type is checked before it is read.
QString firstModelIdOf(const QByteArray &modelsBody);

} // namespace lanebook
