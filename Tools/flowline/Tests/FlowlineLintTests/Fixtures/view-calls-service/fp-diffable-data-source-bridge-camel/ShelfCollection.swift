import SwiftUI
import UIKit

struct ShelfCollection: UIViewRepresentable {
  let titles: [String]

  final class Coordinator {
    typealias DataSource = UICollectionViewDiffableDataSource<Int, String>
    var dataSource: DataSource?
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UICollectionView {
    let view = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    context.coordinator.dataSource = Coordinator.DataSource(collectionView: view) { _, _, _ in
      UICollectionViewCell()
    }
    return view
  }

  // Showing the titles in its own collection view: the bridge's drawing, not a service.
  func updateUIView(_ view: UICollectionView, context: Context) {
    guard let dataSource = context.coordinator.dataSource else { return }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(titles)
    dataSource.apply(snapshot, animatingDifferences: true) {
      view.flashScrollIndicators()
    }
  }
}
