#!/usr/bin/env python3
"""The sizes CONTRIBUTING.md promises: no source file of src/ or include/
over 400 lines, no function over 60, no folder of src/ with more than 25
files. A function is a body whose opening line ends in ") {" (or ") const
{", "-> T {", an initializer list's "} {"...) outside another function; it
is counted from that line to its closing brace, lambdas and comments within
it included. Usage: size_test.py SOURCE_DIR"""
import os, re, sys

MAX_FILE, MAX_FUNCTION, MAX_FOLDER = 400, 60, 25
root = sys.argv[1]
control = re.compile(r"^\s*(?:\}\s*)?(?:if|for|while|switch|else|do|try|catch)\b|^\s*(?:namespace|class|struct|enum|union)\b|=\s*\[|\]\s*\(.*\)\s*(?:mutable\s*)?(?:->\s*[\w:<>]+\s*)?\{$|^\s*\[")
opens_function = re.compile(r"(?:\)|\bconst|\bnoexcept|\boverride|->\s*[\w:<>,\s]+|\})\s*\{$")
problems, functions = [], 0

def strip(line):
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(?:\\.|[^'\\])'", "''", line)
    return line.split("//")[0].rstrip()

for folder, _, files in os.walk(os.path.join(root, "src")):
    if len(files) > MAX_FOLDER:
        problems.append(f"{os.path.relpath(folder, root)}: {len(files)} files (at most {MAX_FOLDER})")
for top in ("src", "include"):
    for folder, _, files in os.walk(os.path.join(root, top)):
        for name in sorted(files):
            if not name.endswith((".cpp", ".hpp")):
                continue
            path = os.path.join(folder, name)
            lines = open(path, encoding="utf-8").read().split("\n")
            where = os.path.relpath(path, root)
            if len(lines) - 1 > MAX_FILE:
                problems.append(f"{where}: {len(lines) - 1} lines (at most {MAX_FILE})")
            depth, start, start_depth = 0, None, 0
            for number, raw in enumerate(lines, 1):
                line = strip(raw)
                if start is None and line.endswith("{") and opens_function.search(line) and not control.search(line):
                    start, start_depth = number, depth
                depth += line.count("{") - line.count("}")
                if start is not None and depth <= start_depth:
                    functions += 1
                    if number - start + 1 > MAX_FUNCTION:
                        problems.append(f"{where}:{start}: a function of {number - start + 1} lines (at most {MAX_FUNCTION})")
                    start = None
for problem in problems:
    print(problem)
print(f"{functions} functions; {len(problems)} over a size")
sys.exit(1 if problems or functions < 500 else 0)
