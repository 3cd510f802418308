import SwiftUI

struct HomeView: View {
  @EnvironmentObject var store: AppStore
  var body: some View { Text("\(store.a)") }
}

struct InboxView: View {
  @EnvironmentObject private var store: AppStore
  var body: some View { Text("\(store.b)") }
}

struct CartView: View {
  @Environment(\.appStore) private var store
  var body: some View { Text("\(store.c)") }
}

struct SettingsView: View {
  @Environment(\.appStore) private var store
  var body: some View { Text("\(store.d)") }
}
