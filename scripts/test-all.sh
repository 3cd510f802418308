#!/usr/bin/env bash
# Runs every test of every package in this repository, the way CI does:
#   (each directory is linted with its nearest .swift-format: tests relax the doc-comment rule)
#   1. `swift format lint` with the committed .swift-format configuration;
#   2. each package built with its tests, failing on any warning in this repository's code;
#   3. each package's tests (the library, the lint tool, the example app), and the library's
#      DocC documentation (scripts/build-docs.sh); the lint tool's command plugin run in a
#      sample package written from scratch (Tools/flowline/Scripts/test-plugin.sh); the SyncUps
#      README's line counts checked against its sources (scripts/count-syncups-lines.sh --check,
#      a failure fails the run);
#   4. every file behind `#if canImport(SwiftUI)`, and SyncUps' Apple-only speech and settings
#      code, type-checked against interfaces of the Apple API they use
#      (scripts/check-swiftui-glue.sh);
#   5. the benchmarks package built (benchmarks are measurements, not tests: they don't run here).
# It ends with one line, "N passed, N failed", counting every test of every package.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
passed=0
failed=0

section() { printf '\n== %s\n' "$1"; }

# Builds a package with its tests and fails on a warning in the repository's own sources.
build_without_warnings() {
  local dir=$1 name=$2
  (cd "$dir" && swift build --build-tests 2>&1) | tee "$logs/$name-build.log"
  if grep -E "^$root/[^ ]*\.swift:[0-9]+:[0-9]+: warning:" "$logs/$name-build.log" \
    | grep -v '/\.build' | sort -u | tee "$logs/$name-warnings.log" | grep -q .; then
    echo "error: $name has warnings (above); the repository builds with zero warnings" >&2
    exit 1
  fi
}

# Runs a package's tests and adds its Swift Testing and XCTest counts to the totals.
run_tests() {
  local dir=$1 name=$2
  local status=0
  (cd "$dir" && swift test 2>&1) | tee "$logs/$name-test.log" || status=$?
  local ran issues
  ran=$(grep -Eo 'Test run with [0-9]+ tests?' "$logs/$name-test.log" | grep -Eo '[0-9]+' | tail -1)
  issues=$(grep -Ec '^✘ Test .* (failed|recorded an issue)' "$logs/$name-test.log" || true)
  ran=${ran:-0}
  if [ "$status" -ne 0 ] || grep -q 'Test run with .* failed' "$logs/$name-test.log"; then
    failed=$((failed + (issues > 0 ? issues : 1)))
    passed=$((passed + ran - (issues > 0 ? issues : 1)))
    echo "$passed passed, $failed failed"
    exit 1
  fi
  if [ "$ran" -eq 0 ]; then
    echo "error: $name ran no test" >&2
    exit 1
  fi
  passed=$((passed + ran))
}

section "swift format lint"
lint_paths=(Package.swift Sources Tests scripts/swiftui-interface)
for extra in Tools/flowline/Package.swift Tools/flowline/Sources Tools/flowline/Tests \
  Tools/flowline/Plugins \
  Examples/FilmCatalog/Package.swift Examples/FilmCatalog/Sources Examples/FilmCatalog/Tests \
  Examples/SyncUps/Package.swift Examples/SyncUps/Sources Examples/SyncUps/Tests \
  Benchmarks/Package.swift Benchmarks/Benchmarks; do
  [ -e "$extra" ] && lint_paths+=("$extra")
done
swift format lint --strict --recursive --parallel "${lint_paths[@]}"

section "Flowline (library)"
build_without_warnings . flowline
run_tests . flowline

section "Documentation (DocC, warnings are errors)"
./scripts/build-docs.sh

if [ -f Tools/flowline/Package.swift ]; then
  section "flowline (lint tool)"
  build_without_warnings Tools/flowline tool
  run_tests Tools/flowline tool

  section "flowline plugin (swift package lint-flowline in a fresh sample package)"
  plugin_status=0
  Tools/flowline/Scripts/test-plugin.sh 2>&1 | tee "$logs/plugin.log" || plugin_status=$?
  plugin_passed=$(grep -Eo '^[0-9]+ passed, [0-9]+ failed$' "$logs/plugin.log" \
    | grep -Eo '^[0-9]+' || echo 0)
  plugin_failed=$(grep -Eo '^[0-9]+ passed, [0-9]+ failed$' "$logs/plugin.log" \
    | grep -Eo '[0-9]+ failed' | grep -Eo '[0-9]+' || echo 1)
  passed=$((passed + plugin_passed))
  failed=$((failed + plugin_failed))
  if [ "$plugin_status" -ne 0 ] || [ "$plugin_failed" -ne 0 ]; then
    echo "$passed passed, $((failed > 0 ? failed : 1)) failed"
    exit 1
  fi
fi

if [ -f Examples/FilmCatalog/Package.swift ]; then
  section "FilmCatalog (example app)"
  build_without_warnings Examples/FilmCatalog example
  run_tests Examples/FilmCatalog example

  section "FilmCatalog (end-to-end: the real binary in a pseudo-terminal, with pexpect)"
  (cd Examples/FilmCatalog && swift build --product film-catalog)
  e2e_binary="$(cd Examples/FilmCatalog && swift build --show-bin-path)/film-catalog"
  e2e_status=0
  python3 Examples/FilmCatalog/Tests/EndToEnd/test_film_catalog.py "$e2e_binary" 2>&1 \
    | tee "$logs/e2e.log" || e2e_status=$?
  e2e_passed=$(grep -Eo '^[0-9]+ passed, [0-9]+ failed$' "$logs/e2e.log" | grep -Eo '^[0-9]+' || echo 0)
  e2e_failed=$(grep -Eo '^[0-9]+ passed, [0-9]+ failed$' "$logs/e2e.log" | grep -Eo '[0-9]+ failed' \
    | grep -Eo '[0-9]+' || echo 1)
  passed=$((passed + e2e_passed))
  failed=$((failed + e2e_failed))
  if [ "$e2e_status" -ne 0 ] || [ "$e2e_failed" -ne 0 ]; then
    echo "$passed passed, $((failed > 0 ? failed : 1)) failed"
    exit 1
  fi
fi

if [ -f Examples/SyncUps/Package.swift ]; then
  section "SyncUps (the comparison app)"
  build_without_warnings Examples/SyncUps syncups
  run_tests Examples/SyncUps syncups

  section "SyncUps README line counts (scripts/count-syncups-lines.sh --check)"
  if ! ./scripts/count-syncups-lines.sh --check; then
    echo "$passed passed, $((failed + 1)) failed"
    echo "error: Examples/SyncUps/README.md's line counts disagree with the sources" >&2
    exit 1
  fi
fi

section "Apple glue (type-checked on Linux against scripts/swiftui-interface)"
./scripts/check-swiftui-glue.sh

if [ -f Benchmarks/Package.swift ]; then
  section "Benchmarks (build only)"
  (cd Benchmarks && swift build)
fi

echo
echo "$passed passed, $failed failed"
