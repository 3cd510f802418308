import SwiftUI

struct Photo_grid<Cell: View>: View {
  @Binding var chosen: Int?
  var cell: (Int) -> Cell

  var body: some View {
    ForEach(0..<9, id: \.self) { number in
      cell(number).onTapGesture { chosen = number }
    }
  }
}

struct Photo_container<Cell: View>: View {
  @Binding var chosen: Int?
  var cell: (Int) -> Cell

  var body: some View {
    Body(chosen: $chosen, cell: cell)
  }
}

extension Photo_container {
  fileprivate struct Body: View {
    @Binding var chosen: Int?
    var cell: (Int) -> Cell

    var body: some View {
      Photo_grid(chosen: $chosen, cell: cell)
    }
  }
}

struct Album_container<Cell: View>: View {
  @Binding var chosen: Int?
  var cell: (Int) -> Cell

  var body: some View {
    Body(chosen: $chosen, cell: cell)
  }
}

extension Album_container {
  fileprivate struct Body: View {
    @Binding var chosen: Int?
    var cell: (Int) -> Cell

    var body: some View {
      Photo_grid(chosen: $chosen, cell: cell)
    }
  }
}

struct Album_screen: View {
  @State private var chosen: Int?

  var body: some View {
    VStack {
      Photo_container(chosen: $chosen) { Text("\($0)") }
      Album_container(chosen: $chosen) { Text("\($0)") }
    }
  }
}

// A shell whose inner view other files can build is a level of its own.
struct Strip_shell: View {
  @Binding var chosen: Int?  // expect: prop-drilling

  var body: some View {
    Strip_inner(chosen: $chosen)
  }
}

struct Strip_inner: View {
  @Binding var chosen: Int?

  var body: some View {
    Strip_view(chosen: $chosen, album: Album_store())
  }
}

final class Album_store {
  var names = ["a", "b"]
}

struct Strip_view: View {
  @Binding var chosen: Int?
  let album: Album_store

  var body: some View {
    ForEach(album.names.indices, id: \.self) { number in
      Text(album.names[number]).onTapGesture { chosen = number }
    }
  }
}

struct Strip_screen: View {
  @State private var chosen: Int?

  var body: some View {
    Strip_shell(chosen: $chosen)
  }
}
