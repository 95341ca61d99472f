#pragma once

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <nlohmann/json.hpp>

// Values as the notebook's SQL writes them, shared by the NotebookStore topic files so that
// every table stamps time and stores "nothing" the same way.
namespace lanebook::sqlvalues {

// created_at / updated_at: ISO 8601 UTC with milliseconds.
inline QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// A typed SQL NULL for a text column (an untyped QVariant would not bind as TEXT).
inline QVariant nullText()
{
    return QVariant(QMetaType::fromType<QString>());
}

// Empty text is stored as NULL: "not recorded", never an empty string that looks like one.
inline QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? nullText() : QVariant(text);
}

// A JSON column as read back: NULL or text that is not JSON give an empty object.
inline nlohmann::json jsonOrEmpty(const QVariant &value)
{
    if (value.isNull())
        return nlohmann::json::object();
    const nlohmann::json parsed =
        nlohmann::json::parse(value.toString().toStdString(), nullptr, false);
    return parsed.is_discarded() ? nlohmann::json::object() : parsed;
}

// A JSON column as written: an empty object or array is stored as NULL.
inline QVariant jsonTextOrNull(const nlohmann::json &value)
{
    return value.empty() ? nullText() : QVariant(QString::fromStdString(value.dump()));
}

// GPU ids are stored as "0,1": readable in any SQLite shell, and what CUDA_VISIBLE_DEVICES
// takes.
inline QString gpuIdsText(const QList<int> &gpus)
{
    QStringList parts;
    for (const int gpu : gpus)
        parts << QString::number(gpu);
    return parts.join(QLatin1Char(','));
}

inline QList<int> gpuIdsFromText(const QString &text)
{
    QList<int> gpus;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int gpu = part.trimmed().toInt(&ok);
        if (ok)
            gpus << gpu;
    }
    return gpus;
}

} // namespace lanebook::sqlvalues
