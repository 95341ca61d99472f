#include "models/loadgen/ssestream.h"

namespace lanebook {

bool SseStream::endLine()
{
    if (m_eventReady) {
        // The previous event was handed out: start a fresh one.
        m_data.clear();
        m_hasData = false;
        m_eventReady = false;
    }
    if (m_line.empty()) {
        if (!m_hasData)
            return false;
        m_eventReady = true;
        return true;
    }
    const std::string_view line(m_line);
    if (line.substr(0, 5) == "data:") {
        std::string_view value = line.substr(5);
        if (!value.empty() && value.front() == ' ')
            value.remove_prefix(1);
        if (m_hasData)
            m_data.push_back('\n');
        m_data.append(value);
        m_hasData = true;
    }
    // Comments (":ping"), event:, id:, retry: and unknown fields carry nothing we use.
    m_line.clear();
    return false;
}

} // namespace lanebook
