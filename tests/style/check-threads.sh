#!/bin/sh
# Every thread on the helpers (issue 33): a thread of Lanebook starts in backends/threads only,
# where each helper states its thread rule: WorkerThread (a long-lived worker QObject and its
# event loop), ThreadHandoff::runOnPool (the pool's short jobs; JobTracker and NotebookReader's
# reads go through it), runSideBySide (blocking work that must overlap, joined before it
# returns) and LoopThread (one loop waiting on file descriptors). Refused here, anywhere else in
# the product's sources: std::thread / std::jthread objects, std::async, QtConcurrent, a
# QThread of one's own (a member, new, a subclass, QThread::create), pthread_create, and
# starting work on a QThreadPool directly.
# Usage: check-threads.sh REPO_ROOT [FILE...] (default: every source under app backends models
# widgets, backends/threads excepted)
set -eu
root=$1
shift
cd "$root"
if [ $# -eq 0 ]; then
    set -- $(find app backends models widgets -name '*.cpp' -o -name '*.h' | grep -v '^backends/threads/' | sort)
fi
found=0
for file in "$@"; do
    lines=$(grep -nE 'std::j?thread\b|std::async\b|QtConcurrent|QThread::create\b|new QThread\b|public QThread\b|^\s*QThread [a-zA-Z_]+;|pthread_create|QThreadPool[^;]*->start\(' \
        "$file" || true)
    if [ -n "$lines" ]; then
        echo "$lines" | sed "s#^#$file:#"
        found=1
    fi
done
if [ $found -ne 0 ]; then
    echo "check-threads: the lines above start a thread outside backends/threads; use" \
         "WorkerThread, ThreadHandoff::runOnPool, runSideBySide or LoopThread" \
         "(backends/threads), whose class comments state their thread rules" >&2
    exit 1
fi
echo "check-threads: $# files start their threads through backends/threads only"
