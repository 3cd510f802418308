#!/usr/bin/env bash
# Tests the `lint-flowline` command plugin the way a user meets it: a sample package is written
# from scratch in a temporary folder, depends on this package by path, and runs
# `swift package lint-flowline` with several options. Each check prints PASS or FAIL; the script
# ends with "N passed, N failed" and exits 1 when a check failed.
#
# The sample's build folder is .build/plugin-check in this package (git-ignored, like
# .build/scaffold-check), so that only the first run builds flowline and swift-syntax again
# (about 1.5 minutes in debug on 2 cores; later runs take seconds); FLOWLINE_PLUGIN_SCRATCH=DIR
# puts it elsewhere, FLOWLINE_PLUGIN_KEEP=1 keeps the sample and its outputs.
# Usage: Scripts/test-plugin.sh   (from anywhere; under the build lock on a shared machine)
set -uo pipefail
tool=$(cd "$(dirname "$0")/.." && pwd)
scratch=${FLOWLINE_PLUGIN_SCRATCH:-$tool/.build/plugin-check}
work=$(mktemp -d)
trap '[ -n "${FLOWLINE_PLUGIN_KEEP:-}" ] || rm -rf "$work"' EXIT
sample=$work/Sample
passed=0
failed=0

check() { # check NAME CONDITION-COMMAND…
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
    echo "PASS $name"
  else
    failed=$((failed + 1))
    echo "FAIL $name"
  fi
}

# --- The sample package: one view with a finding, one clean view, one clean second target.
mkdir -p "$sample/Sources/SampleApp" "$sample/Sources/SampleKit"
cat > "$sample/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Sample",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "$tool")],
  targets: [
    .target(name: "SampleApp", dependencies: ["SampleKit"]),
    .target(name: "SampleKit"),
  ]
)
EOF
cat > "$sample/Sources/SampleApp/CounterView.swift" <<'EOF'
#if canImport(SwiftUI)
import SwiftUI

struct CounterView: View {
  @State var taps = 0

  var body: some View {
    Button("Tapped \(taps) times") { taps += 1 }
  }
}
#endif
EOF
cat > "$sample/Sources/SampleApp/TitleView.swift" <<'EOF'
#if canImport(SwiftUI)
import SwiftUI

struct TitleView: View {
  let title: String
  @State private var isExpanded = false

  var body: some View {
    Text(title).lineLimit(isExpanded ? nil : 1).onTapGesture { isExpanded.toggle() }
  }
}
#endif
EOF
cat > "$sample/Sources/SampleKit/Greeting.swift" <<'EOF'
/// A greeting for a name.
public func greeting(for name: String) -> String { "Hello, \(name)" }
EOF
expected='Sources/SampleApp/CounterView.swift:5:3: warning: '

# `swift package` does not show a plugin's compiler warnings: type-check it as SwiftPM compiles it
# (Swift 6, the PackageDescription version of the tool's manifest), warnings as errors.
plugin_api=$(dirname "$(dirname "$(realpath "$(command -v swift)")")")/lib/swift/pm/PluginAPI
check "the plugin compiles without warnings" \
  swiftc -typecheck -parse-as-library -swift-version 6 -package-description-version 6.1 \
  -warnings-as-errors -I "$plugin_api" -module-name LintFlowline \
  "$tool"/Plugins/LintFlowline/*.swift

# run NAME ARGS…: runs `swift package lint-flowline ARGS…` in the sample; sets status, out, err.
package_flags=()
run() {
  local name=$1
  shift
  status=0
  (cd "$sample" \
    && swift package --scratch-path "$scratch" ${package_flags[@]+"${package_flags[@]}"} \
      lint-flowline "$@") \
    > "$work/$name.out" 2> "$work/$name.err" || status=$?
  out=$(cat "$work/$name.out")
  err=$(cat "$work/$name.err")
  echo "--- swift package lint-flowline $* (exit $status)"
  grep -hv '^\(\[[0-9]*/[0-9]*\]\|Compiling\|Building\|Fetching\|Creating\|Working\|Computed\)' \
    "$work/$name.out" "$work/$name.err" | cut -c1-300 | tail -n 8
}

