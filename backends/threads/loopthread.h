#pragma once

#include <functional>
#include <thread>
#include <utility>

namespace lanebook {

// One blocking loop on a thread of its own, for a loop that waits on file descriptors rather
// than on an event queue (a server's log pipe, read with poll()). The loop decides when it ends;
// its owner makes it end (ServerLog writes to its wake pipe) and then joins.
//
// Thread rule: start(), join() and the destructor from the owner's thread only. The loop shares
// with its owner only what is synchronised (a mutex, atomics, a pipe); what it wrote is visible
// to the owner after join() (ThreadSanitizer sees the join). The destructor joins, so a loop
// must end when asked.
class LoopThread
{
public:
    LoopThread() = default;
    ~LoopThread() { join(); }
    LoopThread(const LoopThread &) = delete;
    LoopThread &operator=(const LoopThread &) = delete;

    // Once per LoopThread.
    void start(std::function<void()> loop) { m_thread = std::thread(std::move(loop)); }
    bool isStarted() const { return m_thread.joinable(); }
    // Waits for the loop to return; does nothing if it never started or was joined.
    void join()
    {
        if (m_thread.joinable())
            m_thread.join();
    }

private:
    std::thread m_thread;
};

} // namespace lanebook
