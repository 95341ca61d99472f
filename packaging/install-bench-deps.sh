#!/bin/sh
# What the benchmarks (ctest --preset bench) need beyond packaging/install-deps.sh: wrk and
# curl drive the mock server; the openai-SDK comparison needs Node.js 20+ with npm, which
# this script installs from Debian only when no node is on PATH (a nodesource Node.js
# conflicts with Debian's npm package, so it is left alone).
set -eu
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
packages="wrk curl"
if ! command -v node >/dev/null 2>&1; then packages="$packages nodejs npm"; fi
# shellcheck disable=SC2086
$sudo apt-get install -y --no-install-recommends $packages \
  || { $sudo apt-get update && $sudo apt-get install -y --no-install-recommends $packages; }
