import SwiftData
import SwiftUI

@Model
final class SavedInstance {
  @Attribute(.unique) var id: String
  var name: String
  var isUserAdded: Bool

  init(id: String = UUID().uuidString, name: String, isUserAdded: Bool = false) {
    self.id = id
    self.name = name
    self.isUserAdded = isUserAdded
  }
}

struct InstanceRow: View {
  let instance: SavedInstance
  var body: some View { Text(instance.name) }
}

// A never-inserted model built only to hand the row a name: a value, nothing writes it.
struct InstanceList: View {
  let fetchedNames: [String]
  var body: some View {
    ForEach(fetchedNames, id: \.self) { name in
      InstanceRow(instance: SavedInstance(name: name))
    }
  }
}
