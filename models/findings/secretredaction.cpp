#include "models/findings/secretredaction.h"

#include "models/secrets/secretkeys.h"
#include "models/secrets/secretreference.h"

#include <QRegularExpression>

namespace lanebook {

namespace {

std::string redactedStd()
{
    return redactedValue().toStdString();
}

// "--hf-token" -> "hf-token"; the key as isSecretKey reads it.
QString optionKey(const QString &option)
{
    QString key = option;
    while (key.startsWith(u'-'))
        key.remove(0, 1);
    return key;
}

// Token shapes that are secrets whatever they are called.
const QRegularExpression &tokenShapes()
{
    static const QRegularExpression shapes(QStringLiteral(
        "\\b(hf_[A-Za-z0-9]{16,}|sk-[A-Za-z0-9_\\-]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|"
        "github_pat_[A-Za-z0-9_]{20,}|xox[abprs]-[A-Za-z0-9\\-]{10,}|AKIA[0-9A-Z]{16}|"
        "glpat-[A-Za-z0-9_\\-]{16,}|nvapi-[A-Za-z0-9_\\-]{20,}|"
        // A JSON Web Token: three base64url parts, the first a JSON header ("eyJ").
        "eyJ[A-Za-z0-9_\\-]{8,}\\.[A-Za-z0-9_\\-]{8,}\\.[A-Za-z0-9_\\-]{8,})"));
    return shapes;
}

nlohmann::json redactArgv(const nlohmann::json &array)
{
    nlohmann::json out = nlohmann::json::array();
    bool nextIsSecret = false;
    for (const nlohmann::json &item : array) {
        if (!item.is_string()) {
            out.push_back(redactSecrets(item));
            nextIsSecret = false;
            continue;
        }
        const QString text = QString::fromStdString(item.get<std::string>());
        if (nextIsSecret) {
            out.push_back(redactedStd());
            nextIsSecret = false;
            continue;
        }
        if (text.startsWith(QLatin1String("-")) && !text.contains(u'=') &&
            isSecretKey(optionKey(text))) {
            nextIsSecret = true;
            out.push_back(item);
            continue;
        }
        out.push_back(redactSecretsInText(text).toStdString());
    }
    return out;
}

} // namespace

QString redactSecretsInText(const QString &text)
{
    if (text.isEmpty())
        return text;
    QString out = text;
    // KEY=VALUE, KEY: VALUE, --option=VALUE, --option VALUE with a secret-looking key.
    static const QRegularExpression assignment(
        QStringLiteral("(?<key>(?:--?)?[A-Za-z][A-Za-z0-9_.\\-]*)(?<sep>\\s*[=:]\\s*|\\s+)"
                       "(?<quote>[\"']?)(?<value>[^\\s\"',;]+)"));
    QString result;
    qsizetype last = 0;
    qsizetype from = 0;
    while (true) {
        const QRegularExpressionMatch m = assignment.match(out, from);
        if (!m.hasMatch())
            break;
        const QString key = m.captured(QStringLiteral("key"));
        const QString sep = m.captured(QStringLiteral("sep"));
        const bool isOption = key.startsWith(u'-');
        const bool spaceOnly = sep.trimmed().isEmpty();
        // "token X" in prose is not an assignment; "--token X" is.
        const bool assigns = !spaceOnly || isOption;
        const QString value = m.captured(QStringLiteral("value"));
        if (!assigns || !isSecretText(optionKey(key), value) || value == redactedValue() ||
            value.compare(QLatin1String("Bearer"), Qt::CaseInsensitive) == 0 ||
            value.compare(QLatin1String("Basic"), Qt::CaseInsensitive) == 0) {
            // The value may itself start the next assignment ("export HF_TOKEN=..."):
            // resume right after the key, not after the whole match.
            from = m.capturedEnd(QStringLiteral("key"));
            continue;
        }
        result += out.mid(last, m.capturedStart(QStringLiteral("value")) - last);
        result += redactedValue();
        last = m.capturedEnd(QStringLiteral("value"));
        from = last;
    }
    result += out.mid(last);
    out = result;

    static const QRegularExpression bearer(
        QStringLiteral("\\b(Bearer|Basic)\\s+[A-Za-z0-9._~+/\\-]+=*"),
        QRegularExpression::CaseInsensitiveOption);
    out.replace(bearer, QStringLiteral("\\1 ") + redactedValue());
    out.replace(tokenShapes(), redactedValue());
    // The password of a URL's credentials: scheme://user:PASSWORD@host.
    static const QRegularExpression urlPassword(
        QStringLiteral("\\b([A-Za-z][A-Za-z0-9+.\\-]*://[^/\\s:@]*:)([^/\\s@]+)@"));
    out.replace(urlPassword, QStringLiteral("\\1") + redactedValue() + u'@');
    return out;
}

namespace {

// {"secret": "hf"} names a secret and holds no value: kept, so that a stored run says which
// secret its server got. Unless the "name" is itself token-shaped (a value pasted where the
// name goes).
bool isHarmlessSecretReference(const nlohmann::json &value)
{
    const auto name = secretReferenceName(value);
    return name && redactSecretsInText(*name) == *name;
}

// Under a key that names a credential, every text inside goes; numbers and booleans stay.
nlohmann::json maskStrings(const nlohmann::json &value)
{
    if (isHarmlessSecretReference(value))
        return value;
    // A value pasted where a secret's name goes: the reference goes whole.
    if (secretReferenceName(value))
        return redactedStd();
    if (value.is_string())
        return value.get<std::string>().empty() ? value : nlohmann::json(redactedStd());
    if (!value.is_structured())
        return value;
    nlohmann::json out = value;
    for (auto &item : out)
        item = maskStrings(item);
    return out;
}

} // namespace

nlohmann::json redactSecrets(const nlohmann::json &value)
{
    if (isHarmlessSecretReference(value))
        return value;
    if (value.is_object()) {
        nlohmann::json out = nlohmann::json::object();
        for (auto it = value.begin(); it != value.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            if (isHarmlessSecretReference(it.value()))
                out[it.key()] = it.value();
            else if (isSecretValue(key, it.value()) ||
                     (it.value().is_structured() && isSecretKey(key)))
                out[it.key()] = maskStrings(it.value());
            else
                out[it.key()] = redactSecrets(it.value());
        }
        return out;
    }
    if (value.is_array())
        return redactArgv(value);
    if (value.is_string())
        return redactSecretsInText(QString::fromStdString(value.get<std::string>())).toStdString();
    return value;
}

} // namespace lanebook
