#!/usr/bin/env bash
# Issue 7 acceptance: build the .deb from this build tree with CPack, unpack it into a scratch root
# (dpkg-deb -x, nothing touches the system), then check what a user would get: the control fields,
# the unpacked muster-cli on the unpacked samples, and the desktop, AppStream and MIME files.
# Usage: check_package.sh CPACK BUILD_DIR SOURCE_DIR VERSION SCRATCH_DIR
set -euo pipefail

cpack=$1 build=$2 source=$3 version=$4 scratch=$5
mime_type=application/x-muster-campaign
icon_sizes="16 22 24 32 48 64 128 256"

fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }
need() { command -v "$1" >/dev/null || fail "$1 not found: install the Debian package $2 (make deps)"; }

need dpkg-deb dpkg
need dpkg-shlibdeps dpkg-dev
need desktop-file-validate desktop-file-utils
need update-desktop-database desktop-file-utils
need appstreamcli appstream
need update-mime-database shared-mime-info
need file file
need readelf binutils

rm -rf "$scratch"
mkdir -p "$scratch"
# Physical paths: the program sees its own folder through /proc/self/exe, without symlinks.
scratch=$(cd "$scratch" && pwd -P)
root=$scratch/root

build_package() {
    step "cpack -G DEB;TGZ from $build"
    [ -f "$build/CPackConfig.cmake" ] || fail "$build/CPackConfig.cmake missing: configure the build first"
    "$cpack" --config "$build/CPackConfig.cmake" -G "DEB;TGZ" -B "$scratch/pkg" >"$scratch/cpack.log" 2>&1 ||
        { cat "$scratch/cpack.log" >&2; fail "cpack failed (is the build up to date?)"; }
    local debs=("$scratch"/pkg/*.deb)
    [ ${#debs[@]} = 1 ] && [ -f "${debs[0]}" ] || fail "expected one .deb in $scratch/pkg, found: ${debs[*]}"
    deb=${debs[0]}
    [ "$(basename "$deb")" = "muster_${version}_$(dpkg --print-architecture).deb" ] ||
        fail "unexpected package file name $(basename "$deb")"
}

control_field() { dpkg-deb -f "$deb" "$1"; }

# The tarball carries the same tree as the .deb under a relocatable top folder, and the program in
# it finds its samples there (DataPaths), wherever it is unpacked.
check_tarball() {
    step "tarball"
    local tgz=$scratch/pkg/muster-$version-Linux-$(uname -m).tar.gz top deb_files tgz_files
    [ -f "$tgz" ] || fail "no $(basename "$tgz") in $scratch/pkg: $(ls "$scratch/pkg")"
    mkdir -p "$scratch/tgz"
    tar -xzf "$tgz" -C "$scratch/tgz"
    top=$scratch/tgz/$(basename "$tgz" .tar.gz)
    [ -d "$top" ] || fail "the tarball has no top folder $(basename "$top")"
    deb_files=$(cd "$root/usr" && find . -type f | sort)
    tgz_files=$(cd "$top" && find . -type f | sort)
    [ "$deb_files" = "$tgz_files" ] || fail "tarball and .deb differ: $(diff <(echo "$deb_files") <(echo "$tgz_files"))"
    [ "$("$top/bin/muster-cli" --version)" = "muster-cli $version" ] || fail "tarball muster-cli --version"
    local want="" name
    for name in $(cd "$top/share/muster/samples" 2>/dev/null && ls -1 -- *.json 2>/dev/null | sort || true); do
        want+="$top/share/muster/samples/$name"$'\n'
    done
    [ "$("$top/bin/muster-cli" samples 2>/dev/null || true)" = "${want%$'\n'}" ] ||
        fail "the tarball's muster-cli samples does not list the tarball's samples"
    rm -rf "$scratch/tgz"
}

check_control() {
    step "control fields"
    [ "$(control_field Package)" = muster ] || fail "Package is '$(control_field Package)', not muster"
    [ "$(control_field Version)" = "$version" ] || fail "Version is '$(control_field Version)', not $version"
    [ "$(control_field Section)" = games ] || fail "Section is '$(control_field Section)', not games"
    [ -n "$(control_field Maintainer)" ] || fail "no Maintainer"
    [ "$(control_field Description | wc -l)" -gt 2 ] || fail "the Description has no long text"
    # dpkg-shlibdeps must have turned every shared library the binaries need into a Depends entry.
    local depends soname pkg multiarch
    multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null)
    echo "Depends: $(control_field Depends)"
    # One package name a line, without versions or alternatives, for an exact match.
    depends=$(control_field Depends | tr ',|' '\n\n' | sed 's/(.*)//; s/ //g')
    dpkg-deb -x "$deb" "$root"
    # A tree built with shared libraries (the debug presets) ships Muster's own in usr/lib/.../muster:
    # they are checked like the programs, and need no package.
    local elves own
    elves=$(find "$root/usr/bin" "$root/usr/lib" -type f \( -perm -u+x -o -name '*.so*' \) 2>/dev/null)
    own=$(find "$root/usr/lib" -name 'libmuster_*.so*' -printf '%f\n' 2>/dev/null)
    for soname in $(readelf -d $elves | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort -u); do
        grep -Fxq "$soname" <<<"$own" && continue
        # The host's multiarch folder only: libc6-i386 also ships a libm.so.6, in /lib32.
        pkg=$(dpkg -S "*/$multiarch/$soname" 2>/dev/null | head -n1 | cut -d: -f1) || true
        [ -n "$pkg" ] || fail "no installed package provides $soname"
        grep -Fxq "$pkg" <<<"$depends" || fail "Depends lacks $pkg (for $soname)"
    done
}

check_layout() {
    step "package layout"
    local outside
    outside=$(dpkg-deb -c "$deb" | awk '{print $6}' | grep -v '^\./usr/' | grep -v '^\./$' || true)
    [ -z "$outside" ] || fail "files outside /usr: $outside"
    local bin
    for bin in muster muster-cli; do
        [ -x "$root/usr/bin/$bin" ] || fail "usr/bin/$bin missing or not executable"
        # Only paths relative to the program itself (its private libraries), never one into the build.
        local path
        for path in $(readelf -d "$root/usr/bin/$bin" | sed -n 's/.*R\(UN\)\{0,1\}PATH.*\[\(.*\)\]/\2/p' | tr ':' ' '); do
            [[ $path == '$ORIGIN'* ]] || fail "$bin has an RPATH into the build: $path"
        done
    done
}

check_cli() {
    step "unpacked muster-cli"
    local cli=$root/usr/bin/muster-cli out
    out=$("$cli" --version)
    [ "$out" = "muster-cli $version" ] || fail "muster-cli --version printed '$out'"
    # The GUI answers --version before it opens a window (app/gui/main.cpp); QCommandLineParser's
    # --version spells the application name "Muster", so the case is not compared.
    out=$(timeout 10 "$root/usr/bin/muster" --version) || fail "muster --version failed (exit $?)"
    [ "${out,,}" = "muster $version" ] || fail "muster --version printed '$out'"
}

check_samples() {
    step "samples in usr/share/muster/samples"
    local expected packaged sample name
    expected=$(cd "$source/maps" 2>/dev/null && ls -1 -- *.json 2>/dev/null | sort || true)
    packaged=$(cd "$root/usr/share/muster/samples" 2>/dev/null && ls -1 -- *.json 2>/dev/null | sort || true)
    [ "$expected" = "$packaged" ] || fail "packaged samples '$packaged' differ from maps/*.json '$expected'"
    [ -n "$packaged" ] || fail "maps/ has no sample campaigns to package"
    # The unpacked program finds the unpacked samples beside its own bin/ (DataPaths), not /usr.
    local listed want=""
    for name in $packaged; do want+="$root/usr/share/muster/samples/$name"$'\n'; done
    listed=$("$root/usr/bin/muster-cli" samples 2>/dev/null || true)
    [ "$listed" = "${want%$'\n'}" ] || fail "muster-cli samples listed '$listed', not the unpacked samples"
    for name in $packaged; do
        sample=$root/usr/share/muster/samples/$name
        timeout 60 "$root/usr/bin/muster-cli" validate "$sample" || fail "validate $name failed"
        timeout 60 "$root/usr/bin/muster-cli" info "$sample" || fail "info $name failed"
        # A .muster campaign file from the packaged program (SQLite, a shlibdeps dependency).
        local campaign=$scratch/${name%.json}.muster
        timeout 60 "$root/usr/bin/muster-cli" import "$sample" "$campaign" || fail "import $name failed"
        timeout 60 "$root/usr/bin/muster-cli" validate "$campaign" || fail "validate $campaign failed"
    done
}

check_desktop() {
    step "desktop entry and icons"
    local desktops=("$root"/usr/share/applications/*.desktop)
    [ ${#desktops[@]} = 1 ] && [ -f "${desktops[0]}" ] || fail "expected one .desktop file"
    desktop=${desktops[0]}
    app_id=$(basename "$desktop" .desktop)
    desktop-file-validate "$desktop" || fail "desktop-file-validate rejected $(basename "$desktop")"
    grep -qx 'Exec=muster %f' "$desktop" || fail "Exec is not 'muster %f'"
    grep -qx "Icon=$app_id" "$desktop" || fail "Icon is not the app id $app_id"
    grep -Eq "^MimeType=(.*;)?$mime_type;" "$desktop" || fail "MimeType lacks $mime_type"
    update-desktop-database "$root/usr/share/applications"
    grep -qx "$mime_type=$app_id.desktop;" "$root/usr/share/applications/mimeinfo.cache" ||
        fail "update-desktop-database does not map $mime_type to $app_id.desktop"

    local icons=$root/usr/share/icons/hicolor size info
    grep -q '<svg' "$icons/scalable/apps/$app_id.svg" || fail "no scalable SVG icon $app_id.svg"
    for size in $icon_sizes; do
        info=$(file -b "$icons/${size}x$size/apps/$app_id.png" 2>&1)
        [[ $info == "PNG image data, $size x $size,"* ]] || fail "icon ${size}x$size: $info"
    done
}

check_metainfo() {
    step "AppStream metainfo"
    local metainfo=$root/usr/share/metainfo/$app_id.metainfo.xml
    [ -f "$metainfo" ] || fail "no usr/share/metainfo/$app_id.metainfo.xml"
    appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate rejected the metainfo"
    appstreamcli validate-tree --no-net "$root" || fail "appstreamcli validate-tree rejected the tree"
    grep -q "<id>$app_id</id>" "$metainfo" || fail "metainfo <id> is not $app_id"
    grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" ||
        fail "metainfo <launchable> does not name $app_id.desktop"
    grep -q "<release version=\"$version\"" "$metainfo" || fail "metainfo has no release $version"
    grep -q '<screenshot type="default">' "$metainfo" || fail "metainfo has no default screenshot"
}

check_mime() {
    step "shared-mime-info type"
    local db=$scratch/mime
    mkdir -p "$db/packages"
    cp "$root"/usr/share/mime/packages/*.xml "$db/packages/"
    # update-mime-database exits 0 even on a broken file, so the parse errors are looked for.
    update-mime-database "$db" >"$scratch/mime.log" 2>&1
    ! grep -q 'Failed to parse' "$scratch/mime.log" || { cat "$scratch/mime.log" >&2; fail "bad MIME XML"; }
    grep -qx "[0-9]*:$mime_type:\*\.muster" "$db/globs2" || fail "no *.muster glob for $mime_type"
    grep -qx "$mime_type:$app_id" "$db/icons" || fail "$mime_type does not use the icon $app_id"
}

build_package
check_control
check_layout
check_cli
check_samples
check_tarball
check_desktop
check_metainfo
check_mime
rm -rf "$root" "$scratch/mime" "$scratch/pkg/_CPack_Packages"
echo "PASS: $(basename "$deb")"
