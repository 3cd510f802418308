import SwiftUI

struct RecordListScreen: View {
  @EnvironmentObject var model: RecordListModel
  var body: some View {
    VStack {
      RecordSearchBar()
      KeywordChips()
      List(model.records, id: \.self) { record in
        NavigationLink(record) { RecordPage() }
      }
      .overlay { if model.isLoading { ProgressView() } }
      .navigationTitle(model.sorting)
    }
  }
}

struct RecordSearchBar: View {
  @EnvironmentObject var model: RecordListModel
  var body: some View { Text(model.searchText + "\(model.searchResults.count)") }
}

struct KeywordChips: View {
  @EnvironmentObject var model: RecordListModel
  var body: some View { Text(model.keywords.joined() + "\(model.selectedKeywords.count)") }
}

struct RecordPage: View {
  @EnvironmentObject var model: RecordListModel
  var body: some View {
    Text((model.openedRecord ?? "") + model.description + model.authors.joined())
  }
}
