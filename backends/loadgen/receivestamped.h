#pragma once

#include <cstdint>
#include <cstring>
#include <ctime>
#include <optional>

#include <sys/socket.h>

namespace lanebook {

// recv() that also returns the kernel's arrival stamp of the bytes read (CLOCK_REALTIME
// nanoseconds), when SO_TIMESTAMPNS is set on the socket; see models/loadgen/arrivalstamp.h.
// Header-only: the mock server (app/mockserver, which links no Lanebook library) stamps the
// requests it receives the same way.
inline ssize_t receiveStamped(int fd, char *buffer, std::size_t size,
                              std::optional<std::int64_t> &stampNs)
{
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(timespec))];
    iovec vector{buffer, size};
    msghdr message{};
    message.msg_iov = &vector;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    const ssize_t n = ::recvmsg(fd, &message, 0);
    stampNs.reset();
    if (n <= 0)
        return n;
    for (cmsghdr *c = CMSG_FIRSTHDR(&message); c; c = CMSG_NXTHDR(&message, c)) {
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_TIMESTAMPNS) {
            timespec stamp{};
            std::memcpy(&stamp, CMSG_DATA(c), sizeof stamp);
            stampNs = std::int64_t(stamp.tv_sec) * 1'000'000'000 + stamp.tv_nsec;
        }
    }
    return n;
}

// CLOCK_REALTIME minus CLOCK_MONOTONIC (the steady clock) now: what brings a kernel packet
// stamp onto the steady clock. Realtime is read first, so the tens of nanoseconds between the
// two readings make the offset smaller and a converted stamp later, never earlier.
inline std::int64_t realtimeMinusMonotonicNs()
{
    timespec realtime{};
    timespec monotonic{};
    ::clock_gettime(CLOCK_REALTIME, &realtime);
    ::clock_gettime(CLOCK_MONOTONIC, &monotonic);
    return (std::int64_t(realtime.tv_sec) - std::int64_t(monotonic.tv_sec)) * 1'000'000'000 +
           (realtime.tv_nsec - monotonic.tv_nsec);
}

} // namespace lanebook
