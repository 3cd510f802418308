import Combine
import SwiftUI

final class Sync_Service: ObservableObject {
  @Published var last_sync: Date?
  func sync_now() async { last_sync = Date() }
}

final class Service_hub: ObservableObject {
  let sync_service = Sync_Service()
  private var forward: AnyCancellable?
  init() {
    forward = sync_service.objectWillChange.sink { [weak self] _ in
      self?.objectWillChange.send()
    }
  }
}

struct Sync_footer: View {
  @ObservedObject var service_hub: Service_hub
  private var sync: Sync_Service { service_hub.sync_service }

  var body: some View {
    Text(sync.last_sync?.description ?? "Never")
      .onTapGesture { Task { await sync.sync_now() } }
  }
}
