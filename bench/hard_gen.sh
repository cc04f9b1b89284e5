#!/usr/bin/env bash
# How much harder `gen --hard=MODEL` puzzles are for a plain backtracking
# program of that model than plain `gen` puzzles: for each model and seed,
# the nodes and the time of bench/plain/backtracking.cpp (compiled -O2), which
# shares no code with the models, on `sudoku gen --seed=S` and on
# `sudoku gen --seed=S --hard=MODEL`; then the medians, their ratio and the best.
#
#   bench/hard_gen.sh SUDOKU [FIRST_SEED LAST_SEED [MODEL...]]
set -euo pipefail
sudoku=$1
first=${2:-1} last=${3:-20}
shift $(( $# < 3 ? $# : 3 ))
models=("${@:-rows descending columns forward}")
read -r -a models <<<"${models[*]}"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
g++ -O2 -o "$scratch/plain" "$(dirname "$0")/plain/backtracking.cpp"

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
printf '%-11s %4s %12s %9s %12s %9s %8s\n' model seed plain_nodes plain_s hard_nodes hard_s gen_s
for model in "${models[@]}"; do
  : >"$scratch/plain.txt"; : >"$scratch/hard.txt"
  for ((seed = first; seed <= last; seed++)); do
    "$sudoku" gen --seed="$seed" >"$scratch/p.in"
    start=$(date +%s.%N)
    "$sudoku" gen --seed="$seed" --hard="$model" >"$scratch/h.in"
    gen_s=$(echo "$(date +%s.%N) - $start" | bc)
    for kind in p h; do
      start=$(date +%s.%N)
      nodes=$("$scratch/plain" "$model" --nodes <"$scratch/$kind.in" 2>&1 >/dev/null)
      seconds=$(echo "$(date +%s.%N) - $start" | bc)
      eval "${kind}_nodes=$nodes ${kind}_s=$seconds"
    done
    printf '%-11s %4d %12d %9.3f %12d %9.3f %8.2f\n' "$model" "$seed" "$p_nodes" "$p_s" "$h_nodes" "$h_s" "$gen_s"
    echo "$p_nodes" >>"$scratch/plain.txt"; echo "$h_nodes $h_s" >>"$scratch/hard.txt"
  done
  plain_median=$(median <"$scratch/plain.txt")
  hard_median=$(cut -d' ' -f1 "$scratch/hard.txt" | median)
  best=$(sort -g "$scratch/hard.txt" | tail -n 1)
  echo "$model: median nodes plain $plain_median, hard $hard_median ($(( hard_median / plain_median ))x);" \
       "best ${best% *} nodes in ${best#* }s"
done
