import Foundation
import SwiftUI
import UIKit

// A view model reached through its protocol.
protocol ChargeListViewModelProtocol {
  func refresh() async
}

final class ChargeListViewModel: ObservableObject, ChargeListViewModelProtocol {
  @Published var charges: [String] = []
  func refresh() async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/charges")!)
  }
}

struct ChargeListView: View {
  let viewModel: any ChargeListViewModelProtocol

  var body: some View {
    List { Text("Charges") }
      .refreshable { await viewModel.refresh() }
  }
}

// A Clean-Swift interactor: it loads and writes into the model the view renders.
final class HistoryStore: ObservableObject {
  @Published var days: [Int] = []
}

final class HistoryInteractor {
  let store: HistoryStore
  init(store: HistoryStore) { self.store = store }

  func loadHistory() {
    Task { _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!) }
  }

  func fetchDays() async -> [Int] {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/days")!)
    return []
  }
}

struct HistoryView: View {
  @ObservedObject var store: HistoryStore
  let interactor: HistoryInteractor
  @State private var days: [Int] = []

  var body: some View {
    List(store.days, id: \.self) { Text("\($0)") }
      .onAppear { interactor.loadHistory() }
      .task { days = await interactor.fetchDays() }  // expect: view-calls-service
  }
}

// A picture decoded from the bytes an awaited response carries.
struct EmojiResponse {
  var imageData: Data?
  var label: String
}

final class EmojiAPI {
  func fetchEmoji(named name: String) async throws -> EmojiResponse {
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com/\(name)")!)
    return EmojiResponse(imageData: nil, label: name)
  }
}

struct EmojiView: View {
  let name: String
  @State private var image: UIImage?

  var body: some View {
    Image(uiImage: image ?? UIImage())
      .task {
        let response = try? await EmojiAPI().fetchEmoji(named: name)
        guard let bytes = response?.imageData, let picture = UIImage(data: bytes) else { return }
        image = picture
      }
  }
}

struct EmojiLabel: View {
  let name: String
  @State private var label = ""

  var body: some View {
    Text(label)
      .task {
        let response = try? await EmojiAPI().fetchEmoji(named: name)  // expect: view-calls-service
        label = response?.label ?? ""
      }
  }
}