run plain
check "the finding is reported, in the package-relative xcode format" \
  grep -q "^$expected.*\[state-not-private\]\$" "$work/plain.out"
check "the clean files are not reported" \
  bash -c "! grep -q 'TitleView.swift\|Greeting.swift' '$work/plain.out'"
check "exit status non-zero: a warning reaches the default failure severity" test "$status" -ne 0
check "the summary follows the report: 1 finding in the 3 files of both targets" \
  bash -c "tail -n 1 '$work/plain.out' \
    | grep -q '^flowline: 1 finding in 3 files: state-not-private 1\$'"

run sarif --format sarif
check "--format sarif: exit status non-zero" test "$status" -ne 0
check "--format sarif: standard output is one SARIF 2.1.0 log with the finding, and only that" \
  python3 - "$work/sarif.out" <<'EOF'
import json, sys
log = json.load(open(sys.argv[1]))
assert log["version"] == "2.1.0", log["version"]
run = log["runs"][0]
rules = {rule["id"]: rule for rule in run["tool"]["driver"]["rules"]}
assert rules["state-not-private"]["helpUri"].endswith("#state-not-private")
assert rules["state-not-private"]["fullDescription"]["text"]
[result] = run["results"]
assert result["ruleId"] == "state-not-private" and result["level"] == "warning", result
location = result["locations"][0]["physicalLocation"]
assert location["artifactLocation"] == {
    "uri": "Sources/SampleApp/CounterView.swift", "uriBaseId": "%SRCROOT%"}, location
assert location["region"]["startLine"] == 5, location
EOF

run fail-on-error --fail-on error
check "--fail-on error: the warning is still printed, exit status 0" \
  bash -c "grep -q '^$expected' '$work/fail-on-error.out' && test $status -eq 0"

run one-target --target SampleKit
check "--target SampleKit: only that target is linted, exit status 0" \
  bash -c "grep -q 'flowline: 0 findings in 1 file' '$work/one-target.out' && test $status -eq 0"

run path Sources/SampleApp/TitleView.swift
check "a path replaces the targets: the clean file alone, exit status 0" \
  bash -c "grep -q 'flowline: 0 findings in 1 file' '$work/path.out' && test $status -eq 0"

echo '{ "rules": { "state-not-private": "off" } }' > "$sample/.flowline.json"
run configured
check "the package's .flowline.json is read: the rule turned off, exit status 0" \
  bash -c "grep -q 'flowline: 0 findings in 3 files' '$work/configured.out' && test $status -eq 0"
rm "$sample/.flowline.json"

echo '{ "rules": { "state-not-private": "error" } }' > "$sample/strict.json"
run config --config strict.json
check "--config FILE (relative to the package): the finding becomes an error, exit non-zero" \
  bash -c "grep -q '^Sources/SampleApp/CounterView.swift:5:3: error: ' '$work/config.out' \
    && test $status -ne 0"

package_flags=(--allow-writing-to-package-directory)
run write-baseline --write-baseline .flowline-baseline.json
package_flags=()
check "--write-baseline (allowed to write to the package) records the finding, exit status 0" \
  bash -c "test $status -eq 0 && grep -q 'state-not-private' '$sample/.flowline-baseline.json'"

run baseline --baseline .flowline-baseline.json
check "--baseline: the recorded finding is not reported again, exit status 0" \
  bash -c "grep -q '^flowline: 0 findings in 3 files (1 in baseline)' '$work/baseline.out' \
    && test $status -eq 0"

run usage --format yaml
check "a usage error is reported as an error on standard error, and fails" \
  bash -c "grep -q \"error: unknown format 'yaml'\" '$work/usage.err' && test $status -ne 0"

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
