#include "models/loadgen/httpresponsereader.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace lanebook {

namespace {

// A head or a chunk line longer than this is not a server speaking HTTP.
constexpr std::size_t kMaxHeadBytes = 64 * 1024;
constexpr std::size_t kMaxLineBytes = 4 * 1024;

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

// The last item of a comma-separated header value ("gzip, chunked" -> "chunked").
std::string_view lastToken(std::string_view value)
{
    const std::size_t comma = value.rfind(',');
    std::string_view item = comma == std::string_view::npos ? value : value.substr(comma + 1);
    while (!item.empty() && (item.front() == ' ' || item.front() == '\t'))
        item.remove_prefix(1);
    while (!item.empty() && (item.back() == ' ' || item.back() == '\t'))
        item.remove_suffix(1);
    return item;
}

// Whether a comma-separated header value lists `token` (e.g. "Upgrade, close").
bool listsToken(std::string_view value, std::string_view token)
{
    while (!value.empty()) {
        const std::size_t comma = value.find(',');
        std::string_view item = value.substr(0, comma);
        while (!item.empty() && (item.front() == ' ' || item.front() == '\t'))
            item.remove_prefix(1);
        while (!item.empty() && (item.back() == ' ' || item.back() == '\t'))
            item.remove_suffix(1);
        if (equalsIgnoringCase(item, token))
            return true;
        if (comma == std::string_view::npos)
            break;
        value.remove_prefix(comma + 1);
    }
    return false;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

std::string printable(std::string_view s)
{
    std::string out(s.substr(0, 80));
    for (char &c : out) {
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
            c = '?';
    }
    return out;
}

} // namespace

void HttpResponseReader::reset()
{
    *this = HttpResponseReader();
}

void HttpResponseReader::fail(std::string why)
{
    m_state = State::Failed;
    m_error = "malformed HTTP response: " + std::move(why);
}

std::size_t HttpResponseReader::readHead(std::string_view bytes)
{
    // The head ends at the first empty line ("\r\n\r\n", or "\n\n" from lax servers). Look
    // only where a terminator could newly complete: from three bytes before the new ones.
    const std::size_t before = m_head.size();
    m_head.append(bytes.substr(0, std::min(bytes.size(), kMaxHeadBytes + 4 - before)));
    const std::size_t from = before >= 3 ? before - 3 : 0;
    std::size_t end = std::string_view::npos;
    std::size_t terminator = 0;
    for (std::size_t i = from; i < m_head.size(); ++i) {
        if (m_head[i] != '\n')
            continue;
        if (i >= 1 && m_head[i - 1] == '\n') {
            end = i + 1;
            terminator = 2;
            break;
        }
        if (i >= 2 && m_head[i - 1] == '\r' && m_head[i - 2] == '\n') {
            end = i + 1;
            terminator = 3;
            break;
        }
    }
    if (end == std::string_view::npos) {
        if (m_head.size() > kMaxHeadBytes)
            fail("no end of the response head within " + std::to_string(kMaxHeadBytes) + " bytes");
        return bytes.size();
    }
    const std::size_t consumed = end - before;
    const std::string head = m_head.substr(0, end - terminator);
    m_head.clear();
    if (!parseHead(head))
        return consumed;
    if (m_status >= 100 && m_status < 200) {
        // An interim response (100 Continue, 103 Early Hints): the real one follows.
        m_status = 0;
        m_state = State::Head;
        return consumed;
    }
    if (m_status == 204 || m_status == 304) {
        m_state = State::Complete;
        return consumed;
    }
    m_state = State::Body;
    if (m_framing == Framing::Chunked)
        m_chunkPhase = ChunkPhase::Size;
    else if (m_framing == Framing::Length && m_remaining == 0)
        m_state = State::Complete;
    return consumed;
}

bool HttpResponseReader::parseHead(std::string_view head)
{
    std::size_t lineEnd = head.find('\n');
    const std::string_view statusLine = trimmed(head.substr(0, lineEnd));
    // "HTTP/1.1 200 OK": the version, a space, three digits, then an optional reason.
    if (statusLine.size() < 12 || statusLine.substr(0, 7) != "HTTP/1." || statusLine[8] != ' ' ||
        !std::isdigit(static_cast<unsigned char>(statusLine[9])) ||
        !std::isdigit(static_cast<unsigned char>(statusLine[10])) ||
        !std::isdigit(static_cast<unsigned char>(statusLine[11])) ||
        (statusLine.size() > 12 && statusLine[12] != ' ')) {
        fail("the status line is \"" + printable(statusLine) + "\"");
        return false;
    }
    const bool http10 = statusLine[7] == '0';
    m_status = (statusLine[9] - '0') * 100 + (statusLine[10] - '0') * 10 + (statusLine[11] - '0');
    bool keepAliveHeader = false;
    bool closeHeader = false;
    bool hasTransferEncoding = false;
    bool chunked = false; // the final transfer coding is chunked
    bool hasLength = false;
    std::uint64_t length = 0;
    while (lineEnd != std::string_view::npos) {
        head.remove_prefix(lineEnd + 1);
        lineEnd = head.find('\n');
        const std::string_view line = head.substr(0, lineEnd);
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos || colon == 0) {
            if (trimmed(line).empty())
                continue;
            fail("a header line is \"" + printable(line) + "\"");
            return false;
        }
        const std::string_view name = line.substr(0, colon);
        const std::string_view value = trimmed(line.substr(colon + 1));
        if (equalsIgnoringCase(name, "transfer-encoding")) {
            // Several fields are one list: the last coding of the last field is the final one.
            hasTransferEncoding = true;
            chunked = equalsIgnoringCase(lastToken(value), "chunked");
        } else if (equalsIgnoringCase(name, "content-length")) {
            std::uint64_t parsed = 0;
            const auto [end, ec] =
                std::from_chars(value.data(), value.data() + value.size(), parsed);
            if (ec != std::errc() || end != value.data() + value.size() || value.empty() ||
                (hasLength && parsed != length)) {
                fail("Content-Length is \"" + printable(value) + "\"");
                return false;
            }
            hasLength = true;
            length = parsed;
        } else if (equalsIgnoringCase(name, "connection")) {
            closeHeader = closeHeader || listsToken(value, "close");
            keepAliveHeader = keepAliveHeader || listsToken(value, "keep-alive");
        }
    }
    m_keepAlive = !closeHeader && (!http10 || keepAliveHeader);
    // RFC 9112 §6.3: a Transfer-Encoding overrides a Content-Length (and a response with both
    // may be smuggling: its connection is not reused); chunked framing only when chunked is
    // the final coding, otherwise the body runs to the close; neither header: to the close.
    if (hasTransferEncoding && hasLength)
        m_keepAlive = false;
    if (chunked) {
        m_framing = Framing::Chunked;
    } else if (hasTransferEncoding) {
        m_framing = Framing::UntilClose;
    } else if (hasLength) {
        m_framing = Framing::Length;
        m_remaining = length;
    } else {
        m_framing = Framing::UntilClose;
    }
    return true;
}

