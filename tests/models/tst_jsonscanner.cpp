// JsonScanner: the allocation-free JSON walk of the stream hot path, checked against
// nlohmann::json (the reference parser) for what is valid and what strings decode to.
#include "models/loadgen/jsonscanner.h"

#include <QTest>

#include <nlohmann/json.hpp>

using lanebook::JsonScanner;

namespace {

bool scannerAccepts(const std::string &text)
{
    JsonScanner json(text);
    return json.skip() && json.atEnd();
}

} // namespace

class TestJsonScanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validityMatchesTheReferenceParser_data()
    {
        QTest::addColumn<QByteArray>("text");
        const char *cases[] = {"{}",
                               "[]",
                               "{\"a\":1}",
                               "{\"a\":[1,2,{\"b\":null}],\"c\":\"x\"}",
                               " { \"a\" : true } ",
                               "{\"s\":\"quote \\\" backslash \\\\ slash \\/ \\b\\f\\n\\r\\t "
                               "\\u00e9 \\ud83d\\ude00\"}",
                               "-0.5e+10",
                               "0",
                               "\"x\"",
                               "[1,]",
                               "{\"a\":1,}",
                               "{\"a\" 1}",
                               "{a:1}",
                               "{\"a\":01}",
                               "{\"a\":1.}",
                               "{\"a\":-}",
                               "{\"a\":\"\\x\"}",
                               "{\"a\":\"\\u12\"}",
                               "{\"a\":\"tab\there\"}",
                               "{\"a\":tru}",
                               "{\"a\":nul}",
                               "{\"a\":[1 2]}",
                               "{\"a\":1}}",
                               "{\"a\":1} x",
                               "{\"choices\":[{\"text\":\"w",
                               "",
                               "   ",
                               "[[[[[]]]]]",
                               "{\"a\":1e}",
                               "{\"a\":\"ok\"}"};
        for (const char *text : cases)
            QTest::newRow(text) << QByteArray(text);
    }
    void validityMatchesTheReferenceParser()
    {
        QFETCH(QByteArray, text);
        const std::string s = text.toStdString();
        QCOMPARE(scannerAccepts(s), nlohmann::json::accept(s));
    }

    void decodesStringsLikeTheReference()
    {
        const std::string text =
            "{\"s\":\"quote \\\" backslash \\\\ \\/ \\n \\u00e9 \\ud83d\\ude00 plain\"}";
        const std::string expected = nlohmann::json::parse(text)["s"].get<std::string>();
        JsonScanner json(text);
        std::string decoded;
        QVERIFY(json.object([&](std::string_view) { decoded = json.stringValue().value_or(""); }));
        QCOMPARE(decoded, expected);
    }

    void visitsMembersAndSkipsTheRest()
    {
        const std::string text =
            "{\"skip\":{\"deep\":[1,{\"x\":\"}\"}]},\"n\":42.5,\"arr\":[10,20],\"s\":\"v\"}";
        JsonScanner json(text);
        double n = 0;
        std::vector<int> indices;
        std::string s;
        QVERIFY(json.object([&](std::string_view key) {
            if (key == "n")
                n = json.numberValue().value_or(-1);
            else if (key == "arr")
                json.array([&](int i) {
                    indices.push_back(i);
                    json.skip();
                });
            else if (key == "s")
                s = json.stringValue().value_or("");
            else
                json.skip();
        }));
        QVERIFY(json.atEnd());
        QCOMPARE(n, 42.5);
        QCOMPARE(indices, (std::vector<int>{0, 1}));
        QCOMPARE(s, std::string("v"));
    }

    void wrongTypesAreSkippedNotMisread()
    {
        JsonScanner json("{\"n\":\"12\",\"s\":7}");
        std::optional<double> n;
        std::optional<std::string> s;
        QVERIFY(json.object([&](std::string_view key) {
            if (key == "n")
                n = json.numberValue();
            else
                s = json.stringValue();
        }));
        QVERIFY(json.atEnd());
        QVERIFY(!n);
        QVERIFY(!s);
    }

    void deepNestingIsRefusedNotRecursed()
    {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        QVERIFY(!scannerAccepts(deep));
        const std::string fine = std::string(32, '[') + std::string(32, ']');
        QVERIFY(scannerAccepts(fine));
    }
};

QTEST_GUILESS_MAIN(TestJsonScanner)
#include "tst_jsonscanner.moc"
