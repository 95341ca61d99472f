#pragma once

#include <QDir>
#include <QString>
#include <QtTest>

namespace lanebook::test {

// A file under tests/data (real samples) or tests/data/synthetic (written from the specs).
inline QString dataPath(const QString &relative)
{
    return QDir(QStringLiteral(LANEBOOK_TEST_DATA_DIR)).filePath(relative);
}

// CI sets CI=true. There a test that needs a tool (cmark-gfm, pandoc, xmllint, sshd,
// prometheus; for the benchmarks wrk, curl, node and npm) fails when the tool is missing:
// install-deps.sh installs every one (install-bench-deps.sh the benchmarks'), and a skip
// would read as a pass.
inline bool inContinuousIntegration()
{
    return qEnvironmentVariable("CI") == QLatin1String("true");
}

} // namespace lanebook::test

// QSKIP on a developer's machine, QFAIL in CI (see inContinuousIntegration).
#define LANEBOOK_SKIP_MISSING_TOOL(message)                                                        \
    do {                                                                                           \
        if (lanebook::test::inContinuousIntegration())                                             \
            QFAIL(message " (CI=true: a missing tool fails; packaging/install-deps.sh, or "        \
                          "install-bench-deps.sh for a benchmark, installs it)");                  \
        QSKIP(message);                                                                            \
    } while (false)

// QVERIFY for an Expected (models/base/expected.h): a failure fails the test in its own words.
#define LANEBOOK_VERIFY_EXPECTED(expression)                                                       \
    do {                                                                                           \
        const auto &lanebookExpected_ = (expression);                                              \
        QVERIFY2(lanebookExpected_.hasValue(), qPrintable(lanebookExpected_.error()));             \
    } while (false)
