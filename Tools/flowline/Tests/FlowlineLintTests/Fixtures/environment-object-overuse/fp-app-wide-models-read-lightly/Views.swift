import SwiftUI

// Global concerns — a theme, the signed-in account, the API client — read from the
// environment by many views: exactly what seeds 003 and 004 reserve the environment for.
@Observable final class Palette {
  var background = Color.white
  var tint = Color.blue
}
@Observable final class SignedInAccount {
  var handle = ""
  var lists: [String] = []
}
@Observable final class Backend {
  var isAuthenticated = false
  var host = ""
}

// Reads one thing from each of three app-wide models.
struct InboxView: View {
  @Environment(Palette.self) private var palette
  @Environment(SignedInAccount.self) private var account
  @Environment(Backend.self) private var backend

  var body: some View {
    List(account.lists, id: \.self) { Text($0) }
      .background(palette.background)
      .disabled(!backend.isAuthenticated)
  }
}

struct ProfileHeader: View {
  @Environment(Palette.self) private var palette
  @Environment(SignedInAccount.self) private var account
  @Environment(Backend.self) private var backend
  var body: some View {
    Text(account.handle).foregroundStyle(palette.tint).help(backend.host)
  }
}

struct ListsView: View {
  @Environment(Palette.self) private var palette
  @Environment(SignedInAccount.self) private var account
  @Environment(Backend.self) private var backend
  var body: some View {
    List(account.lists, id: \.self) { Text($0) }
      .tint(palette.tint)
      .navigationTitle(backend.host)
  }
}

struct ServerBadge: View {
  @Environment(Palette.self) private var palette
  @Environment(SignedInAccount.self) private var account
  @Environment(Backend.self) private var backend
  var body: some View {
    Text(backend.host).foregroundStyle(palette.tint).badge(account.lists.count)
  }
}
