#pragma once

// A server config for wave plans built in a test: a made-up server on `port` of the loopback,
// model "m", 30 s to start and 10 tok/s per stream for the schedule's estimate, a vLLM fp8
// recipe. Nothing starts it: the schedule and search tests only plan.
#include "models/waves/waveplan.h"

namespace lanebook::test {

inline ServerConfig plannedServerConfig(const QString &name, int port)
{
    ServerConfig c;
    c.name = name;
    c.argv = {QStringLiteral("server"), QStringLiteral("--port"), QString::number(port)};
    c.baseUrl = QStringLiteral("http://127.0.0.1:%1").arg(port);
    c.model = QStringLiteral("m");
    c.expectedStartupS = 30.0;
    c.expectedTokPerSPerStream = 10.0;
    c.recipe = {{"runtime", "vllm"}, {"quantization", "fp8"}};
    return c;
}

} // namespace lanebook::test
