#pragma once

#include <cstdint>
#include <optional>

namespace lanebook {

// When bytes read from a socket arrived, on the steady (CLOCK_MONOTONIC) clock.
//
// At 256 streams a server emits a decode step's tokens for every stream at once, and a client
// on one thread reads the sockets one after another: stamped when read, the 200th stream's
// token looks ~0.5 ms later than it arrived. The kernel stamps each
// packet as it reaches the socket (SO_TIMESTAMPNS, CLOCK_REALTIME); converted with the
// realtime-minus-monotonic offset read around the recvmsg, that is the arrival. The clock
// conversion is trusted only within bounds: never later than the read (readNs), never before
// the request left or the stream's previous stamp (notBeforeNs). A realtime clock stepped by
// NTP mid-run by more than a stream has been running gives the read time back; a smaller step
// moves stamps by at most the step (the transport also refuses stamps of reordered TCP reads:
// backends/loadgen/tcpreorder.h).
inline std::int64_t arrivalStampNs(std::optional<std::int64_t> kernelRealtimeNs,
                                   std::int64_t realtimeMinusMonotonicNs, std::int64_t readNs,
                                   std::int64_t notBeforeNs)
{
    if (!kernelRealtimeNs)
        return readNs;
    const std::int64_t arrivedNs = *kernelRealtimeNs - realtimeMinusMonotonicNs;
    return arrivedNs > readNs || arrivedNs < notBeforeNs ? readNs : arrivedNs;
}

} // namespace lanebook
