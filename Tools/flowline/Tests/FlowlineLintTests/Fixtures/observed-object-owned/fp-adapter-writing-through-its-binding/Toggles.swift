import SwiftUI

// An adapter over the binding the view is given: each value it keeps writes itself straight
// back to that binding, and a new adapter reads the binding again. Re-making it loses nothing.
final class OptionalFlagModel: ObservableObject {
  let value: Binding<Bool?>

  init(_ value: Binding<Bool?>) {
    self.value = value
    if let current = value.wrappedValue {
      hasValue = true
      isOn = current
    }
  }

  @Published var isOn = false {
    didSet {
      value.wrappedValue = isOn
      if isOn { hasValue = true }
    }
  }

  @Published var hasValue = false {
    didSet {
      if !hasValue { value.wrappedValue = nil }
    }
  }
}

struct OptionalFlagRow: View {
  let title: String
  let flag: Binding<Bool?>
  @ObservedObject var model: OptionalFlagModel

  init(title: String, flag: Binding<Bool?>) {
    self.title = title
    self.flag = flag
    model = OptionalFlagModel(self.flag)
  }

  var body: some View {
    HStack {
      Toggle(title, isOn: $model.isOn)
      if model.hasValue {
        Button("Clear") { model.hasValue = false }
      }
    }
  }
}
