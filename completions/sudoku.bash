# bash completion for sudoku: commands, options, option values, files.
# Installed as share/bash-completion/completions/sudoku.

_sudoku_options() {
    case $1 in
        solve) echo "--list= --format= --jobs= -j --search-limit= --help --version" ;;
        check) echo "--format= --strict --kattis --cms --testset= --group= --help --version" ;;
        count) echo "--limit= --format= --jobs= -j --search-limit= --help --version" ;;
        test) echo "--time-limit= --wall-limit= --memory-limit= --stack-limit= --sandbox= --jobs= -j --format= --pattern= --show --output-dir= --json --color= --help --version" ;;
        gen) echo "--format= --seed= --count= --givens= --multiple --answer= --dominoes= --hard --hard= --effort= --attempts= --help --version" ;;
        validate) echo "--format= --allow-crlf --unique --kattis --testset= --group= --testOverviewLogFileName= --help --version" ;;
        stress) echo "--runs= --jobs= -j --hunt --budget= --shrink --shrink= --save-to= --json --time-limit= --wall-limit= --memory-limit= --stack-limit= --sandbox= --format= --seed= --count= --givens= --multiple --answer= --dominoes= --hard --hard= --effort= --attempts= --help --version" ;;
        shrink) echo "--time-limit= --wall-limit= --memory-limit= --stack-limit= --sandbox= --format= --budget= --output= -o --save-to= --json --help --version" ;;
    esac
}

# The names of `sudoku --list=WHAT`, asked of the program being completed
# (words[0]: sudoku, or ./build/sudoku), so that no list is spelled here.
_sudoku_list() {  # program, what
    "${1/#\~/$HOME}" --list="$2" 2>/dev/null | cut -f1 | tr '\n' ' '
}

_sudoku_values() {  # command, option, program
    case $2 in
        --format)
            [[ $1 == gen || $1 == stress ]] || echo auto
            _sudoku_list "$3" formats ;;
        --seed) echo "clock" ;;
        --answer) _sudoku_list "$3" answers ;;
        --hard) echo "rows descending columns forward" ;;
        --sandbox) echo "auto cgroup none" ;;
        --color) echo "auto always never" ;;
    esac
}

_sudoku() {
    # Words split on blanks only, so that --format=VALUE stays one word
    # whatever COMP_WORDBREAKS says.
    local line=${COMP_LINE:0:COMP_POINT}
    local -a words
    read -r -a words <<<"$line"
    [[ $line == *[[:blank:]] ]] && words+=("")
    local cur=${words[-1]} count=${#words[@]}
    local commands
    commands=$(_sudoku_list "${words[0]}" commands)
    local command=solve
    [[ $count -gt 2 && " $commands " == *" ${words[1]} "* ]] && command=${words[1]}
    COMPREPLY=()

    # After "--" in test, stress and shrink: the program to run.
    local i
    for ((i = 1; i < count - 1; i++)); do
        if [[ ${words[i]} == -- && ( $command == test || $command == stress || $command == shrink ) ]]; then
            COMPREPLY=($(compgen -c -- "$cur"))
            return
        fi
    done

    if [[ $cur == --*=* ]]; then
        local option=${cur%%=*} value=${cur#*=}
        local values
        values=$(_sudoku_values "$command" "$option" "${words[0]}")
        if [[ -n $values ]]; then
            # bash replaces the text after the last word break: after '=' when
            # '=' is one, else the whole option.
            local prefix=$option=
            [[ $COMP_WORDBREAKS == *=* ]] && prefix=
            COMPREPLY=($(compgen -P "$prefix" -W "$values" -- "$value"))
        elif [[ $option == --testOverviewLogFileName || $option == --output || $option == --output-dir || $option == --save-to ]]; then
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$value"))
        fi
        return
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(_sudoku_options "$command")" -- "$cur"))
        [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]] && compopt -o nospace 2>/dev/null
        return
    fi
    if [[ $count -eq 2 ]]; then
        COMPREPLY=($(compgen -W "$commands" -- "$cur"))
    fi
    compopt -o filenames 2>/dev/null
    COMPREPLY+=($(compgen -f -- "$cur"))
}

complete -F _sudoku sudoku
