import Combine
import Foundation

final class RecordListModel: ObservableObject {
  @Published var records: [String] = []
  @Published var keywords: [String] = []
  @Published var selectedKeywords: Set<String> = []
  @Published var searchText = ""
  @Published var searchResults: [String] = []
  @Published var sorting = "title"
  @Published var isLoading = false
  @Published var openedRecord: String?
  @Published var description = ""
  @Published var authors: [String] = []
}
