#include "models/secrets/secretkeys.h"

#include <QRegularExpression>

namespace lanebook {

bool isSecretKey(const QString &key)
{
    // Matches HF_TOKEN, OPENAI_API_KEY, api-key, db_password, AWS_SECRET_ACCESS_KEY,
    // Authorization; not "max_tokens" or "key_cache_dtype".
    static const QRegularExpression secret(
        QStringLiteral("(^|[_\\-.])(token|api[_\\-]?key|secret|password|passwd|credentials?|"
                       "authorization|auth)([_\\-.]|$)|(^|[_\\-.])key$"),
        QRegularExpression::CaseInsensitiveOption);
    // Domain words that contain "token" and are never secrets: B_token (bytes read per
    // decoded token, the byte ledger's input), kv_bytes_per_token, token counts.
    static const QRegularExpression domain(
        QStringLiteral("(^|[_\\-.])(b[_\\-]token|per[_\\-]token|tokens?[_\\-](per|count|ids?|"
                       "budget|len|length)|token[_\\-]?(ids?|count|counts|budget))([_\\-.]|$)"),
        QRegularExpression::CaseInsensitiveOption);
    // camelCase is read as words too: hfToken, openaiApiKey, clientSecret (but maxTokens
    // and keyCacheDtype stay readable, as max_tokens and key_cache_dtype do).
    static const QRegularExpression camelBoundary(QStringLiteral("([a-z0-9])([A-Z])"));
    QString words = key;
    words.replace(camelBoundary, QStringLiteral("\\1_\\2"));
    return secret.match(words).hasMatch() && !domain.match(words).hasMatch();
}

QString redactedValue()
{
    return QStringLiteral("••••••");
}

} // namespace lanebook
