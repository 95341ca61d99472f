#pragma once

// Shared by the tst_statistics*.cpp tests: golden values computed with SciPy by
// tests/data/statistics/make_golden.py, and a tolerance comparison that prints both numbers.
#include "testutils.h"

#include <QFile>
#include <QString>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <optional>
#include <vector>

namespace lanebook::test {

inline const nlohmann::json &statisticsGolden()
{
    static const nlohmann::json golden = [] {
        QFile file(dataPath(QStringLiteral("statistics/golden.json")));
        if (!file.open(QIODevice::ReadOnly))
            return nlohmann::json();
        return nlohmann::json::parse(file.readAll().toStdString());
    }();
    return golden;
}

inline std::vector<double> doublesOf(const nlohmann::json &array)
{
    std::vector<double> values;
    for (const auto &value : array)
        values.push_back(value.is_null() ? std::nan("") : value.get<double>());
    return values;
}

inline std::optional<double> optionalOf(const nlohmann::json &value)
{
    if (value.is_null())
        return std::nullopt;
    return value.get<double>();
}

// |actual - expected| <= relative * |expected| + absolute
inline bool near(double actual, double expected, double relative, double absolute)
{
    return std::fabs(actual - expected) <= relative * std::fabs(expected) + absolute;
}

inline QByteArray nearMessage(const char *what, double actual, double expected)
{
    return QStringLiteral("%1 = %2, expected %3")
        .arg(QLatin1String(what))
        .arg(actual, 0, 'g', 17)
        .arg(expected, 0, 'g', 17)
        .toUtf8();
}

// One golden case per data row, named after the case.
inline void addGoldenRows(const char *section)
{
    QTest::addColumn<int>("index");
    const nlohmann::json &cases = statisticsGolden().at(section);
    for (size_t i = 0; i < cases.size(); ++i) {
        const std::string name = cases[i].contains("name")
                                     ? cases[i]["name"].get<std::string>()
                                     : std::string(section) + "_" + std::to_string(i);
        QTest::newRow(name.c_str()) << static_cast<int>(i);
    }
}

} // namespace lanebook::test

#define LB_COMPARE_NEAR(actual, expected, relative, absolute)                                      \
    do {                                                                                           \
        const double actual_ = (actual);                                                           \
        const double expected_ = (expected);                                                       \
        QVERIFY2(lanebook::test::near(actual_, expected_, (relative), (absolute)),                 \
                 lanebook::test::nearMessage(#actual, actual_, expected_).constData());            \
    } while (false)
