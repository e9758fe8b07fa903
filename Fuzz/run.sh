#!/usr/bin/env bash
# Builds the fuzzers and runs each for SECONDS (default 600), seeded from Scenarios/.
# Crashes are written to Fuzz/crashes/; each one found becomes a regression test.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-600}
swift build --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
bin=$(swift build --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --show-bin-path)
# Leaks inside the toolchain's libraries, each with its cause, are not the fuzzers' findings.
export LSAN_OPTIONS="suppressions=$PWD/leaks-not-ours.txt"
mkdir -p crashes corpus-parser corpus-replay corpus-lsp corpus-explore corpus-format corpus-roundtrip corpus-rows
for target in parser replay lsp explore format roundtrip rows; do
  cp ../Scenarios/*.scenario seeds/*.scenario "corpus-$target/"
done
for target in parser replay lsp explore format roundtrip rows; do
  "$bin/fuzz-$target" "corpus-$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
    -rss_limit_mb=4096 -artifact_prefix="crashes/$target-" -print_final_stats=1 \
    > "fuzz-$target.log" 2>&1 &
done
wait
tail -n 20 fuzz-parser.log fuzz-replay.log fuzz-lsp.log fuzz-explore.log fuzz-format.log \
  fuzz-roundtrip.log fuzz-rows.log
