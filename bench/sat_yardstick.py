#!/usr/bin/env python3
"""Clause learning as a yardstick for the Sudominoku core, case by case.

    bench/sat_yardstick.py [--solver='COMMAND']... FILE...

Encodes each BOJ 4574 case of each FILE as CNF and times minisat and cadical on
it (Debian: apt-get install minisat cadical), the fastest of three runs each,
wall time of the whole process (reading included). Prints one line a case:
its time and conflicts under each solver, and whether it is satisfiable.
Each --solver replaces those two with COMMAND, run as `COMMAND CNF`; it must
exit 10 or 20 as they do, and print its conflicts (clasp: --solver='clasp --stats').

The encoding: a variable per digit an open cell can hold (the givens' units
allowing it) and per placement (two adjacent open cells, an unused domino, one
way round); exactly one digit per open cell and per unit lacking it, exactly
one placement covering each open cell, each unused domino placed exactly once,
a placement implying its two digits. "Exactly one" is a clause and the pairs.
"""
import itertools
import os
import re
import subprocess
import sys
import tempfile
import time


def cell_of(name):  # "G3": row G, column 3
    return (ord(name[0]) - ord("A")) * 9 + int(name[1:]) - 1


def units_of(cell):
    row, column = divmod(cell, 9)
    return [row, 9 + column, 18 + row // 3 * 3 + column // 3]


UNIT_CELLS = [[c for c in range(81) if u in units_of(c)] for u in range(27)]


def read_cases(path):
    """(dominoes, singles) for each case: ([(u, lu, v, lv)...], [location of 1..9])."""
    lines = [line.split() for line in open(path)]
    lines = [line for line in lines if line]
    at = 0
    while at < len(lines) and lines[at][0] != "0":
        n = int(lines[at][0])
        yield lines[at + 1 : at + 1 + n], lines[at + 1 + n]
        at += n + 2


def encode(dominoes, singles):
    """(variables, clauses) of one case."""
    grid = [0] * 81
    used = set()
    for u, lu, v, lv in dominoes:
        grid[cell_of(lu)], grid[cell_of(lv)] = int(u), int(v)
        used.add(frozenset((int(u), int(v))))
    for digit, location in enumerate(singles, 1):
        grid[cell_of(location)] = digit
    placed = [set() for _ in range(27)]
    for cell in range(81):
        for unit in units_of(cell) if grid[cell] else []:
            placed[unit].add(grid[cell])
    open_cells = [cell for cell in range(81) if not grid[cell]]
    clauses = []
    count = itertools.count(1)
    holds = {}  # (cell, digit) -> variable
    for cell in open_cells:
        for digit in range(1, 10):
            if all(digit not in placed[unit] for unit in units_of(cell)):
                holds[cell, digit] = next(count)

    def exactly_one(variables):
        clauses.append(list(variables))
        clauses.extend([-a, -b] for a, b in itertools.combinations(variables, 2))

    for cell in open_cells:
        exactly_one([holds[cell, d] for d in range(1, 10) if (cell, d) in holds])
    for unit in range(27):
        for digit in set(range(1, 10)) - placed[unit]:
            exactly_one([holds[c, digit] for c in UNIT_CELLS[unit] if (c, digit) in holds])
    covering = {cell: [] for cell in open_cells}
    of_domino = {}
    for first in open_cells:
        right = first + 1 if first % 9 != 8 else None
        down = first + 9 if first < 72 else None
        for second in (right, down):
            if second is None or grid[second]:
                continue
            for a, b in itertools.permutations(range(1, 10), 2):
                if frozenset((a, b)) in used or (first, a) not in holds or (second, b) not in holds:
                    continue
                placement = next(count)
                covering[first].append(placement)
                covering[second].append(placement)
                of_domino.setdefault(frozenset((a, b)), []).append(placement)
                clauses += [[-placement, holds[first, a]], [-placement, holds[second, b]]]
    for cell in open_cells:
        exactly_one(covering[cell])
    for a, b in itertools.combinations(range(1, 10), 2):
        if frozenset((a, b)) not in used:
            exactly_one(of_domino.get(frozenset((a, b)), []))
    return next(count) - 1, clauses


def fastest(command, runs=3):
    """The fastest wall time in ms of `command`, and its last output and exit status."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True)
        best = min(best, (time.perf_counter() - start) * 1000)
    return best, done.stdout + done.stderr, done.returncode


def conflicts(output):
    found = re.search(r"conflicts\s*:\s*(\d+)", output, re.IGNORECASE)
    return found.group(1) if found else "0"


def main(solvers, paths):
    verdicts = {10: "sat", 20: "unsat"}
    with tempfile.TemporaryDirectory() as scratch:
        for path in paths:
            for number, (dominoes, singles) in enumerate(read_cases(path), 1):
                variables, clauses = encode(dominoes, singles)
                cnf = os.path.join(scratch, "case.cnf")
                with open(cnf, "w") as out:
                    out.write(f"p cnf {variables} {len(clauses)}\n")
                    out.writelines(" ".join(map(str, clause)) + " 0\n" for clause in clauses)
                line = f"{os.path.basename(path)} case {number}:"
                for solver in solvers:
                    ms, output, status = fastest(solver.split() + [cnf])
                    line += f" {solver} {ms:.1f} ms {conflicts(output)} conflicts {verdicts.get(status, status)};"
                print(line, flush=True)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    solvers = [a.removeprefix("--solver=") for a in arguments if a.startswith("--solver=")]
    paths = [a for a in arguments if not a.startswith("--")]
    if not paths or len(solvers) + len(paths) < len(arguments) or not all(s.split() for s in solvers):
        sys.exit("usage: bench/sat_yardstick.py [--solver='COMMAND']... FILE...")
    main(solvers or ["minisat", "cadical"], paths)
