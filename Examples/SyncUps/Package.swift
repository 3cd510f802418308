// swift-tools-version: 6.1
import PackageDescription

/// Settings shared by every target: each line names the proposal it turns on.
let swiftSettings: [SwiftSetting] = [
  // SE-0335: `any` is spelled out for existential types.
  .enableUpcomingFeature("ExistentialAny"),
  // SE-0444: a file sees only the members of modules it imports itself.
  .enableUpcomingFeature("MemberImportVisibility"),
  // SE-0409: imports are internal unless marked `public import`.
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "SyncUps",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
  ],
  // Named so that `xcodebuild -scheme` finds them (the macOS CI job builds them for iOS).
  products: [
    .library(name: "SyncUpsSwiftUI", targets: ["SyncUpsSwiftUI"]),
    .executable(name: "syncups-app", targets: ["syncups-app"]),
  ],
  dependencies: [
    .package(name: "Flowline", path: "../..")
  ],
  targets: [
    // UI-free: models, dependencies, the features and the app flow. The live speech client and
    // "open settings" call Speech, AVFoundation and UIKit or AppKit where they exist.
    .target(
      name: "SyncUpsCore",
      dependencies: [.product(name: "Flowline", package: "Flowline")],
      swiftSettings: swiftSettings
    ),
    // Apple platforms only: every file is inside `#if canImport(SwiftUI)`.
    .target(
      name: "SyncUpsSwiftUI",
      dependencies: [
        "SyncUpsCore",
        .product(name: "Flowline", package: "Flowline"),
        .product(name: "FlowlineSwiftUI", package: "Flowline"),
      ],
      swiftSettings: swiftSettings
    ),
    // The SwiftUI app on Apple platforms; elsewhere it says so and exits.
    .executableTarget(
      name: "syncups-app",
      dependencies: [
        "SyncUpsCore",
        "SyncUpsSwiftUI",
        .product(name: "Flowline", package: "Flowline"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "SyncUpsCoreTests",
      dependencies: [
        "SyncUpsCore",
        .product(name: "Flowline", package: "Flowline"),
        .product(name: "FlowlineTesting", package: "Flowline"),
      ],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
