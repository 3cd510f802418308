#!/usr/bin/env bash
# Times `flowline lint` (release build) on a synthetic ~90,000-line SwiftUI app, then on one
# view whose body is a single modifier chain of ~12,000 lines (a walk that is not linear in
# the chain's length shows up there).
# Usage: Scripts/benchmark.sh [LINES] [CHAIN_LINES]   (run from Tools/flowline, under the build lock)
set -euo pipefail
cd "$(dirname "$0")/.."
lines="${1:-90000}"
chain="${2:-12000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Scripts/generate-synthetic-app.py "$work/App" "$lines"
mkdir -p "$work/Chain"
python3 - "$work/Chain/LongChain.swift" "$chain" <<'PY'
import sys
path, count = sys.argv[1], int(sys.argv[2])
with open(path, "w") as out:
    out.write("import SwiftUI\n\nstruct LongChain: View {\n  @State private var value = 0\n")
    out.write("  var body: some View {\n    Text(\"\\(value)\")\n")
    for index in range(count - 8):
        out.write(f"      .padding({index % 9})\n" if index % 3 else f"      .opacity(0.{index % 9 + 1})\n")
    out.write("  }\n}\n")
PY
swift build -c release --product flowline
binary="$(swift build -c release --show-bin-path)/flowline"
echo "cold run:"
( cd "$work" && time "$binary" lint App --quiet --fail-on never > /dev/null )
for run in 1 2 3; do
  echo "run $run:"
  ( cd "$work" && time "$binary" lint App --quiet --fail-on never > /dev/null )
done
( cd "$work" && "$binary" lint App --fail-on never > /dev/null ) || true
echo "modifier chain ($(wc -l < "$work/Chain/LongChain.swift") lines):"
( cd "$work" && time "$binary" lint Chain --quiet --fail-on never > /dev/null )
