#!/bin/sh
# Checks C++ sources against the repository's .clang-format (check mode: changes nothing).
# Usage: check-format.sh REPO_ROOT [FILE...]   (no FILE: every tracked .cpp and .h outside
# tests/data and tests/style/samples). The layout is defined by clang-format 14, Debian 12's:
# another major version formats some constructs differently, so it is refused, not trusted.
set -eu
root=$1
shift
cd "$root"

formatter=$(command -v clang-format-14 || true)
if [ -z "$formatter" ]; then
    echo "check-format: clang-format-14 is not installed; run packaging/install-deps.sh" >&2
    exit 2
fi

if [ $# -eq 0 ]; then
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        set -- $(git ls-files '*.cpp' '*.h' | grep -v -e '^tests/data/' -e '^tests/style/samples/')
    else
        set -- $(find app backends models widgets tests -name '*.cpp' -o -name '*.h' |
                 grep -v -e '^tests/data/' -e '^tests/style/samples/')
    fi
fi

# --Werror turns each formatting difference into an error that names file, line and column.
if ! "$formatter" --dry-run --Werror "$@"; then
    echo "check-format: the files above differ from .clang-format;" \
         "fix with: clang-format-14 -i FILE (or git clang-format-14)" >&2
    exit 1
fi
echo "check-format: $# files match .clang-format"
