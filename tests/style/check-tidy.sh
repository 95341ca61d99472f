#!/bin/sh
# Runs clang-tidy 14 with the repository's .clang-tidy (every check there is an error) over the
# product's C++ files (app, backends, models, widgets) whose content differs from the baseline
# commit's (tests/style/tidy-baseline names it, tests/style/tidy-baseline-blobs holds its files'
# blob ids), or over the files given. The whole tree takes hours of CPU on two
# cores (each file is parsed with all of Qt's headers), so the default run checks what changed:
# a file that is touched is brought up to the checks. Headers are checked through the files
# that include them (.clang-tidy's HeaderFilterRegex).
# Usage: check-tidy.sh REPO_ROOT BUILD_DIR [FILE...]   (BUILD_DIR holds compile_commands.json)
#        check-tidy.sh REPO_ROOT BUILD_DIR --write-baseline COMMIT
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

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ "${1:-}" = "--write-baseline" ]; then
    # Moves the baseline: records each product .cpp's content (git blob id) at COMMIT.
    base=$2
    git ls-tree -r "$base" -- app backends models widgets |
        awk '$4 ~ /\.cpp$/ {print $3, $4}' >tests/style/tidy-baseline-blobs
    echo "check-tidy: tests/style/tidy-baseline-blobs now holds the files of $base;" \
         "name $base in tests/style/tidy-baseline"
    exit 0
fi

if [ $# -eq 0 ]; then
    # What changed is told by content, not history: tests/style/tidy-baseline-blobs holds the
    # git blob id of every product .cpp at the baseline commit, and a file whose content hashes
    # differently (or that is new) is checked. So a shallow clone, or a tarball with no .git,
    # checks the same files as a full clone. (Before, a shallow clone skipped the whole check.)
    # Untracked files count too: a new file is checked before it is committed.
    list="$tmp/files"
    find app backends models widgets -name '*.cpp' -type f | LC_ALL=C sort >"$list"
    set -- $(git hash-object --stdin-paths <"$list" | paste -d ' ' - "$list" |
                 awk 'NR == FNR { known[$0] = 1; next } !($0 in known) { print $2 }' \
                     tests/style/tidy-baseline-blobs -)
    if [ $# -eq 0 ]; then
        echo "check-tidy: no product .cpp file changed since the baseline (tests/style/tidy-baseline)"
        exit 0
    fi
fi

# clang-tidy reads a copy of the compile commands with one entry per file (a unity build names
# its batches there) and without the g++ precompiled header (a .gch clang cannot read), so each
# file is checked with exactly the includes it names.
db="$tmp"
"$(dirname "$0")/per-file-compile-db.sh" "$build" "$db"

# One clang-tidy per file, as many at once as there are cores; each prints its findings with
# file, line and check name. xargs exits non-zero when any of them found something.
jobs=$(nproc 2>/dev/null || echo 2)
if ! printf '%s\n' "$@" |
        xargs -P "$jobs" -n 1 "$tidy" -p "$db" --quiet --warnings-as-errors='*'; then
    echo "check-tidy: the findings above break .clang-tidy's checks; fix them, or with a reason" \
         "in a comment, NOLINT(check-name) on the line" >&2
    exit 1
fi
echo "check-tidy: $# files pass .clang-tidy"
