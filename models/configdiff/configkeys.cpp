#include "models/configdiff/configkeys.h"

#include <cmath>
#include <limits>

namespace lanebook::ConfigKeys {

const nlohmann::json *find(const nlohmann::json &object, std::string_view path)
{
    const nlohmann::json *node = &object;
    while (true) {
        if (!node->is_object())
            return nullptr;
        // A key that itself contains dots wins over descending ("p99.9_itl_ms").
        if (const auto whole = node->find(std::string(path)); whole != node->end())
            return &*whole;
        const size_t dot = path.find('.');
        if (dot == std::string_view::npos)
            return nullptr;
        const auto head = node->find(std::string(path.substr(0, dot)));
        if (head == node->end())
            return nullptr;
        node = &*head;
        path = path.substr(dot + 1);
    }
}

std::optional<double> toNumber(const nlohmann::json &value)
{
    if (value.is_number()) {
        const double number = value.get<double>();
        return std::isnan(number) ? std::nullopt : std::optional<double>(number);
    }
    if (!value.is_string())
        return std::nullopt;
    const QString text = QString::fromStdString(value.get<std::string>()).trimmed();
    if (text.compare(QLatin1String("inf"), Qt::CaseInsensitive) == 0 ||
        text.compare(QLatin1String("infinity"), Qt::CaseInsensitive) == 0)
        return std::numeric_limits<double>::infinity();
    bool ok = false;
    const double number = text.toDouble(&ok);
    if (!ok || std::isnan(number))
        return std::nullopt;
    return number;
}

std::optional<double> number(const nlohmann::json &object,
                             std::initializer_list<std::string_view> keys)
{
    for (std::string_view key : keys) {
        if (const nlohmann::json *value = find(object, key)) {
            if (const auto parsed = toNumber(*value))
                return parsed;
        }
    }
    return std::nullopt;
}

std::optional<QString> string(const nlohmann::json &object,
                              std::initializer_list<std::string_view> keys)
{
    for (std::string_view key : keys) {
        const nlohmann::json *value = find(object, key);
        if (!value || value->is_null() || value->is_object() || value->is_array())
            continue;
        const QString text = value->is_string() ? QString::fromStdString(value->get<std::string>())
                                                : QString::fromStdString(value->dump());
        const QString trimmed = text.trimmed();
        if (trimmed.isEmpty() || trimmed.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0 ||
            trimmed.compare(QLatin1String("null"), Qt::CaseInsensitive) == 0)
            continue;
        return trimmed;
    }
    return std::nullopt;
}

std::optional<bool> boolean(const nlohmann::json &object,
                            std::initializer_list<std::string_view> keys)
{
    for (std::string_view key : keys) {
        const nlohmann::json *value = find(object, key);
        if (!value)
            continue;
        if (value->is_boolean())
            return value->get<bool>();
        if (value->is_number())
            return value->get<double>() != 0.0;
        if (value->is_string()) {
            const QString text = QString::fromStdString(value->get<std::string>()).trimmed();
            for (const char *yes : {"true", "yes", "on", "1", "locked"}) {
                if (text.compare(QLatin1String(yes), Qt::CaseInsensitive) == 0)
                    return true;
            }
            for (const char *no : {"false", "no", "off", "0", "unlocked"}) {
                if (text.compare(QLatin1String(no), Qt::CaseInsensitive) == 0)
                    return false;
            }
        }
    }
    return std::nullopt;
}

QString normalizedKey(std::string_view key)
{
    QString text = QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size())).toLower();
    text.replace(QLatin1Char('-'), QLatin1Char('_'));
    text.replace(QLatin1Char(' '), QLatin1Char('_'));
    return text;
}

} // namespace lanebook::ConfigKeys
