#!/usr/bin/env bash
# Type-checks every file behind `#if canImport(SwiftUI)` on Linux, against the interface of the
# SwiftUI API they use (scripts/swiftui-interface, written from Apple's documented signatures
# and isolation), and the SyncUps example's Apple-only dependencies (live speech behind
# `#if canImport(Speech)`, "open settings" behind `#if canImport(UIKit)` / `canImport(AppKit)`)
# against interfaces of Speech, AVFoundation, UIKit and AppKit in the same folder. It catches
# glue that drifts from Flowline's API, wrong isolation or sendability, and uses of Apple API the
# interfaces do not declare; it cannot catch what only the real SDK knows (see README, "The
# Apple glue on Linux"). The macOS CI job stays the real check. Run by scripts/test-all.sh after
# both packages are built (debug); run it under the build lock.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature MemberImportVisibility
  -enable-upcoming-feature InternalImportsByDefault -warnings-as-errors)

interface=scripts/swiftui-interface
echo "SwiftUI interface"
swiftc -emit-module -parse-as-library -module-name SwiftUI -swift-version 6 \
  -emit-module-path "$work/SwiftUI.swiftmodule" "$interface"/SwiftUI*.swift

# Each framework is a module of its own. AVFoundation and Speech are compiled with library
# evolution, so that a switch over one of their enums needs `@unknown default`, as over the
# Objective-C enums they stand for. UIKit goes in a directory of its own: code is type-checked
# with it (as on iOS) and without it (as on macOS, where `canImport(UIKit)` is false).
echo "Speech, AVFoundation, UIKit and AppKit interfaces"
mkdir -p "$work/uikit"
apple_module() {
  local name=$1 out=$2
  shift 2
  swiftc -emit-module -parse-as-library -module-name "$name" -swift-version 6 -I "$work" "$@" \
    -emit-module-path "$out/$name.swiftmodule" "$interface/$name.swift"
}
apple_module AVFoundation "$work" -enable-library-evolution
apple_module Speech "$work" -enable-library-evolution
apple_module AppKit "$work"
apple_module UIKit "$work/uikit"

modules="$root/.build/debug/Modules"
[ -d "$modules" ] || { (swift build --target Flowline >/dev/null); }

echo "FlowlineSwiftUI"
swiftc -emit-module -parse-as-library -module-name FlowlineSwiftUI -package-name flowline \
  "${flags[@]}" -I "$work" -I "$modules" \
  -emit-module-path "$work/FlowlineSwiftUI.swiftmodule" Sources/FlowlineSwiftUI/*.swift

app=Examples/FilmCatalog
if [ -d "$app" ]; then
  (cd "$app" && swift build --target FilmCatalogData >/dev/null)
  app_modules="$root/$app/.build/debug/Modules"
  echo "FilmCatalogSwiftUI"
  swiftc -emit-module -parse-as-library -module-name FilmCatalogSwiftUI -package-name filmcatalog \
    "${flags[@]}" -I "$work" -I "$app_modules" \
    -emit-module-path "$work/FilmCatalogSwiftUI.swiftmodule" "$app"/Sources/FilmCatalogSwiftUI/*.swift
  echo "film-catalog-app"
  # FilmCatalogData imports GRDB, which imports its SQLite system library through a module map.
  sqlite_map=$(find "$app/.build/checkouts/GRDB.swift/Sources/GRDBSQLite" -name module.modulemap)
  swiftc -typecheck -parse-as-library -module-name film_catalog_app -package-name filmcatalog \
    "${flags[@]}" -I "$work" -I "$app_modules" -Xcc "-fmodule-map-file=$root/$sqlite_map" \
    "$app"/Sources/film-catalog-app/*.swift
fi
syncups=Examples/SyncUps
if [ -d "$syncups" ]; then
  (cd "$syncups" && swift build --target SyncUpsCore >/dev/null)
  # SyncUpsCore itself builds on Linux; its Apple-only files are compiled out there, so they are
  # type-checked here, the whole module each time, as on iOS and as on macOS.
  core_sources=()
  while IFS= read -r file; do core_sources+=("$file"); done \
    < <(find "$syncups/Sources/SyncUpsCore" -name '*.swift' | sort)
  echo "SyncUpsCore with Speech, AVFoundation and UIKit (as on iOS)"
  swiftc -typecheck -parse-as-library -module-name SyncUpsCore -package-name syncups \
    "${flags[@]}" -I "$work" -I "$work/uikit" -I "$root/$syncups/.build/debug/Modules" \
    "${core_sources[@]}"
  echo "SyncUpsCore with Speech, AVFoundation and AppKit (as on macOS)"
  swiftc -typecheck -parse-as-library -module-name SyncUpsCore -package-name syncups \
    "${flags[@]}" -I "$work" -I "$root/$syncups/.build/debug/Modules" "${core_sources[@]}"
  echo "SyncUpsSwiftUI"
  swiftc -emit-module -parse-as-library -module-name SyncUpsSwiftUI -package-name syncups \
    "${flags[@]}" -I "$work" -I "$root/$syncups/.build/debug/Modules" \
    -emit-module-path "$work/SyncUpsSwiftUI.swiftmodule" "$syncups"/Sources/SyncUpsSwiftUI/*.swift
  echo "syncups-app"
  swiftc -typecheck -parse-as-library -module-name syncups_app -package-name syncups \
    "${flags[@]}" -I "$work" -I "$root/$syncups/.build/debug/Modules" \
    "$syncups"/Sources/syncups-app/*.swift
fi
echo "The Apple glue type-checks against the interfaces."
