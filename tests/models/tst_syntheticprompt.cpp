// SyntheticPrompt: N words opening with a per-request nonce whose first characters already
// differ between requests and between seeds (so a prefix cache finds nothing to reuse),
// reproducible from the seed; a prompt file's entry behind the same nonce.
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
        QCOMPARE(words(SyntheticPrompt::build(4, 9, 5)).first(),
                 QString::fromStdString(SyntheticPrompt::nonce(9, 5)));
    }

    // Before: "q<seed tag>-<n>" opened every prompt of a run with the same ~9 tokens. Now the
    // first token differs already: a leading three-digit group (cl100k, Llama 3) is different
    // for 900 consecutive requests, a leading digit (Qwen, Llama 2) for 8 consecutive ones.
    void firstTokenDiffersBetweenRequests()
    {
        for (std::uint64_t seed : {0ULL, 1ULL, 42ULL}) {
            QSet<QString> leadingGroups;
            for (std::uint64_t key = 0; key < 900; ++key) {
                const QString nonce = QString::fromStdString(SyntheticPrompt::nonce(seed, key));
                QVERIFY2(nonce.at(0).isDigit() && nonce.at(0) != QLatin1Char('0'),
                         qPrintable(nonce));
                leadingGroups.insert(nonce.left(3));
            }
            QCOMPARE(leadingGroups.size(), qsizetype(900));
            for (std::uint64_t key = 0; key < 100; ++key) {
                QSet<QChar> leadingDigits;
                for (std::uint64_t k = key; k < key + 8; ++k)
                    leadingDigits.insert(
                        QString::fromStdString(SyntheticPrompt::nonce(seed, k)).at(0));
                QCOMPARE(leadingDigits.size(), qsizetype(8));
            }
        }
    }

    // A run with another seed shares no nonce with this one, and mostly not even its start.
    void noncesDifferBetweenSeeds()
    {
        QSet<QString> seed1;
        QSet<QString> seed1Leads;
        for (std::uint64_t key = 0; key < 500; ++key) {
            seed1.insert(QString::fromStdString(SyntheticPrompt::nonce(1, key)));
            seed1Leads.insert(QString::fromStdString(SyntheticPrompt::nonce(1, key)).left(6));
        }
        for (std::uint64_t seed = 2; seed < 12; ++seed) {
            int sameLead = 0;
            for (std::uint64_t key = 0; key < 500; ++key) {
                const QString nonce = QString::fromStdString(SyntheticPrompt::nonce(seed, key));
                QVERIFY2(!seed1.contains(nonce), qPrintable(nonce));
                sameLead += seed1Leads.contains(nonce.left(6)) ? 1 : 0;
            }
            // Six leading digits drawn from 900,000 values: a few of 500 may meet by chance.
            QVERIFY2(sameLead <= 5, qPrintable(QString::number(sameLead)));
        }
    }

    void promptFileEntryBehindTheNonce()
    {
        const std::string entry = "Explain KV caching in two sentences.";
        const std::string fresh = SyntheticPrompt::withNonce(entry, 7, 3);
        QCOMPARE(fresh, SyntheticPrompt::nonce(7, 3) + " " + entry);
        QVERIFY(SyntheticPrompt::withNonce(entry, 7, 4) != fresh);
        QVERIFY(SyntheticPrompt::withNonce(entry, 8, 3) != fresh);
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
