#!/usr/bin/env python3
"""CONTRIBUTING.md's map of the code kept true: every file or folder a row of
its table names exists where the row puts it, and every folder of src/ has a
row. A bare file name is looked for in the folders its row names (a row of
`core/` and `src/core/classic/` puts `board.hpp` in one of them), each as
written and under src/, include/sudoku/ and tests/.

And each folder's opening comment in CMakeLists.txt, one for every folder of
src/: "# src/F/: what it holds" and "#   May use: the layers", which for a
layer's folder are its library's links all the way down, and for a
subfolder its parent and no more than the parent may use.
Usage: map_test.py SOURCE_DIR"""
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

problems = ["CONTRIBUTING.md's map " + p for p in problems]

cmake = open(os.path.join(root, "CMakeLists.txt"), encoding="utf-8").read()
opening, folder = {}, None  # folder -> the layers it may use
for line in cmake.splitlines():
    start = re.match(r"# (src/\S+)/: \S", line)
    uses = re.match(r"#   May use: (.+)\.$", line)
    if start:
        if start.group(1) in opening:
            problems.append(f"CMakeLists.txt opens {start.group(1)}/ twice")
        folder = start.group(1)
    elif uses and folder:
        opening[folder] = set() if uses.group(1) == "nothing" else set(uses.group(1).split(", "))
        folder = None
    elif not line.startswith("# "):
        folder = None
links = {target: set(re.findall(r"sudoku_(\w+)", deps))
         for target, deps in re.findall(r"target_link_libraries\(sudoku_(\w+) +PUBLIC([^)]*)\)", cmake)}

def below(layer):
    return set().union(*[{d} | below(d) for d in links.get(layer, ())])

folders = sorted(os.path.relpath(f, root).replace(os.sep, "/") for f, _, _ in os.walk(os.path.join(root, "src")))
for folder in folders[1:]:
    parent, _, name = folder.rpartition("/")
    if folder not in opening:
        problems.append(f"CMakeLists.txt has no opening comment for {folder}/ (what it holds, what it may use)")
    elif parent == "src" and opening[folder] != below(name):
        problems.append(f"{folder}/ may use {', '.join(sorted(opening[folder])) or 'nothing'} by its opening comment, "
                        f"its library links {', '.join(sorted(below(name))) or 'nothing'}")
    elif parent != "src" and not opening[folder] <= {parent[4:]} | opening.get(parent, set()):
        problems.append(f"{folder}/ may use more than {parent}/ and what {parent}/ may use")
for folder in sorted(set(opening) - set(folders)):
    problems.append(f"CMakeLists.txt opens {folder}/, which is not there")

for problem in problems:
    print(problem)
print(f"{len(rows)} rows and {len(opening)} opening comments checked, {len(problems)} problems")
sys.exit(1 if problems or len(rows) < 10 or len(opening) < 10 else 0)
