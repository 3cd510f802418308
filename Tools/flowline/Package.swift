// swift-tools-version: 6.1
import PackageDescription

/// Upcoming language features shared by every target.
let swiftSettings: [SwiftSetting] = [
  // SE-0335: spell existential types with `any`.
  .enableUpcomingFeature("ExistentialAny"),
  // SE-0444: imports are visible only in the files that declare them.
  .enableUpcomingFeature("MemberImportVisibility"),
  // SE-0409: imports are internal unless marked otherwise.
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "flowline",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "FlowlineLint", targets: ["FlowlineLint"]),
    .library(name: "FlowlineScaffold", targets: ["FlowlineScaffold"]),
    .executable(name: "flowline", targets: ["flowline"]),
    // `swift package lint-flowline`: runs `flowline lint` over the package that depends on this one.
    .plugin(name: "LintFlowline", targets: ["LintFlowline"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "FlowlineLint",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ],
      swiftSettings: swiftSettings
    ),
    // `flowline new`: pure text generation, so it neither waits for nor links swift-syntax.
    .target(
      name: "FlowlineScaffold",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "flowline",
      dependencies: [
        "FlowlineLint",
        "FlowlineScaffold",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    .plugin(
      name: "LintFlowline",
      capability: .command(
        intent: .custom(
          verb: "lint-flowline",
          description: "Report SwiftUI data-flow failure modes in the package's targets.")),
      dependencies: ["flowline"]
    ),
    .testTarget(
      name: "FlowlineLintTests",
      dependencies: ["FlowlineLint"],
      resources: [.copy("Fixtures")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FlowlineScaffoldTests",
      dependencies: ["FlowlineScaffold", "FlowlineLint"],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
