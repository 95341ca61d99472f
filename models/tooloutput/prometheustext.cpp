#include "models/tooloutput/prometheustext.h"

#include "models/base/expected.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PrometheusText)
};

bool isNameStart(char c, bool allowColon)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (allowColon && c == ':');
}

bool isNameChar(char c, bool allowColon)
{
    return isNameStart(c, allowColon) || (c >= '0' && c <= '9');
}

// A cursor over one line; each reader returns false and sets `error` on bad input.
class LineReader
{
public:
    explicit LineReader(QByteArrayView line)
        : m_line(line)
    {}

    void skipBlanks()
    {
        while (m_pos < m_line.size() && (m_line[m_pos] == ' ' || m_line[m_pos] == '\t'))
            ++m_pos;
    }
    bool atEnd() const { return m_pos >= m_line.size(); }
    char peek() const { return atEnd() ? '\0' : m_line[m_pos]; }
    void advance() { ++m_pos; }

    QByteArrayView name(bool allowColon)
    {
        const qsizetype start = m_pos;
        if (atEnd() || !isNameStart(peek(), allowColon))
            return {};
        while (!atEnd() && isNameChar(peek(), allowColon))
            ++m_pos;
        return m_line.sliced(start, m_pos - start);
    }

    // Up to the next blank or the end of the line.
    QByteArrayView word()
    {
        const qsizetype start = m_pos;
        while (!atEnd() && peek() != ' ' && peek() != '\t')
            ++m_pos;
        return m_line.sliced(start, m_pos - start);
    }

    QByteArrayView rest() { return m_line.sliced(std::min(m_pos, m_line.size())); }

    Expected<QString> quoted()
    {
        if (peek() != '"')
            return unexpected(Tr::tr("expected '\"' to open a label value"));
        advance();
        QByteArray bytes;
        while (!atEnd()) {
            const char c = peek();
            advance();
            if (c == '"')
                return QString::fromUtf8(bytes);
            if (c == '\\' && !atEnd()) {
                const char escaped = peek();
                advance();
                if (escaped == 'n')
                    bytes += '\n';
                else if (escaped == '\\' || escaped == '"')
                    bytes += escaped;
                else // not an escape the format defines: keep it as written
                    bytes += QByteArray("\\") + escaped;
                continue;
            }
            bytes += c;
        }
        return unexpected(Tr::tr("unterminated label value"));
    }

private:
    QByteArrayView m_line;
    qsizetype m_pos = 0;
};

std::optional<double> parseValue(QByteArrayView text)
{
    const QByteArray lower = text.toByteArray().toLower();
    if (lower == "+inf" || lower == "inf")
        return std::numeric_limits<double>::infinity();
    if (lower == "-inf")
        return -std::numeric_limits<double>::infinity();
    if (lower == "nan")
        return std::numeric_limits<double>::quiet_NaN();
    bool ok = false;
    const double value = text.toByteArray().toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return value;
}

QString unescapeHelp(QByteArrayView text)
{
    QByteArray out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == 'n' || text[i + 1] == '\\')) {
            out += text[i + 1] == 'n' ? '\n' : '\\';
            ++i;
        } else {
            out += text[i];
        }
    }
    return QString::fromUtf8(out);
}

std::optional<PrometheusType> typeFromText(QByteArrayView text)
{
    if (text == "counter")
        return PrometheusType::Counter;
    if (text == "gauge")
        return PrometheusType::Gauge;
    if (text == "histogram")
        return PrometheusType::Histogram;
    if (text == "summary")
        return PrometheusType::Summary;
    if (text == "untyped" || text == "unknown")
        return PrometheusType::Untyped;
    return std::nullopt;
}

// A "# HELP name text" or "# TYPE name type" line; other comments are ignored.
Expected<void> parseComment(QByteArrayView line, PrometheusScrape &scrape)
{
    LineReader reader(line);
    reader.advance(); // '#'
    reader.skipBlanks();
    const QByteArrayView keyword = reader.word();
    if (keyword != "HELP" && keyword != "TYPE")
        return {};
    reader.skipBlanks();
    const QByteArrayView name = reader.name(true);
    if (name.isEmpty())
        return unexpected(
            Tr::tr("# %1 without a valid metric name").arg(QString::fromUtf8(keyword)));
    PrometheusFamily &family = scrape.families[QString::fromUtf8(name)];
    family.name = QString::fromUtf8(name);
    reader.skipBlanks();
    if (keyword == "HELP") {
        family.help = unescapeHelp(reader.rest());
        return {};
    }
    const QByteArrayView typeText = reader.word();
    const std::optional<PrometheusType> type = typeFromText(typeText);
    if (!type)
        return unexpected(Tr::tr("unknown metric type '%1'").arg(QString::fromUtf8(typeText)));
    family.type = *type;
    return {};
}

