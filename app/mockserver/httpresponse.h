#pragma once

// Builds the bytes of whole HTTP/1.1 responses and of chunked-transfer framing.

#include <string>

const char *httpReasonPhrase(int status);

// A complete response with Content-Length; `extraHeaders` is zero or more "Name: value\r\n".
std::string httpResponse(int status, const std::string &contentType, const std::string &body,
                         bool keepAlive, const std::string &extraHeaders = {});

// An OpenAI-style error body: {"error":{"message","type","param","code"}} (vLLM, newer).
std::string openAiError(int status, const std::string &type, const std::string &message);

// One chunk of a Transfer-Encoding: chunked body; an empty `data` writes nothing.
void appendHttpChunk(std::string &out, const std::string &data);
void appendLastHttpChunk(std::string &out);