bool HttpResponseReader::takeLine(std::string_view &bytes, std::size_t &consumed)
{
    const std::size_t lf = bytes.find('\n');
    const std::size_t take = lf == std::string_view::npos ? bytes.size() : lf + 1;
    m_head.append(bytes.substr(0, take));
    bytes.remove_prefix(take);
    consumed += take;
    if (lf == std::string_view::npos) {
        if (m_head.size() > kMaxLineBytes)
            fail("a chunk line longer than " + std::to_string(kMaxLineBytes) + " bytes");
        return false;
    }
    return true;
}

std::size_t HttpResponseReader::readChunkFraming(std::string_view bytes)
{
    std::size_t consumed = 0;
    while (!bytes.empty() && m_state == State::Body && m_chunkPhase != ChunkPhase::Data) {
        if (!takeLine(bytes, consumed))
            break;
        std::string line;
        line.swap(m_head);
        chunkLine(trimmed(std::string_view(line).substr(0, line.size() - 1)));
    }
    return consumed;
}

void HttpResponseReader::chunkLine(std::string_view line)
{
    switch (m_chunkPhase) {
    case ChunkPhase::Size: {
        // "1a3" or "1a3;name=value": the extension is ignored.
        const std::string_view digits = trimmed(line.substr(0, line.find(';')));
        std::uint64_t size = 0;
        const auto [end, ec] =
            std::from_chars(digits.data(), digits.data() + digits.size(), size, 16);
        if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size()) {
            fail("a chunk size is \"" + printable(line) + "\"");
            return;
        }
        if (size == 0) {
            m_chunkPhase = ChunkPhase::Trailer;
        } else {
            m_remaining = size;
            m_chunkPhase = ChunkPhase::Data;
        }
        return;
    }
    case ChunkPhase::DataEnd:
        if (!line.empty()) {
            fail("chunk data runs past its size");
            return;
        }
        m_chunkPhase = ChunkPhase::Size;
        return;
    case ChunkPhase::Trailer:
        // Trailer fields are ignored; the empty line ends the response.
        if (line.empty())
            m_state = State::Complete;
        return;
    case ChunkPhase::Data:
        return;
    }
}

void HttpResponseReader::endOfData()
{
    if (m_framing == Framing::Chunked)
        m_chunkPhase = ChunkPhase::DataEnd;
    else
        m_state = State::Complete;
}

void HttpResponseReader::endOfInput()
{
    if (m_state == State::Body && m_framing == Framing::UntilClose) {
        m_state = State::Complete;
        m_keepAlive = false;
    } else if (m_state == State::Head || m_state == State::Body) {
        m_state = State::Failed;
        m_error = m_status == 0 ? "the connection closed before a response"
                                : "the connection closed " + std::to_string(m_bodyBytes) +
                                      " bytes into the response body";
    }
}

} // namespace lanebook
