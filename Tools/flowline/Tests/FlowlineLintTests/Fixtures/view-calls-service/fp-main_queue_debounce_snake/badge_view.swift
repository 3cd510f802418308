import SwiftUI

struct Badge_flash_view: View {
  @State private var lit = false

  var body: some View {
    Circle()
      .fill(lit ? Color.yellow : Color.gray)
      .onTapGesture {
        lit = true
        Flash_delay.shared.run_after(seconds: 0.5) { lit = false }
      }
      .onAppear { Flash_delay.shared.run_later { lit = true } }
  }
}
