import Observation

@Observable
final class Track_badge {
  var label: String
  var count: Int

  init() {
    label = "-"
    count = 0
  }

  init(loading id: Int) {
    label = ""
    count = 0
    Task { await self.fetch(id) }
  }

  func fetch(_ id: Int) async {}
}

@Observable
final class Track_list_model {
  var badges: [Int: Track_badge] = [:]
  var ids: [Int] = []
}
