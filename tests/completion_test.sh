#!/usr/bin/env bash
# bash completes sudoku's commands, options, option values and files.
#   tests/completion_test.sh SOURCE_DIR
set -uo pipefail
source "$1/completions/sudoku.bash"
complete -p sudoku >/dev/null || { echo "no completion registered for sudoku"; exit 1; }
scratch=$(mktemp -d) || exit 1
trap 'rm -rf "$scratch"' EXIT  # nothing left behind in $TMPDIR
cd "$scratch" && touch puzzles.txt && mkdir samples
failed=0

# completes LINE EXPECTED...: the completions of LINE (the cursor at its end) are EXPECTED.
completes() {
    local line=$1
    shift
    COMP_LINE=$line COMP_POINT=${#line}
    read -r -a COMP_WORDS <<<"$line"
    [[ $line == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _sudoku
    local got expected
    got=$(printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ')
    expected=$(printf '%s\n' "$@" | sort | tr '\n' ' ')
    if [[ $got != "$expected" ]]; then
        echo "'$line': expected [$expected], got [$got]"
        failed=1
    fi
}

completes "sudoku st" stress
completes "sudoku sh" shrink
completes "sudoku stress --sh" --shrink --shrink=
completes "sudoku shrink --sa" --sandbox= --save-to=
completes "sudoku test --sandbox=" auto cgroup none
completes "sudoku c" check count
completes "sudoku solve --format=" auto 2580 4574 line boj2239 poj2676 poj3074 poj3076 uva1309 spoj-sudoku uva989 kattis-sudokunique uva10957 hdu1426 luogu1784 zoj3122 hdu3111
completes "sudoku gen --format=" 2580 4574 line boj2239 poj2676 poj3074 poj3076 uva1309 spoj-sudoku uva989 kattis-sudokunique uva10957 hdu1426 luogu1784 zoj3122 hdu3111
completes "sudoku --format=4" 4574
completes "sudoku gen --answer=" unique multiple none non-unique ambiguous illegal impossible
completes "sudoku stress --ans" --answer=
completes "sudoku check --k" --kattis
completes "sudoku validate --t" --testset= --testOverviewLogFileName=
completes "sudoku gen --seed=c" clock
completes "sudoku gen --hard=co" columns
completes "sudoku stress --hu" --hunt
completes "sudoku solve puz" puzzles.txt
completes "sudoku test sam" samples
exit $failed
