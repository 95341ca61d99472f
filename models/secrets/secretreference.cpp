#include "models/secrets/secretreference.h"

#include <QCoreApplication>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SecretReference)
};

// A name is typed by a person and becomes part of an environment variable and a keychain
// key: a line of text, not a document.
constexpr qsizetype kMaxNameLength = 100;

} // namespace

Expected<void> checkSecretName(const QString &name)
{
    if (name.trimmed().isEmpty())
        return unexpected(Tr::tr("the secret's name is empty"));
    if (name.trimmed() != name)
        return unexpected(
            Tr::tr("the secret's name \"%1\" starts or ends with white space").arg(name));
    if (name.size() > kMaxNameLength)
        return unexpected(
            Tr::tr("the secret's name is longer than %1 characters").arg(kMaxNameLength));
    for (const QChar c : name) {
        if (c.category() == QChar::Other_Control)
            return unexpected(Tr::tr("the secret's name holds a control character"));
    }
    return {};
}

Expected<void> checkSecretReference(const nlohmann::json &value, const QString &path)
{
    if (!value.is_object() || !value.contains("secret"))
        return unexpected(Tr::tr("%1: expected a string or {\"secret\": NAME}, found %2")
                              .arg(path, QString::fromLatin1(value.type_name())));
    for (auto it = value.begin(); it != value.end(); ++it) {
        if (it.key() != "secret")
            return unexpected(Tr::tr("%1: a secret reference holds only \"secret\", found \"%2\"")
                                  .arg(path, QString::fromStdString(it.key())));
    }
    const nlohmann::json &name = value["secret"];
    if (!name.is_string())
        return unexpected(Tr::tr("%1.secret: expected the secret's name as a string, found %2")
                              .arg(path, QString::fromLatin1(name.type_name())));
    if (const Expected<void> named =
            checkSecretName(QString::fromStdString(name.get<std::string>()));
        !named)
        return unexpected(path + QStringLiteral(".secret: ") + named.error());
    return {};
}

std::optional<QString> secretReferenceName(const nlohmann::json &value)
{
    if (!checkSecretReference(value, {}))
        return std::nullopt;
    return QString::fromStdString(value["secret"].get<std::string>());
}

nlohmann::json secretReferenceJson(const QString &name)
{
    return {{"secret", name.toStdString()}};
}

QString secretEnvironmentVariable(const QString &name)
{
    QString variable = QStringLiteral("LANEBOOK_SECRET_");
    for (const QChar c : name.toUpper()) {
        const bool plain = (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9');
        variable += plain ? c : u'_';
    }
    return variable;
}

} // namespace lanebook
