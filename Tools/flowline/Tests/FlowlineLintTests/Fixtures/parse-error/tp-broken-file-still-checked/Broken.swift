import SwiftUI

struct BrokenView: View {
  @State var count = 0  // expect: state-not-private

  var body: some View {
    VStack {
      Text("Count \(count)"  // expect: parse-error
      Button("Add") { count += 1 }
    }
  }
}

struct StillCheckedView: View {
  @State var other = 0  // expect: state-not-private
  var body: some View { Text("\(other)") }
}
