#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <QVariant>

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

} // namespace lanebook::sqlvalues
