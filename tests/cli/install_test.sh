#!/usr/bin/env bash
# Installing (README, "Installing"; cmake/Install.cmake): cmake --install into a scratch prefix,
# the prefix then moved (nothing may point into where it was installed), and README commands run
# from another folder with the installed bin/ on PATH. The CBC module, the server program, the
# examples and the bash completion script must be found where they were installed.
# Usage: install_test.sh BUILD_DIR (after a full build: the install rules need every program).
set -u
BUILD=$1
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect install 0 'Installing: .*/bin/puzzlelab$' -- cmake --install "$BUILD" --prefix "$WORK/staged"
mv "$WORK/staged" "$WORK/prefix"
PREFIX=$WORK/prefix
SHARE=$PREFIX/share
mkdir "$WORK/elsewhere"
cd "$WORK/elsewhere" || exit 1
export PATH="$PREFIX/bin:$PATH"

expect on-path 0 "^$PREFIX/bin/puzzlelab\$" -- command -v puzzlelab
expect version 0 '^puzzlelab [0-9]+\.[0-9]+\.[0-9]+$' -- puzzlelab --version
expect peg-solve 0 '^solved' -- puzzlelab peg solve --board triangle5
# MILP through the installed CBC module (lib/puzzlelab/), as the dynamic loader reports loading it.
expect hanoi-milp 0 '^[0-9,]+ variables, [0-9,]+ rows, .* s$' -- puzzlelab hanoi solve --disks 3 --method milp
expect cbc-module-installed 0 \
  "file=$PREFIX/bin/\\.\\./lib[^ ]*/puzzlelab/puzzlelab_cbc\\.so \\[0\\];  generating link map" -- \
  env LD_DEBUG=files puzzlelab hanoi solve --disks 3 --method milp
# serve runs the installed puzzlelab-serve, beside the program.
expect serve-help 0 '--search-memory' -- puzzlelab serve --help
# The examples, as the README's commands use them.
expect tm-example 0 '^solved: accepted in 82 steps \(verified\)$' -- \
  puzzlelab tm accept "$SHARE/puzzlelab/examples/tm/composite.tm" --input 111111111 --steps 82
expect river-example 0 '^optimal: [0-9]+ crossings' -- \
  puzzlelab river solve "$SHARE/puzzlelab/examples/river/farmyard.river"
expect docs 0 '^# Architecture' -- \
  cat "$SHARE/doc/puzzlelab/README.md" "$SHARE/doc/puzzlelab/docs/architecture.md"

# The completion script, as bash-completion would load it.
COMPLETION=$SHARE/bash-completion/completions/puzzlelab
expect completion-registered 0 '^complete -o default -F _puzzlelab puzzlelab$' -- \
  bash -c 'source "$1" && complete -p puzzlelab' _ "$COMPLETION"
# complete_words WORD...: what the script offers for the last word of the command line WORD...
complete_words() {
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _puzzlelab
           printf "%s\n" "${COMPREPLY[@]}"' _ "$COMPLETION" "$@"
}
one_line complete-command 0 '^peg$' -- complete_words puzzlelab pe
one_line complete-verb 0 '^count$' -- complete_words puzzlelab peg co
one_line complete-option 0 '^--board$' -- complete_words puzzlelab peg solve --bo
one_line complete-inherited-option 0 '^--color$' -- complete_words puzzlelab hanoi solve --col
one_line complete-choice 0 '^never$' -- complete_words puzzlelab peg solve --color n
expect complete-board 0 '^triangle5$' -- complete_words puzzlelab peg solve --board tri
expect complete-method 0 '^milp$' -- complete_words puzzlelab hanoi solve --method ''
expect complete-registry-method 0 '^network$' -- complete_words puzzlelab solve hanoi -m ''
expect complete-puzzle 0 '^tiles$' -- complete_words puzzlelab compare ''
one_line complete-method-list 0 '^dfs,sat$' -- complete_words puzzlelab compare peg --methods dfs,sa
# Made by puzzlelab-serve, which holds serve's own options.
one_line complete-serve-option 0 '^--port$' -- complete_words puzzlelab serve --po
one_line complete-argument 0 '^bash$' -- complete_words puzzlelab completion ''
# After an option's value the command path goes on.
one_line complete-after-value 0 '^solve$' -- complete_words puzzlelab --color never peg so

finish install
