import Foundation
import SwiftUI

struct PlayerRecord: Decodable {
  var name: String
  var rank: Int
  var item: Int?
}

struct SteamReply: Decodable {
  var profile: PlayerRecord
  var rank: Int
}

final class StoredPlayer {
  var name = ""
  var rank = 0
}

// Copies a record into published fields; nothing writes them afterwards: other types' fields
// of the same names are written through locals whose declarations name their types, and the
// row hands a binding of one to a view that only reads it.
final class PlayerRowModel: ObservableObject {
  @Published var record: PlayerRecord?
  @Published var name: String
  @Published var rank: Int
  @Published var item: Int?

  init(record: PlayerRecord) {
    self.record = record
    name = record.name
    rank = record.rank
    item = record.item
  }

  init(name: String) {
    self.name = name
    rank = 0
  }
}

func importPlayers(_ data: Data) throws -> StoredPlayer {
  let reply = try JSONDecoder().decode(SteamReply.self, from: data)
  var profile = reply.profile
  profile.rank = reply.rank
  let stored = StoredPlayer()
  stored.name = profile.name
  stored.rank = profile.rank
  return stored
}

struct ItemIcon: View {
  @Binding var id: Int?
  var body: some View { Text("\(id ?? 0)").task(id: id) {} }
}

struct PlayerRowView: View {
  @ObservedObject var model: PlayerRowModel
  var body: some View {
    HStack {
      Text(model.name)
      ItemIcon(id: $model.item)
    }
  }
}

struct TeamView: View {
  let players: [PlayerRecord]
  var body: some View {
    ForEach(players, id: \.name) { player in
      PlayerRowView(model: PlayerRowModel(record: player))
    }
    PlayerRowView(model: PlayerRowModel(name: "Captain"))
  }
}

// A binding handed to a view that writes it makes the model edited: reported.
final class DraftRowModel: ObservableObject {
  @Published var item: Int?
  init(item: Int?) { self.item = item }
}

struct ItemPicker: View {
  @Binding var id: Int?
  var body: some View { Button("Pick") { id = 3 } }
}

struct DraftRow: View {
  @ObservedObject var model: DraftRowModel
  var body: some View { ItemPicker(id: $model.item) }
}

struct DraftList: View {
  var body: some View {
    DraftRow(model: DraftRowModel(item: nil))  // expect: body-side-effect
  }
}

// A child that hands the binding on to a control writes through it too: reported.
struct ItemMenu: View {
  @Binding var id: Int?
  var body: some View {
    Picker("Item", selection: $id) { Text("None").tag(Int?.none) }
  }
}

struct MenuRow: View {
  @ObservedObject var model: DraftRowModel
  var body: some View { ItemMenu(id: $model.item) }
}

struct MenuList: View {
  var body: some View {
    MenuRow(model: DraftRowModel(item: 1))  // expect: body-side-effect
  }
}
