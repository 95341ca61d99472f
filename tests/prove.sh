#!/bin/sh
# Every proof Lanebook keeps, in the order CI runs them (README, command (b); .ci/run), each
# step's time printed as it ends and all of them again at the end:
#
#   default    build the default tree and run the default suite (ctest --preset default)
#   package    build, validate, install and run the .deb (packaging/check-package.sh)
#   bench      every benchmark at its smoke size, each failing on its ratio target
#              (ctest --preset bench-smoke; LANEBOOK_BENCH_SMOKE=1, tests/bench/benchsize.h)
#   fuzz       the libFuzzer targets on their corpora (tests/fuzz; clang, ASan + UBSan)
#   tsan       the threaded tests under ThreadSanitizer (ctest --preset tsan)
#   sanitize   the default suite under AddressSanitizer + UndefinedBehaviorSanitizer
#              (ctest --preset sanitize)
#
# With no argument it runs them all; name steps to run only those (tests/prove.sh tsan).
# The first failing step stops the run with its exit status.
set -eu
cd "$(dirname "$0")/.."

steps=${*:-default package bench fuzz tsan sanitize}
summary=""
total_start=$(date +%s)

run_step() {
    name=$1
    start=$(date +%s)
    echo "=== step ${name}: started $(date -u +%H:%M:%S)"
    case ${name} in
        default)
            cmake --preset default && cmake --build build && ctest --preset default ;;
        package)
            packaging/check-package.sh build ;;
        bench)
            cmake --build build && ctest --preset bench-smoke ;;
        fuzz)
            cmake -S tests/fuzz -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ &&
                cmake --build build-fuzz && ctest --test-dir build-fuzz --output-on-failure ;;
        tsan)
            cmake --preset tsan && cmake --build build-tsan --target lanebook_threaded_tests &&
                ctest --preset tsan ;;
        sanitize)
            cmake --preset sanitize && cmake --build build-sanitize && ctest --preset sanitize ;;
        *)
            echo "prove.sh: no step '${name}' (default package bench fuzz tsan sanitize)" >&2
            return 2 ;;
    esac
}

for step in ${steps}; do
    start=$(date +%s)
    status=0
    run_step "${step}" || status=$?
    seconds=$(($(date +%s) - start))
    line=$(printf '%-9s %5d s  %s' "${step}" "${seconds}" \
        "$([ ${status} -eq 0 ] && echo passed || echo "FAILED (exit ${status})")")
    # A full disk kills a linker with SIGBUS rather than saying so: each step says what is left.
    echo "=== disk after ${step}: $(df -Pk . | awk 'NR == 2 { printf "%.1f GiB free", $4 / 1048576 }')," \
        "build folders $(du -sck build build-* 2>/dev/null | awk 'END { printf "%.1f GiB", $1 / 1048576 }')"
    echo "=== step ${line}"
    summary="${summary}${line}
"
    if [ ${status} -ne 0 ]; then
        printf '=== steps\n%s' "${summary}"
        exit ${status}
    fi
done
printf '=== steps\n%s=== all %d s\n' "${summary}" $(($(date +%s) - total_start))
