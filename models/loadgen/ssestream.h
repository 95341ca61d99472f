#pragma once

#include <cstring>
#include <string>
#include <string_view>

namespace lanebook {

// Incremental Server-Sent Events framing: bytes arrive in whatever pieces
// the network hands over, possibly splitting a line, a "\r\n" or an event anywhere. Each
// complete event's data (its `data:` lines joined by '\n') is handed to the sink once the
// blank line that ends it arrives. Comment lines (":"), `event:`, `id:` and `retry:` are
// ignored; `data:` is accepted with or without the following space.
class SseStream
{
public:
    // Feeds bytes; calls sink(std::string_view data) for every event completed by them.
    // The view is valid only during the call.
    template <typename Sink> void feed(std::string_view bytes, Sink &&sink)
    {
        while (!bytes.empty()) {
            if (m_lastWasCr && bytes.front() == '\n') {
                // "\r\n" is one line end: the '\n' after a '\r' ends nothing.
                bytes.remove_prefix(1);
                m_lastWasCr = false;
                continue;
            }
            // The line end: two memchr passes (vectorised in libc) rather than a byte loop,
            // since a `data:` line is a whole JSON chunk of hundreds of bytes and this scan
            // was the load generator's hottest loop. ('\r' is looked for before the first
            // '\n' only; find_first_of would call memchr once per byte instead.)
            const char *begin = bytes.data();
            const void *lf = std::memchr(begin, '\n', bytes.size());
            std::size_t end =
                lf ? std::size_t(static_cast<const char *>(lf) - begin) : bytes.size();
            if (const void *cr = std::memchr(begin, '\r', end))
                end = std::size_t(static_cast<const char *>(cr) - begin);
            if (end == bytes.size()) {
                m_line.append(bytes);
                m_lastWasCr = false;
                return;
            }
            m_line.append(bytes.substr(0, end));
            m_lastWasCr = bytes[end] == '\r';
            bytes.remove_prefix(end + 1);
            if (endLine())
                sink(std::string_view(m_data));
        }
    }

    // At the end of the stream: an event whose blank line never came is still delivered
    // (a server that closes right after the last `data:` line).
    template <typename Sink> void finish(Sink &&sink)
    {
        if (!m_line.empty())
            endLine();
        if (endLine())
            sink(std::string_view(m_data));
    }

    // Bytes held in the current, unfinished event (for a malformed-stream message).
    std::size_t pendingBytes() const { return m_line.size() + (m_eventReady ? 0 : m_data.size()); }

private:
    // Ends the current line; true when that completed an event whose data is in m_data.
    bool endLine();

    std::string m_line;
    std::string m_data;
    bool m_hasData = false;
    bool m_eventReady = false;
    bool m_lastWasCr = false;
};

} // namespace lanebook
