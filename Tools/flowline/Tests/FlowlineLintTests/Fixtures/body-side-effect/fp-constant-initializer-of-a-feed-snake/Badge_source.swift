import Combine
import Foundation

final class Badge_source: ObservableObject {
  @Published var title: String = ""
  @Published var count: Int = 0
  let tint: Int
  private var bag = Set<AnyCancellable>()

  init(tint: Int, titles: AnyPublisher<String, Never>, counts: AnyPublisher<Int, Never>) {
    self.tint = tint
    titles.sink { [weak self] in self?.title = $0 }.store(in: &bag)
    counts.sink { [weak self] in self?.count = $0 }.store(in: &bag)
  }

  init(tint: Int, placeholder: Bool = true) {
    self.tint = tint
  }
}
