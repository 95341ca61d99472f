#!/bin/sh
# Installs what Lanebook needs to build, test and run on Debian 12 / Ubuntu 22.04+.
# (A font is listed because offscreen GUI tests lay out text; a bare image may have none.
# fonts-droid-fallback draws the Chinese translation's CJK glyphs, which DejaVu lacks;
# fonts-noto-cjk is the UI font of a Chinese desktop, which the layout tests lay the window
# out in: tests/widgets/tst_layoutscreens, tst_layoutdialogs.)
set -eu
packages="
  cmake ninja-build g++ lld pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev libqt6opengl6-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqt6sql6-sqlite libqt6sql6-psql qt6-qpa-plugins
  libgl-dev libegl-dev libvulkan-dev libxkbcommon-dev
  libcurl4-openssl-dev nlohmann-json3-dev
  sqlite3 fonts-dejavu-core fonts-droid-fallback fonts-noto-cjk
  cmark-gfm pandoc prometheus libxml2-utils
  openssh-client openssh-server procps git
  clang libfuzzer-14-dev clang-format-14 clang-tidy-14
  qtkeychain-qt6-dev libsecret-1-0 gnome-keyring dbus
  dpkg-dev file librsvg2-bin lintian desktop-file-utils appstream man-db
  postgresql-15
"
# cmark-gfm and pandoc render exported findings in the tests (tables are tables, links reach
# their headings) and `lanebook-cli check`'s summary; xmllint (libxml2-utils) validates its
# JUnit XML against tests/data/junit/junit.xsd; prometheus is the real server the telemetry
# tests start and query; `lanebook-cli run` records the git revision of its folder (git);
# OpenSSH's server runs privately on a loopback port for the remote-launch tests (which read
# `ps`, from procps, to check no argv shows a secret); clang and
# libFuzzer build the fuzz targets (tests/fuzz); QtKeychain (which loads libsecret) reads the
# secrets launch configs name, and gnome-keyring in a private dbus-run-session is the real
# Secret Service of the keychain round-trip test (tests/keychain). clang-format-14 checks the
# layout of every source file against .clang-format, and clang-tidy-14 the changed files
# against .clang-tidy (tests/style).
# Team notebooks live on PostgreSQL through Qt's QPSQL driver (libqt6sql6-psql); the tests
# start a private PostgreSQL 15 server (initdb, pg_ctl) as the `postgres` user it creates.
# The package (packaging/CMakeLists.txt, packaging/check-package.sh): dpkg-shlibdeps (dpkg-dev)
# and file compute the .deb's dependencies, rsvg-convert renders the hicolor icons, and
# lintian, desktop-file-validate and appstreamcli validate what is installed; man-db reads
# the installed man page back.
# lld links the ~190 test executables three to four times faster than BFD ld (CMakeLists.txt
# uses it when the compiler can).
# The benchmarks need more: packaging/install-bench-deps.sh.
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
# shellcheck disable=SC2086
$sudo apt-get install -y --no-install-recommends $packages \
  || { $sudo apt-get update && $sudo apt-get install -y --no-install-recommends $packages; }
