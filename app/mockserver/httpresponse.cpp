#include "httpresponse.h"

#include <cstdio>
#include <nlohmann/json.hpp>

const char *httpReasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 413:
        return "Content Too Large";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Unknown";
    }
}

std::string httpResponse(int status, const std::string &contentType, const std::string &body,
                         bool keepAlive, const std::string &extraHeaders)
{
    std::string out = "HTTP/1.1 " + std::to_string(status) + " " + httpReasonPhrase(status) +
                      "\r\nserver: lanebook-mock-server\r\n";
    if (!contentType.empty())
        out += "content-type: " + contentType + "\r\n";
    out += "content-length: " + std::to_string(body.size()) + "\r\n";
    out += keepAlive ? "connection: keep-alive\r\n" : "connection: close\r\n";
    out += extraHeaders;
    out += "\r\n";
    out += body;
    return out;
}

std::string openAiError(int status, const std::string &type, const std::string &message)
{
    const nlohmann::json body = {
        {"error", {{"message", message}, {"type", type}, {"param", nullptr}, {"code", status}}}};
    return body.dump();
}

void appendHttpChunk(std::string &out, const std::string &data)
{
    if (data.empty())
        return;
    char size[24];
    std::snprintf(size, sizeof size, "%zx\r\n", data.size());
    out += size;
    out += data;
    out += "\r\n";
}

void appendLastHttpChunk(std::string &out)
{
    out += "0\r\n\r\n";
}
