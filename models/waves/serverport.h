#pragma once

#include <QString>

// A config whose base_url names port 0 ("http://127.0.0.1:0") lets its server pick a free port,
// as `--port 0` does: the server binds one the kernel chooses, so nothing else can take it
// between choosing and binding. The server says which in its log once it listens; these read
// that line and put the port into the config's URLs. Pure functions (the launcher feeds them
// the log, backends/launcher/serverlog.h).
namespace lanebook::ServerPort {

// The port a line of a server's log says it listens on; 0 when the line says no such thing.
// The lines known, from the engines' own sources (ANSI colours are ignored):
//   lanebook-mock-server                 listening on http://127.0.0.1:41234
//   llama.cpp llama-server               main: server is listening on http://127.0.0.1:41234 -
//                                        starting the main loop
//   uvicorn (SGLang; vLLM before 0.6)    INFO:     Uvicorn running on http://0.0.0.0:41234
//                                        (Press CTRL+C to quit)
//   vLLM                                 ... Starting vLLM API server 0 on http://0.0.0.0:41234
// A line that names port 0 says nothing: vLLM prints the port it was given (--port 0), not the
// one it bound, so a vLLM server needs a port of its own in its config.
int fromLogLine(const QString &line);

// An http:// or https:// URL whose port is written as 0: the server picks it.
bool isPickedByServer(const QString &url);

// The URL with its port 0 replaced by `port`; any other URL, or a port outside 1-65535,
// leaves it as it is.
QString withPort(const QString &url, int port);

} // namespace lanebook::ServerPort
