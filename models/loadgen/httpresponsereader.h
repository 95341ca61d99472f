#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace lanebook {

// Incremental HTTP/1.1 response framing (RFC 9112) for the load generator's own client on
// plain http:// (backends/loadgen/plainhttptransport.h). Bytes arrive in whatever pieces the
// socket hands over, split anywhere; the status line and headers are collected, then the body
// is handed to the sink without copying — de-chunked for `Transfer-Encoding: chunked`, counted
// for `Content-Length`, or up to the connection's end otherwise. Interim 1xx responses are
// skipped. One reader per connection; reset() before the next response on a kept-alive one.
class HttpResponseReader
{
public:
    enum class State { Head, Body, Complete, Failed };

    void reset();

    // Feeds bytes; calls sink(std::string_view body) for every run of body bytes in them
    // (the view is valid only during the call). Stops at the end of the response: returns
    // how many bytes it consumed, so bytes after the response (none, unless a server sends
    // unasked) are left to the caller.
    template <typename Sink> std::size_t feed(std::string_view bytes, Sink &&sink)
    {
        const std::size_t total = bytes.size();
        while (!bytes.empty() && m_state != State::Complete && m_state != State::Failed) {
            if (m_state == State::Head) {
                bytes.remove_prefix(readHead(bytes));
            } else if (m_framing == Framing::Chunked && m_chunkPhase != ChunkPhase::Data) {
                bytes.remove_prefix(readChunkFraming(bytes));
            } else {
                std::size_t take = bytes.size();
                if (m_framing != Framing::UntilClose && m_remaining < take)
                    take = std::size_t(m_remaining);
                m_bodyBytes += take;
                sink(bytes.substr(0, take));
                bytes.remove_prefix(take);
                if (m_framing != Framing::UntilClose) {
                    m_remaining -= take;
                    if (m_remaining == 0)
                        endOfData();
                }
            }
        }
        return total - bytes.size();
    }

    // The peer closed the connection: a body that runs to the close is complete now;
    // anything else unfinished has failed.
    void endOfInput();

    State state() const { return m_state; }
    bool complete() const { return m_state == State::Complete; }
    bool failed() const { return m_state == State::Failed; }
    int status() const { return m_status; }              // 0 until the status line is read
    const std::string &error() const { return m_error; } // why it failed, for the message
    // Whether the connection may carry another request after this response.
    bool keepAlive() const { return m_keepAlive && m_framing != Framing::UntilClose; }

private:
    enum class Framing { Length, Chunked, UntilClose };
    enum class ChunkPhase { Size, Data, DataEnd, Trailer };

    std::size_t readHead(std::string_view bytes);
    bool parseHead(std::string_view head);
    std::size_t readChunkFraming(std::string_view bytes);
    bool takeLine(std::string_view &bytes, std::size_t &consumed);
    void chunkLine(std::string_view line);
    void endOfData();
    void fail(std::string why);

    State m_state = State::Head;
    Framing m_framing = Framing::UntilClose;
    ChunkPhase m_chunkPhase = ChunkPhase::Size;
    std::string m_head; // the head so far; then a chunk-size or trailer line in pieces
    std::string m_error;
    std::uint64_t m_remaining = 0; // of the body (Length) or of the current chunk
    std::uint64_t m_bodyBytes = 0;
    int m_status = 0;
    bool m_keepAlive = true;
};

} // namespace lanebook
