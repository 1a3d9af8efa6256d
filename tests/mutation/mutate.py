#!/usr/bin/env python3
"""Mutation testing of the rule engines: `make mutate` (tests/mutation/README.md).

Applies the mutants of mutants.txt one at a time to the source tree, rebuilds only what the
mutated file goes into and the suites of its rule system, runs those suites and reports which
mutants survived. The source file is always put back byte for byte, also when the run is
interrupted (a copy of it waits in BUILD/mutate/ until then, and the next run restores it).
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_LIST = ROOT / "tests" / "mutation" / "mutants.txt"

# The suites that guard each rule system: its rules cases, its properties and its other engine
# tests, fastest first so a killed mutant is known soon.
SUITES = {
    "area": ["tst_area_rules", "tst_order_sheet", "tst_area_properties"],
    "hex": ["tst_hex_rules", "tst_hex", "tst_hex_odds", "tst_hex_properties"],
}


@dataclass
class Mutant:
    id: str
    what: str
    path: str
    find: list = field(default_factory=list)
    replace: list = field(default_factory=list)
    equivalent: str = ""
    line: int = 0  # where the mutant's header is in the list

    def systems(self):
        name = self.path.lower()
        if "area" in name:
            return ["area"]
        if "hex" in name:
            return ["hex"]
        return ["area", "hex"]


class ListError(Exception):
    pass


def parse_list(path):
    """The mutants of `path`; ListError names the line of the first thing it cannot read."""
    mutants = []
    current = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.rstrip()
        where = f"{path.name}:{number}"
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line.startswith("== "):
            header = line[3:]
            ident, _, what = header.partition(":")
            ident = ident.strip()
            if not re.fullmatch(r"[ARH]\d+(\.\d+)?-[a-z0-9-]+", ident):
                raise ListError(f"{where}: mutant id {ident!r} is not PARAGRAPH-words")
            if any(m.id == ident for m in mutants):
                raise ListError(f"{where}: mutant id {ident} is listed twice")
            current = Mutant(ident, what.strip(), "", line=number)
            mutants.append(current)
            continue
        if current is None:
            raise ListError(f"{where}: expected a mutant header '== ID: what it breaks'")
        if line.startswith("in "):
            current.path = line[3:].strip()
        elif line.startswith("-"):
            current.find.append(line[1:].strip())
        elif line.startswith("+"):
            current.replace.append(line[1:].strip())
        elif line.startswith("equivalent:"):
            current.equivalent = line[len("equivalent:"):].strip()
        else:
            raise ListError(f"{where}: expected 'in FILE', '- old', '+ new' or 'equivalent: why'")
    for m in mutants:
        where = f"{path.name}:{m.line}: {m.id}"
        if not m.path:
            raise ListError(f"{where}: no 'in FILE' line")
        if not m.find or len(m.find) != len(m.replace):
            raise ListError(f"{where}: needs as many '+' lines as '-' lines (at least one)")
        if any(not f for f in m.find):
            raise ListError(f"{where}: a '-' line is empty")
        if m.find == m.replace:
            raise ListError(f"{where}: the '+' lines change nothing")
    return mutants


def mutated_text(mutant, text):
    """The file's text with the mutant applied; ListError when its lines are not found exactly
    once (the code changed under the list: the mutant needs updating)."""
    lines = text.split("\n")
    n = len(mutant.find)
    starts = [
        i
        for i in range(len(lines) - n + 1)
        if all(lines[i + j].count(mutant.find[j]) == 1 for j in range(n))
    ]
    if len(starts) != 1:
        found = "is not found" if not starts else f"is found {len(starts)} times"
        raise ListError(
            f"{mutant.id}: '{mutant.find[0]}' {found} in {mutant.path}; update the mutant"
        )
    start = starts[0]
    for j in range(n):
        lines[start + j] = lines[start + j].replace(mutant.find[j], mutant.replace[j], 1)
    return "\n".join(lines)


def check(mutants):
    problems = []
    for m in mutants:
        source = ROOT / m.path
        if not source.is_file():
            problems.append(f"{m.id}: {m.path} does not exist")
            continue
        try:
            mutated_text(m, source.read_text(encoding="utf-8"))
        except ListError as e:
            problems.append(str(e))
    return problems


class Sources:
    """Mutated files, always put back: a copy of each original waits in `backup` while mutated."""

    def __init__(self, backup):
        self.backup = backup
        self.current = None

    def restore_leftovers(self):
        if not self.backup.is_dir():
            return
        for saved in self.backup.rglob("*.orig"):
            relative = saved.relative_to(self.backup).with_suffix("")
            shutil.copyfile(saved, ROOT / relative)
            saved.unlink()
            print(f"restored {relative} left mutated by an interrupted run")

    def mutate(self, mutant):
        source = ROOT / mutant.path
        original = source.read_bytes()
        text = mutated_text(mutant, original.decode("utf-8"))
        saved = self.backup / (mutant.path + ".orig")
        saved.parent.mkdir(parents=True, exist_ok=True)
        saved.write_bytes(original)
        self.current = (source, original, saved)
        source.write_bytes(text.encode("utf-8"))

    def restore(self):
        if self.current:
            source, original, saved = self.current
            source.write_bytes(original)
            saved.unlink()
            self.current = None


def find_executables(build, names):
    found = {}
    for path in (build / "tests").rglob("*"):
        if path.name in names and path.is_file() and os.access(path, os.X_OK):
            found[path.name] = path
    missing = [n for n in names if n not in found]
    if missing:
        raise SystemExit(f"mutate: not built in {build}: {', '.join(missing)}")
    return found


def build_targets(build, targets, jobs):
    result = subprocess.run(
        ["cmake", "--build", str(build), "-j", str(jobs), "--target", *targets],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    return result.returncode == 0, result.stdout


def first_failure(output):
    for line in output.splitlines():
        if line.startswith("FAIL!") or "Received a fatal error" in line or "ASSERT" in line:
            return line.strip()
    return ""


def run_suite(executable, timeout):
    """(passed, what failed)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        result = subprocess.run(
            [str(executable), "-silent"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
            env=env,
            timeout=timeout,
            cwd=executable.parent,
        )
    except subprocess.TimeoutExpired:
        return False, f"timed out after {timeout:.0f} s"
    if result.returncode == 0:
        return True, ""
    failure = first_failure(result.stdout) or f"exit code {result.returncode}"
    return False, re.sub(r"\s+", " ", failure)[:160]


def minutes(seconds):
    return f"{int(seconds // 60)}m{seconds % 60:04.1f}s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=str(ROOT / "build" / "dev"), help="the build folder")
    parser.add_argument("--list", default=str(DEFAULT_LIST), help="the mutants file")
    parser.add_argument("--only", action="append", default=[], help="run mutants whose id "
                        "contains this text (may be given more than once)")
    parser.add_argument("--check", action="store_true",
                        help="only check that every mutant applies to the sources as they are")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="build jobs (default 2)")
    args = parser.parse_args()

    try:
        mutants = parse_list(Path(args.list))
    except ListError as e:
        print(f"mutate: {e}", file=sys.stderr)
        return 2
    problems = check(mutants)
    if problems:
        print("\n".join(f"mutate: {p}" for p in problems), file=sys.stderr)
        return 2
    if args.check:
        print(f"{len(mutants)} mutants, each applies to the sources exactly once")
        return 0
    if args.only:
        mutants = [m for m in mutants if any(o in m.id for o in args.only)]

    build = Path(args.build).resolve()
    work = build / "mutate"
    sources = Sources(work / "backup")
    sources.restore_leftovers()

    def interrupted(signum, _frame):
        sources.restore()
        print(f"\nmutate: stopped by signal {signum}; sources restored", file=sys.stderr)
        sys.exit(130)

    signal.signal(signal.SIGINT, interrupted)
    signal.signal(signal.SIGTERM, interrupted)

    systems = sorted({s for m in mutants for s in m.systems()})
    names = [n for s in systems for n in SUITES[s]]
    started = time.monotonic()
    ok, output = build_targets(build, names, args.jobs)
    if not ok:
        print(output[-4000:])
        print("mutate: the unmutated sources do not build", file=sys.stderr)
        return 2
    executables = find_executables(build, names)
    baseline = {}
    for name in names:
        t = time.monotonic()
        passed, failure = run_suite(executables[name], 600)
        baseline[name] = time.monotonic() - t
        if not passed:
            print(f"mutate: {name} fails without any mutant: {failure}", file=sys.stderr)
            return 2
    print(
        f"baseline: built and passed in {minutes(time.monotonic() - started)} ("
        + ", ".join(f"{n} {baseline[n]:.1f} s" for n in names)
        + ")"
    )

    rows = []
    failures = 0
    try:
        for number, m in enumerate(mutants, 1):
            t = time.monotonic()
            sources.mutate(m)
            status, killer = "survived", ""
            # Each suite is linked only when the ones before it let the mutant live: most
            # mutants die in the first, and a link is most of a mutant's time.
            for name in [n for s in m.systems() for n in SUITES[s]]:
                ok, output = build_targets(build, [name], args.jobs)
                if not ok:
                    errors = [l for l in output.splitlines() if "error:" in l]
                    status, killer = "does not compile", errors[0].strip() if errors else ""
                    break
                passed, failure = run_suite(executables[name], max(60, 10 * baseline[name]))
                if not passed:
                    status, killer = "killed", f"{name}: {failure}"
                    break
            sources.restore()
            if m.equivalent:
                status = {"survived": "equivalent", "killed": "killed, but listed as equivalent"}.get(
                    status, status
                )
            bad = status not in ("killed", "equivalent")
            failures += bad
            elapsed = time.monotonic() - t
            row = f"[{number:3}/{len(mutants)}] {m.id:<44} {status:<16} {elapsed:5.1f} s"
            if killer and status != "equivalent":
                row += f"  {killer}"
            if status == "equivalent":
                row += f"  ({m.equivalent})"
            print(row, flush=True)
            rows.append((m, status))
    finally:
        sources.restore()
        build_targets(build, names, args.jobs)  # the build folder matches the sources again

    total = time.monotonic() - started
    count = {s: sum(1 for _, st in rows if st == s) for s in ("killed", "equivalent", "survived")}
    summary = (
        f"{len(rows)} mutants: {count['killed']} killed, {count['equivalent']} equivalent "
        f"(each with its reason), {count['survived']} survived, "
        f"{failures - count['survived']} broken; {minutes(total)}"
    )
    print(summary)
    for m, status in rows:
        if status not in ("killed", "equivalent"):
            print(f"  {status}: {m.id} ({m.what}), mutants.txt:{m.line}")
    work.mkdir(parents=True, exist_ok=True)
    (work / "report.txt").write_text(
        "\n".join(f"{m.id}\t{status}" for m, status in rows) + "\n" + summary + "\n"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
