#!/usr/bin/env bash
# The Debian package from `cpack -G DEB` installs into a scratch root, and
# what it installs works: the executable, its manual page, the completions.
#   tests/package_test.sh PACKAGE.deb SOURCE_DIR
set -euo pipefail
package=$1 source=$2
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb --field "$package" Package Version Architecture
dpkg -x "$package" "$root"
version=$("$root/usr/bin/sudoku" --version)
[[ $version == "sudoku "* ]] || { echo "--version printed '$version'"; exit 1; }
"$root/usr/bin/sudoku" "$source/samples/2580/boj_sample.in" | cmp - "$source/samples/2580/boj_sample.out"
MANWIDTH=80 man -l "$root/usr/share/man/man1/sudoku.1" 2>/dev/null | grep -q 'sudoku - solve, count, judge and test'
for completion in bash-completion/completions/sudoku zsh/vendor-completions/_sudoku fish/vendor_completions.d/sudoku.fish; do
    test -s "$root/usr/share/$completion" || { echo "missing /usr/share/$completion"; exit 1; }
done
bash -c "source '$root/usr/share/bash-completion/completions/sudoku' && complete -p sudoku" >/dev/null
echo "package ok: $version"
