#!/usr/bin/env bash
# Issue 7 acceptance, the part that needs root and changes the machine, so ctest never runs it:
# dpkg -i the built .deb, use the installed program on an installed sample, dpkg -r it, and check
# that nothing it installed is left behind. Prints every command with its output, for the issue note.
# Usage (as root): tests/installer/dpkg_roundtrip.sh build/release/muster_VERSION_ARCH.deb
set -uo pipefail

deb=${1:?usage: dpkg_roundtrip.sh PACKAGE.deb}
[ "$(id -u)" = 0 ] || { echo "dpkg_roundtrip.sh: run as root (it installs and removes $deb)" >&2; exit 2; }
[ -f "$deb" ] || { echo "dpkg_roundtrip.sh: $deb: no such file" >&2; exit 2; }
if dpkg-query -W -f='${Status}' muster 2>/dev/null | grep -q 'ok installed'; then
    echo "dpkg_roundtrip.sh: muster is already installed; remove it first (dpkg -r muster)" >&2
    exit 2
fi

failures=0
run() { echo "\$ $*"; "$@" 2>&1; local rc=$?; echo "[exit $rc]"; echo; return $rc; }
# check LABEL COMMAND...: counts a failure instead of stopping, so the note shows every result.
check() {
    local label=$1
    shift
    if "$@"; then echo "OK: $label"; else echo "FAILED: $label"; failures=$((failures + 1)); fi
}
note() { echo "# $*"; }

cli_has() { /usr/bin/muster-cli --help 2>/dev/null | grep -Eq "^  $1 "; }
# The file list is kept for the check after removal; dpkg forgets it with the package.
files=$(mktemp)
trap 'rm -f "$files"' EXIT

run dpkg-deb -f "$deb" Package Version Depends
run dpkg -i "$deb"
check "dpkg reports muster installed" \
    test "$(dpkg-query -W -f='${Status}' muster 2>/dev/null)" = "install ok installed"
run dpkg -L muster
dpkg -L muster >"$files"

run command -v muster muster-cli
run muster --version
run muster-cli --version
run muster-cli samples
samples=$(muster-cli samples 2>/dev/null)
[ -n "$samples" ] || note "no sample campaigns in the package (maps/ is empty on this branch)"
for sample in $samples; do
    if cli_has info; then
        run muster-cli info "$sample"
        check "muster-cli info $sample" \
            test $? = 0
    elif cli_has validate; then
        note "muster-cli has no info command yet; validate instead"
        run muster-cli validate "$sample"
        check "muster-cli validate $sample" \
            test $? = 0
    else
        note "muster-cli has neither info nor validate yet"
    fi
done

note "dpkg triggers registered the desktop integration:"
run grep -H muster /usr/share/mime/globs2 /usr/share/applications/mimeinfo.cache
check "the *.muster glob is in the system MIME database" \
    grep -q 'application/x-muster-campaign:\*\.muster' /usr/share/mime/globs2

run dpkg -r muster
check "dpkg no longer lists muster as installed" \
    test -z "$(dpkg-query -W -f='${Status}' muster 2>/dev/null | grep -E '(^| )installed$')"

note "every path dpkg -L listed, checked after removal (directories other packages share stay):"
left=""
while IFS= read -r path; do
    [ -e "$path" ] || continue
    [ -d "$path" ] && [ -n "$(dpkg -S "$path" 2>/dev/null)" ] && continue # another package's dir
    [ -d "$path" ] && [ "$path" = /. ] && continue
    left+="$path"$'\n'
done <"$files"
echo "${left:-(nothing left)}"
check "no file or directory of the package is left" \
    test -z "$left"
run ls -d /usr/share/muster /usr/bin/muster /usr/bin/muster-cli
check "the *.muster glob left the MIME database" \
    test ! -e /usr/share/mime/globs2 -o -z "$(grep muster /usr/share/mime/globs2)"

echo "${failures} check(s) failed"
[ "$failures" = 0 ]
