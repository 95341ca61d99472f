#include "models/loadgen/jsonscanner.h"

#include <algorithm>
#include <charconv>

namespace lanebook {

namespace {

// Nesting deeper than this is refused rather than recursed into.
constexpr int kMaxDepth = 64;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

void appendUtf8(std::string &out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out.push_back(char(cp));
    } else if (cp < 0x800) {
        out.push_back(char(0xC0 | (cp >> 6)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(char(0xE0 | (cp >> 12)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(char(0xF0 | (cp >> 18)));
        out.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    }
}

std::uint32_t hex4(std::string_view s, std::size_t at)
{
    std::uint32_t v = 0;
    for (std::size_t i = at; i < at + 4 && i < s.size(); ++i)
        v = v * 16 + std::uint32_t(std::max(0, hexValue(s[i])));
    return v;
}

} // namespace

void JsonScanner::skipSpace()
{
    while (m_p < m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r'))
        ++m_p;
}

bool JsonScanner::expect(char c)
{
    skipSpace();
    if (m_p < m_end && *m_p == c) {
        ++m_p;
        return true;
    }
    return fail();
}

bool JsonScanner::skipSpaceAndTake(char c)
{
    skipSpace();
    if (m_p < m_end && *m_p == c) {
        ++m_p;
        return true;
    }
    return false;
}

bool JsonScanner::atEnd()
{
    skipSpace();
    return m_ok && m_p == m_end;
}

JsonScanner::Kind JsonScanner::peek()
{
    skipSpace();
    if (m_p >= m_end)
        return Kind::Invalid;
    switch (*m_p) {
    case '{':
        return Kind::Object;
    case '[':
        return Kind::Array;
    case '"':
        return Kind::String;
    case 't':
        return Kind::True;
    case 'f':
        return Kind::False;
    case 'n':
        return Kind::Null;
    default:
        return (*m_p == '-' || isDigit(*m_p)) ? Kind::Number : Kind::Invalid;
    }
}

bool JsonScanner::rawString(std::string_view &raw)
{
    if (!expect('"'))
        return false;
    const char *start = m_p;
    for (const char *c = m_p; c < m_end;) {
        const auto ch = static_cast<unsigned char>(*c);
        if (ch == '"') {
            raw = std::string_view(start, std::size_t(c - start));
            m_p = c + 1;
            return true;
        }
        if (ch < 0x20)
            return fail(); // control characters must be escaped
        if (ch != '\\') {
            ++c;
            continue;
        }
        if (c + 1 >= m_end)
            return fail();
        const char e = c[1];
        if (e == 'u') {
            if (m_end - c < 6)
                return fail();
            for (int i = 2; i < 6; ++i) {
                if (hexValue(c[i]) < 0)
                    return fail();
            }
            c += 6;
        } else if (e == '"' || e == '\\' || e == '/' || e == 'b' || e == 'f' || e == 'n' ||
                   e == 'r' || e == 't') {
            c += 2;
        } else {
            return fail();
        }
    }
    return fail();
}

bool JsonScanner::number(double &value)
{
    skipSpace();
    const char *start = m_p;
    if (m_p < m_end && *m_p == '-')
        ++m_p;
    if (m_p >= m_end || !isDigit(*m_p))
        return fail();
    if (*m_p == '0')
        ++m_p;
    else
        while (m_p < m_end && isDigit(*m_p))
            ++m_p;
    if (m_p < m_end && *m_p == '.') {
        ++m_p;
        if (m_p >= m_end || !isDigit(*m_p))
            return fail();
        while (m_p < m_end && isDigit(*m_p))
            ++m_p;
    }
    if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
        ++m_p;
        if (m_p < m_end && (*m_p == '+' || *m_p == '-'))
            ++m_p;
        if (m_p >= m_end || !isDigit(*m_p))
            return fail();
        while (m_p < m_end && isDigit(*m_p))
            ++m_p;
    }
    const auto result = std::from_chars(start, m_p, value);
    if (result.ec != std::errc() && result.ec != std::errc::result_out_of_range)
        return fail();
    return true;
}

bool JsonScanner::skipValue(int depth)
{
    if (depth > kMaxDepth)
        return fail();
    switch (peek()) {
    case Kind::Object:
        return object([&](std::string_view) { skipValue(depth + 1); });
    case Kind::Array:
        return array([&](int) { skipValue(depth + 1); });
    case Kind::String: {
        std::string_view raw;
        return rawString(raw);
    }
    case Kind::Number: {
        double v = 0;
        return number(v);
    }
    case Kind::True:
    case Kind::False:
    case Kind::Null: {
        const std::string_view word = peek() == Kind::True    ? "true"
                                      : peek() == Kind::False ? "false"
                                                              : "null";
        if (std::size_t(m_end - m_p) < word.size() || std::string_view(m_p, word.size()) != word)
            return fail();
        m_p += word.size();
        return true;
    }
    case Kind::Invalid:
        break;
    }
    return fail();
}

bool JsonScanner::skip(std::string_view *raw)
{
    skipSpace();
    const char *start = m_p;
    const bool good = skipValue(0);
    if (raw)
        *raw = std::string_view(start, std::size_t(m_p - start));
    return good;
}

std::optional<std::string> JsonScanner::stringValue()
{
    if (peek() != Kind::String) {
        skip();
        return std::nullopt;
    }
    std::string_view raw;
    if (!rawString(raw))
        return std::nullopt;
    return decode(raw);
}

std::optional<double> JsonScanner::numberValue()
{
    if (peek() != Kind::Number) {
        skip();
        return std::nullopt;
    }
    double value = 0;
    if (!number(value))
        return std::nullopt;
    return value;
}

std::string JsonScanner::decode(std::string_view raw)
{
    if (raw.find('\\') == std::string_view::npos)
        return std::string(raw);
    std::string out;
    out.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c != '\\' || i + 1 >= raw.size()) {
            out.push_back(c);
            continue;
        }
        const char e = raw[++i];
        switch (e) {
        case 'b':
            out.push_back('\b');
            break;
        case 'f':
            out.push_back('\f');
            break;
        case 'n':
            out.push_back('\n');
            break;
        case 'r':
            out.push_back('\r');
            break;
        case 't':
            out.push_back('\t');
            break;
        case 'u': {
            std::uint32_t cp = hex4(raw, i + 1);
            i += 4;
            if (cp >= 0xD800 && cp <= 0xDBFF && i + 6 < raw.size() && raw[i + 1] == '\\' &&
                raw[i + 2] == 'u') {
                const std::uint32_t low = hex4(raw, i + 3);
                if (low >= 0xDC00 && low <= 0xDFFF) {
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    i += 6;
                }
            }
            appendUtf8(out, cp);
            break;
        }
        default:
            out.push_back(e); // \" \\ \/
        }
    }
    return out;
}

} // namespace lanebook
