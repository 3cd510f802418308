import SwiftUI

struct MenuList: View {
  @Binding var selection: String?
  var body: some View { Text(selection ?? "") }
}

struct Reading_list: View {
  let count: Int
  var body: some View { Text("\(count)") }
}
