#!/bin/sh
# Grows the fuzz corpora kept in the repository (tests/fuzz/corpus/<target>/): runs each target
# of a built fuzz tree for SECONDS on its corpora, then merges into the repository's corpus only
# the inputs that reach coverage it lacks (libFuzzer -merge=1 keeps a minimal set), no input
# over 64 KiB, so the corpus stays small. Commit what it adds.
#
#   cmake -S tests/fuzz -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ && cmake --build build-fuzz
#   tests/fuzz/grow-corpus.sh build-fuzz [SECONDS] [TARGET...]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:?usage: grow-corpus.sh BUILD_DIR [SECONDS] [TARGET...]}
build=$(cd "${build}" && pwd)
seconds=${2:-60}
shift $(($# >= 2 ? 2 : 1))
targets=${*:-$(cd "${build}" && ls -1 fuzz_* | grep -v '[.-]' )}
for target in ${targets}; do
    kept="${root}/tests/fuzz/corpus/${target}"
    work="${build}/corpus/${target}"
    mkdir -p "${kept}" "${work}"
    before=$(ls "${kept}" | wc -l)
    # The seeds and regressions the CTest runs with: the target's command line from CTest.
    if [ "${seconds}" -gt 0 ]; then
        "${build}/${target}" -max_total_time="${seconds}" -timeout=10 -rss_limit_mb=2048 \
            -max_len=262144 -artifact_prefix="${build}/${target}-" "${work}" "${kept}" \
            >"${build}/${target}-grow.log" 2>&1 || {
            echo "${target}: the run failed; see ${build}/${target}-grow.log" >&2
            exit 1
        }
    fi
    "${build}/${target}" -merge=1 -max_len=65536 "${kept}" "${work}" \
        >"${build}/${target}-merge.log" 2>&1
    echo "${target}: $(($(ls "${kept}" | wc -l) - before)) new inputs, $(ls "${kept}" | wc -l) in all ($(du -sh "${kept}" | cut -f1))"
done
