#!/usr/bin/env bash
# Runs the whole benchmark suite (a release build first, a few minutes on 2 cores), then prints
# the ratio table of README.md from that one run. Extra arguments go to package-benchmark, e.g.
#   ./run-benchmarks.sh --filter "Dispatch.*"
# Results are kept in .benchmark-results/ (not committed).
set -euo pipefail
cd "$(dirname "$0")"
out=.benchmark-results
mkdir -p "$out"
swift package --allow-writing-to-package-directory benchmark --format markdown "$@" \
  | tee "$out/results.md"
echo
python3 scripts/ratios.py "$out/results.md" | tee "$out/ratios.md"
