#!/bin/sh
# Builds Lanebook's .deb from a configured and built build folder, validates it, installs it
# with apt-get and runs what was installed:
#
#   packaging/check-package.sh [BUILD_DIR]      (default: build; run as root or with sudo)
#
# Steps: cpack; desktop-file-validate, appstreamcli validate and lintian (errors fail) on the
# installed files and the package; apt-get install ./lanebook_*.deb; the installed
# lanebook-cli and lanebook-mock-server --version; lanebook-cli import of a fixture copied
# outside the source tree into a new notebook; the installed lanebook started offscreen on
# the demo for a few seconds (still running when `timeout` stops it counts as started).
# Exits non-zero at the first failure, naming it. Leaves the package installed. The build
# folder must already be built (`cmake --build BUILD_DIR`).
set -eu

source_dir=$(cd "$(dirname "$0")/.." && pwd)
build_dir=$(cd "${1:-$source_dir/build}" && pwd)
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
work=$(mktemp -d /tmp/lanebook-check-package.XXXXXX)
trap 'rm -rf "$work"' EXIT

fail() {
    echo "check-package: FAILED: $*" >&2
    exit 1
}
step() {
    echo "== $*"
}

for tool in cpack desktop-file-validate appstreamcli lintian dpkg-shlibdeps; do
    command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (packaging/install-deps.sh installs it)"
done

# The build folder must be built (`cmake --build BUILD_DIR`): cpack installs from it.
for program in lanebook lanebook-cli lanebook-mock-server; do
    [ -x "$build_dir/app/$program" ] || fail "$build_dir/app/$program is not built"
done

step "cpack"
(cd "$work" && cpack --config "$build_dir/CPackConfig.cmake" -B "$work/package") \
    || fail "cpack could not build the package"
deb=$(find "$work/package" -maxdepth 1 -name 'lanebook_*.deb' | head -n 1)
[ -n "$deb" ] || fail "cpack wrote no lanebook_*.deb"
echo "package: $deb ($(du -h "$deb" | cut -f1))"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
dpkg-deb --field "$deb" Depends | grep -q 'libqt6core6' \
    || fail "Depends was not computed by dpkg-shlibdeps (no libqt6core6)"

step "validate the desktop entry and the AppStream metadata (as packaged)"
dpkg-deb --extract "$deb" "$work/root"
desktop-file-validate "$work/root/usr/share/applications/io.github.lanebook.Lanebook.desktop" \
    || fail "desktop-file-validate"
appstreamcli validate --no-net "$work/root/usr/share/metainfo/io.github.lanebook.Lanebook.metainfo.xml" \
    || fail "appstreamcli validate"
appstreamcli validate-tree --no-net "$work/root" || fail "appstreamcli validate-tree"

step "lintian (errors fail; warnings are shown)"
lintian --fail-on error "$deb" \
    || fail "lintian reported errors"

step "apt-get install $deb"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get install -y --reinstall "$deb" || fail "apt-get install of the package"
for file in /usr/bin/lanebook /usr/bin/lanebook-cli /usr/bin/lanebook-mock-server \
    /usr/share/doc/lanebook/copyright /usr/share/man/man1/lanebook-cli.1.gz \
    /usr/share/bash-completion/completions/lanebook-cli \
    /usr/share/icons/hicolor/scalable/apps/io.github.lanebook.Lanebook.svg \
    /usr/share/lanebook/translations/lanebook_de.qm; do
    [ -e "$file" ] || fail "the package did not install $file"
done

step "installed executables: --version"
# Run from a folder outside the source and build trees, with nothing of them on PATH.
cd "$work"
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
for program in lanebook-cli lanebook-mock-server; do
    version=$(/usr/bin/$program --version) || fail "$program --version"
    echo "$version"
    echo "$version" | grep -Eq "^$program [0-9]+\.[0-9]+\.[0-9]+ \(revision [^)]+\)$" \
        || fail "$program --version does not print a version and revision: $version"
done
QT_QPA_PLATFORM=offscreen /usr/bin/lanebook --version || fail "lanebook --version"
man -l /usr/share/man/man1/lanebook-cli.1.gz >/dev/null 2>&1 || fail "man lanebook-cli"
bash -c '. /usr/share/bash-completion/completions/lanebook-cli && complete -p lanebook-cli' \
    || fail "the bash completion does not load"

step "installed lanebook-cli import of a fixture outside the source tree"
mkdir -p "$work/results"
cp "$source_dir/tests/data/vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json" \
    "$work/results/"
/usr/bin/lanebook-cli --notebook "$work/check.lanebook" import "$work/results" \
    || fail "lanebook-cli import"
runs=$(/usr/bin/lanebook-cli --notebook "$work/check.lanebook" --json runs) \
    || fail "lanebook-cli runs"
echo "$runs" | grep -q 'Qwen3-8B' || fail "the imported run is not in the notebook: $runs"

step "installed lanebook starts offscreen on the demo"
status=0
mkdir -p "$work/home" "$work/runtime"
chmod 700 "$work/runtime"
HOME="$work/home" XDG_RUNTIME_DIR="$work/runtime" QT_QPA_PLATFORM=offscreen \
    timeout 10 /usr/bin/lanebook --demo >"$work/gui.log" 2>&1 || status=$?
if [ "$status" -ne 124 ]; then
    cat "$work/gui.log" >&2
    fail "lanebook --demo exited with status $status before 10 s (124 = still running)"
fi
echo "lanebook --demo was still running after 10 s"

echo "check-package: OK ($deb)"
