#pragma once

#include "backends/loadgen/loadgenerator.h"

#include <atomic>
#include <mutex>
#include <vector>

namespace lanebook {

// Pause, skip and abort, asked from any thread (the GUI's, a signal handler's helper) and
// obeyed by a running wave. Pause holds the wave between steps: a load is never paused
// half-way, since a run with a gap in it measures nothing. Skip ends the running step(s)
// (or the next, when asked between steps); abort ends the running loads and the wave.
class WaveControl
{
public:
    void requestPause();
    void resume();
    void requestSkip();
    void requestAbort();

    bool isPauseRequested() const { return m_paused.load(); }
    bool isAbortRequested() const { return m_aborted.load(); }

    // The wave's side: loads register while they run, so that skip and abort reach them.
    void attach(LoadControl *load);
    void detach(LoadControl *load);
    // True once per skip request: the step(s) that consume it are skipped.
    bool takeSkip();

private:
    void cancelLoads();

    std::atomic<bool> m_paused{false};
    std::atomic<bool> m_aborted{false};
    std::atomic<bool> m_skip{false};
    std::mutex m_mutex;
    std::vector<LoadControl *> m_loads;
};

} // namespace lanebook
