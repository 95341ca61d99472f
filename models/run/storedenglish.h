#pragma once

#include <QRegularExpression>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace lanebook {

// Text Lanebook stores in English whatever the language and translates only when shown (a
// run's source locator, its status reason), and the translated forms older versions stored in
// its place, so that they can be read back as the English they mean.
struct StoredEnglishForm
{
    const char *context; // the translation context its producer marks it in
    const char *english; // "cancelled: %1 of %2 requests ended"
    // The forms translated versions of Lanebook stored (translations/lanebook_{de,zh_CN}.json,
    // unchanged since those entries were written).
    std::array<const char *, 2> translated;
};

class StoredEnglishForms
{
public:
    // `argument`: the pattern one %1 or %2 matches ("\\d+" for a locator's number, ".+?" for
    // the free text in a reason). Earlier forms are tried first.
    StoredEnglishForms(std::vector<StoredEnglishForm> forms, const QString &argument);
    StoredEnglishForms(const StoredEnglishForms &) = delete;
    StoredEnglishForms &operator=(const StoredEnglishForms &) = delete;

    // The English of a text in any known language, arguments in place; nullopt for a text no
    // form matches.
    std::optional<QString> english(const QString &text) const;
    // The same in the user's language (QCoreApplication::translate in the form's context).
    std::optional<QString> translated(const QString &text) const;

private:
    struct Match
    {
        std::size_t form;
        QString first;
        QString second;
    };
    struct Compiled
    {
        std::size_t form;
        QRegularExpression pattern;
    };
    std::optional<Match> match(const QString &text) const;

    std::vector<StoredEnglishForm> m_forms;
    std::vector<Compiled> m_compiled;
};

} // namespace lanebook
