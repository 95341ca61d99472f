#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace lanebook {

// A validating, allocation-free walk over one JSON text, for the load generator's hot path:
// tens of thousands of stream chunks a second, of which only a few fields matter. The caller
// visits the members it wants and skips the rest; any syntax error makes ok() false (a
// malformed chunk). Strings come back raw (escapes kept) and are decoded only on request.
class JsonScanner
{
public:
    explicit JsonScanner(std::string_view text)
        : m_p(text.data())
        , m_end(text.data() + text.size())
    {}

    bool ok() const { return m_ok; }
    // After the top-level value: only whitespace may remain.
    bool atEnd();

    enum class Kind { Object, Array, String, Number, True, False, Null, Invalid };
    Kind peek();

    // Each member of an object: onMember(std::string_view rawKey) must consume the value
    // (with one of the calls below). Returns false on a syntax error.
    template <typename OnMember> bool object(OnMember &&onMember)
    {
        if (!expect('{'))
            return false;
        if (skipSpaceAndTake('}'))
            return true;
        for (;;) {
            std::string_view key;
            if (!rawString(key) || !expect(':'))
                return fail();
            onMember(key);
            if (!m_ok)
                return false;
            if (skipSpaceAndTake(','))
                continue;
            return expect('}');
        }
    }

    // Each element of an array: onElement(int index) must consume the value.
    template <typename OnElement> bool array(OnElement &&onElement)
    {
        if (!expect('['))
            return false;
        if (skipSpaceAndTake(']'))
            return true;
        for (int index = 0;; ++index) {
            onElement(index);
            if (!m_ok)
                return false;
            if (skipSpaceAndTake(','))
                continue;
            return expect(']');
        }
    }

    bool rawString(std::string_view &raw); // the text between the quotes, escapes kept
    bool number(double &value);
    // Skips any value; raw is its text.
    bool skip(std::string_view *raw = nullptr);

    // A string value decoded (escapes, \u surrogate pairs to UTF-8); std::nullopt when the
    // value is not a string (it is skipped).
    std::optional<std::string> stringValue();
    // A number value; std::nullopt when it is not a number (it is skipped).
    std::optional<double> numberValue();

    static std::string decode(std::string_view raw);

private:
    bool fail()
    {
        m_ok = false;
        return false;
    }
    void skipSpace();
    bool expect(char c);
    bool skipSpaceAndTake(char c);
    bool skipValue(int depth);

    const char *m_p;
    const char *m_end;
    bool m_ok = true;
};

} // namespace lanebook
