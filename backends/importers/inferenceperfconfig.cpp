#include "backends/importers/inferenceperfconfig.h"

#include "backends/importers/lenientjson.h"

#include <QList>

namespace lanebook::InferencePerfConfig {

namespace {

// A YAML plain or quoted scalar as PyYAML writes one: 'it''s', "a\"b" (only \" and \\ are
// undone), null and ~ as empty.
QString scalarOf(QByteArrayView text)
{
    QByteArray value = text.trimmed().toByteArray();
    if (value.size() >= 2 && value.startsWith('\'') && value.endsWith('\''))
        return QString::fromUtf8(value.mid(1, value.size() - 2).replace("''", "'"));
    if (value.size() >= 2 && value.startsWith('"') && value.endsWith('"'))
        return QString::fromUtf8(
            value.mid(1, value.size() - 2).replace("\\\"", "\"").replace("\\\\", "\\"));
    if (const qsizetype comment = value.indexOf(" #"); comment >= 0)
        value.truncate(comment);
    value = value.trimmed();
    if (value == "null" || value == "~")
        return {};
    return QString::fromUtf8(value);
}

std::optional<bool> boolOf(const QString &text)
{
    const QString lower = text.toLower();
    if (lower == QLatin1String("true"))
        return true;
    if (lower == QLatin1String("false"))
        return false;
    return std::nullopt;
}

// `section:` at column 0, then `  key: value` lines until the next column-0 line.
QString yamlValue(const QList<QByteArray> &lines, QByteArrayView section, QByteArrayView key)
{
    bool inSection = false;
    for (const QByteArray &line : lines) {
        if (line.isEmpty() || line.trimmed().startsWith('#'))
            continue;
        if (line.front() != ' ' && line.front() != '\t') {
            inSection = line.trimmed() == QByteArray(section.data(), section.size()) + ':';
            continue;
        }
        if (!inSection || !line.startsWith("  ") || line.size() < 3 || line.at(2) == ' ')
            continue;
        const QByteArrayView rest = QByteArrayView(line).sliced(2);
        if (rest.startsWith(key) && rest.size() > key.size() && rest.at(key.size()) == ':')
            return scalarOf(rest.sliced(key.size() + 1));
    }
    return {};
}

QString jsonString(const nlohmann::json &config, const char *section, const char *key)
{
    const nlohmann::json &value = LenientJson::member(LenientJson::member(config, section), key);
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}

} // namespace

Settings read(const QByteArray &content)
{
    Settings settings;
    if (LenientJson::looksLikeJson(content)) {
        try {
            const nlohmann::json config = LenientJson::parse(
                std::string_view(content.constData(), static_cast<std::size_t>(content.size())));
            settings.serverType = jsonString(config, "server", "type");
            settings.modelName = jsonString(config, "server", "model_name");
            settings.loadType = jsonString(config, "load", "type");
            settings.apiType = jsonString(config, "api", "type");
            const nlohmann::json &streaming =
                LenientJson::member(LenientJson::member(config, "api"), "streaming");
            if (streaming.is_boolean())
                settings.streaming = streaming.get<bool>();
        } catch (const ImportFailure &) {
            // not the tool's config: nothing is taken from it
        }
        return settings;
    }
    QList<QByteArray> lines = content.split('\n');
    for (QByteArray &line : lines) {
        if (line.endsWith('\r'))
            line.chop(1);
    }
    settings.serverType = yamlValue(lines, "server", "type");
    settings.modelName = yamlValue(lines, "server", "model_name");
    settings.loadType = yamlValue(lines, "load", "type");
    settings.apiType = yamlValue(lines, "api", "type");
    settings.streaming = boolOf(yamlValue(lines, "api", "streaming"));
    return settings;
}

} // namespace lanebook::InferencePerfConfig
