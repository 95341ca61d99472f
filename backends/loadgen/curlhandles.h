#pragma once

#include <curl/curl.h>

#include <memory>

namespace lanebook {

// RAII for libcurl's C handles (every C handle through unique_ptr with a deleter).
struct CurlEasyDeleter
{
    void operator()(CURL *handle) const { curl_easy_cleanup(handle); }
};
struct CurlMultiDeleter
{
    void operator()(CURLM *handle) const { curl_multi_cleanup(handle); }
};
struct CurlSlistDeleter
{
    void operator()(curl_slist *list) const { curl_slist_free_all(list); }
};

using CurlEasy = std::unique_ptr<CURL, CurlEasyDeleter>;
using CurlMulti = std::unique_ptr<CURLM, CurlMultiDeleter>;
using CurlSlist = std::unique_ptr<curl_slist, CurlSlistDeleter>;

// curl_global_init once per process, thread-safely, before the first handle.
void ensureCurlGlobalInit();

// CURLOPT_NOPROXY for every request Lanebook makes with libcurl: a proxy from the environment
// must never stand between Lanebook and a server on loopback (its own mock, a local vLLM).
inline constexpr const char *kLoopbackNoProxy = "localhost,127.0.0.1,::1";

} // namespace lanebook
