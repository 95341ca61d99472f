#pragma once

// An incremental HTTP/1.1 request parser for the mock server. It is fed whatever one
// non-blocking read returned, so it must cope with half a request line, several pipelined
// requests in one read, and bodies that arrive over many reads (Content-Length only).

#include <cstddef>
#include <string>
#include <string_view>

struct HttpRequest
{
    std::string method;
    std::string path;  // the target without its query string
    std::string query; // after '?', may be empty
    std::string body;
    bool keepAlive = true;
    bool http11 = true; // false: HTTP/1.0, which knows no chunked transfer encoding
};

class HttpRequestParser
{
public:
    enum class Status { NeedMore, Complete, Bad };

    // Parses one request from the front of `buffer`. On Complete, fills `request` and
    // sets `consumedBytes`; the caller erases those bytes. On Bad, `errorStatus` and
    // `errorText` say what to answer before closing the connection.
    Status parse(std::string_view buffer, HttpRequest &request, std::size_t &consumedBytes);

    int errorStatus() const { return m_errorStatus; }
    const std::string &errorText() const { return m_errorText; }

    static constexpr std::size_t kMaxHeaderBytes = 64 * 1024;
    static constexpr std::size_t kMaxBodyBytes = 64 * 1024 * 1024;

private:
    Status fail(int status, std::string text);

    int m_errorStatus = 400;
    std::string m_errorText;
};
