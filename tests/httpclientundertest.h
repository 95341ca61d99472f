#pragma once

#include "models/loadgen/loadspec.h"

#include <QByteArray>
#include <QString>

namespace lanebook::test {

// The load-generator tests run twice (tests/CMakeLists.txt): with Lanebook's own HTTP client
// for http:// (the default) and, with LANEBOOK_TEST_HTTP_CLIENT=curl, through libcurl. Both
// must measure alike and fail alike.
inline HttpClient httpClientUnderTest()
{
    return qgetenv("LANEBOOK_TEST_HTTP_CLIENT") == "curl" ? HttpClient::Curl : HttpClient::Auto;
}

// What Run::extra["http_client"] must say for an http:// load under test.
inline std::string httpClientNameUnderTest()
{
    return httpClientUnderTest() == HttpClient::Curl ? "libcurl" : "lanebook";
}

} // namespace lanebook::test
