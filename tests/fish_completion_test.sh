#!/usr/bin/env bash
# fish completes each command's long options as its --help lists them, and
# the formats sudoku --list=formats names (the built sudoku first on PATH).
#   tests/fish_completion_test.sh SOURCE_DIR [EMULATOR] SUDOKU_EXECUTABLE
set -uo pipefail
scratch=$(mktemp -d) || exit 1
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/bin"
printf '#!/bin/sh\nexec %s "$@"\n' "${*:2}" >"$scratch/bin/sudoku" && chmod +x "$scratch/bin/sudoku"
PATH=$scratch/bin:$PATH
failed=0

# offered LINE: the first field of each completion fish gives at the end of LINE.
offered() {
    fish --no-config -c "source '$1/completions/sudoku.fish'; complete -C'$2'" | cut -f1
}
long_options_in_help() {
    sed -nE 's/^ +(-[^ ]*, )?(--[a-zA-Z-]+).*/\2/p' | sort -u
}

for command in $(sudoku --list=commands | cut -f1); do
    line="sudoku $command --"
    help=$(sudoku "$command" --help | long_options_in_help)
    [[ $command == solve ]] && line="sudoku --" && help=$(sudoku --help | long_options_in_help)
    got=$(offered "$1" "$line" | sed 's/=$//' | sort -u)
    [[ $got == "$help" ]] || { echo "$command: --help lists [$(echo $help)], fish offers [$(echo $got)]"; failed=1; }
done
formats=$(sudoku --list=formats | cut -f1 | sed 's/^/--format=/' | sort)
[[ $formats == *hdu1426* ]] || { echo "sudoku --list=formats names no hdu1426"; failed=1; }
got=$(offered "$1" "sudoku gen --format=" | sort)
[[ $got == "$formats" ]] || { echo "gen --format=: expected [$(echo $formats)], fish offers [$(echo $got)]"; failed=1; }
exit $failed
