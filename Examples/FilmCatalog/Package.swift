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
  name: "FilmCatalog",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
  ],
  products: [
    .executable(name: "film-catalog", targets: ["film-catalog"]),
    // Named so that `xcodebuild -scheme` finds them (the macOS CI job builds them for iOS).
    .library(name: "FilmCatalogSwiftUI", targets: ["FilmCatalogSwiftUI"]),
    .executable(name: "film-catalog-app", targets: ["film-catalog-app"]),
  ],
  dependencies: [
    // The library, by path: its users never resolve GRDB.
    .package(name: "Flowline", path: "../.."),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    // Passwords are kept as salted scrypt hashes (CryptoExtras' `KDF.Scrypt`).
    .package(url: "https://github.com/apple/swift-crypto.git", from: "4.0.0"),
  ],
  targets: [
    // UI-free: domain models, repository interfaces, the features and the app flow.
    .target(
      name: "FilmCatalogCore",
      dependencies: [
        .product(name: "Flowline", package: "Flowline"),
        .product(name: "FlowlineRecording", package: "Flowline"),
      ],
      swiftSettings: swiftSettings
    ),
    // SQLite through GRDB: migrations, seed data, repositories, persistence.
    .target(
      name: "FilmCatalogData",
      dependencies: [
        "FilmCatalogCore",
        .product(name: "Flowline", package: "Flowline"),
        .product(name: "FlowlineRecording", package: "Flowline"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CryptoExtras", package: "swift-crypto"),
      ],
      swiftSettings: swiftSettings
    ),
    // The terminal front end's pure parts: rendering, key decoding and mapping, the screen loop's
    // state. No terminal I/O here, so that all of it is tested.
    .target(
      name: "FilmCatalogTerminal",
      dependencies: [
        "FilmCatalogCore",
        .product(name: "Flowline", package: "Flowline"),
      ],
      swiftSettings: swiftSettings
    ),
    // The terminal app: raw mode, signals, window size, and the composition root.
    .executableTarget(
      name: "film-catalog",
      dependencies: [
        "FilmCatalogCore",
        "FilmCatalogData",
        "FilmCatalogTerminal",
        .product(name: "Flowline", package: "Flowline"),
        .product(name: "FlowlineRecording", package: "Flowline"),
      ],
      swiftSettings: swiftSettings
    ),
    // Apple platforms only: every file is inside `#if canImport(SwiftUI)`.
    .target(
      name: "FilmCatalogSwiftUI",
      dependencies: [
        "FilmCatalogCore",
        .product(name: "Flowline", package: "Flowline"),
        .product(name: "FlowlineSwiftUI", package: "Flowline"),
      ],
      swiftSettings: swiftSettings
    ),
    // The SwiftUI app on Apple platforms; elsewhere it says so and exits.
    .executableTarget(
      name: "film-catalog-app",
      dependencies: [
        "FilmCatalogCore",
        "FilmCatalogData",
        "FilmCatalogSwiftUI",
        .product(name: "Flowline", package: "Flowline"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FilmCatalogCoreTests",
      dependencies: [
        "FilmCatalogCore",
        .product(name: "Flowline", package: "Flowline"),
        .product(name: "FlowlineRecording", package: "Flowline"),
        .product(name: "FlowlineTesting", package: "Flowline"),
      ],
      // Sessions recorded with `film-catalog --record`, read by RecordedSessionTests.
      exclude: ["Recordings"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FilmCatalogDataTests",
      dependencies: [
        "FilmCatalogCore",
        "FilmCatalogData",
        .product(name: "Flowline", package: "Flowline"),
        .product(name: "FlowlineTesting", package: "Flowline"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FilmCatalogTerminalTests",
      dependencies: [
        "FilmCatalogCore",
        "FilmCatalogTerminal",
        .product(name: "Flowline", package: "Flowline"),
        .product(name: "FlowlineTesting", package: "Flowline"),
      ],
      // Reviewed snapshots, read from the source tree by the tests.
      exclude: ["Snapshots"],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
