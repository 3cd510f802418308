#!/usr/bin/env bash
# Type-checks every file behind `#if canImport(SwiftUI)` on Linux, against the interface of the
# SwiftUI API they use (scripts/swiftui-interface, written from Apple's documented signatures
# and isolation). It catches glue that drifts from Flowline's API, wrong isolation or
# sendability, and uses of SwiftUI API the interface does not declare; it cannot catch what only
# the real SDK knows (see README, "The Apple glue on Linux"). The macOS CI job stays the real
# check. Run by scripts/test-all.sh after both packages are built (debug); run it under the
# build lock.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature MemberImportVisibility
  -enable-upcoming-feature InternalImportsByDefault -warnings-as-errors)

echo "SwiftUI interface"
swiftc -emit-module -parse-as-library -module-name SwiftUI -swift-version 6 \
  -emit-module-path "$work/SwiftUI.swiftmodule" scripts/swiftui-interface/*.swift

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
  echo "SyncUpsSwiftUI"
  swiftc -emit-module -parse-as-library -module-name SyncUpsSwiftUI -package-name syncups \
    "${flags[@]}" -I "$work" -I "$root/$syncups/.build/debug/Modules" \
    -emit-module-path "$work/SyncUpsSwiftUI.swiftmodule" "$syncups"/Sources/SyncUpsSwiftUI/*.swift
  echo "syncups-app"
  swiftc -typecheck -parse-as-library -module-name syncups_app -package-name syncups \
    "${flags[@]}" -I "$work" -I "$root/$syncups/.build/debug/Modules" \
    "$syncups"/Sources/syncups-app/*.swift
fi
echo "The SwiftUI glue type-checks against the interface."
