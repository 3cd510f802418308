import SwiftUI

// A slider's and a stepper's trailing closures here are their editing callbacks: they run
// when dragging starts or ends, not while the view renders.
struct VolumeBar: View {
  @State private var level = 0.5
  @State private var isDragging = false
  @State private var lastStep = 0
  @State private var taps = 1

  var body: some View {
    HStack {
      Slider(value: $level, in: 0...1) { editing in
        isDragging = editing
      }
      Slider(value: $level, in: 0...1, step: 0.1) {
        isDragging = $0
      }
      Slider(value: $level) {
        Text("Volume")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      } onEditingChanged: { editing in
        isDragging = editing
      }
      Stepper("Taps", value: $taps, in: 1...9) { changed in
        lastStep += changed ? 1 : 0
      }
    }
  }
}
