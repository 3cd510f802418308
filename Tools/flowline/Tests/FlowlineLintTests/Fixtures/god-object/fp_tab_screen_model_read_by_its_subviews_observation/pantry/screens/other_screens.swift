import SwiftUI

struct Shopping_Screen: View {
  var body: some View {
    List {
      Shopping_Row()
      Shopping_Row()
    }
  }
}

struct Shopping_Row: View {
  var body: some View { Text("Milk") }
}

struct Recipes_Screen: View {
  var body: some View {
    VStack {
      Recipe_Card()
      Text("Recipes")
    }
  }
}

struct Recipe_Card: View {
  var body: some View { Text("Soup") }
}

struct Stats_Screen: View {
  var body: some View { Text("Stats") }
}

struct Account_Screen: View {
  var body: some View { Text("Account") }
}
