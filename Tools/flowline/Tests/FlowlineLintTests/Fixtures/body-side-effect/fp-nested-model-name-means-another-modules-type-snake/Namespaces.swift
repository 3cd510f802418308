import Observation

enum Job_namespace {
  @Observable
  final class Job_item {
    var progress = 0.0
    func advance() { progress += 0.1 }
  }
}

extension Job_namespace {
  struct Job_panel {
    var item = Job_item()
    mutating func bump() { item.advance() }
  }
}
