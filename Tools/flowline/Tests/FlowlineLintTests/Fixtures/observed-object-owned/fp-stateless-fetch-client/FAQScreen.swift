import SwiftUI

struct Question: Identifiable {
  let id: Int
  let text: String
}

// Keeps a published cache for other screens, but `fetchQuestions` neither reads nor writes it.
final class ConferenceDataClient: ObservableObject {
  @Published var talks: [String] = []

  func fetchQuestions() async -> [Question] {
    await load(path: "faq")
  }

  func refreshTalks() async {
    talks = ["keynote"]
  }

  private func load(path: String) async -> [Question] {
    [Question(id: 1, text: path)]
  }
}

struct FAQScreen: View {
  @State private var questions: [Question] = []
  private let dataClient = ConferenceDataClient()

  var body: some View {
    List(questions) { Text($0.text) }
      .task { questions = await dataClient.fetchQuestions() }  // expect: view-calls-service
  }
}
