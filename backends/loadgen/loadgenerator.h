#pragma once

#include "models/loadgen/loadspec.h"
#include "models/loadgen/requesttrace.h"
#include "models/run/run.h"

#include <QObject>

#include <atomic>
#include <functional>

namespace lanebook {

// Cancels a running load from another thread; checked by the load loop between events.
struct LoadControl
{
    std::atomic<bool> cancelRequested{false};
};

// Runs one load (a LoadSpec) to completion on the calling thread with a libcurl multi loop and
// returns it as a Run (format Lanebook): the vocabulary's metrics, one RequestSample per
// measured request, server /metrics deltas in extra. Errors end requests, never the run: a
// server that cannot be reached gives a run whose every request failed with the reason.
// `progress` is called at most 10 times a second, on the calling thread.
// A request trace file read and checked (Mooncake JSON Lines); or why not, naming the file and
// the line.
Expected<RequestTrace> readRequestTraceFile(const QString &path, int blockTokens);

Run runLoad(const LoadSpec &spec, LoadControl &control,
            const std::function<void(const LoadProgress &)> &progress = {});

// The load generator for the GUI: owns a thread, runs one load at a time on it, reports
// progress (throttled) and the finished run as queued signals.
class LoadGenerator : public QObject
{
    Q_OBJECT

public:
    explicit LoadGenerator(QObject *parent = nullptr);
    ~LoadGenerator() override;

    bool isRunning() const;

public Q_SLOTS:
    void start(const lanebook::LoadSpec &spec);
    void cancel();

Q_SIGNALS:
    void progressed(const lanebook::LoadProgress &progress);
    void finished(const lanebook::Run &run);

private:
    struct Private;
    Private *d;
};

} // namespace lanebook
