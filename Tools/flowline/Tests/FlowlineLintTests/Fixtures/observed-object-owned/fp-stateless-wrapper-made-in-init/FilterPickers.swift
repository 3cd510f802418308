import SwiftUI

final class SourceFilterModel: ObservableObject {
  @Published var source: String?
  func choose(_ value: String?) { source = value }
}

// A stateless wrapper: a list computed once, everything else forwarded to the injected model.
final class SourcePickerViewModel: ObservableObject {
  private let filterModel: SourceFilterModel
  let sources: [String]

  init(filterModel: SourceFilterModel, sources: [String]) {
    self.filterModel = filterModel
    self.sources = sources.sorted()
  }

  var current: String? { filterModel.source }
  func select(_ value: String?) { filterModel.choose(value) }
}

struct SourcePickerView: View {
  @ObservedObject var viewModel: SourcePickerViewModel

  init(filterModel: SourceFilterModel, sources: [String]) {
    _viewModel = ObservedObject(
      wrappedValue: SourcePickerViewModel(filterModel: filterModel, sources: sources))
  }

  var body: some View {
    List(viewModel.sources, id: \.self) { source in
      Button(source) { viewModel.select(source) }
    }
  }
}

final class RWTagListVM: ObservableObject {
  let tags = ["home", "work", "later"]
  func label(for tag: String) -> String { "#" + tag }
}

struct RWTagListScreen: View {
  @ObservedObject var vm = RWTagListVM()
  @ObservedObject var rwSecondVM: RWTagListVM

  init() {
    self.rwSecondVM = RWTagListVM()
  }

  var body: some View {
    ForEach(vm.tags, id: \.self) { Text(rwSecondVM.label(for: $0)) }
  }
}
