// The German and Chinese translations in the source tree (translations/*.ts) are complete:
// no unfinished, obsolete or vanished message, the right number of plural forms, every
// placeholder (%1, %n, %Ln) of the source kept, one accelerator where the source has one.
// After `cmake --build build --target update_translations` brings new strings, fill them
// with translations/fill_ts.py; LANEBOOK_ALLOW_UNFINISHED_TRANSLATIONS=1 (or
// ctest -E models_tst_translationfiles) leaves this test out until then.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

// The source tree's translations/, found from the test data folder (tests/data).
QString translationsDir()
{
    return QDir::cleanPath(QStringLiteral(LANEBOOK_TEST_DATA_DIR "/../../translations"));
}

struct Message
{
    QString context;
    QString source;
    bool numerus = false;
    QString type; // the translation's type attribute: "", unfinished, obsolete, vanished
    QStringList forms;
};

// lupdate writes control characters as <byte value="xd"/> inside the text; they are left out.
QString elementText(QXmlStreamReader &xml)
{
    return xml.readElementText(QXmlStreamReader::IncludeChildElements);
}

QList<Message> readTs(const QString &path, QString *language, QString *error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("TS")) {
                *language = xml.attributes().value(QLatin1String("language")).toString();
            } else if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                inMessage = true;
                message = Message();
                message.context = context;
                message.numerus =
                    xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source") && inMessage) {
                message.source = elementText(xml);
            } else if (name == QLatin1String("translation") && inMessage) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!message.numerus)
                    message.forms << elementText(xml);
            } else if (name == QLatin1String("numerusform") && inMessage) {
                message.forms << elementText(xml);
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages << message;
            inMessage = false;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?(?:[1-9][0-9]?|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured(0).remove(QLatin1Char('L'));
    found.removeDuplicates();
    found.sort();
    return found;
}

// Keyboard accelerators: "&" before a letter or digit ("&&" is a literal ampersand).
int accelerators(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("(?<!&)&(?!&)\\w"));
    int count = 0;
    for (auto it = pattern.globalMatch(text); it.hasNext(); it.next())
        ++count;
    return count;
}

QString describe(const Message &message)
{
    return QStringLiteral("[%1] \"%2\"").arg(message.context, message.source.left(80));
}

} // namespace

class TestTranslationFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void complete_data();
    void complete();
};

void TestTranslationFiles::complete_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("pluralForms");
    QTest::newRow("de") << QStringLiteral("lanebook_de.ts") << 2;
    QTest::newRow("zh_CN") << QStringLiteral("lanebook_zh_CN.ts") << 1;
}

void TestTranslationFiles::complete()
{
    if (qEnvironmentVariableIntValue("LANEBOOK_ALLOW_UNFINISHED_TRANSLATIONS") == 1)
        QSKIP("LANEBOOK_ALLOW_UNFINISHED_TRANSLATIONS=1");
    QFETCH(QString, file);
    QFETCH(int, pluralForms);
    QString language;
    QString error;
    const QList<Message> messages =
        readTs(QDir(translationsDir()).filePath(file), &language, &error);
    QVERIFY2(error.isEmpty(), qPrintable(file + QStringLiteral(": ") + error));
    QVERIFY2(messages.size() > 1000,
             qPrintable(QStringLiteral("%1: only %2 messages").arg(file).arg(messages.size())));
    QCOMPARE(language,
             QString(file).remove(QStringLiteral("lanebook_")).remove(QStringLiteral(".ts")));

    QStringList problems;
    int unfinished = 0;
    int obsolete = 0;
    for (const Message &message : messages) {
        if (message.type == QLatin1String("obsolete") ||
            message.type == QLatin1String("vanished")) {
            ++obsolete;
            problems << QStringLiteral("%1: %2").arg(message.type, describe(message));
            continue;
        }
        const bool empty = message.forms.isEmpty() ||
                           std::any_of(message.forms.cbegin(), message.forms.cend(),
                                       [](const QString &form) { return form.isEmpty(); });
        if (message.type == QLatin1String("unfinished") || empty) {
            ++unfinished;
            problems << QStringLiteral("unfinished: %1").arg(describe(message));
            continue;
        }
        if (message.numerus && message.forms.size() != pluralForms) {
            problems << QStringLiteral("%1 plural forms, %2 expected: %3")
                            .arg(message.forms.size())
                            .arg(pluralForms)
                            .arg(describe(message));
        }
        const QStringList wanted = placeholders(message.source);
        for (const QString &form : message.forms) {
            if (placeholders(form) != wanted) {
                problems << QStringLiteral("placeholders %1 instead of %2: %3")
                                .arg(placeholders(form).join(u' '), wanted.join(u' '),
                                     describe(message));
            }
            // Rich text has entities (&copy;), not accelerators.
            if (!message.source.contains(QLatin1Char('<')) &&
                accelerators(form) != accelerators(message.source)) {
                problems << QStringLiteral("accelerator lost or doubled in \"%1\": %2")
                                .arg(form, describe(message));
            }
        }
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1: %2 unfinished, %3 obsolete; fill them with "
                                       "translations/fill_ts.py (%4 problems):\n  %5")
                            .arg(file)
                            .arg(unfinished)
                            .arg(obsolete)
                            .arg(problems.size())
                            .arg(problems.mid(0, 40).join(QStringLiteral("\n  ")))));
}

QTEST_GUILESS_MAIN(TestTranslationFiles)
#include "tst_translationfiles.moc"
