#!/bin/sh
# Re-takes the map screenshots of the README from a dev build: both samples whole and zoomed at
# 1600x1000 and 1280x720 (Xvfb), the area sample in terrain colouring, an exported PNG and an A4
# PDF page rendered to PNG (pdftoppm, Debian package poppler-utils). Run from the repository root.
set -e
S=resources/screenshots
BIN=${BIN:-build/dev/app}

# shoot SIZE OUT TERRAIN(0|1) ARGS...: a fresh HOME so no saved layout leaks in; TERRAIN=1 starts
# in terrain colouring through the settings file the console reads.
shoot() {
    size=$1; out=$2; terrain=$3; shift 3
    home=$(mktemp -d)
    if [ "$terrain" = 1 ]; then
        mkdir -p "$home/.config/Muster"
        printf '[view]\nterrain=true\n' > "$home/.config/Muster/Muster.conf"
    fi
    HOME=$home timeout 60 xvfb-run -a -s "-screen 0 ${size}x24" "$BIN/muster" --full-screen \
        --grab "$out" "$@"
    rm -rf "$home"
}

for size in 1600x1000 1280x720; do
    sfx=$([ "$size" = 1280x720 ] && echo -720 || true)
    shoot "$size" "$S/area-whole$sfx.png" 0 maps/sample-area.json --select 20,17
    shoot "$size" "$S/area-zoomed$sfx.png" 0 maps/sample-area.json --select 20,17 --zoom 2 --centre 20,15
    shoot "$size" "$S/hex-whole$sfx.png" 1 maps/sample-hex.json --select 8,9
    shoot "$size" "$S/hex-zoomed$sfx.png" 0 maps/sample-hex.json --select 8,9 --zoom 2.5 --centre 7,9
done
shoot 1600x1000 "$S/area-terrain-zoomed.png" 1 maps/sample-area.json --select 20,17 --zoom 2 --centre 20,15
"$BIN/muster-cli" render maps/sample-hex.json "$S/export-hex.png" --terrain --hexes --scale 0.8
pdf=$(mktemp --suffix=.pdf)
"$BIN/muster-cli" render maps/sample-area.json "$pdf" --paper A4
pdftoppm -r 100 -png -singlefile "$pdf" "$S/pdf-page-a4"
rm -f "$pdf"
