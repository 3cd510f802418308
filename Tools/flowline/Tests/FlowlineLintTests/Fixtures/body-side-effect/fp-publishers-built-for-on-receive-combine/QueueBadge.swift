import SwiftUI

struct QueueBadge: View {
  @ObservedObject var queue: DownloadQueue
  @State private var count = 0
  @State private var last = ""

  var body: some View {
    Text("\(count) \(last)")
      .onReceive(queue.pendingCountStream().receive(on: DispatchQueue.main)) { count = $0 }
      .onReceive(queue.finishedNames()) { last = $0 }
      .onTapGesture { queue.enqueue("next") }
  }
}
