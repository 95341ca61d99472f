#!/bin/sh
# Proves the layering (DESIGN.md section 4) at compile time. For each library a source of it
# is compiled with its own command from compile_commands.json (per-file-compile-db.sh: the
# precompiled header left out, as for check-tidy.sh), once per layer, with a probe that includes one header of that layer.
# A library may include its own layer and those it links (models <- backends, models <-
# widgets, app knows all); any other include must fail as a missing file, because each
# library exports only its own folder (lanebook_include_root in CMakeLists.txt). A probe that
# fails for any other reason breaks the check, so it cannot pass by not compiling at all.
# Usage: check-layers.sh REPO_ROOT BUILD_DIR
set -eu
root=$1
build=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# One entry per source, even in a unity build, and no precompiled header.
"$(dirname "$0")/per-file-compile-db.sh" "$build" "$tmp"
db="$tmp/compile_commands.json"

# One real header of each layer.
header_of() {
    case $1 in
    models) echo models/run/run.h ;;
    backends) echo backends/notebook/notebookstore.h ;;
    widgets) echo widgets/shell/mainwindow.h ;;
    app) echo app/gui/compositionroot.h ;;
    esac
}

failures=0
# check LIBRARY SOURCE "LAYERS IT MAY INCLUDE"
check() {
    library=$1
    source=$2
    allowed=$3
    # CMake writes "command" on the line before "file".
    line=$(grep -B1 "\"file\": \"$root/$source\"" "$db" | head -n 1)
    case $line in
    *'"command": '*) ;;
    *)
        echo "check-layers: $source has no compile command in $db" >&2
        exit 2
        ;;
    esac
    command=$(printf '%s\n' "$line" |
        sed -e 's/^ *"command": "//' -e 's/",$//' -e 's/\\"/"/g' -e 's/\\\\/\\/g' \
            -e 's# -o [^ ]*##' -e 's# -c [^ ]*$##')
    for layer in models backends widgets app; do
        header=$(header_of "$layer")
        probe="$tmp/${library}_includes_$layer.cpp"
        printf '#include "%s"\n' "$header" >"$probe"
        if (cd "$build" && eval "$command -fsyntax-only -c $probe") >"$tmp/out" 2>&1; then
            compiled=yes
        else
            compiled=no
        fi
        case " $allowed " in
        *" $layer "*)
            if [ $compiled = yes ]; then
                echo "check-layers: $library includes $header (allowed)"
            else
                echo "check-layers: $library cannot include $header, which it may:" >&2
                head -n 5 "$tmp/out" >&2
                failures=$((failures + 1))
            fi
            ;;
        *)
            if [ $compiled = yes ]; then
                echo "check-layers: $library includes $header, which breaks the layering" >&2
                failures=$((failures + 1))
            elif grep -q "$header: No such file" "$tmp/out"; then
                echo "check-layers: $library cannot include $header (refused, as it must be)"
            else
                echo "check-layers: the $library probe for $header failed for another reason:" >&2
                head -n 5 "$tmp/out" >&2
                failures=$((failures + 1))
            fi
            ;;
        esac
    done
}

check lanebook_models models/run/run.cpp "models"
check lanebook_backends backends/notebook/notebookstore.cpp "models backends"
check lanebook_widgets widgets/shell/mainwindow.cpp "models widgets"
check lanebook_gui app/gui/compositionroot.cpp "models backends widgets app"

if [ $failures -ne 0 ]; then
    echo "check-layers: $failures probe(s) broke the layering rules" >&2
    exit 1
fi
echo "check-layers: every library includes exactly the layers it links"
