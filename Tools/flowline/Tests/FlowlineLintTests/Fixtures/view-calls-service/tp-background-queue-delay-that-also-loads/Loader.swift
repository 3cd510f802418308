import Foundation
import SwiftUI

// The background queue also reads a file before the hop back: work the view starts.
class DelayedLoader {
  class func load(name: String, completion: @escaping (Data?) -> Void) {
    DispatchQueue.global().async {
      usleep(10_000)
      let data = FileManager.default.contents(atPath: name)
      DispatchQueue.main.async { completion(data) }
    }
  }
}

struct FileView: View {
  @State private var size = 0

  var body: some View {
    Text("\(size)")
      .onAppear {
        DelayedLoader.load(name: "a") { size = $0?.count ?? 0 }  // expect: view-calls-service
      }
  }
}
