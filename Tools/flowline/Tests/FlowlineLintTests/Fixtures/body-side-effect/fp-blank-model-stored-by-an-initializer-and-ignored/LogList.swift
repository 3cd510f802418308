import SwiftUI

final class PeopleSearchModel: ObservableObject {
  @Published var query = "" {
    didSet { search() }
  }
  @Published var results: [String] = []

  func search() { results = query.isEmpty ? [] : [query] }
}

final class FeedModel: ObservableObject {
  @Published var days: [String] = []
}

// The detail screen's initializer stores the search model it is given; nothing reads it again.
struct LogDetail: View {
  let day: String
  @ObservedObject var search: PeopleSearchModel

  init(day: String, search: PeopleSearchModel) {
    self.day = day
    self.search = search
  }

  var body: some View { Text(day) }
}

struct LogList: View {
  @ObservedObject var feed: FeedModel

  var body: some View {
    List(feed.days, id: \.self) { day in
      NavigationLink(destination: LogDetail(day: day, search: PeopleSearchModel())) {
        Text(day)
      }
    }
  }
}
