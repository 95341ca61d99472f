#include "models/secrets/maskeddata.h"

#include "models/secrets/secretkeys.h"

#include <QRegularExpression>

namespace lanebook {

namespace {

bool isMark(const nlohmann::json &value)
{
    return value.is_string() && value.get<std::string>() == redactedValue().toStdString();
}

QString stringOf(const nlohmann::json &value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}

// "--opt" -> "opt"; "-x" -> "x".
QString optionName(const QString &word)
{
    QString name = word;
    while (name.startsWith(u'-'))
        name.remove(0, 1);
    return name;
}

void walk(const nlohmann::json &value, const QString &path, const QString &key, QStringList &out);

// An argv or environment list: "--opt" followed by the mark, or "KEY=mark" in one word.
void walkList(const nlohmann::json &list, const QString &path, const QString &key, QStringList &out)
{
    static const QRegularExpression assignment(
        QStringLiteral("^-{0,2}([^=\\s]+)\\s*[=:]\\s*(.*)$"));
    const QString mark = redactedValue();
    for (size_t i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(path).arg(i);
        const nlohmann::json &item = list[i];
        if (isMark(item)) {
            const QString previous = i > 0 ? stringOf(list[i - 1]) : QString();
            const bool afterOption = previous.startsWith(u'-') && !previous.contains(u'=');
            const QString owner = afterOption ? optionName(previous) : key;
            if (!isSecretKey(owner))
                out << at;
            continue;
        }
        if (item.is_string()) {
            const QRegularExpressionMatch m = assignment.match(stringOf(item));
            if (m.hasMatch() && m.captured(2).contains(mark) && !isSecretKey(m.captured(1)))
                out << at;
            continue;
        }
        walk(item, at, key, out);
    }
}

void walk(const nlohmann::json &value, const QString &path, const QString &key, QStringList &out)
{
    if (value.is_object()) {
        for (auto it = value.begin(); it != value.end(); ++it) {
            const QString member = QString::fromStdString(it.key());
            const QString at = path + u'.' + member;
            if (isMark(it.value())) {
                if (!isSecretKey(member))
                    out << at;
            } else {
                walk(it.value(), at, member, out);
            }
        }
    } else if (value.is_array()) {
        walkList(value, path, key, out);
    }
}

} // namespace

QStringList maskedDataPaths(const nlohmann::json &value, const QString &prefix)
{
    QStringList paths;
    walk(value, prefix, prefix, paths);
    return paths;
}

} // namespace lanebook
