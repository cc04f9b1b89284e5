#!/usr/bin/env bash
# Runs the fuzz target built with -DSUDOKU_FUZZ=ON.
#   tests/fuzz/run.sh BUILD_DIR SECONDS [libFuzzer options...]
# Seeds: every sample and test input, the first puzzles of each shared
# dataset, and the first case of each shared Sudominoku set. The corpus grows
# in BUILD_DIR/fuzz-corpus; findings land in BUILD_DIR as crash-* files.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "$1" && pwd)
seconds=$2
shift 2

seeds=$build/fuzz-seeds
corpus=$build/fuzz-corpus
rm -rf "$seeds"
mkdir -p "$seeds" "$corpus"
n=0
for f in "$root"/samples/*/*.in "$root"/tests/data/*; do
  [ -f "$f" ] || continue
  n=$((n + 1)); head -c 1024 "$f" > "$seeds/seed$n"
done
shared=$root/../shared/data
if [ -d "$shared" ]; then
  for f in "$shared"/classic/*.txt; do n=$((n + 1)); head -3 "$f" > "$seeds/seed$n"; done
  for f in "$shared"/sudominoku/*.in; do
    n=$((n + 1))
    { awk 'NR == 1 { cases = $1 } { print } NR == cases + 2 { exit }' "$f"; echo 0; } > "$seeds/seed$n"
  done
fi

cd "$build"
exec ./sudoku_fuzz -max_total_time="$seconds" -max_len=1024 -timeout=10 -rss_limit_mb=2048 \
  -dict="$root/tests/fuzz/sudoku.dict" -print_final_stats=1 "$@" "$corpus" "$seeds"
