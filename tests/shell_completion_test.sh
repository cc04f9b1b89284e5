#!/usr/bin/env bash
# fish's or zsh's completion offers each command's long options as its --help
# lists them, and the formats sudoku --list=formats names (the built sudoku
# first on PATH).
#   tests/shell_completion_test.sh fish|zsh SOURCE_DIR [EMULATOR] SUDOKU_EXECUTABLE
set -uo pipefail
shell=$1
shift
scratch=$(mktemp -d) || exit 1
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/bin"
printf '#!/bin/sh\nexec %s "$@"\n' "${*:2}" >"$scratch/bin/sudoku" && chmod +x "$scratch/bin/sudoku"
PATH=$scratch/bin:$PATH
failed=0

# fish answers `complete -C LINE` with its completions, a tab before each description.
offered_by_fish() {
    fish --no-config -c "source '$1/completions/sudoku.fish'; complete -C'$2'" | cut -f1 | sed 's/=$//' | sort -u
}

# zsh completes only in an interactive shell with a line editor: it is driven
# on a pseudo-terminal (zsh/zpty). `zsh -f offered.zsh SOURCE_DIR OUT LINE`
# writes to OUT each word completion offers at the end of LINE: the words go
# through compadd -A, which matches them against what is typed as zsh would,
# and calls that only ask (-O, -A, -D) pass untouched. Nothing is typed ahead
# of the line editor (zsh gives up completing while input waits): the line
# goes once the shell is ready; once completion has written, the line is
# cleared (^U) and a command run whose output says it is over.
cat >"$scratch/offered.zsh" <<'EOF'
zmodload zsh/zpty
source_dir=$1 out=$2 line=$3
: >| $out
zpty shell zsh -f -i
zpty -w shell "PROMPT='' RPROMPT=''; fpath=($source_dir/completions \$fpath); autoload -U compinit; compinit -u -D"
zpty -w shell "zstyle ':completion:*' insert-tab false"
zpty -w shell "compadd() { if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd \"\$@\"; return; fi
  local -a got; builtin compadd -A got \"\$@\"; print -rl -- \$got >> $out; builtin compadd \"\$@\"; }"
zpty -w shell "print ready > $out.ready"
for i in {1..100}; do [[ -s $out.ready ]] && break; sleep 0.1; done
zpty -w -n shell "$line"$'\t'
for i in {1..100}; do [[ -s $out ]] && break; sleep 0.1; done
sleep 0.2
zpty -w shell $'\C-u'"print done > $out.done"
for i in {1..100}; do [[ -s $out.done ]] && break; sleep 0.1; done
zpty -d shell
[[ -s $out.done ]]
EOF

# stress's and shrink's program, completed as a command, adds an empty word.
offered_by_zsh() {
    zsh -f "$scratch/offered.zsh" "$1" "$scratch/out" "$2" || echo "(zsh did not finish completing '$2')"
    sort -u "$scratch/out" | sed '/^$/d'
}

# offered LINE: each word the shell offers at the end of LINE, sorted, once each.
offered() { "offered_by_$shell" "$@"; }
long_options_in_help() {
    sed -nE 's/^ +(-[^ ]*, )?(--[a-zA-Z-]+).*/\2/p' | sort -u
}

for command in $(sudoku --list=commands | cut -f1); do
    line="sudoku $command --"
    help=$(sudoku "$command" --help | long_options_in_help)
    [[ $command == solve ]] && line="sudoku --" && help=$(sudoku --help | long_options_in_help)
    got=$(offered "$1" "$line")
    [[ $got == "$help" ]] || { echo "$command: --help lists [$(echo $help)], $shell offers [$(echo $got)]"; failed=1; }
done
formats=$(sudoku --list=formats | cut -f1 | sort)
[[ $formats == *hdu1426* ]] || { echo "sudoku --list=formats names no hdu1426"; failed=1; }
got=$(offered "$1" "sudoku gen --format=" | sed 's/^--format=//')
[[ $got == "$formats" ]] || { echo "gen --format=: expected [$(echo $formats)], $shell offers [$(echo $got)]"; failed=1; }
exit $failed
