#!/usr/bin/env bash
# Runs the fuzz targets built with -DSUDOKU_FUZZ=ON: sudoku_fuzz (the whole
# pipeline) for SECONDS, then sudoku_fuzz_formats in each format for
# FORMAT_SECONDS (default 10) of its own.
#   tests/fuzz/run.sh BUILD_DIR SECONDS [FORMAT_SECONDS [libFuzzer options...]]
# Seeds: every sample and test input, the first puzzles of each shared
# dataset, and the first case of each shared Sudominoku set. The corpus grows
# in BUILD_DIR/fuzz-corpus; findings land in BUILD_DIR as crash-* files.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "$1" && pwd)
seconds=$2
shift 2
format_seconds=10
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then format_seconds=$1; shift; fi

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
fuzz() {
  "$@" -max_len=1024 -timeout=10 -rss_limit_mb=2048 -dict="$root/tests/fuzz/sudoku.dict" -print_final_stats=1
}
fuzz ./sudoku_fuzz -max_total_time="$seconds" "$@" "$corpus" "$seeds"
# Each format's corpus of its own: what reads in one format is noise in another.
for format in $(SUDOKU_FUZZ_LIST=1 ./sudoku_fuzz_formats); do
  echo "--- $format"
  mkdir -p "$corpus-$format"
  SUDOKU_FUZZ_FORMAT=$format fuzz ./sudoku_fuzz_formats -max_total_time="$format_seconds" "$@" "$corpus-$format" "$seeds"
done
