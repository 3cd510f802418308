import SwiftUI

enum SortType: String {
  case newest, oldest
  func sort(itemOne: Date, itemTwo: Date) -> Bool {
    self == .newest ? itemOne > itemTwo : itemOne < itemTwo
  }
}

// `sort(itemOne:itemTwo:)` takes labels the standard library's `sort` never takes: the enum's
// comparison, used as the predicate of `sorted`, changes nothing.
struct ItemList: View {
  @AppStorage("sortType") var sortType: SortType = .newest
  let dates: [Date]
  var body: some View {
    ForEach(dates.sorted { sortType.sort(itemOne: $0, itemTwo: $1) }, id: \.self) { date in
      Text(date, style: .date)
    }
  }
}
