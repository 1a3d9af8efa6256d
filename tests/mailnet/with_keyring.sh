#!/bin/sh
# Runs a test (its program and arguments) in a D-Bus session of its own, with gnome-keyring's
# Secret Service running and its login keyring unlocked, in a home folder made for the run: the
# desktop's keyring as QtKeychain finds it on a GM's machine, and nothing of this machine's own.
set -eu
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/.local/share" XDG_RUNTIME_DIR="$home/run"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
dbus-run-session -- sh -c '
    printf muster | gnome-keyring-daemon --unlock --components=secrets > /dev/null
    exec "$@"' sh "$@"
