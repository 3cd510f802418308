import SwiftUI

final class Category_record {
  var name = ""
  func detached() -> Category_record { self }
}

final class Category_service {
  static let shared = Category_service()
  private var records: [Category_record] = []

  func add(_ name: String) -> Category_record {
    let record = Category_record()
    record.name = name
    records.append(record)
    return record.detached()
  }
}

struct Category_form: View {
  @State private var name = ""
  @State private var saved: Category_record?

  var body: some View {
    TextField("Name", text: $name)
    Button("Save") { saved = Category_service.shared.add(name) }
  }
}
