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
  name: "Flowline",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "Flowline", targets: ["Flowline"]),
    .library(name: "FlowlineTesting", targets: ["FlowlineTesting"]),
    .library(name: "FlowlineSwiftUI", targets: ["FlowlineSwiftUI"]),
    .library(name: "FlowlineRecording", targets: ["FlowlineRecording"]),
  ],
  dependencies: [
    // FlowlineTesting only, except IssueReporting (Flowline reports a missing test value with
    // it): a library that depends on `Flowline` alone never builds the others.
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "Flowline",
      dependencies: [
        // A test that reads a dependency it did not provide fails, naming it.
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay")
      ],
      swiftSettings: swiftSettings
    ),
    // Apple platforms only: every file is inside `#if canImport(SwiftUI)`.
    .target(
      name: "FlowlineSwiftUI",
      dependencies: ["Flowline"],
      swiftSettings: swiftSettings
    ),
    // Session recording: an app that records its sessions, and FlowlineTesting's replay.
    .target(
      name: "FlowlineRecording",
      dependencies: ["Flowline"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "FlowlineTesting",
      dependencies: [
        "Flowline",
        "FlowlineRecording",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Bridges reported issues to Swift Testing and XCTest in the tests that use the harness.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: swiftSettings
    ),
    // The smallest runnable demo: `swift run flowline-demo`.
    .executableTarget(
      name: "flowline-demo",
      dependencies: ["Flowline"],
      path: "Sources/FlowlineDemo",
      swiftSettings: swiftSettings
    ),
    // The seeds' UserList and Login features, shared by the test targets.
    .target(
      name: "SampleFeatures",
      dependencies: ["Flowline"],
      path: "Tests/SampleFeatures",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FlowlineTests",
      dependencies: [
        "Flowline",
        "FlowlineTesting",
        "SampleFeatures",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: swiftSettings
    ),
    // The README's and DocC's examples, compiled as a user's package would compile them: only
    // `import Flowline` / `import FlowlineTesting`, and no upcoming features.
    .testTarget(
      name: "ReadmeTests",
      dependencies: ["Flowline", "FlowlineRecording", "FlowlineTesting", "SampleFeatures"]
    ),
    .testTarget(
      name: "FlowlineTestingTests",
      dependencies: [
        "Flowline",
        "FlowlineRecording",
        "FlowlineTesting",
        "SampleFeatures",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
