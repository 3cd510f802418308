import Combine
import SwiftUI

final class Tab_Event_Bus {
  static let shared = Tab_Event_Bus()
  private let taps = PassthroughSubject<Int, Never>()
  func tap_events() -> AnyPublisher<Int, Never> { taps.removeDuplicates().eraseToAnyPublisher() }
}

final class Tab_State: ObservableObject {
  @Published var selected = 0
  private var bag: Set<AnyCancellable> = []

  func listen() {
    Tab_Event_Bus.shared.tap_events().sink { [weak self] in self?.selected = $0 }.store(in: &bag)
  }
}

struct Tab_Bar: View {
  @StateObject private var state = Tab_State()
  @State private var bag: Set<AnyCancellable> = []
  @State private var last = 0

  var body: some View {
    Text("\(state.selected) \(last)")
      .onAppear {
        Tab_Event_Bus.shared.tap_events()
          .receive(on: DispatchQueue.main)
          .sink { last = $0 }
          .store(in: &bag)
      }
  }
}
