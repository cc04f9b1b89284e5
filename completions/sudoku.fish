# fish completion for sudoku. Installed as share/fish/vendor_completions.d/sudoku.fish.
set -l commands solve check count test gen validate stress
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a "$commands"
complete -c sudoku -l help -s h -d 'display help and exit'
complete -c sudoku -l version -d 'output version information and exit'
complete -c sudoku -n "not __fish_seen_subcommand_from gen stress" -l format -x -a 'auto 2580 4574 line'
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l format -x -a '2580 4574 line'
complete -c sudoku -n "not __fish_seen_subcommand_from check gen validate stress" -s j -l jobs -x
complete -c sudoku -n "not __fish_seen_subcommand_from check test gen validate stress" -l search-limit -x
complete -c sudoku -n "__fish_seen_subcommand_from count" -l limit -x
complete -c sudoku -n "__fish_seen_subcommand_from check" -l strict -l kattis -l cms
complete -c sudoku -n "__fish_seen_subcommand_from check validate" -l testset -x
complete -c sudoku -n "__fish_seen_subcommand_from check validate" -l group -x
complete -c sudoku -n "__fish_seen_subcommand_from validate" -l allow-crlf -l unique -l kattis
complete -c sudoku -n "__fish_seen_subcommand_from validate" -l testOverviewLogFileName -r
complete -c sudoku -n "__fish_seen_subcommand_from test stress" -l time-limit -x
complete -c sudoku -n "__fish_seen_subcommand_from stress" -l runs -x
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l seed -x -a clock
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l count -l givens -l dominoes -l attempts -x
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l multiple
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l hard -a 'rows descending columns forward'
complete -c sudoku -n "__fish_seen_subcommand_from gen stress" -l effort -x
complete -c sudoku -n "__fish_seen_subcommand_from stress" -l hunt
complete -c sudoku -n "__fish_seen_subcommand_from stress" -l budget -x
