import SwiftUI

struct Rating_stars: View {
  @Binding var stars: Int

  var body: some View {
    HStack {
      ForEach(1..<6) { value in
        Button(value <= stars ? "★" : "☆") { stars = value }
      }
    }
  }
}

struct Review_form: View {
  @State private var stars = 3
  var body: some View { Review_card(stars: $stars) }
}

struct Review_card: View {
  @Binding var stars: Int
  var body: some View { Review_footer(stars: $stars) }
}

struct Review_footer: View {
  @Binding var stars: Int
  var body: some View { Rating_stars(stars: $stars) }
}

struct Quick_rate: View {
  @State private var stars = 0
  var body: some View { Rating_stars(stars: $stars) }
}
