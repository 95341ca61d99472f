#!/bin/sh
# Runs "$@" against a private Secret Service: its own D-Bus session (dbus-run-session) and
# gnome-keyring-daemon, with a HOME and XDG folders of its own, so that a test never touches
# a real keyring. The login keyring is created and unlocked with a throwaway password read from
# standard input (an empty one leaves it uncreated, and the daemon then asks a prompter that
# has no display). Exits non-zero, saying why, when either cannot start: CI installs both
# (packaging/install-deps.sh), so a missing one is a failure, not a skip.
set -eu
for tool in dbus-run-session gnome-keyring-daemon; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "with-secret-service: $tool is not installed (packaging/install-deps.sh installs it)" >&2
    exit 1
  }
done
home=$(mktemp -d "${TMPDIR:-/tmp}/lanebook-keyring.XXXXXX")
trap 'rm -rf "$home"' EXIT INT TERM
mkdir -p "$home/data" "$home/config" "$home/cache" "$home/run"
chmod 700 "$home/run"
status=0
HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
  XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/run" \
  LANEBOOK_TEST_PRIVATE_SECRET_SERVICE=1 \
  dbus-run-session -- sh -c '
    printf "lanebook-test" | gnome-keyring-daemon --unlock --components=secrets >/dev/null || {
      echo "with-secret-service: gnome-keyring-daemon did not start" >&2; exit 1; }
    exec "$@"' sh "$@" || status=$?
exit $status
