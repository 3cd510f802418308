import Combine
import SwiftUI

enum Shift_Length_Coordinator {
  case day, night

  func startOfShift() -> Int { self == .day ? 8 : 10 }
}

protocol Shift_Service {
  func load_shift(_ id: Int, completion: @escaping (Int?) -> Void)
}

final class Shift_model: ObservableObject {
  @Published var hours = 0
  private let length_coordinator = Shift_Length_Coordinator.day
  private let shift_service: any Shift_Service

  init(shift_service: any Shift_Service) { self.shift_service = shift_service }

  func load(_ id: Int) {
    shift_service.load_shift(id) { [weak self] minutes in
      guard let self else { return }
      self.hours = minutes == nil ? 0 : self.length_coordinator.startOfShift()
    }
  }
}
