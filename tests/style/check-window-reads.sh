#!/bin/sh
# One reader for the window (issue 33): the GUI's wiring files connect, they do not query.
# Every read the window makes goes through NotebookReader (backends/notebook/read), which runs
# it on the pool with its own read-only connection and a JobToken. Refused here: a file of
# the wiring (app/gui/*wiring.cpp, compositionroot.cpp) that opens a notebook read-only or asks a
# repository itself. Writes go through NotebookWriter; the team notebook's connection test (a
# read-write open that reads nothing) is the one open left there. demonotebook*.cpp is not
# wiring: it writes the demo notebook's file before the window opens it.
# Usage: check-window-reads.sh REPO_ROOT [FILE...] (default: the wiring files)
set -eu
root=$1
shift
cd "$root"
if [ $# -eq 0 ]; then
    set -- app/gui/*wiring.cpp app/gui/compositionroot.cpp
fi
found=0
for file in "$@"; do
    # A store of its own, a read-only open, or a repository asked directly (store.runs(),
    # store->findings(), ...).
    if grep -nE 'NotebookStore [a-z]|Access::ReadOnly|(\.|->)(runs|findings|telemetry|lanes|waves|judgements|comparisons)\(\)(\.|->)' \
        "$file" | sed "s#^#$file:#" | grep -v 'NOLINT(window-reads)'; then
        found=1
    fi
done
if [ $found -ne 0 ]; then
    echo "check-window-reads: the lines above read the notebook from the window's wiring;" \
         "add the read to NotebookReader (backends/notebook/read/notebookreader.h) and start" \
         "it with JobTracker::read" >&2
    exit 1
fi
echo "check-window-reads: $# files read the notebook through NotebookReader only"
