#pragma once

#include <atomic>
#include <cstring>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace lanebook::test {

// A TCP server on 127.0.0.1 whose every connection is handled by a script (a function of the
// socket) on its own thread: for HTTP behaviour the mock server does not have — bodies that
// run to the close, servers that drop kept-alive connections, bytes dribbled one at a time,
// answers that are not HTTP. GET requests (the load generator's /v1/models) get a 404.
class ScriptedHttpServer
{
public:
    struct Request
    {
        std::string method;
        std::string head;
        std::string body;
    };
    // Called for each POST on a connection; returns false to stop reading it (then closed).
    using Script = std::function<bool(int fd, const Request &request, int postOnConnection)>;

    explicit ScriptedHttpServer(Script script)
        : m_script(std::move(script))
    {
        m_listenFd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        const int one = 1;
        ::setsockopt(m_listenFd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        ::bind(m_listenFd, reinterpret_cast<sockaddr *>(&address), sizeof address);
        ::listen(m_listenFd, 128);
        socklen_t length = sizeof address;
        ::getsockname(m_listenFd, reinterpret_cast<sockaddr *>(&address), &length);
        m_port = ntohs(address.sin_port);
        m_acceptor = std::thread([this] { acceptLoop(); });
    }

    ~ScriptedHttpServer()
    {
        m_stop = true;
        m_acceptor.join();
        ::close(m_listenFd);
        std::lock_guard lock(m_mutex);
        for (std::thread &t : m_connections)
            t.join();
    }

    std::string url() const { return "http://127.0.0.1:" + std::to_string(m_port); }
    // Connections that carried at least one POST.
    int postConnections() const { return m_postConnections.load(); }
    int posts() const { return m_posts.load(); }

    static bool writeAll(int fd, const std::string &bytes)
    {
        std::size_t sent = 0;
        while (sent < bytes.size()) {
            const ssize_t n = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
            if (n <= 0)
                return false;
            sent += std::size_t(n);
        }
        return true;
    }

    // A valid /v1/completions event stream of `tokens` tokens (vLLM's chunk shape).
    // Closes with a reset (RST) instead of an orderly end of file: the client's next read on
    // this connection fails with "Connection reset by peer".
    static bool reset(int fd)
    {
        const linger abortive{1, 0};
        ::setsockopt(fd, SOL_SOCKET, SO_LINGER, &abortive, sizeof abortive);
        return false;
    }

    static std::string completionStream(int tokens)
    {
        std::string body;
        for (int i = 0; i < tokens; ++i)
            body += R"(data: {"id":"cmpl-1","object":"text_completion","created":1,"model":"m",)"
                    R"("choices":[{"index":0,"text":"word ","finish_reason":null}]})"
                    "\n\n";
        body += R"(data: {"id":"cmpl-1","object":"text_completion","created":1,"model":"m",)"
                R"("choices":[{"index":0,"text":"","finish_reason":"length"}]})"
                "\n\n";
        body += R"(data: {"id":"cmpl-1","object":"text_completion","created":1,"model":"m",)"
                R"("choices":[],"usage":{"prompt_tokens":4,"completion_tokens":)" +
                std::to_string(tokens) + R"(,"total_tokens":)" + std::to_string(tokens + 4) +
                "}}\n\n";
        return body + "data: [DONE]\n\n";
    }

private:
    void acceptLoop()
    {
        while (!m_stop) {
            pollfd p{m_listenFd, POLLIN, 0};
            if (::poll(&p, 1, 20) <= 0)
                continue;
            const int fd = ::accept4(m_listenFd, nullptr, nullptr, SOCK_CLOEXEC);
            if (fd < 0)
                continue;
            // Each write leaves at once (a dribble must arrive as one).
            const int one = 1;
            ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            std::lock_guard lock(m_mutex);
            m_connections.emplace_back([this, fd] { serve(fd); });
        }
    }

    // Reads one request; false at EOF, on error or when the server stops.
    bool readRequest(int fd, std::string &buffer, Request &request)
    {
        for (;;) {
            const std::size_t headEnd = buffer.find("\r\n\r\n");
            if (headEnd != std::string::npos) {
                request.head = buffer.substr(0, headEnd);
                request.method = request.head.substr(0, request.head.find(' '));
                std::size_t length = 0;
                for (const char *name : {"Content-Length: ", "content-length: "}) {
                    const std::size_t at = request.head.find(name);
                    if (at != std::string::npos)
                        length = std::stoul(request.head.substr(at + std::strlen(name)));
                }
                if (buffer.size() >= headEnd + 4 + length) {
                    request.body = buffer.substr(headEnd + 4, length);
                    buffer.erase(0, headEnd + 4 + length);
                    return true;
                }
            }
            pollfd p{fd, POLLIN, 0};
            if (m_stop)
                return false;
            if (::poll(&p, 1, 20) == 0)
                continue;
            char chunk[16384];
            const ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
            if (n <= 0)
                return false;
            buffer.append(chunk, std::size_t(n));
        }
    }

    void serve(int fd)
    {
        std::string buffer;
        Request request;
        int postsHere = 0;
        while (readRequest(fd, buffer, request)) {
            if (request.method != "POST") {
                writeAll(
                    fd, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
                break;
            }
            if (postsHere++ == 0)
                ++m_postConnections;
            ++m_posts;
            if (!m_script(fd, request, postsHere - 1))
                break;
        }
        ::close(fd);
    }

    Script m_script;
    int m_listenFd = -1;
    int m_port = 0;
    std::atomic<bool> m_stop{false};
    std::atomic<int> m_postConnections{0};
    std::atomic<int> m_posts{0};
    std::thread m_acceptor;
    std::mutex m_mutex;
    std::vector<std::thread> m_connections;
};

} // namespace lanebook::test
