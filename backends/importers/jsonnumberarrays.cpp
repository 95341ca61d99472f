#include "backends/importers/jsonnumberarrays.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace lanebook::JsonNumberArrays {

namespace {

[[noreturn]] void notAList(const QString &what)
{
    throw ImportFailure(ImportersTr::tr("%1 should be a list of numbers").arg(what));
}

[[noreturn]] void badElement(const QString &what, std::size_t index)
{
    throw ImportFailure(ImportersTr::tr("%1: entry %2 is not a number").arg(what).arg(index + 1));
}

class Reader
{
public:
    explicit Reader(std::string_view text)
        : m_p(text.data())
        , m_end(text.data() + text.size())
    {}

    void skipWhitespace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    bool consume(char c)
    {
        skipWhitespace();
        if (m_p < m_end && *m_p == c) {
            ++m_p;
            return true;
        }
        return false;
    }

    bool atEnd()
    {
        skipWhitespace();
        return m_p >= m_end;
    }

    bool consumeNull()
    {
        skipWhitespace();
        if (m_end - m_p >= 4 && std::string_view(m_p, 4) == "null") {
            m_p += 4;
            return true;
        }
        return false;
    }

    // One element: a number, null (NaN), or a bare or quoted non-finite token.
    bool readNumber(double &out)
    {
        skipWhitespace();
        if (m_p >= m_end)
            return false;
        if (consumeNull()) {
            out = std::numeric_limits<double>::quiet_NaN();
            return true;
        }
        const bool quoted = *m_p == '"';
        const char *start = quoted ? m_p + 1 : m_p;
        // from_chars reads "inf", "infinity" and "nan" in any case, which covers Python's
        // Infinity/-Infinity/NaN tokens.
        const auto result = std::from_chars(start, m_end, out);
        if (result.ec == std::errc::result_out_of_range) {
            // Denormal-small or huge literals: still numbers, let strtod-like rounding win.
            out = std::strtod(std::string(start, result.ptr).c_str(), nullptr);
        } else if (result.ec != std::errc()) {
            return false;
        }
        m_p = result.ptr;
        if (quoted) {
            if (m_p >= m_end || *m_p != '"' || std::isfinite(out))
                return false; // only the non-finite tokens are written as strings
            ++m_p;
        }
        return true;
    }

    // After an element: ',' (more follow) or the closing ']'.
    enum class Next { More, Closed, Bad };
    Next afterElement()
    {
        skipWhitespace();
        if (m_p < m_end && *m_p == ',') {
            ++m_p;
            return Next::More;
        }
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
            return Next::Closed;
        }
        return Next::Bad;
    }

private:
    const char *m_p;
    const char *m_end;
};

std::size_t estimateCount(std::string_view text)
{
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), ',')) + 1;
}

} // namespace

std::vector<double> readNumbers(std::string_view text, const QString &what)
{
    std::vector<double> values;
    Reader reader(text);
    if (reader.consumeNull() && reader.atEnd())
        return values;
    if (!reader.consume('['))
        notAList(what);
    values.reserve(estimateCount(text));
    if (reader.consume(']')) {
        if (!reader.atEnd())
            notAList(what);
        return values;
    }
    for (;;) {
        double value = 0.0;
        if (!reader.readNumber(value))
            badElement(what, values.size());
        values.push_back(value);
        const Reader::Next next = reader.afterElement();
        if (next == Reader::Next::More)
            continue;
        if (next == Reader::Next::Bad)
            badElement(what, values.size() - 1);
        break;
    }
    if (!reader.atEnd())
        notAList(what);
    return values;
}

NestedNumbers readNestedNumbers(std::string_view text, double scale, const QString &what)
{
    NestedNumbers nested;
    Reader reader(text);
    if (reader.consumeNull() && reader.atEnd())
        return nested;
    if (!reader.consume('['))
        notAList(what);
    nested.values.reserve(estimateCount(text));
    if (reader.consume(']')) {
        if (!reader.atEnd())
            notAList(what);
        return nested;
    }
    const auto badRow = [&what, &nested]() {
        throw ImportFailure(ImportersTr::tr("%1: entry %2 should be a list of numbers")
                                .arg(what)
                                .arg(nested.rows() + 1));
    };
    for (;;) {
        // A request that never streamed may be written as null instead of [].
        if (!reader.consumeNull()) {
            if (!reader.consume('['))
                badRow();
            if (!reader.consume(']')) {
                for (std::size_t item = 1;; ++item) {
                    double value = 0.0;
                    if (!reader.readNumber(value)) {
                        throw ImportFailure(
                            ImportersTr::tr("%1: entry %2, value %3 is not a number")
                                .arg(what)
                                .arg(nested.rows() + 1)
                                .arg(item));
                    }
                    nested.values.push_back(static_cast<float>(value * scale));
                    const Reader::Next next = reader.afterElement();
                    if (next == Reader::Next::More)
                        continue;
                    if (next == Reader::Next::Bad)
                        badRow();
                    break;
                }
            }
        }
        nested.offsets.push_back(nested.values.size());
        const Reader::Next next = reader.afterElement();
        if (next == Reader::Next::More)
            continue;
        if (next == Reader::Next::Bad)
            badRow();
        break;
    }
    if (!reader.atEnd())
        notAList(what);
    return nested;
}

} // namespace lanebook::JsonNumberArrays
