#include "backends/telemetry/gpuloadboard.h"

namespace lanebook {

GpuLoadBoard &GpuLoadBoard::processWide()
{
    static GpuLoadBoard board;
    return board;
}

GpuLoadBoard::Busy::Busy(const QList<int> &gpuIndices, GpuLoadBoard &board)
    : m_board(board)
    , m_gpuIndices(gpuIndices)
{
    m_board.add(m_gpuIndices, +1);
}

GpuLoadBoard::Busy::~Busy()
{
    m_board.add(m_gpuIndices, -1);
}

int GpuLoadBoard::loadsOn(int gpuIndex) const
{
    const std::lock_guard lock(m_mutex);
    const auto it = m_loads.find(gpuIndex);
    return it == m_loads.end() ? 0 : it->second;
}

void GpuLoadBoard::add(const QList<int> &gpuIndices, int delta)
{
    const std::lock_guard lock(m_mutex);
    for (const int gpu : gpuIndices) {
        const int loads = m_loads[gpu] + delta;
        if (loads > 0)
            m_loads[gpu] = loads;
        else
            m_loads.erase(gpu);
    }
}

} // namespace lanebook
