#pragma once

#include <cstddef>
#include <thread>
#include <vector>

namespace lanebook {

// Runs call(0) .. call(count - 1) at once and returns when every one has returned: call(0) on
// the calling thread, each other on a thread of its own, started and joined here. For blocking
// work that holds its thread for long and must not queue behind other work: a wave's arms'
// loads (each arm measures its own GPU, so the arms' loads must overlap), stopping stale servers
// (each waits its own grace), a large table read in id ranges by connections of their own. The
// shared pool is the wrong place for those: the window's reads hold its threads, and a pool of
// two (a 2-core machine) would run one arm after the other.
//
// Thread rule: call(k) runs on its own thread and may touch only what is its own (the k-th slot
// of a result vector, its own connection) or what is synchronised; what the calls wrote is
// visible to the caller once this returns (the joins order it, as ThreadSanitizer sees). A call
// must not throw: report failure in the result, as an exception out of a thread ends the process.
template <typename Call> void runSideBySide(size_t count, const Call &call)
{
    if (count == 0)
        return;
    std::vector<std::thread> others;
    others.reserve(count - 1);
    for (size_t k = 1; k < count; ++k)
        others.emplace_back([&call, k] { call(k); });
    call(size_t(0));
    for (std::thread &other : others)
        other.join();
}

} // namespace lanebook
