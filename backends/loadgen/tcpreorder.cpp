#include "backends/loadgen/tcpreorder.h"

// <linux/tcp.h>, not <netinet/tcp.h>: glibc's struct tcp_info stops before tcpi_rcv_ooopack.
#include <linux/tcp.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <cstddef>

namespace lanebook {

std::optional<std::uint32_t> outOfOrderPacketsReceived(int fd)
{
    tcp_info info{};
    socklen_t length = sizeof info;
    if (::getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &length) != 0)
        return std::nullopt;
    // An older kernel fills less of the struct: the field is then not there.
    if (length < offsetof(tcp_info, tcpi_rcv_ooopack) + sizeof info.tcpi_rcv_ooopack)
        return std::nullopt;
    return info.tcpi_rcv_ooopack;
}

} // namespace lanebook
