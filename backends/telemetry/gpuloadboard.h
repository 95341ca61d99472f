#pragma once

#include <QList>

#include <map>
#include <mutex>

namespace lanebook {

// How many loads this process is driving onto each GPU right now (host GPU indices), as the
// wave runner knows it. A real GPU needs no telling: it is busy because the server on it is.
// The fake source's GPUs have no server on them, so they read this board to follow the load
// their arm puts on them (FakeSource). Thread-safe: the wave's threads report, the sampler's
// thread reads.
//
//   {
//       const GpuLoadBoard::Busy busy(step.gpus); // before the run's telemetry window opens
//       ... runLoad ...
//   }                                             // after it closes: the GPUs idle again
class GpuLoadBoard
{
public:
    // The board a process's waves report to and its fake source reads (tests may make their
    // own and hand it to a FakeSource).
    static GpuLoadBoard &processWide();

    // One load on each of the given GPUs for the object's life.
    class Busy
    {
    public:
        explicit Busy(const QList<int> &gpuIndices, GpuLoadBoard &board = processWide());
        ~Busy();
        Busy(const Busy &) = delete;
        Busy &operator=(const Busy &) = delete;

    private:
        GpuLoadBoard &m_board;
        QList<int> m_gpuIndices;
    };

    // Loads running on the GPU now: 0 when it idles.
    int loadsOn(int gpuIndex) const;

private:
    void add(const QList<int> &gpuIndices, int delta);

    mutable std::mutex m_mutex;
    std::map<int, int> m_loads; // GPU index -> loads on it; GPUs without load are erased
};

} // namespace lanebook
