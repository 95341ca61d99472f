// SyntheticPrompt: N words, a unique first word per request, reproducible from the seed.
#include "models/loadgen/syntheticprompt.h"

#include <QSet>
#include <QString>
#include <QStringList>
#include <QTest>

using namespace lanebook;

namespace {

QStringList words(const std::string &text)
{
    return QString::fromStdString(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

class TestSyntheticPrompt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactWordCount()
    {
        for (int n : {1, 2, 17, 1000}) {
            const std::string prompt = SyntheticPrompt::build(n, 42, 7);
            QCOMPARE(words(prompt).size(), qsizetype(n));
            QVERIFY(prompt.find("  ") == std::string::npos);
        }
        QVERIFY(SyntheticPrompt::build(0, 42, 7).empty());
    }

    void uniqueFirstWordPerRequest()
    {
        QSet<QString> first;
        for (std::uint64_t key = 0; key < 2000; ++key)
            first.insert(words(SyntheticPrompt::build(8, 1, key)).first());
        QCOMPARE(first.size(), qsizetype(2000));
        // Different seeds give different prefixes for the same request.
        QVERIFY(SyntheticPrompt::uniquePrefix(1, 5) != SyntheticPrompt::uniquePrefix(2, 5));
        QCOMPARE(words(SyntheticPrompt::build(4, 9, 5)).first(),
                 QString::fromStdString(SyntheticPrompt::uniquePrefix(9, 5)));
    }

    void reproducibleFromTheSeed()
    {
        QCOMPARE(SyntheticPrompt::build(64, 3, 11), SyntheticPrompt::build(64, 3, 11));
        QVERIFY(SyntheticPrompt::build(64, 3, 11) != SyntheticPrompt::build(64, 4, 11));
        // The body varies between requests too, not only the prefix.
        const QStringList a = words(SyntheticPrompt::build(64, 3, 11));
        const QStringList b = words(SyntheticPrompt::build(64, 3, 12));
        QVERIFY(a.mid(1) != b.mid(1));
    }
};

QTEST_GUILESS_MAIN(TestSyntheticPrompt)
#include "tst_syntheticprompt.moc"
