// A server's argv as one command line: split by the POSIX shell's quoting rules and nothing
// else, and joined so that splitting gives the same words back.
#include "models/text/shellwords.h"

#include <QTest>

using namespace lanebook;

namespace {

QStringList split(const QString &line)
{
    const Expected<QStringList> words = splitShellWords(line);
    if (!words)
        qWarning("%s", qPrintable(words.error()));
    return words ? *words : QStringList{QStringLiteral("<error>")};
}

QString splitError(const QString &line)
{
    const Expected<QStringList> words = splitShellWords(line);
    return words ? QStringLiteral("<split>") : words.error();
}

QStringList words(std::initializer_list<const char16_t *> list)
{
    QStringList result;
    for (const char16_t *word : list)
        result << QString::fromUtf16(word);
    return result;
}

} // namespace

class TestShellWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plainWordsSplitOnWhitespace()
    {
        QCOMPARE(split(QStringLiteral("vllm serve /models/Qwen3-8B --port 8000")),
                 words({u"vllm", u"serve", u"/models/Qwen3-8B", u"--port", u"8000"}));
        QCOMPARE(split(QStringLiteral("  a\t\tb \n c  ")), words({u"a", u"b", u"c"}));
        QCOMPARE(split(QString()), QStringList());
        QCOMPARE(split(QStringLiteral(" \t\n")), QStringList());
    }

    void singleQuotesKeepEverything()
    {
        QCOMPARE(split(QStringLiteral("echo 'a  b' '$HOME' '\\n' '\"'")),
                 words({u"echo", u"a  b", u"$HOME", u"\\n", u"\""}));
        QCOMPARE(split(QStringLiteral("'line one\nline two'")), words({u"line one\nline two"}));
    }

    void doubleQuotesEscapeOnlyFive()
    {
        QCOMPARE(split(QStringLiteral("--max-model-len \"32 768\"")),
                 words({u"--max-model-len", u"32 768"}));
        // \" \\ \$ \` are escapes; before any other character the backslash stays.
        QCOMPARE(split(QStringLiteral("\"a\\\"b\" \"c\\\\d\" \"\\$X\" \"\\`\" \"C:\\models\"")),
                 words({u"a\"b", u"c\\d", u"$X", u"`", u"C:\\models"}));
        QCOMPARE(split(QStringLiteral("\"it's\"")), words({u"it's"}));
        // A backslash-newline inside double quotes is removed.
        QCOMPARE(split(QStringLiteral("\"ab\\\ncd\"")), words({u"abcd"}));
    }

    void backslashEscapesTheNextCharacter()
    {
        QCOMPARE(split(QStringLiteral("a\\ b c\\'d \\\"e\\\\ \\$HOME")),
                 words({u"a b", u"c'd", u"\"e\\", u"$HOME"}));
        // Nothing left to escape: the backslash stays, as in `sh -c`.
        QCOMPARE(split(QStringLiteral("a\\")), words({u"a\\"}));
    }

    void backslashNewlineContinuesTheLine()
    {
        QCOMPARE(split(QStringLiteral("vllm serve /m \\\n  --port 8000 \\\r\n  -tp 2")),
                 words({u"vllm", u"serve", u"/m", u"--port", u"8000", u"-tp", u"2"}));
        // Inside a word it joins the two halves.
        QCOMPARE(split(QStringLiteral("ab\\\ncd")), words({u"abcd"}));
    }

    void emptyQuotesAreAnEmptyWord()
    {
        QCOMPARE(split(QStringLiteral("a '' \"\" b")), words({u"a", u"", u"", u"b"}));
        QCOMPARE(split(QStringLiteral("''")), words({u""}));
    }

    void touchingPartsMakeOneWord()
    {
        QCOMPARE(split(QStringLiteral("a'b'\"c\"")), words({u"abc"}));
        QCOMPARE(split(QStringLiteral("--name='my model' x")), words({u"--name=my model", u"x"}));
        QCOMPARE(split(QStringLiteral("'a'\\''b'")), words({u"a'b"}));
    }

    void operatorsAndExpansionsStayLiteral()
    {
        QCOMPARE(
            split(QStringLiteral("a | b; c && d > e $HOME * ~ #x")),
            words({u"a", u"|", u"b;", u"c", u"&&", u"d", u">", u"e", u"$HOME", u"*", u"~", u"#x"}));
    }

    void unclosedQuotesAreErrors()
    {
        QVERIFY(!splitShellWords(QStringLiteral("vllm serve '/models/a")));
        QVERIFY(!splitShellWords(QStringLiteral("\"abc")));
        QVERIFY(!splitShellWords(QStringLiteral("\"abc\\\"")));
        const QString single = splitError(QStringLiteral("vllm serve '/models/a"));
        QVERIFY2(single.contains(QStringLiteral("single quote")), qPrintable(single));
        QVERIFY2(single.contains(QStringLiteral("12")), qPrintable(single));
        const QString doubled = splitError(QStringLiteral("a \"b"));
        QVERIFY2(doubled.contains(QStringLiteral("double quote")), qPrintable(doubled));
        QVERIFY2(doubled.contains(QStringLiteral("3")), qPrintable(doubled));
        // A quote inside the other kind is a character, not an opening.
        QCOMPARE(splitError(QStringLiteral("\"'\" '\"'")), QStringLiteral("<split>"));
        // A line that splits carries no error.
        const Expected<QStringList> split = splitShellWords(QStringLiteral("a"));
        QVERIFY(split);
        QVERIFY(split.error().isEmpty());
    }

    void joinQuotesOnlyWhatNeedsIt()
    {
        QCOMPARE(joinShellWords(words({u"vllm", u"serve", u"/models/Qwen3-8B",
                                       u"--max-model-len=32768", u"a,b", u"user@host:1"})),
                 QStringLiteral("vllm serve /models/Qwen3-8B --max-model-len=32768 a,b "
                                "user@host:1"));
        QCOMPARE(joinShellWords(words({u"vllm", u"", u"/models/Qwen3 8B", u"it's"})),
                 QStringLiteral("vllm '' '/models/Qwen3 8B' 'it'\\''s'"));
        QCOMPARE(joinShellWords(words({u"$HOME", u"*"})), QStringLiteral("'$HOME' '*'"));
        QCOMPARE(joinShellWords({}), QString());
    }

    void joinThenSplitGivesTheWordsBack_data()
    {
        QTest::addColumn<QStringList>("argv");
        QTest::newRow("plain") << words({u"vllm", u"serve", u"--port", u"8000"});
        QTest::newRow("empty") << words({u""});
        QTest::newRow("empties") << words({u"", u"a", u"", u""});
        QTest::newRow("spaces") << words({u"a b", u" lead", u"trail ", u"  ", u"\t"});
        QTest::newRow("quotes") << words({u"'", u"''", u"\"", u"it's", u"a\"b'c", u"'\"'"});
        QTest::newRow("backslashes") << words({u"\\", u"\\\\", u"a\\", u"\\n", u"C:\\models\\"});
        QTest::newRow("expansions") << words({u"$HOME", u"${X}", u"$(id)", u"`id`", u"!x"});
        QTest::newRow("globs") << words({u"*", u"?", u"[ab]", u"{a,b}", u"~", u"~user"});
        QTest::newRow("operators") << words({u"|", u";", u"&&", u">", u"<", u"(", u")", u"#"});
        QTest::newRow("newlines") << words({u"\n", u"a\nb", u"a\\\nb", u"\r\n", u"x\\"});
        QTest::newRow("assignment first") << words({u"A=1", u"b=2"});
        QTest::newRow("unicode") << words({u"/models/Qwen3-中文", u"é\u00a0x", u"\u2028"});
    }

    void joinThenSplitGivesTheWordsBack()
    {
        QFETCH(QStringList, argv);
        const QString line = joinShellWords(argv);
        const Expected<QStringList> back = splitShellWords(line);
        QVERIFY2(back, qPrintable(line + QStringLiteral(": ") + back.error()));
        QCOMPARE(*back, argv);
    }

    void firstWordWithAnEqualsSignIsQuoted()
    {
        // A shell would read `A=1 b=2` as an assignment and a command named b=2.
        QCOMPARE(joinShellWords(words({u"A=1", u"b=2"})), QStringLiteral("'A=1' b=2"));
    }
};

QTEST_GUILESS_MAIN(TestShellWords)
#include "tst_shellwords.moc"
