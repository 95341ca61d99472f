#!/bin/sh
# Grows the fuzz corpora kept in the repository (tests/fuzz/corpus/<target>/): runs each target
# of a built fuzz tree for SECONDS on its corpora, then keeps only the inputs that reach
# code its seeds, regressions and kept corpus do not (libFuzzer's -merge=1 against all of
# them, edges only: -use_counters=0), none over 16 KiB, so the corpus stays small and every
# file in it earns its place. Commit what it adds.
#
#   cmake -S tests/fuzz -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ && cmake --build build-fuzz
#   tests/fuzz/grow-corpus.sh build-fuzz [SECONDS] [TARGET...]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:?usage: grow-corpus.sh BUILD_DIR [SECONDS] [TARGET...]}
build=$(cd "${build}" && pwd)
seconds=${2:-60}
shift $(($# >= 2 ? 2 : 1))
targets=${*:-$(cd "${build}" && ls -1 fuzz_* | grep -v '[.-]')}
for target in ${targets}; do
    kept="${root}/tests/fuzz/corpus/${target}"
    work="${build}/corpus/${target}"
    mkdir -p "${kept}" "${work}"
    seeds=$(cat "${build}/${target}.seeds")
    if [ "${seconds}" -gt 0 ]; then
        # shellcheck disable=SC2086 # the seed folders are one per line, without spaces
        "${build}/${target}" -max_total_time="${seconds}" -timeout=10 -rss_limit_mb=2048 \
            -max_len=16384 -artifact_prefix="${build}/${target}-" "${work}" "${kept}" ${seeds} \
            >"${build}/${target}-grow.log" 2>&1 || {
            echo "${target}: the run failed; see ${build}/${target}-grow.log" >&2
            exit 1
        }
    fi
    # Merged into a scratch folder that already holds the seeds, regressions and kept corpus:
    # only what adds coverage to all of them is new.
    scratch=$(mktemp -d)
    mkdir "${scratch}/known"
    for folder in ${seeds} "${kept}"; do
        find "${folder}" -type f -exec cp --backup=numbered -t "${scratch}/known" {} + 2>/dev/null || true
    done
    ls "${scratch}/known" >"${scratch}/before"
    "${build}/${target}" -merge=1 -use_counters=0 -max_len=16384 "${scratch}/known" "${work}" \
        >"${build}/${target}-merge.log" 2>&1
    added=0
    for file in $(ls "${scratch}/known" | grep -vxF -f "${scratch}/before"); do
        cp "${scratch}/known/${file}" "${kept}/${file}"
        added=$((added + 1))
    done
    rm -rf "${scratch}"
    echo "${target}: ${added} new inputs, $(ls "${kept}" | wc -l) kept in all"
done
