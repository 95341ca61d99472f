#pragma once

#include "models/waves/waveplan.h"

namespace lanebook {

// The plan "New from Example" opens: a first wave in a minute. Two arms of
// lanebook-mock-server, so it runs on any machine: arm A a slower baseline, arm B a faster
// candidate (about 40 % more tokens per second), on GPUs 0 and 1 of the fake telemetry
// source, interleaved, with the repeats the sample-size planner asks for. mockServerProgram
// is the mock server's path (the GUI finds it next to itself); basePort and basePort + 1 are
// the arms' ports, and basePort 0 lets each arm's server pick its own (base_url port 0). Each
// arm's recipe says what the mock stands in for (model size, bits per weight, GPU), which the
// byte ledger needs, and a JSON canary goes to every fresh server, so that with the fake GPUs'
// telemetry every gate has its evidence. About a minute on a two-core machine.
WavePlan mockExampleWavePlan(const QString &mockServerProgram, int basePort = 18081);

} // namespace lanebook
