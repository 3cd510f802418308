import SwiftUI

struct BoxedInput: View {
  @Binding var text: String
  @FocusState.Binding var focusedInput: SignUpInput?

  var body: some View {
    InputFrame(focusedInput: $focusedInput, tag: .email) {
      TextField("Email", text: $text)
    }
  }
}

// The frame applies the focus modifier and outlines the focused field.
struct InputFrame<Content: View>: View {
  @FocusState.Binding var focusedInput: SignUpInput?
  let tag: SignUpInput
  @ViewBuilder let content: () -> Content

  var body: some View {
    content()
      .padding(8)
      .focused($focusedInput, equals: tag)
      .overlay {
        RoundedRectangle(cornerRadius: 8)
          .stroke(focusedInput == tag ? Color.accentColor : .gray)
      }
      .onTapGesture { focusedInput = tag }
  }
}
