import SwiftUI
import UIKit

struct Song_table: UIViewRepresentable {
  let songs: [String]
  let song_data_source: UITableViewDiffableDataSource<Int, String>

  func makeUIView(context: Context) -> UITableView { UITableView() }

  func updateUIView(_ table: UITableView, context: Context) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(songs)
    song_data_source.apply(snapshot, animatingDifferences: false) {
      table.reloadData()
    }
  }
}
