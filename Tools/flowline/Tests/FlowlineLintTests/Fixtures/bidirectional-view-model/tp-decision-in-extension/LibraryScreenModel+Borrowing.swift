extension LibraryScreenModel {
  func borrow(_ id: Int) async {
    guard let loan = try? await lending.borrow(bookID: id) else { return }
    navigator.push("loan-\(loan)")
  }
}
