import Observation
import SwiftUI

@Observable
final class OrganizationDraft {
  var name = ""
}

// Every screen that shows the form hands it the parent's draft: the default serves previews.
struct OrganizationForm: View {
  @Bindable var draft = OrganizationDraft()

  var body: some View {
    TextField("Name", text: $draft.name)
  }
}

struct OrganizationList: View {
  @State private var draft = OrganizationDraft()
  @State private var isAdding = false

  var body: some View {
    Button("Add") { isAdding = true }
      .sheet(isPresented: $isAdding) { OrganizationForm(draft: draft) }
  }
}

#Preview {
  OrganizationForm()
}
