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
    .library(name: "Flowline", targets: ["Flowline"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0")
  ],
  targets: [
    .target(
      name: "Flowline",
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
        "SampleFeatures",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
