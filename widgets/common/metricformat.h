#pragma once

#include "models/run/runformat.h"

#include <QDateTime>
#include <QLocale>
#include <QString>

namespace lanebook {

// How numbers, statuses and times look wherever a run is shown. Models hand out raw
// values; views call these. Not a QObject: strings are translated in the
// "MetricFormat" context.
namespace MetricFormat {

// The unit the vocabulary gives a metric ("tok/s", "ms", "" for a count), "" if unknown.
QString unitOf(const QString &metricName);

// A number with as many decimals as its size deserves: 12345, 2450.5, 41.23, 0.0123.
QString number(double value, const QLocale &locale = QLocale());

// number() plus a unit; bytes ("B") scale to KiB, MiB, GiB.
QString withUnit(double value, const QString &unit, const QLocale &locale = QLocale());

// number() plus the metric's unit: "2,450.5 tok/s", "41.2 ms", "∞ req/s", "80.0 GiB".
QString value(double value, const QString &metricName, const QLocale &locale = QLocale());

// A figure NumberText wrote (models/text/numbertext.h: one rule for the window, the command
// line and the exports, always with '.') with the locale's decimal mark, for text on screen:
// "+8.0%" reads "+8,0%" in German. Only a '.' between two digits changes, so a sentence that
// holds such figures can be passed whole.
QString localized(const QString &numberText, const QLocale &locale = QLocale());

QString statusTitle(RunStatus status);

// Local time, minutes precision, unambiguous order: "2025-06-01 12:00".
QString dateTime(const QDateTime &dateTime);

QString byteSize(qint64 bytes, const QLocale &locale = QLocale());

} // namespace MetricFormat

} // namespace lanebook
