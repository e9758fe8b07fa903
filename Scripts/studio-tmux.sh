#!/usr/bin/env bash
# The studio as a person uses it, in a real terminal: tmux runs `scenario-runner --studio` on
# the sign-up screen, keys are sent to it, the pane is read, and the file it writes is replayed.
#
#   Scripts/studio-tmux.sh        needs tmux; builds the runner first
#
# Fails when the pane does not show what the keys did, when the file holds the secret typed, or
# when the file does not replay.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v tmux >/dev/null || { echo "error: tmux is needed (apt-get install tmux)" >&2; exit 2; }
swift build --product scenario-runner >/dev/null
runner=$(swift build --show-bin-path)/scenario-runner
work=$(mktemp -d)
session="studio-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT
secret='Kangaroo7!Wombat'

# The pane stays a while after the studio ends, for its last lines to be read.
tmux new-session -d -s "$session" -x 110 -y 40 \
  "$runner --studio Scenarios/sign-up.scenario --out $work/session.scenario; sleep 20"
sleep 1
pane() { tmux capture-pane -p -t "$session"; }
expect_pane() { # TEXT: the pane shows it
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    pane | grep -qF -- "$1" && return 0
    sleep 0.3
  done
  echo "error: the pane does not show '$1':" >&2
  pane >&2
  exit 1
}

expect_pane "▶ username"
tmux send-keys -t "$session" -l 'annabelle'
tmux send-keys -t "$session" Tab
tmux send-keys -t "$session" -l "$secret"
tmux send-keys -t "$session" Tab
tmux send-keys -t "$session" -l "$secret"
expect_pane "5 steps recorded"
tmux send-keys -t "$session" C-t
expect_pane "clock: 500ms"
tmux send-keys -t "$session" Down C-e
expect_pane "login is enabled"
tmux send-keys -t "$session" Enter C-k
tmux send-keys -t "$session" -l 'login opened'
tmux send-keys -t "$session" Enter C-d
expect_pane "every control matched after every step"
pane | grep -v '^$'
if grep -qF "$secret" "$work/session.scenario" || pane | grep -qF "$secret"; then
  echo "error: the secret reached an output" >&2
  exit 1
fi
"$runner" "$work/session.scenario"
echo "the studio works in a terminal, and its file replays"
