#!/bin/sh
# Checks `scenario-runner --lsp` with Neovim's built-in client, headless (Neovim 0.7 or later:
# Debian's `neovim` package). Not part of CI, which installs nothing: run it after changing the
# server. Usage: Editors/neovim/check.sh [RUNNER]
set -eu
cd "$(dirname "$0")/../.."
runner="${1:-}"
if [ -z "$runner" ]; then
  swift build --product scenario-runner >/dev/null
  runner="$(swift build --show-bin-path)/scenario-runner"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp Editors/neovim/check.scenario "$work/check.scenario"
RUNNER="$runner" SCENARIO="$work/check.scenario" \
  timeout 120 nvim --headless -u NONE -c 'luafile Editors/neovim/check.lua'
