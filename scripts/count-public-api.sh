#!/usr/bin/env bash
# Counts the public declarations of a module's sources: every line that declares something
# `public` (imports and doc comments aside). This is how the core's size is measured (issue
# "one way to do each thing": Flowline ≤ 180).
#   scripts/count-public-api.sh [Sources/Flowline]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-Sources/Flowline}
grep -rhE "\bpublic\b" "$dir" --include=*.swift | grep -v "public import" | grep -vE "^\s*///" | wc -l
