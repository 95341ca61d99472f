#include "backends/importers/inferenceperfconfig.h"

#include "backends/importers/blockyaml.h"
#include "backends/importers/lenientjson.h"

namespace lanebook::InferencePerfConfig {

namespace {

QString jsonString(const nlohmann::json &config, const char *section, const char *key)
{
    const nlohmann::json &value = LenientJson::member(LenientJson::member(config, section), key);
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}

} // namespace

Settings read(const QByteArray &content)
{
    const std::string_view text(content.constData(), static_cast<std::size_t>(content.size()));
    nlohmann::json config;
    try {
        config =
            LenientJson::looksLikeJson(content) ? LenientJson::parse(text) : BlockYaml::parse(text);
    } catch (const ImportFailure &) {
        return {}; // not the tool's config: nothing is taken from it
    }
    Settings settings;
    settings.serverType = jsonString(config, "server", "type");
    settings.modelName = jsonString(config, "server", "model_name");
    settings.loadType = jsonString(config, "load", "type");
    settings.apiType = jsonString(config, "api", "type");
    const nlohmann::json &streaming =
        LenientJson::member(LenientJson::member(config, "api"), "streaming");
    if (streaming.is_boolean())
        settings.streaming = streaming.get<bool>();
    return settings;
}

} // namespace lanebook::InferencePerfConfig
