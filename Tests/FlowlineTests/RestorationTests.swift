import Flowline
import Foundation
import Testing

@MainActor
@Suite struct RestorationTests {
  typealias AppFlowState = Flow<AppRoute, AppSheet>

  func saved(_ state: NavigationState<AppRoute, AppSheet>, version: Int = 1) throws -> Data {
    let flow = AppFlowState()
    flow.navigationState = state
    return try flow.encodedNavigationState(version: version)
  }

  @Test func theNavigationStateRoundTrips() throws {
    let state = NavigationState<AppRoute, AppSheet>(
      path: [.users, .download(id: 7)], destination: .onboarding)
    let restored = AppFlowState()
    try restored.restore(from: try saved(state))
    #expect(restored.navigationState == state)
  }

  @Test func emptyDataFallsBackToTheRoot() {
    let flow = AppFlowState(path: [.users])
    #expect(throws: RestorationError.self) { try flow.restore(from: Data()) }
    #expect(flow.navigationState == NavigationState())
  }

  @Test func corruptDataFallsBackToTheRootAndHandsTheBytesBack() {
    let flow = AppFlowState(path: [.users], destination: .onboarding)
    let garbage = Data("{\"version\":1,\"state\":{\"path\":[{\"teleport\":{}}]}}".utf8)
    do {
      try flow.restore(from: garbage)
      Issue.record("expected a restoration error")
    } catch {
      guard case .corrupt = error.reason else {
        Issue.record("expected corrupt, got \(error.reason)")
        return
      }
      #expect(error.data == garbage)
      #expect(error.description.contains("unreadable"))
    }
    #expect(flow.navigationState == NavigationState())
  }

  @Test func anUnknownVersionIsTypedAndCanBeMigrated() throws {
    let old = try saved(NavigationState(path: [.users]), version: 0)
    let flow = AppFlowState()
    do {
      try flow.restore(from: old, version: 1)
      Issue.record("expected a restoration error")
    } catch {
      #expect(error.reason == .unsupportedVersion(found: 0, supported: 1))
      #expect(error.data == old)
    }
    try flow.restore(from: old, version: 1) { version, _ in
      version == 0 ? NavigationState(path: [.users, .download(id: 1)]) : nil
    }
    #expect(flow.path == [.users, .download(id: 1)])
  }

  @Test func everyTruncationOfValidDataFailsSafely() throws {
    let data = try saved(
      NavigationState(
        path: [.users, .download(id: 12), .download(id: 345)], destination: .onboarding))
    for length in 0..<data.count {
      let flow = AppFlowState(path: [.users])
      let truncated = data.prefix(length)
      do {
        try flow.restore(from: truncated)
        Issue.record("a truncation to \(length) bytes restored")
      } catch {
        #expect(error.data == truncated)
        #expect(flow.navigationState == NavigationState())
      }
    }
  }

  @Test func randomAndBitFlippedInputNeverCrashes() throws {
    var generator = SplitMix64(seed: 0x5EED)
    let valid = try saved(NavigationState(path: [.users, .download(id: 99)]))
    var restored = 0
    var rejected = 0
    for round in 0..<2_000 {
      var bytes: Data
      if round.isMultiple(of: 2) {
        bytes = Data(
          (0..<Int.random(in: 0..<64, using: &generator)).map { _ in
            UInt8.random(in: 0...255, using: &generator)
          })
      } else {
        bytes = valid
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
      }
      let flow = AppFlowState(path: [.users])
      do {
        try flow.restore(from: bytes)
        restored += 1
      } catch {
        rejected += 1
        #expect(error.data == bytes)
        #expect(flow.navigationState == NavigationState())
      }
    }
    #expect(restored + rejected == 2_000)
    #expect(rejected > 1_000)
  }
}

/// A small deterministic random number generator for fuzzing.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
