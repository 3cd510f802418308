import Foundation
import SwiftUI

/// The same protocol shapes, but these conformers do asynchronous work (or run on an actor),
/// and a class that declares `async` itself keeps its declaration as the evidence.
protocol StatusProviding {
  func currentInfo() async -> String
}

final class RemoteStatus: StatusProviding {
  func currentInfo() async -> String {
    let url = URL(string: "https://example.com/status")!
    let data = try? await URLSession.shared.data(from: url).0
    return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
  }
}

actor Ledger: StatusProviding {
  private var total = 0
  func currentInfo() async -> String { "\(total)" }
}

final class Syncer {
  func pushAll() async -> Int { 0 }
}

struct StatusBar: View {
  let remote: RemoteStatus
  let ledger: Ledger
  let syncer: Syncer
  @State private var text = ""

  var body: some View {
    Text(text)
      .task {
        text = await remote.currentInfo()  // expect: view-calls-service
        text += await ledger.currentInfo()  // expect: view-calls-service
        text += "\(await syncer.pushAll())"  // expect: view-calls-service
      }
  }
}
