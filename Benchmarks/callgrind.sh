#!/usr/bin/env bash
# Instructions per keystroke, counted by valgrind's callgrind: the steady figure on noisy machines.
# Each workload runs twice, at two sizes; the difference in instructions divided by the
# difference in keystrokes leaves out start-up and set-up.
#   Benchmarks/callgrind.sh [WORKLOAD:IMPLEMENTATION[:N] ...]   (default: ours on W1 to W5)
# W6, bytes per field: "$(swift build -c release --show-bin-path)/benchmarks" --memory-child ours 100000
set -euo pipefail
# Hashing seeded per process would change the set-up's instructions from run to run.
export SWIFT_DETERMINISTIC_HASHING=1
cd "$(dirname "$0")"
swift build -c release --product benchmarks >/dev/null
binary=$(swift build -c release --show-bin-path)/benchmarks
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

count() { # ONLY ROUNDS -> "instructions keystrokes"
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$binary" --quick --only "$1" \
    --rounds "$2" >/dev/null 2>"$work/err"
  local instructions keystrokes
  instructions=$(grep -E '^(summary|totals):' "$work/out" | head -1 | awk '{print $2}')
  keystrokes=$(grep -E '^keystrokes:' "$work/err" | tail -1 | awk '{print $2}')
  echo "$instructions $keystrokes"
}

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(W1:ours W2:ours W3:ours:10 W3:ours:1000 W3:ours:100000 W4:ours:1 W4:ours:100
    W4:ours:10000 W5:runner W5:api)
fi
printf '%-16s %14s\n' workload instructions/keystroke
for target in "${targets[@]}"; do
  small=100; large=1100
  case "$target" in W4:*:10000) small=10000; large=110000 ;; W3:*:100000) small=1000; large=3000 ;; esac
  read -r i1 k1 <<<"$(count "$target" "$small")"
  read -r i2 k2 <<<"$(count "$target" "$large")"
  printf '%-16s %14.0f\n' "$target" "$(echo "($i2 - $i1) / ($k2 - $k1)" | bc -l)"
done
