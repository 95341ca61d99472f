#!/bin/sh
# Writes a compile database with one entry per source file, for the tools that check one file
# at a time (check-tidy.sh, check-layers.sh): a unity build (CMAKE_UNITY_BUILD) compiles its
# sources in batches, and CMake's compile_commands.json then names the batch files
# (.../Unity/unity_N_cxx.cxx), not the sources. Each batch entry becomes one entry per source
# it includes, with the batch's own command (a batch holds sources of one target only, all
# compiled alike). The g++ precompiled header is left out (-include .../cmake_pch.hxx, a .gch
# that clang cannot read), so a file is checked with exactly the includes it names.
# Usage: per-file-compile-db.sh BUILD_DIR OUT_DIR   (writes OUT_DIR/compile_commands.json)
set -eu
build=$1
out=$2
if [ ! -f "$build/compile_commands.json" ]; then
    echo "per-file-compile-db: no $build/compile_commands.json; configure with cmake --preset" \
         "default" >&2
    exit 2
fi
mkdir -p "$out"
# CMake writes each entry as "{", then one "key": "value" line per field, then "}" or "},".
awk '
function replaced(text, from, to,    at) {
    at = index(text, from)
    while (at > 0) {
        text = substr(text, 1, at - 1) to substr(text, at + length(from))
        at = index(text, from)
    }
    return text
}
function emit(entry) {
    if (count++ > 0)
        printf ",\n"
    printf "%s", entry
}
function flush(    batch, source, line) {
    if (file ~ /\/Unity\/unity_[0-9]+_cxx\.cxx$/) {
        batch = file
        while ((getline line < batch) > 0) {
            if (line !~ /^#include "/)
                continue
            source = line
            sub(/^#include "/, "", source)
            sub(/"$/, "", source)
            emit("{\n  \"directory\": \"" directory "\",\n  \"command\": \"" \
                 replaced(command, batch, source) "\",\n  \"file\": \"" source "\"\n}")
        }
        close(batch)
    } else {
        emit("{\n  \"directory\": \"" directory "\",\n  \"command\": \"" command \
             "\",\n  \"file\": \"" file "\"\n}")
    }
}
BEGIN { count = 0; printf "[\n" }
/^\{/ { directory = ""; command = ""; file = "" }
/^  "directory": "/ { directory = $0; sub(/^  "directory": "/, "", directory); sub(/",?$/, "", directory) }
/^  "command": "/ { command = $0; sub(/^  "command": "/, "", command); sub(/",?$/, "", command) }
/^  "file": "/ { file = $0; sub(/^  "file": "/, "", file); sub(/",?$/, "", file) }
/^\},?$/ {
    gsub(/ -Winvalid-pch/, "", command)
    gsub(/ -include [^ ]*cmake_pch\.hxx/, "", command)
    flush()
}
END { printf "\n]\n" }
' "$build/compile_commands.json" >"$out/compile_commands.json"
