#!/usr/bin/env bash
# The Windows build of sudoku.exe, run under Wine as a contestant on Windows
# runs it: every sample solved byte-exact (LF output), check, count, gen and
# validate as on Linux, and test and stress giving AC, WA, RE and TLE on the
# same small programs. Wine reports no CPU time or memory of another process:
# ILE and MLE cannot be told there (a wall-clock kill is a TLE, as on DOMjudge).
#   tests/windows_test.sh WINE SUDOKU_EXE CONTESTANT_EXE SOURCE_DIR
set -uo pipefail
wine=$1 sudoku=$2 contestant=$3 source=$4
export WINEDEBUG=-all
run() { "$wine" "$sudoku" "$@"; }
failed=0
fail() { echo "FAILED: $*"; failed=1; }
scratch=$(mktemp -d) || exit 1
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 1

for input in "$source"/samples/*/*.in; do
  # samples/NAME/ of a judge's format other than 2580 and 4574 is read with --format=NAME.
  folder=$(basename "$(dirname "$input")")
  case $folder in 2580|4574) format=() ;; *) format=(--format="$folder") ;; esac
  run "${format[@]}" "$input" >out 2>err
  # Where any of several answers is right (Codeforces 1335D's sample .out is the
  # statement's), the judge's check decides; elsewhere that is the same bytes.
  cmp -s out "${input%.in}.out" || run check "${format[@]}" "$input" out "${input%.in}.out" 2>err ||
    fail "solving $input: $(head -c 200 err)"
done
for input in "$source"/samples/2580/boj_sample.in "$source"/samples/4574/boj_sample.in; do
  answer=${input%.in}.out
  run check "$input" "$answer" "$answer" 2>err || fail "check $input: $(cat err)"
done
# (BOJ 4574's own sample has CRLF and trailing spaces: validate refuses it everywhere.)
for input in "$source"/samples/2580/boj_sample.in "$source"/tests/data/gen/seed2_4574_n10.in; do
  run validate "$input" || fail "validate $input"
done
[ "$(run count "$source/samples/2580/boj_sample.in")" = 1 ] || fail "count"
# Exit statuses and messages as on Linux; CRLF input read as LF.
sed '1s/^0 3/3 3/' "$source/samples/2580/boj_sample.in" >bad.in
run bad.in >out 2>err
status=$?
[ $status = 2 ] && [ "$(cat err)" = "sudoku: bad.in:1: digit 3 appears twice in row 1: at row 1, column 1 and at row 1, column 2" ] &&
  [ ! -s out ] || fail "bad input: $status $(cat err)"
sed 's/$/\r/' "$source/samples/2580/boj_sample.in" >crlf.in
run crlf.in | cmp -s - "$source/samples/2580/boj_sample.out" || fail "CRLF input"
# Kattis and DOMjudge call the checker with a feedback directory: 42, accepted.
mkdir feedback
run check "$source/samples/2580/boj_sample.in" "$source/samples/2580/boj_sample.out" feedback \
  <"$source/samples/2580/boj_sample.out" >/dev/null 2>&1
[ $? = 42 ] || fail "check as a Kattis output validator"
# The same bytes as on every machine (gen_command_test.cpp's expected files).
run gen --seed=1 | cmp -s - "$source/tests/data/gen/seed1_2580.in" || fail "gen --seed=1"
run gen --seed=2 --format=4574 --count=2 --dominoes=10 | cmp -s - "$source/tests/data/gen/seed2_4574_n10.in" || fail "gen 4574"

# test: one verdict per program, as on Linux.
verdict() {  # expected, then the test's options and program
  local expected=$1
  shift
  run test --time-limit=1 --wall-limit=3 "$source/samples/2580/boj_sample.in" -- "$@" >out 2>err
  local got
  got=$(head -1 out | cut -c1-4 | tr -d ' ')
  [ "$got" = "$expected" ] || fail "test -- $*: expected $expected, got '$(head -1 out)' $(head -c 300 err)"
}
verdict AC "$sudoku"
verdict WA "$contestant" echo
verdict RE "$contestant" crash
# Wine reports no CPU time of a run: a program killed at the wall clock is a
# TLE there whether it spun or slept (real Windows tells them apart: TLE, ILE).
verdict TLE "$contestant" spin
verdict TLE "$contestant" sleep
grep -q "this system reports no CPU time of a run" out || fail "the sleeping program's TLE does not say why: $(cat out)"
# Arguments reach the program as given; a .bat file runs through cmd.exe.
verdict WA "$contestant" args "a b" 'c"d' 'e\' ''
printf '@"%s" echo\r\n' "$(winepath -w "$contestant" 2>/dev/null)" >echo.bat
verdict WA "$scratch/echo.bat"
# A name without .exe found on PATH (WINEPATH adds to Wine's), as cmd.exe finds it.
WINEPATH="$(winepath -w "$(dirname "$contestant")" 2>/dev/null)" verdict WA "$(basename "$contestant" .exe)" echo

run stress --runs=3 --seed=1 -- "$sudoku" >out 2>err
[ "$(tail -1 out)" = "3 passed, 0 failed" ] || fail "stress of sudoku.exe: $(cat out err)"
run stress --runs=3 --seed=1 --shrink -- "$contestant" echo >out 2>err
grep -q '^shrunk from 5[0-9] blanks to 1 in ' out || fail "stress --shrink: $(cat out err)"
[ -f stress-1.in ] && [ -f stress-1-shrunk.in ] || fail "stress --shrink saved $(ls)"
run shrink stress-1.in -- "$contestant" echo >small.in 2>err || fail "shrink: $(cat err)"
grep -q "^sudoku: shrunk from 5[0-9] blanks to 1 in " err || fail "shrink said: $(cat err)"

[ $failed = 0 ] && echo "sudoku.exe under Wine: every check passed"
exit $failed
