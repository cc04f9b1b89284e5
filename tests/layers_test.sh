#!/bin/sh
# The layers, each allowed to include only itself and the layers below it:
#   core  <-  io  <-  pipeline, judging  <-  cli
#             sandbox  <-  judging  <-  testgen  <-  cli
# (the sandbox knows nothing of Sudoku: it includes no other layer)
# The CMake libraries enforce the same order at link time; this catches an
# include of a header-only piece (a table, a template) that a link never sees.
# Usage: layers_test.sh SOURCE_DIR
set -u
cd "$1" || exit 2
allowed() {
    case $1 in
        core) echo "core" ;;
        io) echo "core io" ;;
        pipeline) echo "core io pipeline" ;;
        judging) echo "core io judging sandbox" ;;
        sandbox) echo "sandbox" ;;
        testgen) echo "core io judging sandbox testgen" ;;
    esac
}
status=0
checked=0
for layer in core io pipeline judging sandbox testgen; do
    for file in $(find "src/$layer" "include/sudoku/$layer" -name '*.[ch]pp'); do
        checked=$((checked + 1))
        for used in $(sed -n 's@^#include "sudoku/\([a-z]*\)/.*@\1@p' "$file" | sort -u); do
            case " $(allowed "$layer") " in
                *" $used "*) ;;
                *) echo "$file: the $layer layer includes sudoku/$used/"; status=1 ;;
            esac
        done
    done
done
if [ "$checked" -lt 30 ]; then
    echo "only $checked files found under src/ and include/: wrong SOURCE_DIR?"
    exit 1
fi
exit $status
