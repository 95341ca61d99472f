#!/bin/sh
# Runs clang-tidy 14 with the repository's .clang-tidy (every check there is an error) over the
# product's C++ files (app, backends, models, widgets) that changed since the commit named in
# tests/style/tidy-baseline, or over the files given. The whole tree takes hours of CPU on two
# cores (each file is parsed with all of Qt's headers), so the default run checks what changed:
# a file that is touched is brought up to the checks. Headers are checked through the files
# that include them (.clang-tidy's HeaderFilterRegex).
# Usage: check-tidy.sh REPO_ROOT BUILD_DIR [FILE...]   (BUILD_DIR holds compile_commands.json)
set -eu
root=$1
build=$2
shift 2
cd "$root"

tidy=$(command -v clang-tidy-14 || true)
if [ -z "$tidy" ]; then
    echo "check-tidy: clang-tidy-14 is not installed; run packaging/install-deps.sh" >&2
    exit 2
fi
if [ ! -f "$build/compile_commands.json" ]; then
    echo "check-tidy: no $build/compile_commands.json; configure with cmake --preset default" >&2
    exit 2
fi

if [ $# -eq 0 ]; then
    base=$(sed -n 's/^\([0-9a-f]\{7,40\}\).*/\1/p' tests/style/tidy-baseline | head -n 1)
    if ! git rev-parse --verify --quiet "$base^{commit}" >/dev/null; then
        # A shallow clone has no history to tell what changed: skipped, and CTest says so
        # (SKIP_RETURN_CODE 77), rather than passed.
        echo "check-tidy: the baseline commit '$base' of tests/style/tidy-baseline is not in" \
             "this clone (a shallow clone?); fetch the history (git fetch --unshallow) or name" \
             "the files" >&2
        exit 77
    fi
    # Files that still exist: a deleted or renamed-away file has nothing to check.
    set -- $(git diff --name-only --diff-filter=d "$base" -- \
                 'app/*.cpp' 'backends/*.cpp' 'models/*.cpp' 'widgets/*.cpp')
    if [ $# -eq 0 ]; then
        echo "check-tidy: no product .cpp file changed since $base"
        exit 0
    fi
fi

# One clang-tidy per file, as many at once as there are cores; each prints its findings with
# file, line and check name. xargs exits non-zero when any of them found something.
jobs=$(nproc 2>/dev/null || echo 2)
if ! printf '%s\n' "$@" |
        xargs -P "$jobs" -n 1 "$tidy" -p "$build" --quiet --warnings-as-errors='*'; then
    echo "check-tidy: the findings above break .clang-tidy's checks; fix them, or with a reason" \
         "in a comment, NOLINT(check-name) on the line" >&2
    exit 1
fi
echo "check-tidy: $# files pass .clang-tidy"
