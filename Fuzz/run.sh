#!/usr/bin/env bash
# Long runs of what CI runs briefly.
#   Fuzz/run.sh [SECONDS]          builds the fuzzers and runs each for SECONDS (default 600),
#                                  seeded from Scenarios/, Tests/Regressions/ and Fuzz/seeds/
#   Fuzz/run.sh --reference [N]    the reference model against the engine on N seeds drawn now
#                                  (default 20), 2,000 generated files each
# Crashes are written to Fuzz/crashes/; each one found becomes a regression case (a scenario in
# Tests/Regressions/, or a seed in Fuzz/seeds/). A disagreement of the reference model names its
# file and seed.
set -euo pipefail
cd "$(dirname "$0")"

if [ "${1:-}" = "--reference" ]; then
  rounds=${2:-20}
  (cd .. && swift build --build-tests)
  for _ in $(seq "$rounds"); do
    seed=$(( (RANDOM << 15) | RANDOM ))
    (cd .. && REFERENCE_COUNT=2000 REFERENCE_SEED=$seed swift test --skip-build \
      --filter ReferenceModelDifferential 2>&1 | grep -E "^(reference model|disagreement)")
  done
  exit 0
fi

seconds=${1:-600}
swift build --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
bin=$(swift build --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --show-bin-path)
# Leaks inside the toolchain's libraries, each with its cause, are not the fuzzers' findings.
export LSAN_OPTIONS="suppressions=$PWD/leaks-not-ours.txt"
# A crash is libFuzzer's to report: Swift's own backtracer would wait on the crashed process.
export SWIFT_BACKTRACE=enable=no
targets=(parser replay lsp explore format roundtrip rows declared)
mkdir -p crashes
for target in "${targets[@]}"; do
  mkdir -p "corpus-$target"
  cp ../Scenarios/*.scenario ../Tests/Regressions/*.scenario seeds/*.scenario "corpus-$target/"
done
cp seeds/rows/* corpus-rows/
for target in "${targets[@]}"; do
  "$bin/fuzz-$target" "corpus-$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
    -rss_limit_mb=4096 -artifact_prefix="crashes/$target-" -print_final_stats=1 \
    > "fuzz-$target.log" 2>&1 &
done
wait
for target in "${targets[@]}"; do tail -n 20 "fuzz-$target.log"; done
