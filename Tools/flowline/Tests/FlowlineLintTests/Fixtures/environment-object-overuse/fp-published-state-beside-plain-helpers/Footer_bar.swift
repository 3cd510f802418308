import SwiftUI

// Reads the one published property of two stores: all they announce.
struct Footer_bar: View {
  @EnvironmentObject var network_monitor: Network_monitor
  @EnvironmentObject var sync_engine: Sync_engine
  @EnvironmentObject var theme_store: Theme_store

  var body: some View {
    HStack {
      Text(network_monitor.is_online ? "online" : "offline")
      Text(sync_engine.last_sync?.description ?? "never")
      Text(theme_store.accent).bold(theme_store.uses_large_type)
    }
  }
}
