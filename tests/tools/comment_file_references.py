#!/usr/bin/env python3
"""Every file a comment or a document names exists: a comment pointing at "LogSentences.h" or a
section of an ARCHITECTURE.md that is not there sends the next reader looking for nothing.

Checks the comments (// and #) of the sources tracked by git under core/, ui/, app/ and tests/,
and every tracked .md file: each name ending in .h, .cpp or .md must be a file of the tree. A bare
name ("MapView.h") may be anywhere; a path is found as an include is, so it says where the file
is: from the top ("ui/console/map/MapView.cpp"), from an include root ("render/map/MapRenderer.h",
"model/Campaign.h"), from the folder of the file that names it, or, in tests/, from a folder the
tests add to their include path. #include lines are include_roots.py's to check. Prints each
dangling name with its place; exits 1 if there is one."""
import os
import re
import sys

from source_tree import SearchRoots, tracked

root = sys.argv[1] if len(sys.argv) > 1 else "."
files = tracked(root)
fileset = set(files)
basenames = {os.path.basename(f) for f in files}
roots = SearchRoots(root, files)
name = re.compile(r"(?<![\w./-])([A-Za-z0-9_][A-Za-z0-9_./-]*\.(?:h|cpp|md))\b")


def exists(where, ref):
    if "/" not in ref:
        return ref in basenames
    for base in ["", os.path.dirname(where)] + roots.of(where):
        if os.path.normpath(os.path.join(base, ref)) in fileset:
            return True
    return False


dangling = []
for f in files:
    document = f.endswith(".md")
    source = f.startswith(("core/", "ui/", "app/", "tests/")) and f.endswith(
        (".h", ".cpp", "CMakeLists.txt"))
    if not (document or source):
        continue
    with open(os.path.join(root, f), encoding="utf-8", errors="replace") as text:
        for number, line in enumerate(text, 1):
            if line.lstrip().startswith("#include"):
                continue
            if document:
                start = 0
            else:
                start = line.find("//") if not f.endswith(".txt") else line.find("#")
            if start < 0:
                continue
            for m in name.finditer(line[start:]):
                if not exists(f, m.group(1)):
                    dangling.append(f"{f}:{number}: names {m.group(1)}, which is not in the tree")
print("\n".join(dangling))
sys.exit(1 if dangling else 0)
