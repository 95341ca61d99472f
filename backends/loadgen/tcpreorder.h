#pragma once

#include <cstdint>
#include <optional>

namespace lanebook {

// How many out-of-order packets this TCP socket has received (TCP_INFO tcpi_rcv_ooopack,
// Linux 5.4+), or nothing when the kernel does not say. A reordered or retransmitted segment
// means a kernel arrival stamp may predate the moment its bytes became readable (the stamp of
// a later segment that arrived before the gap was filled), so such a read is stamped when read.
std::optional<std::uint32_t> outOfOrderPacketsReceived(int fd);

} // namespace lanebook
