#!/usr/bin/env python3
"""Every quoted #include names one file, and says by its first folder which library that file is
in: "render/map/MapRenderer.h" is ui/render/, "model/Campaign.h" is core/model/.

The libraries have two include roots between them, core/ (muster_core) and ui/ (the console and
the libraries beside it, ui/CMakeLists.txt). Checked here, on the sources tracked by git under
core/, ui/, app/ and tests/:
  - the libraries' include directories (target_include_directories under core/ and ui/) are
    core/ and ui/ and nothing else, and no folder directly under ui/ has the name of one under
    core/, so a first folder names one library;
  - each quoted #include resolves, as the compiler looks (the includer's own folder, then the
    include roots: core/, ui/, and for app/ and tests/ the folders their CMakeLists.txt add), to
    exactly one file: one in two folders is a name a reader cannot place, one in none a stale name;
  - a header under ui/ is named from ui/ ("console/map/MapView.h"), also next to its includer.
Includes of files the build writes (automoc's .moc) are left to the compiler. Prints each fault
with its place; exits 1 if there is one."""
import os
import re
import sys

from source_tree import LIBRARY_ROOTS, SearchRoots, include_dirs, tracked

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
files = tracked(root)
fileset = set(files)
include = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
faults = []

for path, where in sorted(include_dirs(root, files, "core/") | include_dirs(root, files, "ui/")):
    if path not in LIBRARY_ROOTS:
        faults.append(f"{where}: adds {path}/ to the include path; the libraries' include roots "
                      "are core/ and ui/ only, so an include names its library")
roots = SearchRoots(root, files)

core_dirs = {f.split("/")[1] for f in files if f.startswith("core/") and f.count("/") >= 2}
ui_dirs = {f.split("/")[1] for f in files if f.startswith("ui/") and f.count("/") >= 2}
for name in sorted(core_dirs & ui_dirs):
    faults.append(f"ui/{name}/ and core/{name}/: \"{name}/...\" would name a folder of either")


def candidates(includer, name):
    found = []
    for base in [os.path.dirname(includer)] + roots.of(includer):
        p = os.path.normpath(os.path.join(base, name))
        if p in fileset and p not in found:
            found.append((base, p))
    return found


for f in files:
    if not f.startswith(("core/", "ui/", "app/", "tests/")) or not f.endswith((".h", ".cpp")):
        continue
    with open(os.path.join(root, f), encoding="utf-8", errors="replace") as text:
        for number, line in enumerate(text, 1):
            m = include.match(line)
            if not m or m.group(1).endswith(".moc"):
                continue
            name = m.group(1)
            found = candidates(f, name)
            paths = sorted({p for _, p in found})
            if not paths:
                faults.append(f"{f}:{number}: #include \"{name}\" is no file of the tree")
            elif len(paths) > 1:
                faults.append(f"{f}:{number}: #include \"{name}\" names both {' and '.join(paths)}")
            elif paths[0].startswith("ui/") and found[0][0] != "ui":
                faults.append(f"{f}:{number}: #include \"{name}\" names {paths[0]} from beside "
                              f"it; name it from ui/: \"{paths[0][3:]}\"")
print("\n".join(faults))
sys.exit(1 if faults else 0)
