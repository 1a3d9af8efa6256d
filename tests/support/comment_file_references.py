#!/usr/bin/env python3
"""Every file a comment names exists: a comment pointing at "LogSentences.h" or a section of an
ARCHITECTURE.md that is not there sends the next reader looking for nothing.

Checks the comments (// and #) of the sources tracked by git under core/, ui/, app/ and tests/:
each name ending in .h, .cpp or .md must be a file of the tree, by its path or, since comments
name files as their includes do ("map/MapRenderer.h"), by the end of a path. #include lines are
the compiler's to check. Prints each dangling name with its place; exits 1 if there is one."""
import os
import re
import subprocess
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "."
files = subprocess.check_output(["git", "-C", root, "ls-files"], text=True).split()
known = set(files) | {os.path.basename(f) for f in files}
name = re.compile(r"([A-Za-z0-9_][A-Za-z0-9_./-]*\.(?:h|cpp|md))\b")


def exists(ref):
    ref = ref.lstrip("./")
    return ref in known or any(f.endswith("/" + ref) for f in files)


dangling = []
for f in files:
    if not f.startswith(("core/", "ui/", "app/", "tests/")) or not f.endswith(
        (".h", ".cpp", "CMakeLists.txt")
    ):
        continue
    with open(os.path.join(root, f), encoding="utf-8", errors="replace") as text:
        for number, line in enumerate(text, 1):
            if line.lstrip().startswith("#include"):
                continue
            start = line.find("//") if not f.endswith(".txt") else line.find("#")
            if start < 0:
                continue
            for m in name.finditer(line[start:]):
                if not exists(m.group(1)):
                    dangling.append(f"{f}:{number}: names {m.group(1)}, which is not in the tree")
print("\n".join(dangling))
sys.exit(1 if dangling else 0)
