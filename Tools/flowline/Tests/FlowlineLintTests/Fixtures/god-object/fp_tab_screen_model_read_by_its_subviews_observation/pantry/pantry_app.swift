import SwiftUI

@main
struct Pantry_App: App {
  @State private var shelf = Shelf_Model()
  var body: some Scene {
    WindowGroup {
      TabView {
        Shelf_Screen()
        Shopping_Screen()
        Recipes_Screen()
        Stats_Screen()
        Account_Screen()
      }
      .environment(shelf)
    }
  }
}
