#!/usr/bin/env python3
"""No file includes a layer above its own. The layers and what each may use
are read from CMakeLists.txt, where each folder of src/ opens with two lines
("# src/LAYER/: what it holds" and "#   May use: A, B."; map_test.py holds
those to the libraries' links). The links enforce the same order at link
time; this catches an include of a header-only piece (a table, a template)
that a link never sees. Usage: layers_test.py SOURCE_DIR"""
import os, re, sys

root = sys.argv[1]
cmake = open(os.path.join(root, "CMakeLists.txt"), encoding="utf-8").read()
# A layer's own line may run over several comment lines before its May use.
declared = re.findall(r"^# src/([a-z]+)/: .*?\n(?:#(?!   May use).*\n)*#   May use: ([^.]*)\.", cmake, re.M)
may_use = {layer: {layer} | ({u.strip() for u in uses.split(",")} - {"nothing"}) for layer, uses in declared}
problems, checked = [], 0
for layer, allowed in sorted(may_use.items()):
    for top in (os.path.join(root, "src", layer), os.path.join(root, "include", "sudoku", layer)):
        for folder, _, files in os.walk(top):
            for name in files:
                if not name.endswith((".cpp", ".hpp")):
                    continue
                checked += 1
                path = os.path.join(folder, name)
                for used in sorted(set(re.findall(r'^#include "sudoku/([a-z]+)/', open(path, encoding="utf-8").read(), re.M))):
                    if used not in allowed:
                        problems.append(f"{os.path.relpath(path, root)}: the {layer} layer includes sudoku/{used}/")
for problem in problems:
    print(problem)
if len(may_use) < 7 or checked < 30:
    print(f"only {len(may_use)} layers and {checked} files found: wrong SOURCE_DIR, or CMakeLists.txt's opening lines changed?")
    sys.exit(1)
print(f"{checked} files of {len(may_use)} layers ({', '.join(sorted(may_use))}); {len(problems)} include a layer above")
sys.exit(1 if problems else 0)
