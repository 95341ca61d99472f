#pragma once

#include "models/run/run.h"
#include "models/waves/wavequalitystep.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace lanebook {

// What one quality step gave: the runs of the first result file Lanebook could read, or why
// there are none (it could not start, failed, ran out of time, wrote nothing readable), with
// the last lines of its output either way.
struct QualityStepRun
{
    bool succeeded = false;
    QString reason; // why it failed, one sentence without the arm (the caller names it)
    QString logTail;
    QStringList argv; // as run, placeholders filled
    int exitCode = -1;
    double wallS = 0.0;
    QString resultFile; // the file the runs came from
    QString format;     // its format id ("llama-perplexity")
    std::vector<Run> runs;
};

// Runs one quality step as a real child in its own process group, on the calling thread: its
// argv with the placeholders filled, CUDA_VISIBLE_DEVICES set to the arm's GPUs, its output
// kept as <out_dir>/<name>.log, stopped at the step's timeout or when `cancelled` says so. Then
// reads the files it wrote under out_dir by content (importfile.h), and its log last. Nothing
// is stored here.
QualityStepRun runQualityStep(const WaveQualityStep &step, const QualityStepPlaceholders &values,
                              const std::function<bool()> &cancelled = {});

} // namespace lanebook
