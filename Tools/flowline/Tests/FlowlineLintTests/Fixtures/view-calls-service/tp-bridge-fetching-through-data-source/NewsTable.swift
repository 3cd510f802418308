import SwiftUI
import UIKit

protocol NewsDataSource {
  func fetchHeadlines(completion: @escaping ([String]) -> Void)
}

struct NewsTable: UIViewRepresentable {
  let newsDataSource: NewsDataSource
  @Binding var headlines: [String]

  func makeUIView(context: Context) -> UITableView { UITableView() }

  // Fetching the app's data from the bridge is still the view calling a service.
  func updateUIView(_ table: UITableView, context: Context) {
    newsDataSource.fetchHeadlines { items in  // expect: view-calls-service
      headlines = items
    }
  }
}
