#include "models/secretkeys.h"

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
    return secret.match(key).hasMatch();
}

QString redactedValue()
{
    return QStringLiteral("••••••");
}

} // namespace lanebook
