#!/usr/bin/env python3
"""CONTRIBUTING.md's map of the code kept true: every file or folder a row of
its table names exists where the row puts it, and every folder of src/ has a
row. A bare file name is looked for in the folders its row names (a row of
`core/` and `src/core/classic/` puts `board.hpp` in one of them), each as
written and under src/, include/sudoku/ and tests/. Usage: map_test.py SOURCE_DIR"""
import os, re, sys

root = sys.argv[1]
text = open(os.path.join(root, "CONTRIBUTING.md"), encoding="utf-8").read()
rows = [line for line in text.splitlines() if line.startswith("| `")]
bases = ["", "src", "include/sudoku", "tests"]
problems, named_dirs = [], set()

def found(path):
    return [os.path.join(b, path) for b in bases if os.path.exists(os.path.join(root, b, path))]

for row in rows:
    tokens = [t for t in re.findall(r"`([^`\s]+)`", row) if re.search(r"(/|\.(hpp|cpp|sh|py))$", t)]
    tokens = [t for t in tokens if "<" not in t and "*" not in t and not t.startswith(".")]
    dirs, unplaced = set(), []
    for token in tokens:
        if "/" in token:
            places = found(token.rstrip("/"))
            if not places:
                unplaced.append(token)
            for place in places:
                dirs.add(place if os.path.isdir(os.path.join(root, place)) else os.path.dirname(place))
    # A public header's sources are under src/: include/sudoku/io's under src/io.
    dirs |= {"src/" + d[len("include/sudoku/"):] for d in dirs if d.startswith("include/sudoku/")}
    for token in unplaced:  # a folder named from one the row names: `formats/` in a row of src/io
        if not any(os.path.exists(os.path.join(root, d, token)) for d in dirs):
            problems.append(f"names {token}, which is not there")
    named_dirs |= {os.path.normpath(d) for d in dirs}
    for token in tokens:
        if "/" not in token and not any(os.path.exists(os.path.join(root, d, token)) for d in dirs):
            problems.append(f"names {token} in a row of {', '.join(sorted(dirs)) or 'no folder'}, where it is not")

firsts = [row.split("|")[1].strip() for row in rows]
for first in sorted({f for f in firsts if firsts.count(f) > 1}):
    problems.append(f"has two rows for {first}")

for folder, subfolders, _ in os.walk(os.path.join(root, "src")):
    relative = os.path.relpath(folder, root)
    if relative != "src" and relative not in named_dirs:
        problems.append(f"has no row for the folder {relative}/")

for problem in problems:
    print("CONTRIBUTING.md's map " + problem)
print(f"{len(rows)} rows checked, {len(problems)} problems")
sys.exit(1 if problems or len(rows) < 10 else 0)
