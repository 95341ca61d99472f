#include "backends/waves/wavecontrol.h"

#include <algorithm>

namespace lanebook {

void WaveControl::requestPause()
{
    m_paused = true;
}

void WaveControl::resume()
{
    m_paused = false;
}

void WaveControl::requestSkip()
{
    m_skip = true;
    cancelLoads();
}

void WaveControl::requestAbort()
{
    m_aborted = true;
    m_paused = false;
    cancelLoads();
}

void WaveControl::attach(LoadControl *load)
{
    const std::lock_guard lock(m_mutex);
    m_loads.push_back(load);
    // A request that came while the load was being set up still reaches it.
    if (m_aborted || m_skip)
        load->cancelRequested = true;
}

void WaveControl::detach(LoadControl *load)
{
    const std::lock_guard lock(m_mutex);
    m_loads.erase(std::remove(m_loads.begin(), m_loads.end(), load), m_loads.end());
}

bool WaveControl::takeSkip()
{
    return m_skip.exchange(false);
}

void WaveControl::cancelLoads()
{
    const std::lock_guard lock(m_mutex);
    for (LoadControl *load : m_loads)
        load->cancelRequested = true;
}

} // namespace lanebook
