#pragma once

#include <string>
#include <string_view>

namespace lanebook {

// Incremental Server-Sent Events framing (formats.md §9): bytes arrive in whatever pieces
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
            // A plain scan: find_first_of calls memchr once per byte of the stream.
            std::size_t end = 0;
            while (end < bytes.size() && bytes[end] != '\n' && bytes[end] != '\r')
                ++end;
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
