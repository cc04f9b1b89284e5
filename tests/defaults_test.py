#!/usr/bin/env python3
"""Every default a user reads states the figure the code uses. The truth is
--help, which prints each default from the constant that holds it
(src/cli/defaults.hpp and the layers' own): the manual's option paragraphs,
its other '--NAME ... (default N' mentions and the README's say the same
figures, and so do their words on the output limit ('OLE over N MiB', the
size a file it writes stops at).
Usage: defaults_test.py SOURCE_DIR SUDOKU_EXECUTABLE"""
import os, re, subprocess, sys

root, sudoku = sys.argv[1], sys.argv[2:]  # (an emulator may come first)
commands = {"": "sudoku, sudoku solve", "count": "sudoku count", "check": "sudoku check", "validate": "sudoku validate",
            "test": "sudoku test", "gen": "sudoku gen", "stress": "sudoku stress", "shrink": "sudoku shrink"}
problems, compared = [], 0

def figures(clause):
    """The numbers of a default's clause, '2^20' as its value."""
    found = re.findall(r"\d+(?:\.\d+)?(?:\^\d+)?", clause)
    return [str(int(a) ** int(b)) if "^" in f else f for f in found for a, _, b in [f.partition("^")]]

def default_figures(text):
    """The figures from 'default' to the end of its clause (a ')' or ';'); None without a default."""
    match = re.search(r"\bdefault\b([^);:]*)", text)
    return figures(match.group(1)) if match else None

def plain(roff):
    return re.sub(r"\\f[BIR]", "", roff).replace("\\-", "-")

def help_rows(command):
    """--help's rows: each option's long name and its help text, its lines joined."""
    text = subprocess.run(sudoku + ([command] if command else []) + ["--help"], capture_output=True, text=True).stdout
    rows, name = {}, None
    for line in text.splitlines():
        start = re.match(r"  (?:-\w, )?--([\w-]+)\S*\s*(.*)", line)
        if start:
            name = start.group(1)
            rows[name] = start.group(2)
        elif name and line.startswith("     ") and line.strip():
            rows[name] += " " + line.strip()
        else:
            name = None
    return rows, text

def compare(where, said, truth):
    global compared
    if said is None or truth is None:
        return
    compared += len(truth)
    if os.environ.get("DEFAULTS_TEST_VERBOSE"):
        print(where, said, truth)
    if said != truth:
        problems.append(f"{where} says default {', '.join(said) or '(no figure)'}; --help says {', '.join(truth) or '(no figure)'}")

manual = open(os.path.join(os.path.dirname(sudoku[-1]), "sudoku.1"), encoding="utf-8").read()  # as built
readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()
every_default = {}  # long name -> its first figure, where all commands agree
for command, section in commands.items():
    rows, text = help_rows(command)
    for name, help_text in rows.items():
        first = (default_figures(help_text) or [None])[:1]
        every_default.setdefault(name, first)
        if every_default[name] != first:
            every_default[name] = None  # two commands' defaults differ: the prose cannot name one
    part = re.search(r'^\.SS "' + re.escape(section) + r'"\n(.*?)(?=^\.S[SH] )', manual, re.M | re.S).group(1)
    for paragraph in re.split(r"^\.TP\n", part, flags=re.M)[1:]:
        label, _, body = paragraph.partition("\n")
        for name in re.findall(r"\\-\\-((?:\w|\\-)+)", label):
            name = name.replace("\\-", "-")
            if name in rows:
                compare(f"the manual's {section} --{name}", default_figures(plain(body)), default_figures(rows[name]))
    if command == "test":
        output_limit = re.search(r"OLE over (\d+) MiB", text).group(1)

for where, text in [("the manual", plain(manual)), ("README.md", readme)]:
    for name, clause in re.findall(r"`?--([\w-]+)`?[^(`.]*?\((default[^);]*)", text):
        if every_default.get(name) not in (None, [None]):
            compare(f"{where} on --{name}", default_figures(clause)[:1], every_default[name])
    # The output limit is also the size a file stops at (RLIMIT_FSIZE).
    for said in re.findall(r"(?:OLE`?\s+\(?over|output limit,|a file it writes\s+stops at) (\d+) MiB", text):
        compare(f"{where} on the output limit", [said], [output_limit])

for problem in problems:
    print(problem)
print(f"{compared} figures compared; {len(problems)} differ from --help")
sys.exit(1 if problems or compared < 20 else 0)
