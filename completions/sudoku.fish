# fish completion for sudoku. Installed as share/fish/vendor_completions.d/sudoku.fish.
# The lists of `sudoku --list=WHAT`, a name, a tab and what it is, as fish
# takes them: asked of sudoku, so that no list is spelled here.
set -l commands (sudoku --list=commands 2>/dev/null | string replace -r '\t.*' '')
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a '(sudoku --list=commands 2>/dev/null)'
complete -c sudoku -l help -s h -d 'display help and exit'
complete -c sudoku -l version -d 'output version information and exit'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -l list -x -a 'commands formats answers'
complete -c sudoku -n "not __fish_seen_subcommand_from gen stress" -l format -x -a 'auto (sudoku --list=formats 2>/dev/null)'
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l format -x -a '(sudoku --list=formats 2>/dev/null)'
complete -c sudoku -n "not __fish_seen_subcommand_from check gen validate shrink" -s j -l jobs -x
complete -c sudoku -n "not __fish_seen_subcommand_from check test gen validate stress shrink" -l search-limit -x
complete -c sudoku -n "__fish_seen_subcommand_from count" -l limit -x
complete -c sudoku -n "__fish_seen_subcommand_from check" -l strict -l kattis -l cms
complete -c sudoku -n "__fish_seen_subcommand_from check validate" -l testset -x
complete -c sudoku -n "__fish_seen_subcommand_from check validate" -l group -x
complete -c sudoku -n "__fish_seen_subcommand_from validate" -l allow-crlf -l unique -l kattis
complete -c sudoku -n "__fish_seen_subcommand_from validate" -l testOverviewLogFileName -r
complete -c sudoku -n "__fish_seen_subcommand_from test stress shrink" -l time-limit -l wall-limit -l memory-limit -l stack-limit -x
complete -c sudoku -n "__fish_seen_subcommand_from test stress shrink" -l sandbox -x -a 'auto cgroup none'
complete -c sudoku -n "__fish_seen_subcommand_from test" -l pattern -x
complete -c sudoku -n "__fish_seen_subcommand_from test" -l show
complete -c sudoku -n "__fish_seen_subcommand_from test stress shrink" -l json
complete -c sudoku -n "__fish_seen_subcommand_from test" -l output-dir -r
complete -c sudoku -n "__fish_seen_subcommand_from test" -l color -x -a 'auto always never'
complete -c sudoku -n "__fish_seen_subcommand_from shrink" -s o -l output -r
complete -c sudoku -n "__fish_seen_subcommand_from stress shrink" -l save-to -r
complete -c sudoku -n "__fish_seen_subcommand_from stress" -l shrink
complete -c sudoku -n "__fish_seen_subcommand_from stress" -l runs -x
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l seed -x -a clock
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l count -l givens -l dominoes -l attempts -x
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l multiple
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l answer -x -a '(sudoku --list=answers 2>/dev/null)'
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l hard -a 'rows descending columns forward'
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l effort -x
complete -c sudoku -n "__fish_seen_subcommand_from stress" -l hunt
complete -c sudoku -n "__fish_seen_subcommand_from stress shrink" -l budget -x
