import Combine
import SwiftUI

/// One entity's store: it publishes its own items.
final class EntityStore<Item>: ObservableObject {
  @Published var items: [Item] = []
}

/// A registry of per-entity stores, made once: its `@Published` stores are only set by the
/// initializer (screens change the stores' items, never the stores themselves), so it never
/// announces a change.
final class AssetStores: ObservableObject {
  @Published var pens: EntityStore<String>
  @Published var papers: EntityStore<String>
  @Published var machines: EntityStore<String>
  @Published var projects: EntityStore<Int>
  @Published var jobs: EntityStore<Int>
  @Published var units: EntityStore<Double>
  @Published var formats: EntityStore<Double>
  @Published var ratios: EntityStore<Double>
  @Published var connections: EntityStore<URL>
  @Published var colors: EntityStore<String>

  init() {
    pens = EntityStore()
    papers = EntityStore()
    machines = EntityStore()
    projects = EntityStore()
    jobs = EntityStore()
    units = EntityStore()
    formats = EntityStore()
    ratios = EntityStore()
    connections = EntityStore()
    colors = EntityStore()
  }
}

struct PenPicker: View {
  @EnvironmentObject var stores: AssetStores
  var body: some View { Text("\(stores.pens.items.count) \(stores.colors.items.count)") }
}

struct PaperPicker: View {
  @EnvironmentObject var stores: AssetStores
  var body: some View { Text("\(stores.papers.items.count) \(stores.formats.items.count)") }
}

struct MachineList: View {
  @EnvironmentObject var stores: AssetStores
  var body: some View { Text("\(stores.machines.items.count) \(stores.connections.items.count)") }
}

struct JobList: View {
  @EnvironmentObject var stores: AssetStores
  var body: some View {
    Button("Add") { stores.jobs.items.append(stores.projects.items.count) }
  }
}

@main
struct PlotterApp: App {
  @StateObject private var stores = AssetStores()
  var body: some Scene { WindowGroup { PenPicker().environmentObject(stores) } }
}
