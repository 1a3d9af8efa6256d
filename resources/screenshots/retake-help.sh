#!/bin/sh
# Re-takes the README screenshots of the GM's everyday views from a dev build: for both samples at
# 1600x1000, 1280x720 and 1920x1080 (Xvfb), the whole map as opened, the rules reference, turn 1 looked back
# at, and in the hex sample the orders dock with every march stored and shown. Each is optimised
# with optipng (Debian package optipng) when it is installed. Run from the repository root.
set -e
S=resources/screenshots
DEMO=${DEMO:-build/dev/tests/console/help_demo}

for size in 1600x1000 1280x720 1920x1080; do
    case $size in 1280x720) sfx=-720 ;; 1920x1080) sfx=-1080 ;; *) sfx= ;; esac
    for shot in area:open area:rules area:past hex:open hex:orders hex:rules hex:past; do
        sample=${shot%%:*}; view=${shot#*:}
        out="$S/$sample-$view$sfx.png"
        home=$(mktemp -d) # no saved layout leaks in
        HOME=$home timeout 120 xvfb-run -a -s "-screen 0 ${size}x24" "$DEMO" "$sample" "$view" "$out"
        rm -rf "$home"
        if command -v optipng >/dev/null; then optipng -quiet -o2 "$out"; fi
    done
done
