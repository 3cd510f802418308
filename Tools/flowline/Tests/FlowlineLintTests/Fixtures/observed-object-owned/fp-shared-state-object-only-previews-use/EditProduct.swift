import SwiftUI

final class ProductStore: ObservableObject {
  static let shared = ProductStore()
  @Published var name = ""
  @Published var isEditing = false
}

// The shared default serves only the preview: the table hands its store in.
struct EditProductSheet: View {
  @StateObject var store = ProductStore.shared  // expect: state-not-private
  var body: some View { TextField("Name", text: $store.name) }
}

struct ProductTable: View {
  @StateObject private var store = ProductStore()
  var body: some View {
    Text("Products").sheet(isPresented: $store.isEditing) { EditProductSheet(store: store) }
  }
}

struct EditProductSheet_Previews: PreviewProvider {
  static var previews: some View { EditProductSheet() }
}
