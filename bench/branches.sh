#!/usr/bin/env bash
# Instructions and mispredicted branches, whole process, beside a peer's: what
# issue 53 measures. Valgrind's cachegrind with its branch predictor model
# (--branch-sim=yes): the same counts on any CPU, unlike time or perf's
# counters, and blind to AVX-512 (build a peer with AVX2 at most).
#
#   bench/branches.sh SUDOKU [--peer='COMMAND'] [--first=N] FILE...
#
# SUDOKU runs as `SUDOKU --jobs=1 -` and the peer as `COMMAND`, each with the
# first N lines of FILE (default 1000; 0: all of it) on stdin, so FILE is a
# file of 81-character lines (tdoku's example: --peer='/path/to/tdoku/build-avx2/solve 1').
# Prints, for each FILE, the instructions (I refs) and the mispredicts (Bcm +
# Bim) of each and, given a peer, the ratios sudoku / peer.
set -euo pipefail
sudoku=$1
shift
peer=
first=1000
while [[ ${1:-} == --* ]]; do
  case $1 in
    --peer=*) peer=${1#--peer=} ;;
    --first=*) first=${1#--first=} ;;
    *) echo "branches.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
command -v valgrind >/dev/null || { echo "branches.sh: valgrind is not here" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# "instructions mispredicts" of a command with $scratch/input on stdin.
counts() {
  valgrind --tool=cachegrind --cache-sim=no --branch-sim=yes --cachegrind-out-file="$scratch/cg" \
    "$@" <"$scratch/input" >/dev/null 2>"$scratch/log"
  awk '/^events:/ { for (i = 2; i <= NF; ++i) at[$i] = i }
       /^summary:/ { print $at["Ir"], $at["Bcm"] + $at["Bim"] }' "$scratch/cg"
}

heading=$(printf '%-28s %14s %11s' dataset instructions mispredicts)
[[ -n $peer ]] && heading+=$(printf ' %14s %11s %6s %6s' 'peer instr.' 'peer mispr.' instr mispr)
echo "$heading"
for file in "$@"; do
  if [[ $first == 0 ]]; then grep -v '^#' "$file" >"$scratch/input" || true
  else grep -v '^#' "$file" | head -n "$first" >"$scratch/input" || true; fi
  read -r ours_i ours_m < <(counts "$sudoku" --jobs=1 -)
  line=$(printf '%-28s %14d %11d' "$(basename "$file" .txt)" "$ours_i" "$ours_m")
  if [[ -n $peer ]]; then
    read -r -a peer_words <<<"$peer"
    read -r peer_i peer_m < <(counts "${peer_words[@]}")
    line+=$(printf ' %14d %11d %6.2f %6.2f' "$peer_i" "$peer_m" "$(echo "$ours_i / $peer_i" | bc -l)" "$(echo "$ours_m / $peer_m" | bc -l)")
  fi
  echo "$line"
done
