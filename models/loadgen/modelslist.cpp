#include "models/loadgen/modelslist.h"

#include <nlohmann/json.hpp>

namespace lanebook {

QString firstModelIdOf(const QByteArray &modelsBody)
{
    const nlohmann::json json = nlohmann::json::parse(
        modelsBody.constData(), modelsBody.constData() + modelsBody.size(), nullptr, false);
    if (!json.is_object())
        return {};
    const auto data = json.find("data");
    if (data == json.end() || !data->is_array())
        return {};
    for (const nlohmann::json &entry : *data) {
        if (!entry.is_object())
            continue;
        const auto id = entry.find("id");
        if (id != entry.end() && id->is_string() && !id->get_ref<const std::string &>().empty())
            return QString::fromStdString(id->get<std::string>());
    }
    return {};
}

} // namespace lanebook
