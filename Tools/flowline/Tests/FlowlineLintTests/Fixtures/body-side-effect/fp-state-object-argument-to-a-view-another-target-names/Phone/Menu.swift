import SwiftUI

protocol MenuModeling: ObservableObject {
  var feeds: [String] { get }
}

final class MenuModel: MenuModeling {
  @Published var feeds: [String] = []
  init() { Task { [weak self] in self?.feeds = ["Top"] } }
}

// The phone's menu owns its model through the memberwise `@StateObject` parameter (an
// autoclosure, built once per view identity); the watch target has a menu of the same name
// without one.
struct MenuList<Model: MenuModeling>: View {
  @StateObject var model: Model  // expect: state-not-private
  @Binding var selection: String?

  var body: some View { List(model.feeds, id: \.self) { Text($0) } }
}

final class Reading_list_model: ObservableObject {
  @Published var items: [Int] = []
  init() { Task { [weak self] in self?.items = [1] } }
}

struct Reading_list: View {
  @StateObject var reading_model: Reading_list_model  // expect: state-not-private

  var body: some View { Text("\(reading_model.items.count)") }
}

struct PhoneRoot: View {
  @State private var selection: String?

  var body: some View {
    NavigationStack {
      MenuList(model: MenuModel(), selection: $selection)
      Reading_list(reading_model: Reading_list_model())
    }
  }
}
