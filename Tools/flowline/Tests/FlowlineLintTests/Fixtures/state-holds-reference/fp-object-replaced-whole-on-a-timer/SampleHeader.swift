import Combine
import Foundation
import SwiftUI

final class SampleSeed: ObservableObject {
  let data: Data
  @Published var name = ""

  init() { data = Data((0..<16).map { _ in UInt8.random(in: 0...255) }) }

  var hex: String { data.map { String(format: "%02x", $0) }.joined() }
}

// A fresh seed every three seconds, set up before it is stored: @State sees each one.
struct SampleHeader: View {
  @State private var seed = SampleSeed()
  private let ticks = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

  var body: some View {
    Text(seed.hex)
      .onReceive(ticks) { _ in next() }
  }

  private func next() {
    let seed = SampleSeed()
    seed.name = "Sample"
    self.seed = seed
  }
}
