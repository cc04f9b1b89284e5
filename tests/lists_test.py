#!/usr/bin/env python3
"""Every list of formats a user reads names exactly the formats the table
declares. The truth is what the built executable accepts, which comes from
the table: its error on an unknown format lists every name.
- `sudoku --list=formats` names each once, and nothing else;
- --help (of every command that has --format), the built manual's option
  paragraphs and DESCRIPTION entries (filled in from --list at build time),
  README's list (cmake/readme.cmake writes it) name each judge's problem;
- each judge's problem has samples/NAME/SOURCES.md, saying where its
  sample comes from (the sample itself: Executable.SolvesEverySample...);
- the completions spell no format: they ask `sudoku --list=...`.
Usage: lists_test.py SOURCE_DIR [EMULATOR] SUDOKU_EXECUTABLE"""
import os, re, subprocess, sys

root, sudoku = sys.argv[1], sys.argv[2:]  # (an emulator may come first)
error = subprocess.run(sudoku + ["--format=no-such-format", "-"], input="", capture_output=True, text=True).stderr
accepted = set(re.search(r"\(choose ([^)]*)\)", error).group(1).split(", "))
judges = accepted - {"auto", "2580", "4574", "line"}
aliases = {"boj2580", "boj4574"}
looks_like_a_format = re.compile(r"^(auto|line|\d{4}|(boj|poj|uva|hdu|zoj|luogu|cf)\d+[a-z]?|(spoj|kattis|codeforces)-[a-z0-9-]+)$")
problems = []

def named(text):
    words = set(re.findall(r"[a-z0-9][a-z0-9-]*[a-z0-9]", text.replace("\\-", "-")))
    return {w for w in words if w in accepted or looks_like_a_format.match(w)} - aliases

def check(where, text, wanted):
    found = named(text)
    for name in sorted(wanted - found):
        problems.append(f"{where} does not name {name}")
    for name in sorted(found - accepted):
        problems.append(f"{where} names {name}, which is no format")

listed = subprocess.run(sudoku + ["--list=formats"], capture_output=True, text=True).stdout.splitlines()
names = [line.split("\t")[0] for line in listed]
if sorted(names) != sorted(accepted - {"auto"}) or any("\t" not in line or not line.split("\t")[1] for line in listed):
    problems.append(f"sudoku --list=formats lists {names}, --format takes {sorted(accepted)}")

def help_of(command):
    words = sudoku + ([command] if command else []) + ["--help"]
    text = subprocess.run(words, capture_output=True, text=True).stdout
    paragraph = re.search(r"--format=FORMAT(.*?)\n  -", text, re.S)
    return paragraph.group(1) if paragraph else ""

for command in ["", "count", "check", "validate", "test", "gen", "stress", "shrink"]:
    text = help_of(command)
    if named(text) & judges:  # not one that refers to another list ("as 'sudoku --help' lists")
        wanted = accepted - {"auto"} if command in ("gen", "stress") else accepted
        check(f"sudoku {command} --help".replace("  ", " "), text, wanted)

manual = open(os.path.join(os.path.dirname(sudoku[-1]), "sudoku.1"), encoding="utf-8").read()  # as built
for n, paragraph in enumerate(re.findall(r"\\fB\\-\\-format\\fR=\\fIFORMAT\\fR\n(.*?)\n\.(?:TP|SS|PP)", manual, re.S)):
    if named(paragraph) & judges:  # not one that refers to DESCRIPTION
        check(f"the manual's --format paragraph {n + 1}", paragraph, accepted - ({"auto"} if "auto" not in paragraph else set()))
entries = " ".join(re.findall(r"^\.BR? (.*)$", manual, re.M)).lower()
check("the manual's DESCRIPTION entries", entries, judges)

readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()
block = re.search(r"<!-- sudoku --list=formats -->\n(.*?)<!-- end -->", readme, re.S)
check("README.md's list of problems", " ".join(re.findall(r"`([a-z0-9-]+)`", block.group(1) if block else "")), judges)

for name in sorted(judges):
    if not os.path.isfile(os.path.join(root, "samples", name, "SOURCES.md")):
        problems.append(f"samples/{name}/SOURCES.md is missing")

for name in ["sudoku.bash", "_sudoku", "sudoku.fish"]:
    spelled = named(open(os.path.join(root, "completions", name), encoding="utf-8").read()) & judges
    if spelled:
        problems.append(f"completions/{name} spells formats ({', '.join(sorted(spelled))}): ask sudoku --list=formats")

for problem in problems:
    print(problem)
print(f"{len(accepted)} formats; {len(problems)} lists differ from the table")
sys.exit(1 if problems or not judges else 0)
