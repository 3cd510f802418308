#!/usr/bin/env bash
# Times `flowline lint` (release build) on a synthetic ~90,000-line SwiftUI app.
# Usage: Scripts/benchmark.sh [LINES]   (run from Tools/flowline)
set -euo pipefail
cd "$(dirname "$0")/.."
lines="${1:-90000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Scripts/generate-synthetic-app.py "$work/App" "$lines"
swift build -c release --product flowline
binary="$(swift build -c release --show-bin-path)/flowline"
echo "cold run:"
( cd "$work" && time "$binary" lint App --quiet --fail-on never > /dev/null )
for run in 1 2 3; do
  echo "run $run:"
  ( cd "$work" && time "$binary" lint App --quiet --fail-on never > /dev/null )
done
( cd "$work" && "$binary" lint App --fail-on never > /dev/null ) || true
