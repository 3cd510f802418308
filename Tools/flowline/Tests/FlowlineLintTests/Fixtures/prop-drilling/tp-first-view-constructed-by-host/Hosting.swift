import SwiftUI
import UIKit

final class NoteModel: ObservableObject {
  @Published var text = ""
}

// The first view has no view parent, but a hosting controller builds it: state flows down.
final class NoteController: UIHostingController<NoteScreen> {
  init(model: NoteModel) { super.init(rootView: NoteScreen(model: model)) }
  required init?(coder: NSCoder) { nil }
}

struct NoteScreen: View {
  @ObservedObject var model: NoteModel  // expect: prop-drilling
  var body: some View { NoteFrame(model: model) }
}

struct NoteFrame: View {
  @ObservedObject var model: NoteModel
  var body: some View { NoteEditor(model: model) }
}

struct NoteEditor: View {
  @ObservedObject var model: NoteModel
  var body: some View { Text(model.text).font(.title) }
}
