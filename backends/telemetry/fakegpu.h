#pragma once

#include "models/telemetry/telemetrysample.h"

#include <cstdint>

namespace lanebook {

// One simulated H200-like GPU for the fake source, driven by the load reported for it
// (GpuLoadBoard), as a real card is by the server on it: GPU Boost raises the SM clock within
// milliseconds of work arriving and lets it fall within a second of the work ending,
// utilisation and power ramp over a few tenths of a second, and the temperature follows with
// thermal inertia, the die within seconds and the heatsink over minutes. Idle without load.
//
// GPU 1 sits behind a worse heatsink in its neighbours' exhaust: it starts warmer, swings
// more within a run (more °C per watt), and a few minutes of unbroken load take it past its
// slowdown temperature, where it throttles (SW thermal slowdown) as a real card would. The
// others never get there. Deterministic: the same loads and steps give the same samples.
class FakeGpu
{
public:
    // Where every fake GPU slows itself down (SW thermal slowdown), as real cards do near 90 °C.
    static constexpr double kSlowdownC = 87.0;

    explicit FakeGpu(int index);

    // Advances the card by stepS seconds under `load` (0 idle .. 1 busy) and reads it; the
    // sample carries the time tNs.
    GpuSample step(double stepS, double load, std::int64_t tNs);

private:
    int m_index;
    double m_inletC;
    double m_dieRiseC;  // over the heatsink at full load, reached within seconds
    double m_sinkRiseC; // of the heatsink over the air at full load, reached over minutes
    double m_timeS = 0.0;
    double m_util = 0.0; // 0..1, as nvidia-smi averages it over its sample period
    double m_powerW;
    double m_smClockMhz;
    double m_memUsedMiB;
    double m_dieC = 0.0;       // rise of the die over the heatsink
    double m_sinkC = 0.0;      // rise of the heatsink over the inlet air
    double m_energyMj = 1.0e9; // a plausible counter since the driver loaded
};

} // namespace lanebook
