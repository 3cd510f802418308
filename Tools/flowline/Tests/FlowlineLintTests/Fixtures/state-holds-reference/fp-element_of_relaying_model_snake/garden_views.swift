import SwiftUI

struct Garden_plot_view: View {
  @ObservedObject var plot: Garden_plot
  @State private var current_bed: Garden_bed?

  var body: some View {
    VStack {
      Text(current_bed?.soil ?? "-")
      Stepper("Rows \(current_bed?.rows ?? 0)", value: .constant(0))
      Button("First") { current_bed = plot.beds.first }
    }
  }
}
