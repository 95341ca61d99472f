#pragma once

#include "models/waves/waveplan.h"

#include <QStringList>

namespace lanebook::test {

// A wave config whose server is lanebook-mock-server with this inter-token latency, on the
// port it picks (base_url port 0; the wave reads the port from its log); extraArguments: more
// mock-server knobs.
inline ServerConfig mockServerConfig(const QString &name, double itlMs,
                                     const QStringList &extraArguments = {})
{
    ServerConfig config;
    config.name = name;
    config.argv =
        QStringList{QStringLiteral(LANEBOOK_MOCK_SERVER_PATH), QStringLiteral("--port"),
                    QStringLiteral("0"), QStringLiteral("--itl-ms"), QString::number(itlMs)} +
        extraArguments;
    config.baseUrl = QStringLiteral("http://127.0.0.1:0");
    config.model = QStringLiteral("mock-model");
    config.readyTimeoutS = 30;
    config.expectedStartupS = 0.5;
    config.expectedTokPerSPerStream = 1000.0 / itlMs;
    config.recipe = {{"runtime", "lanebook-mock"}, {"runtime_version", "1"}};
    return config;
}

} // namespace lanebook::test
