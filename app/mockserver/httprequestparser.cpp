#include "httprequestparser.h"

#include <algorithm>
#include <cctype>

namespace {

std::string lowered(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
        text.remove_suffix(1);
    return text;
}

bool isToken(std::string_view text)
{
    if (text.empty())
        return false;
    return std::all_of(text.begin(), text.end(), [](unsigned char c) {
        return std::isalnum(c) ||
               std::string_view("!#$%&'*+-.^_`|~").find(char(c)) != std::string_view::npos;
    });
}

} // namespace

HttpRequestParser::Status HttpRequestParser::fail(int status, std::string text)
{
    m_errorStatus = status;
    m_errorText = std::move(text);
    return Status::Bad;
}

HttpRequestParser::Status HttpRequestParser::parse(std::string_view buffer, HttpRequest &request,
                                                   std::size_t &consumedBytes)
{
    // Tolerate the stray CRLFs some clients send between pipelined requests (RFC 9112 2.2).
    std::size_t start = 0;
    while (start < buffer.size() && (buffer[start] == '\r' || buffer[start] == '\n'))
        ++start;
    if (start == buffer.size())
        return Status::NeedMore;

    // The header ends at an empty line. Lines end in CRLF, or a bare LF, which RFC 9112 2.2
    // lets a recipient accept (hand-typed requests, printf | nc).
    std::size_t headEnd = std::string_view::npos; // where the empty line begins
    std::size_t bodyStart = 0;
    for (std::size_t lf = buffer.find('\n', start); lf != std::string_view::npos;
         lf = buffer.find('\n', lf + 1)) {
        if (lf + 1 < buffer.size() && buffer[lf + 1] == '\n') {
            headEnd = lf + 1;
            bodyStart = lf + 2;
            break;
        }
        if (lf + 2 < buffer.size() && buffer[lf + 1] == '\r' && buffer[lf + 2] == '\n') {
            headEnd = lf + 1;
            bodyStart = lf + 3;
            break;
        }
    }
    if (headEnd == std::string_view::npos) {
        if (buffer.size() - start > kMaxHeaderBytes)
            return fail(431, "request header larger than 64 KiB");
        // A request line that is already complete and wrong need not wait for more bytes.
        const std::size_t lineEnd = buffer.find('\n', start);
        if (lineEnd != std::string_view::npos) {
            const std::string_view line = buffer.substr(start, lineEnd - start);
            if (line.find(" HTTP/1.") == std::string_view::npos)
                return fail(400, "malformed request line");
        }
        return Status::NeedMore;
    }
    if (headEnd - start > kMaxHeaderBytes)
        return fail(431, "request header larger than 64 KiB");

    // Every line of `head` ends in '\n' (its '\r' is trimmed when the line is read).
    const std::string_view head = buffer.substr(start, headEnd - start);
    const std::size_t lineEnd = head.find('\n');
    std::string_view requestLine = head.substr(0, lineEnd);
    if (!requestLine.empty() && requestLine.back() == '\r')
        requestLine.remove_suffix(1);

    const std::size_t sp1 = requestLine.find(' ');
    const std::size_t sp2 = sp1 == std::string_view::npos ? sp1 : requestLine.find(' ', sp1 + 1);
    if (sp1 == std::string_view::npos || sp2 == std::string_view::npos ||
        requestLine.find(' ', sp2 + 1) != std::string_view::npos)
        return fail(400, "malformed request line");
    const std::string_view method = requestLine.substr(0, sp1);
    const std::string_view target = requestLine.substr(sp1 + 1, sp2 - sp1 - 1);
    const std::string_view version = requestLine.substr(sp2 + 1);
    if (!isToken(method) || target.empty() || target.front() != '/')
        return fail(400, "malformed request line");
    if (version != "HTTP/1.1" && version != "HTTP/1.0")
        return fail(version.rfind("HTTP/", 0) == 0 ? 505 : 400, "unsupported HTTP version");

    HttpRequest parsed;
    parsed.method = std::string(method);
    const std::size_t question = target.find('?');
    parsed.path = std::string(target.substr(0, question));
    if (question != std::string_view::npos)
        parsed.query = std::string(target.substr(question + 1));
    parsed.http11 = version == "HTTP/1.1";
    parsed.keepAlive = parsed.http11;

    bool haveLength = false;
    std::size_t contentLength = 0;
    for (std::size_t pos = lineEnd + 1; pos < head.size();) {
        const std::size_t next = head.find('\n', pos);
        std::string_view line = head.substr(pos, next - pos);
        pos = next + 1;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos || !isToken(line.substr(0, colon)))
            return fail(400, "malformed header line");
        const std::string name = lowered(line.substr(0, colon));
        const std::string_view value = trimmed(line.substr(colon + 1));
        if (name == "content-length") {
            if (value.empty() || value.size() > 12 ||
                !std::all_of(value.begin(), value.end(),
                             [](unsigned char c) { return std::isdigit(c); }))
                return fail(400, "invalid Content-Length");
            const std::size_t length = std::stoull(std::string(value));
            if (haveLength && length != contentLength)
                return fail(400, "conflicting Content-Length headers");
            haveLength = true;
            contentLength = length;
        } else if (name == "transfer-encoding") {
            // No client of the mock sends chunked request bodies; say so instead of guessing.
            return fail(501, "chunked request bodies are not supported");
        } else if (name == "connection") {
            const std::string token = lowered(value);
            if (token.find("close") != std::string::npos)
                parsed.keepAlive = false;
            else if (token.find("keep-alive") != std::string::npos)
                parsed.keepAlive = true;
        }
    }
    if (contentLength > kMaxBodyBytes)
        return fail(413, "request body larger than 64 MiB");

    if (buffer.size() - bodyStart < contentLength)
        return Status::NeedMore;
    parsed.body = std::string(buffer.substr(bodyStart, contentLength));
    consumedBytes = bodyStart + contentLength;
    request = std::move(parsed);
    return Status::Complete;
}
