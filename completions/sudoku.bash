# bash completion for sudoku: commands, options, option values, files.
# Installed as share/bash-completion/completions/sudoku.

_sudoku_options() {
    case $1 in
        solve) echo "--format= --jobs= -j --search-limit= --help --version" ;;
        check) echo "--format= --strict --kattis --cms --testset= --group= --help --version" ;;
        count) echo "--limit= --format= --jobs= -j --search-limit= --help --version" ;;
        test) echo "--time-limit= --wall-limit= --memory-limit= --stack-limit= --sandbox= --jobs= -j --format= --pattern= --show --output-dir= --json --color= --help --version" ;;
        gen) echo "--format= --seed= --count= --givens= --multiple --answer= --dominoes= --hard --hard= --effort= --attempts= --help --version" ;;
        validate) echo "--format= --allow-crlf --unique --kattis --testset= --group= --testOverviewLogFileName= --help --version" ;;
        stress) echo "--runs= --jobs= -j --hunt --budget= --shrink --shrink= --save-to= --json --time-limit= --wall-limit= --memory-limit= --stack-limit= --sandbox= --format= --seed= --count= --givens= --multiple --answer= --dominoes= --hard --hard= --effort= --attempts= --help --version" ;;
        shrink) echo "--time-limit= --wall-limit= --memory-limit= --stack-limit= --sandbox= --format= --budget= --output= -o --save-to= --json --help --version" ;;
    esac
}

_sudoku_values() {  # command, option
    case $2 in
        --format)
            if [[ $1 == gen || $1 == stress ]]; then echo "2580 4574 line boj2239 poj2676 poj3074 poj3076 uva1309 spoj-sudoku uva989 kattis-sudokunique uva10957 hdu1426 luogu1784 zoj3122 hdu3111"; else echo "auto 2580 4574 line boj2239 poj2676 poj3074 poj3076 uva1309 spoj-sudoku uva989 kattis-sudokunique uva10957 hdu1426 luogu1784 zoj3122 hdu3111"; fi ;;
        --seed) echo "clock" ;;
        --answer) echo "unique multiple none non-unique ambiguous illegal impossible" ;;  # every problem's kinds: gen --help lists whose is which
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
    local commands="solve check count test gen validate stress shrink"
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
        values=$(_sudoku_values "$command" "$option")
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
