#!/usr/bin/env bash
# Instructions a puzzle, whole process, beside a peer's: a measure that holds
# on any CPU, unlike time. `perf stat -e instructions` where the machine has
# the counters; else valgrind's callgrind (slower, and blind to AVX-512: build
# a peer for it with AVX2 at most).
#
#   bench/instructions.sh SUDOKU [--peer='COMMAND'] FILE...
#
# SUDOKU runs as `SUDOKU --jobs=1 FILE`, the peer as `COMMAND < FILE` (tdoku's
# example: --peer='/path/to/tdoku/build-avx2/solve 1'). A FILE is in any format
# sudoku reads: 81-character lines, a BOJ 2580 grid or BOJ 4574 cases. Prints,
# for each FILE, its puzzles (lines, the grid, cases), the instructions a
# puzzle of each and, given a peer, their ratio.
set -euo pipefail
sudoku=$1
shift
peer=
if [[ ${1:-} == --peer=* ]]; then peer=${1#--peer=}; shift; fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if perf stat -e instructions -x, -o "$scratch/probe" true 2>/dev/null && ! grep -q "not supported" "$scratch/probe"; then
  tool=perf
else
  command -v valgrind >/dev/null || { echo "instructions.sh: neither perf's counters nor valgrind here" >&2; exit 2; }
  tool=callgrind
fi

# The instructions `sh -c COMMAND` executes with FILE on stdin, the shell's own
# start left out (exec).
instructions() {  # file command...
  local file=$1
  shift
  if [[ $tool == perf ]]; then
    perf stat -e instructions:u -x, -o "$scratch/perf" sh -c 'exec "$@"' sh "$@" <"$file" >/dev/null
    awk -F, '/instructions/ { print $1 }' "$scratch/perf"
  else
    valgrind --tool=callgrind --callgrind-out-file="$scratch/cg" "$@" <"$file" >/dev/null 2>"$scratch/log"
    awk '/^summary:/ { print $2 }' "$scratch/cg"
  fi
}

# The puzzles in a file, as sudoku's own reader finds them: `count` prints a
# line for each (lines, the BOJ 2580 grid, BOJ 4574 cases), whatever it finds
# there; its exit status (1 for a case with no solution) is no concern here.
puzzles_in() {
  { "$sudoku" count --limit=1 "$1" 2>/dev/null || true; } | wc -l
}

echo "instructions a puzzle, whole process, by $tool"
heading=$(printf '%-28s %8s %12s' dataset puzzles sudoku)
[[ -n $peer ]] && heading+=$(printf ' %12s %7s' peer ratio)
echo "$heading"
for file in "$@"; do
  puzzles=$(puzzles_in "$file")
  ours=$(instructions "$file" "$sudoku" --jobs=1 -)
  line=$(printf '%-28s %8d %12.0f' "$(basename "$file" .txt)" "$puzzles" "$(echo "$ours / $puzzles" | bc -l)")
  if [[ -n $peer ]]; then
    read -r -a peer_words <<<"$peer"
    theirs=$(instructions "$file" "${peer_words[@]}")
    line+=$(printf ' %12.0f %7.2f' "$(echo "$theirs / $puzzles" | bc -l)" "$(echo "$ours / $theirs" | bc -l)")
  fi
  echo "$line"
done
