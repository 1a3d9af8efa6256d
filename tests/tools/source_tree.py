"""What the source checks (include_roots.py, comment_file_references.py) share: the files of the
tree and the folders a quoted include or a path in a comment is looked up from."""
import os
import re
import subprocess

# The libraries' two include roots: muster_core's and that of the console and the libraries
# beside it (ui/CMakeLists.txt).
LIBRARY_ROOTS = ["core", "ui"]


def tracked(root):
    """The files git tracks under `root`, as paths from it."""
    return subprocess.check_output(["git", "-C", root, "ls-files"], text=True).split()


def include_dirs(root, files, prefix):
    """(folder, CMakeLists.txt) for each folder a CMakeLists.txt under `prefix` adds to an include
    path, named from the top. A test helper library (muster_add_test_helper, tests/CMakeLists.txt)
    adds its own folder to the include path of the suites that link it."""
    found = set()
    for f in files:
        if not (f.startswith(prefix) and os.path.basename(f) == "CMakeLists.txt"):
            continue
        here = os.path.dirname(f)
        with open(os.path.join(root, f), encoding="utf-8") as text:
            cmake = text.read()
            if re.search(r"^\s*muster_add_test_helper\(", cmake, re.MULTILINE):
                found.add((os.path.normpath(here), f))
            for m in re.finditer(r"target_include_directories\(([^)]*)\)", cmake):
                for word in m.group(1).split()[1:]:
                    if word in ("PUBLIC", "PRIVATE", "INTERFACE", "SYSTEM", "BEFORE", "AFTER"):
                        continue
                    if word.startswith("$<"):  # another target's include directories
                        continue
                    path = word.replace("${PROJECT_SOURCE_DIR}", ".").replace(
                        "${CMAKE_CURRENT_SOURCE_DIR}", here)
                    found.add((os.path.normpath(path), f))
    return found


class SearchRoots:
    """The folders after its own that a file of core/, ui/, app/ or tests/ finds includes in."""

    def __init__(self, root, files):
        self.app = sorted({p for p, _ in include_dirs(root, files, "app/")} - set(LIBRARY_ROOTS))
        self.tests = sorted({p for p, _ in include_dirs(root, files, "tests/")} - set(LIBRARY_ROOTS))

    def of(self, path):
        roots = list(LIBRARY_ROOTS)
        if path.startswith("app/"):
            roots += self.app
        if path.startswith("tests/"):
            roots += self.tests
        return roots
