#!/usr/bin/env bash
# bash completes sudoku's commands, options, option values and files.
# The lists come from the program completed (sudoku --list=WHAT): the built
# one, first on PATH; each command's options are held to its --help here.
#   tests/completion_test.sh SOURCE_DIR [EMULATOR] SUDOKU_EXECUTABLE
set -uo pipefail
source "$1/completions/sudoku.bash"
complete -p sudoku >/dev/null || { echo "no completion registered for sudoku"; exit 1; }
scratch=$(mktemp -d) || exit 1
trap 'rm -rf "$scratch"' EXIT  # nothing left behind in $TMPDIR
mkdir "$scratch/bin"
printf '#!/bin/sh\nexec %s "$@"\n' "${*:2}" >"$scratch/bin/sudoku" && chmod +x "$scratch/bin/sudoku"
PATH=$scratch/bin:$PATH
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
# names LIST: the first field of each line of `sudoku --list=LIST`.
names() { sudoku --list="$1" | cut -f1; }
formats=$(names formats)
[[ $formats == *hdu1426* && $(names answers) == *non-unique* && $(names commands) == *stress* ]] ||
    { echo "sudoku --list misses what the tables declare"; failed=1; }
completes "sudoku solve --format=" auto $formats
completes "sudoku gen --format=" $formats
completes "./bin/sudoku --format=4" 4574
completes "sudoku --format=4" 4574
completes "sudoku gen --answer=" $(names answers)
completes "sudoku stress --ans" --answer=
completes "sudoku check --k" --kattis
completes "sudoku validate --t" --testset= --testOverviewLogFileName=
completes "sudoku gen --seed=c" clock
completes "sudoku gen --hard=co" columns
completes "sudoku stress --hu" --hunt
completes "sudoku solve puz" puzzles.txt
completes "sudoku test sam" samples
# Each command's options are the ones its --help lists (short names aside:
# bash completes the long ones; --hard[=MODEL] is offered as --hard and --hard=).
options_in_help() {
    sed -nE 's/^ +(-[^ ]*, )?(--[a-zA-Z-]+)(\[?=)?.*/\2\3/p' | sed -E 's/^(.*)\[=$/\1\n\1=/' | sort -u
}
for command in $(names commands); do
    help=$(sudoku "$command" --help | options_in_help)
    [[ $command == solve ]] && help=$(sudoku --help | options_in_help)  # solve's are sudoku's
    offered=$(_sudoku_options "$command" | tr ' ' '\n' | grep -v '^-[a-z]$' | sort -u)
    [[ $help == "$offered" ]] || { echo "$command: --help lists [$(echo $help)], bash offers [$(echo $offered)]"; failed=1; }
done
exit $failed
