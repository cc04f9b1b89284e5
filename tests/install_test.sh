#!/usr/bin/env bash
# `cmake --install BUILD --prefix P` leaves a working P/bin/sudoku and its manual page.
#   tests/install_test.sh BUILD_DIR SOURCE_DIR [EMULATOR]
# (EMULATOR: what runs a cross build's executable, e.g. qemu-aarch64.)
set -euo pipefail
build=$1 source=$2 emulator=${3:-}
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
$emulator "$prefix/bin/sudoku" "$source/samples/2580/boj_sample.in" | cmp - "$source/samples/2580/boj_sample.out"
test -s "$prefix/share/man/man1/sudoku.1"
grep -q '^\.TH SUDOKU 1 ' "$prefix/share/man/man1/sudoku.1"
if grep -q '@PROJECT_VERSION@' "$prefix/share/man/man1/sudoku.1"; then echo "the manual page's version was not filled in"; exit 1; fi
