#!/bin/sh
# Re-takes the README screenshots of the GM's everyday views from a dev build: for both samples at
# 1600x1000 and 1280x720 (Xvfb), the whole map as opened, the rules reference, turn 1 looked back
# at, and in the hex sample the orders dock with every march stored and shown. Each is optimised
# with optipng (Debian package optipng) when it is installed. Run from the repository root.
set -e
S=resources/screenshots
DEMO=${DEMO:-build/dev/tests/console/help_demo}

for size in 1600x1000 1280x720; do
    sfx=$([ "$size" = 1280x720 ] && echo -720 || true)
    for shot in area:open area:rules area:past hex:open hex:orders hex:rules hex:past; do
        sample=${shot%%:*}; view=${shot#*:}
        out="$S/$sample-$view$sfx.png"
        home=$(mktemp -d) # no saved layout leaks in
        HOME=$home timeout 120 xvfb-run -a -s "-screen 0 ${size}x24" "$DEMO" "$sample" "$view" "$out"
        rm -rf "$home"
        if command -v optipng >/dev/null; then optipng -quiet -o2 "$out"; fi
    done
done
