#include "models/secrets/secretkeys.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace lanebook {

namespace {

// "OPENAI_API_KEY", "hf-token", "clientSecret", "APIKey" -> lower-case words.
QStringList wordsOf(const QString &key)
{
    static const QRegularExpression acronym(QStringLiteral("([A-Z]+)([A-Z][a-z])"));
    static const QRegularExpression camel(QStringLiteral("([a-z0-9])([A-Z])"));
    static const QRegularExpression separators(QStringLiteral("[^A-Za-z0-9]+"));
    QString spaced = key;
    spaced.replace(acronym, QStringLiteral("\\1_\\2"));
    spaced.replace(camel, QStringLiteral("\\1_\\2"));
    return spaced.toLower().split(separators, Qt::SkipEmptyParts);
}

// Words that are a credential on their own, as the last word of a key.
bool isCredentialWord(const QString &word)
{
    static const QSet<QString> words = {
        QStringLiteral("password"),   QStringLiteral("passwd"),        QStringLiteral("passphrase"),
        QStringLiteral("secret"),     QStringLiteral("authorization"), QStringLiteral("auth"),
        QStringLiteral("credential"), QStringLiteral("credentials"),   QStringLiteral("apikey"),
        QStringLiteral("bearer"),     QStringLiteral("cookie")};
    // PGPASSWORD, MYSQL_PWD's cousins written as one word.
    return words.contains(word) || word.endsWith(QLatin1String("password")) ||
           word.endsWith(QLatin1String("passwd"));
}

// "X_token" is a secret (hf_token, auth_token, github_token, MYCORP_TOKEN) unless X makes it a
// token of the text: first_token, eos_token, per_token, B_token (the byte ledger's input).
bool isTextTokenQualifier(const QString &word)
{
    static const QSet<QString> words = {
        QStringLiteral("first"),     QStringLiteral("last"),     QStringLiteral("next"),
        QStringLiteral("prev"),      QStringLiteral("per"),      QStringLiteral("each"),
        QStringLiteral("bos"),       QStringLiteral("eos"),      QStringLiteral("eot"),
        QStringLiteral("pad"),       QStringLiteral("unk"),      QStringLiteral("sep"),
        QStringLiteral("cls"),       QStringLiteral("mask"),     QStringLiteral("start"),
        QStringLiteral("end"),       QStringLiteral("stop"),     QStringLiteral("special"),
        QStringLiteral("image"),     QStringLiteral("audio"),    QStringLiteral("video"),
        QStringLiteral("vision"),    QStringLiteral("b"),        QStringLiteral("output"),
        QStringLiteral("input"),     QStringLiteral("prompt"),   QStringLiteral("new"),
        QStringLiteral("think"),     QStringLiteral("thinking"), QStringLiteral("reasoning"),
        QStringLiteral("tool"),      QStringLiteral("decode"),   QStringLiteral("prefill"),
        QStringLiteral("draft"),     QStringLiteral("bonus"),    QStringLiteral("target"),
        QStringLiteral("added"),     QStringLiteral("sentinel"), QStringLiteral("placeholder"),
        QStringLiteral("max"),       QStringLiteral("min"),      QStringLiteral("num"),
        QStringLiteral("total"),     QStringLiteral("mean"),     QStringLiteral("median"),
        QStringLiteral("generated"), QStringLiteral("cached"),   QStringLiteral("begin")};
    return words.contains(word);
}

// "X_key" is a secret when X says which kind of credential (api_key, secret_access_key,
// private_key); key_cache_dtype, sort_key or a bare "key" are not.
bool isCredentialKeyQualifier(const QString &word)
{
    static const QSet<QString> words = {
        QStringLiteral("api"),     QStringLiteral("access"),       QStringLiteral("secret"),
        QStringLiteral("private"), QStringLiteral("signing"),      QStringLiteral("encryption"),
        QStringLiteral("ssh"),     QStringLiteral("client"),       QStringLiteral("auth"),
        QStringLiteral("master"),  QStringLiteral("account"),      QStringLiteral("license"),
        QStringLiteral("service"), QStringLiteral("subscription"), QStringLiteral("app"),
        QStringLiteral("admin"),   QStringLiteral("hmac"),         QStringLiteral("session"),
        QStringLiteral("webhook"), QStringLiteral("gpg"),          QStringLiteral("pgp")};
    return words.contains(word);
}

} // namespace

bool isSecretKey(const QString &key)
{
    const QStringList words = wordsOf(key);
    if (words.isEmpty())
        return false;
    // Only the last word names what the value is: first_token_timeout_s is a timeout,
    // secret_sauce_enabled a switch, tokenizer_mode a mode.
    const QString &last = words.back();
    const QString before = words.size() > 1 ? words[words.size() - 2] : QString();
    if (isCredentialWord(last))
        return true;
    if (last == QLatin1String("token"))
        return before.isEmpty() || !isTextTokenQualifier(before);
    if (last == QLatin1String("key"))
        return isCredentialKeyQualifier(before);
    return false;
}

bool isSecretValue(const QString &key, const nlohmann::json &value)
{
    if (value.is_string())
        return isSecretText(key, QString::fromStdString(value.get<std::string>()));
    if (value.is_array() && !value.empty() && isSecretKey(key)) {
        return std::any_of(value.begin(), value.end(), [](const nlohmann::json &item) {
            return item.is_string() && !item.get<std::string>().empty();
        });
    }
    return false;
}

bool isSecretText(const QString &key, const QString &value)
{
    return !value.isEmpty() && isSecretKey(key);
}

QString redactedValue()
{
    return QStringLiteral("••••••");
}

} // namespace lanebook
