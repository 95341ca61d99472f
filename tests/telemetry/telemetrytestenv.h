#pragma once

// Helpers for the telemetry integration tests: the fake vendor tools on PATH, and reading a
// source until a condition holds (bounded by a tick count, never by a timed assertion).

#include "backends/telemetry/telemetrysource.h"
#include "scopedenv.h"
#include "testutils.h"

#include <QFile>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

namespace lanebook::test {

// A folder with links to the few programs the fake tools run (awk, sleep, cat, sh), made
// once: PATH can then hold the fakes and this folder only, so that a real nvidia-smi or
// amd-smi in /usr/bin never answers instead of a fake (or spoils "nothing is available").
inline QString basicToolsDir()
{
    static QTemporaryDir dir;
    static const bool linked = [] {
        bool ok = dir.isValid();
        for (const char *tool : {"awk", "sleep", "cat", "sh"}) {
            const QString target = QStandardPaths::findExecutable(QString::fromLatin1(tool));
            ok = ok && !target.isEmpty() &&
                 QFile::link(target, dir.filePath(QString::fromLatin1(tool)));
        }
        return ok;
    }();
    if (!linked)
        qFatal("cannot link awk, sleep, cat and sh into %s", qPrintable(dir.path()));
    return dir.path();
}

// PATH with only the fake tools' folders (under tests/data/synthetic) and basicToolsDir().
inline QByteArray fakeToolsPath(const QStringList &fakeFolders)
{
    QStringList path;
    for (const QString &folder : fakeFolders)
        path << dataPath(QStringLiteral("synthetic/") + folder);
    path << basicToolsDir();
    return path.join(QLatin1Char(':')).toLocal8Bit();
}

inline QString capture(const QString &name)
{
    return dataPath(QStringLiteral("nvidia-smi/") + name);
}

inline const QString kH200Capture = QStringLiteral("linux-x86_64__nvidia-h200__590.48.01.txt");

// Reads the source every pollMs until `done` holds for a batch or maxReads reads have passed;
// returns the last batch.
inline TelemetryBatch readUntil(TelemetrySource &source,
                                const std::function<bool(const TelemetryBatch &)> &done,
                                int timeoutMs = 500, int pollMs = 50, int maxReads = 200)
{
    TelemetryBatch batch;
    for (int i = 0; i < maxReads; ++i) {
        batch = source.read(timeoutMs);
        if (done(batch))
            break;
        QTest::qWait(pollMs);
    }
    return batch;
}

} // namespace lanebook::test
