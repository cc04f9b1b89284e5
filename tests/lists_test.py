#!/usr/bin/env python3
"""Every list of formats a user reads names exactly the formats the table
declares: --help (of every command that has --format), the manual's option
paragraphs and its DESCRIPTION entries, the bash, zsh and fish completions,
and the README's and samples/README.md's tables. The truth is what the built
executable accepts, which comes from the table: its error on an unknown
format lists every name. Usage: lists_test.py SOURCE_DIR SUDOKU_EXECUTABLE"""
import os, re, subprocess, sys

root, sudoku = sys.argv[1], sys.argv[2:]  # (an emulator may come first)
error = subprocess.run(sudoku + ["--format=no-such-format", "-"], input="", capture_output=True, text=True).stderr
accepted = set(re.search(r"\(choose ([^)]*)\)", error).group(1).split(", "))
judges = accepted - {"auto", "2580", "4574", "line"}
aliases = {"boj2580", "boj4574"}
looks_like_a_format = re.compile(r"^(auto|line|\d{4}|(boj|poj|uva|hdu|zoj|luogu|cf)\d+[a-z]?|(spoj|kattis|codeforces)-[a-z0-9-]+)$")
problems = []

def check(where, text, wanted):
    """A text that names no judge's problem refers to a list ("'sudoku --help' lists them"): passed over."""
    words = set(re.findall(r"[a-z0-9][a-z0-9-]*[a-z0-9]", text.replace("\\-", "-")))
    found = {w for w in words if looks_like_a_format.match(w)} - aliases
    if not found & judges:
        return
    for name in sorted(wanted - found):
        problems.append(f"{where} does not name {name}")
    for name in sorted(found - accepted):
        problems.append(f"{where} names {name}, which is no format")

def help_of(command):
    words = sudoku + ([command] if command else []) + ["--help"]
    text = subprocess.run(words, capture_output=True, text=True).stdout
    paragraph = re.search(r"--format=FORMAT(.*?)\n  -", text, re.S)
    return paragraph.group(1) if paragraph else ""

for command in ["", "count", "check", "validate", "test", "gen", "stress", "shrink"]:
    text = help_of(command)
    if text:
        wanted = accepted - {"auto"} if command in ("gen", "stress") else accepted
        check(f"sudoku {command} --help".replace("  ", " "), text, wanted)

manual = open(os.path.join(root, "doc/sudoku.1.in"), encoding="utf-8").read()
for n, paragraph in enumerate(re.findall(r"\\fB\\-\\-format\\fR=\\fIFORMAT\\fR\n(.*?)\n\.(?:TP|SS|PP)", manual, re.S)):
    check(f"the manual's --format paragraph {n + 1}", re.sub(r"\(see\s+DESCRIPTION\)", "", paragraph),
          accepted - ({"auto"} if "auto" not in paragraph else set()))
entries = " ".join(re.findall(r"^\.BR? (.*)$", manual, re.M)).lower()
entries = re.sub(r"\b(boj|poj|uva) (\d+)", r"\1\2", entries)  # ".B BOJ 2239" is boj2239's entry
check("the manual's DESCRIPTION entries", entries, judges)

for name in ["sudoku.bash", "_sudoku", "sudoku.fish"]:
    for n, line in enumerate(open(os.path.join(root, "completions", name), encoding="utf-8")):
        if "format" in line and "poj" in line:
            check(f"completions/{name}:{n + 1}", line, accepted - ({"auto"} if "auto" not in line else set()))

for name, pattern in [("README.md", r"^\| (`[a-z0-9-]+`(?:, `[a-z0-9-]+`)*) \|"),
                      ("samples/README.md", r"^\| (`[a-z0-9-]+/`(?:, `[a-z0-9-]+/`)*) \|")]:
    rows = re.findall(pattern, open(os.path.join(root, name), encoding="utf-8").read(), re.M)
    check(f"{name}'s table", " ".join(rows), judges)

for problem in problems:
    print(problem)
print(f"{len(accepted)} formats; {len(problems)} lists differ from the table")
sys.exit(1 if problems or not judges else 0)
