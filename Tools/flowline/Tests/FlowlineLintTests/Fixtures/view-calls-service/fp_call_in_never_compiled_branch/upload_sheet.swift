import Foundation
import SwiftUI

final class Upload_Service {
  static let shared = Upload_Service()
  func send(_ name: String) async throws -> Int {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return data.count + name.count
  }
}

struct Upload_sheet: View {
  @State private var sent = 0

  var body: some View {
    Text("\(sent)")
      #if 0
        .task { sent = (try? await Upload_Service.shared.send("draft")) ?? 0 }
      #endif
  }
}