Expected<PrometheusSample> parseSample(QByteArrayView line)
{
    LineReader reader(line);
    PrometheusSample sample;
    const QByteArrayView name = reader.name(true);
    if (name.isEmpty())
        return unexpected(Tr::tr("expected a metric name"));
    sample.name = QString::fromUtf8(name);
    reader.skipBlanks();
    if (reader.peek() == '{') {
        reader.advance();
        while (true) {
            reader.skipBlanks();
            if (reader.peek() == '}') {
                reader.advance();
                break;
            }
            const QByteArrayView labelName = reader.name(false);
            if (labelName.isEmpty())
                return unexpected(Tr::tr("expected a label name or '}'"));
            reader.skipBlanks();
            if (reader.peek() != '=')
                return unexpected(
                    Tr::tr("expected '=' after label %1").arg(QString::fromUtf8(labelName)));
            reader.advance();
            reader.skipBlanks();
            Expected<QString> labelValue = reader.quoted();
            if (!labelValue)
                return unexpected(labelValue.error());
            const QString key = QString::fromUtf8(labelName);
            if (!sample.label(key).isNull())
                return unexpected(Tr::tr("label %1 appears twice").arg(key));
            sample.labels.append({key, std::move(*labelValue)});
            reader.skipBlanks();
            if (reader.peek() == ',') {
                reader.advance();
            } else if (reader.peek() != '}')
                return unexpected(Tr::tr("expected ',' or '}' after a label value"));
        }
        reader.skipBlanks();
    }
    const QByteArrayView valueText = reader.word();
    if (valueText.isEmpty())
        return unexpected(Tr::tr("missing value for %1").arg(sample.name));
    const std::optional<double> value = parseValue(valueText);
    if (!value)
        return unexpected(
            Tr::tr("invalid value '%1' for %2").arg(QString::fromUtf8(valueText), sample.name));
    sample.value = *value;
    reader.skipBlanks();
    if (!reader.atEnd()) {
        const QByteArrayView stampText = reader.word();
        bool ok = false;
        const qint64 stampMs = stampText.toByteArray().toLongLong(&ok);
        reader.skipBlanks();
        if (!ok || !reader.atEnd())
            return unexpected(Tr::tr("invalid timestamp '%1' for %2")
                                  .arg(QString::fromUtf8(stampText), sample.name));
        sample.timestampMs = stampMs;
    }
    return sample;
}

} // namespace

QString PrometheusSample::label(const QString &key) const
{
    for (const auto &[name, value] : labels) {
        if (name == key)
            return value.isNull() ? QStringLiteral("") : value;
    }
    return {};
}

bool PrometheusSample::hasLabels(const PrometheusLabels &subset) const
{
    return std::all_of(subset.begin(), subset.end(),
                       [this](const auto &wanted) { return labels.contains(wanted); });
}

QList<PrometheusSample> PrometheusScrape::matching(const QString &name,
                                                   const PrometheusLabels &labelSubset) const
{
    QList<PrometheusSample> found;
    for (const PrometheusSample &sample : samples) {
        if (sample.name == name && sample.hasLabels(labelSubset))
            found.append(sample);
    }
    return found;
}

std::optional<double> PrometheusScrape::value(const QString &name,
                                              const PrometheusLabels &labelSubset) const
{
    for (const PrometheusSample &sample : samples) {
        if (sample.name == name && sample.hasLabels(labelSubset))
            return sample.value;
    }
    return std::nullopt;
}

std::optional<double> PrometheusScrape::sum(const QString &name,
                                            const PrometheusLabels &labelSubset) const
{
    std::optional<double> total;
    for (const PrometheusSample &sample : samples) {
        if (sample.name == name && sample.hasLabels(labelSubset))
            total = total.value_or(0.0) + sample.value;
    }
    return total;
}

QString PrometheusScrape::familyOf(const QString &seriesName) const
{
    if (families.contains(seriesName))
        return seriesName;
    static const QString suffixes[] = {QStringLiteral("_bucket"), QStringLiteral("_sum"),
                                       QStringLiteral("_count"), QStringLiteral("_total"),
                                       QStringLiteral("_created")};
    for (const QString &suffix : suffixes) {
        if (!seriesName.endsWith(suffix))
            continue;
        QString base = seriesName.chopped(suffix.size());
        if (families.contains(base))
            return base;
    }
    return seriesName;
}

PrometheusType PrometheusScrape::typeOf(const QString &seriesName) const
{
    const auto found = families.constFind(familyOf(seriesName));
    return found == families.constEnd() ? PrometheusType::Untyped : found->type;
}

QList<QPair<double, double>> PrometheusScrape::buckets(const QString &familyName,
                                                       const PrometheusLabels &labelSubset) const
{
    QList<QPair<double, double>> found;
    const QString bucketName = familyName + QStringLiteral("_bucket");
    for (const PrometheusSample &sample : samples) {
        if (sample.name != bucketName || !sample.hasLabels(labelSubset))
            continue;
        const std::optional<double> bound = parseValue(sample.label(QStringLiteral("le")).toUtf8());
        if (bound)
            found.append({*bound, sample.value});
    }
    std::sort(found.begin(), found.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    return found;
}

PrometheusParseResult parsePrometheusText(const QByteArray &text)
{
    PrometheusParseResult result;
    int lineNumber = 0;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        ++lineNumber;
        QByteArrayView line = QByteArrayView(text).sliced(start, end - start);
        start = end + 1;
        if (line.endsWith('\r'))
            line.chop(1);
        while (!line.isEmpty() && (line.front() == ' ' || line.front() == '\t'))
            line = line.sliced(1);
        if (line.isEmpty())
            continue;

        if (line.front() == '#') {
            if (const Expected<void> comment = parseComment(line, result.scrape); !comment)
                result.errors.append(Tr::tr("line %1: %2").arg(lineNumber).arg(comment.error()));
            continue;
        }
        if (Expected<PrometheusSample> sample = parseSample(line))
            result.scrape.samples.append(std::move(*sample));
        else
            result.errors.append(Tr::tr("line %1: %2").arg(lineNumber).arg(sample.error()));
    }
    return result;
}

} // namespace lanebook
