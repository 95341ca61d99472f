#pragma once

#include <QString>

namespace lanebook {

// One GET of a server's health URL (libcurl easy, no QtNetwork: it runs on the wave runner's
// thread, which blocks while it waits for a server).
struct HealthAnswer
{
    long httpStatus = 0; // 0: no HTTP answer at all
    QString error;       // why there was no answer (connection refused, timeout, ...)

    bool isReady() const { return httpStatus == 200; }
};

HealthAnswer probeHealth(const QString &url, double timeoutS);

} // namespace lanebook
