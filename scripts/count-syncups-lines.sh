#!/usr/bin/env bash
# Counts the SyncUps example's lines and tests for the "Side by side" table of
# Examples/SyncUps/README.md, and prints the table's rows for Flowline's column:
#   core           every .swift file under Sources/SyncUpsCore (the features, models,
#                  dependencies, the flow; with the Apple-only live speech and "open settings")
#   SwiftUI views  every .swift file under Sources/SyncUpsSwiftUI
#   app            every .swift file under Sources/syncups-app (the SwiftUI app's entry point)
#   test lines     every .swift file under Tests
#   tests          the `@Test` functions under Tests (none is parameterized)
# Lines are `wc -l`: comments and blank lines included. The third column (TCA's published
# numbers) is not measured here: it is copied from the README's rows as they stand.
#
#   scripts/count-syncups-lines.sh           prints the rows
#   scripts/count-syncups-lines.sh --check   fails unless the README's rows are these rows
set -euo pipefail
cd "$(dirname "$0")/../Examples/SyncUps"
readme=README.md

# The number of lines of every .swift file under a directory.
lines() {
  find "$1" -name '*.swift' -print0 | sort -z | xargs -0 cat | wc -l | tr -d ' '
}

# 1234567 -> 1,234,567
grouped() {
  awk -v n="$1" 'BEGIN { s = ""; while (length(n) > 3) { s = "," substr(n, length(n) - 2) s;
    n = substr(n, 1, length(n) - 3) } print n s }'
}

# The README row whose first cell is $1, or nothing.
readme_row() {
  grep -F "| $1 |" "$readme" | head -1 || true
}

# The third cell of the README row whose first cell is $1 (TCA's published number).
published() {
  local row
  row=$(readme_row "$1")
  [ -n "$row" ] || { echo "error: $readme has no row \"$1\"" >&2; exit 1; }
  echo "$row" | awk -F '|' '{ gsub(/^ +| +$/, "", $4); print $4 }'
}

core=$(lines Sources/SyncUpsCore)
views=$(lines Sources/SyncUpsSwiftUI)
app=$(lines Sources/syncups-app)
tests=$(lines Tests)
test_count=$(grep -rhE '^[[:space:]]*@Test([[:space:](]|$)' Tests --include='*.swift' | wc -l \
  | tr -d ' ')
tca_lines=$(published 'Feature and dependency lines')
tca_test_lines=$(published 'Test lines')
tca_tests=$(published 'Tests')

rows=(
  "| Feature and dependency lines | $(grouped "$core") (core) + $(grouped "$views") (SwiftUI views) + $(grouped "$app") (app) = $(grouped $((core + views + app))) | $tca_lines |"
  "| Test lines | $(grouped "$tests") | $tca_test_lines |"
  "| Tests | $(grouped "$test_count") | $tca_tests |"
)

if [ "${1:-}" = "--check" ]; then
  status=0
  for row in "${rows[@]}"; do
    label=$(echo "$row" | awk -F '|' '{ gsub(/^ +| +$/, "", $2); print $2 }')
    actual=$(readme_row "$label")
    if [ "$actual" != "$row" ]; then
      echo "error: Examples/SyncUps/README.md says" >&2
      echo "  $actual" >&2
      echo "but the sources count" >&2
      echo "  $row" >&2
      status=1
    fi
  done
  if [ "$status" -ne 0 ]; then
    echo "Update the table with the rows scripts/count-syncups-lines.sh prints." >&2
    exit 1
  fi
  echo "Examples/SyncUps/README.md's line counts match the sources."
elif [ $# -eq 0 ]; then
  printf '%s\n' "${rows[@]}"
else
  echo "usage: scripts/count-syncups-lines.sh [--check]" >&2
  exit 2
fi
