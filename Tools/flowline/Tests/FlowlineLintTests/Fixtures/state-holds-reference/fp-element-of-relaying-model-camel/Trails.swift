import Combine
import SwiftUI

final class Trail: ObservableObject, Identifiable {
  let id = UUID()
  @Published var name: String
  @Published var distance: Double = 0
  init(name: String) { self.name = name }
  func walk(_ kilometres: Double) { distance += kilometres }
  func rename(_ text: String) { name = text }
}

// The book forwards every trail's announcement as its own.
final class TrailBook: ObservableObject {
  @Published var trails: [Trail] = []
  private var relays: [AnyCancellable] = []

  init(trails: [Trail]) {
    self.trails = trails
    watchTrails()
  }

  func watchTrails() {
    relays = trails.map { trail in
      trail.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
    }
  }
}
