// Status reasons are stored in English and translated only when shown
// (models/run/statusreason.h): every reason Lanebook writes, in the German and Chinese words
// older versions stored (read from the translation catalogs in the source tree, the words
// those versions shipped), comes back as the English text; shown, it is the user's language.
#include "models/run/statusreason.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <QTranslator>

#include <nlohmann/json.hpp>

#include <map>
#include <utility>

using namespace lanebook;

namespace {

// Every reason a producer writes, by its translation context.
const std::pair<const char *, const char *> kReasons[] = {
    {"ImportersTr", "no request completed"},
    {"ImportersTr", "the benchmark was cancelled before it finished"},
    {"ImportersTr", "every request errored"},
    {"LoadGenModelTr", "cancelled before any request"},
    {"LoadGenModelTr", "no request was sent"},
    {"LoadGenModelTr", "no request completed: %1"},
    {"LoadGenModelTr", "cancelled: %1 of %2 requests ended"},
    {"WaveRunTr", "arm %1: the server of config %2 exited during the run"},
    {"CliTr", "the command did not start: %1"},
    {"CliTr", "the command %1"},
};

// The translations the source tree's catalogs hold (translations/lanebook_<lang>.json).
std::map<std::pair<std::string, std::string>, QString> catalog(const char *language)
{
    QFile file(QDir::cleanPath(QStringLiteral(LANEBOOK_TEST_DATA_DIR "/../../translations/"
                                                                     "lanebook_%1.json")
                                   .arg(QLatin1String(language))));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    const nlohmann::json entries = nlohmann::json::parse(file.readAll().toStdString());
    std::map<std::pair<std::string, std::string>, QString> byKey;
    for (const nlohmann::json &entry : entries) {
        if (entry["translation"].is_string())
            byKey[{entry["context"].get<std::string>(), entry["source"].get<std::string>()}] =
                QString::fromStdString(entry["translation"].get<std::string>());
    }
    return byKey;
}

// The arguments a reason is filled with here: words from a server (with a colon, as a curl
// error has), an arm and a config name, numbers.
QString filled(QString text)
{
    if (text.contains(QLatin1String("%2")))
        return text.arg(QStringLiteral("3"), QStringLiteral("10"));
    if (text.contains(QLatin1String("%1")))
        return text.arg(QStringLiteral("http://127.0.0.1:9/v1/completions: Connection refused"));
    return text;
}

// A translator that knows one text, to show the window's language without loading catalogs.
class OneTextTranslator : public QTranslator
{
public:
    OneTextTranslator(const char *context, const char *source, QString translation)
        : m_context(context)
        , m_source(source)
        , m_translation(std::move(translation))
    {}

    QString translate(const char *context, const char *source, const char * = nullptr,
                      int = -1) const override
    {
        return qstrcmp(context, m_context) == 0 && qstrcmp(source, m_source) == 0 ? m_translation
                                                                                  : QString();
    }
    bool isEmpty() const override { return false; }

private:
    const char *m_context;
    const char *m_source;
    QString m_translation;
};

} // namespace

class TestStatusReason : public QObject
{
    Q_OBJECT

private slots:
    // What German and Chinese Lanebook stored reads back as the English it means.
    void olderTranslatedReasonsBecomeEnglish_data()
    {
        QTest::addColumn<QString>("stored");
        QTest::addColumn<QString>("english");
        for (const char *language : {"de", "zh_CN"}) {
            const auto translations = catalog(language);
            for (const auto &[context, source] : kReasons) {
                const auto it = translations.find({context, source});
                QVERIFY2(it != translations.end(), source);
                QTest::addRow("%s %s", language, source)
                    << filled(it->second) << filled(QString::fromLatin1(source));
            }
        }
    }

    void olderTranslatedReasonsBecomeEnglish()
    {
        QFETCH(QString, stored);
        QFETCH(QString, english);
        QCOMPARE(canonicalStatusReason(stored), english);
        // English stays English.
        QCOMPARE(canonicalStatusReason(english), english);
    }

    // The Chinese form puts the total before the count: the numbers keep their meaning.
    void argumentsKeepTheirPlace()
    {
        QCOMPARE(canonicalStatusReason(QStringLiteral("已取消：10 个请求中已结束 3 个")),
                 QStringLiteral("cancelled: 3 of 10 requests ended"));
    }

    // A wave joins two reasons with "; ": each part is read on its own; text that is no
    // reason Lanebook writes (a user's override, a server's message) is left as it is.
    void partsAndForeignTextStay()
    {
        QCOMPARE(canonicalStatusReason(QStringLiteral(
                     "keine Anfrage abgeschlossen: HTTP 500; Arm B: der Server der Konfiguration "
                     "fp8 endete während des Laufs")),
                 QStringLiteral("no request completed: HTTP 500; arm B: the server of config fp8 "
                                "exited during the run"));
        for (const QString &text :
             {QStringLiteral("checked by hand: the driver was 550"), QString(),
              QStringLiteral("Keine Anfrage"), QStringLiteral("no request completed ")}) {
            QCOMPARE(canonicalStatusReason(text), text);
        }
    }

    // Shown, a reason is in the window's language, arguments in place.
    void shownInTheUsersLanguage()
    {
        OneTextTranslator chinese("LoadGenModelTr", "cancelled: %1 of %2 requests ended",
                                  QStringLiteral("已取消：%2 个请求中已结束 %1 个"));
        QVERIFY(QCoreApplication::installTranslator(&chinese));
        QCOMPARE(statusReasonText(QStringLiteral("cancelled: 3 of 10 requests ended")),
                 QStringLiteral("已取消：10 个请求中已结束 3 个"));
        // Untranslated in this translator: the English as stored.
        QCOMPARE(statusReasonText(QStringLiteral("no request was sent")),
                 QStringLiteral("no request was sent"));
        QVERIFY(QCoreApplication::removeTranslator(&chinese));
        QCOMPARE(statusReasonText(QStringLiteral("cancelled: 3 of 10 requests ended")),
                 QStringLiteral("cancelled: 3 of 10 requests ended"));
    }
};

QTEST_GUILESS_MAIN(TestStatusReason)
#include "tst_statusreason.moc"
