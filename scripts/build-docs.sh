#!/usr/bin/env bash
# Builds the DocC documentation of Flowline, FlowlineRecording and FlowlineTesting with the toolchain's `docc`,
# failing on any warning (a broken symbol link, a missing article). Output: .build/docs/<Module>.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(find .build -type d -name symbolgraph -path "*$(uname -m)*" | head -1)
for module in Flowline FlowlineRecording FlowlineTesting; do
  mkdir -p ".build/docs"
  dir=$(mktemp -d)
  cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$dir"/ 2>/dev/null || true
  docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$dir" \
    --output-path ".build/docs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.flowline.$module" \
    --warnings-as-errors
  rm -rf "$dir"
  echo "docs: .build/docs/$module"
done
