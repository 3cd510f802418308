import SwiftUI

final class Chart_data: ObservableObject {
  @Published var values: [Double]

  init(_ values: [Double]) { self.values = values }
}

protocol Chart_base {
  var chart_data: Chart_data { get }
}

// A modifier that would refill the data, which nothing calls; the charts only read it.
extension View where Self: Chart_base {
  func values(_ values: [Double]) -> some View {
    chart_data.values = values
    return self.environmentObject(chart_data)
  }
}

func scale(values: [Double]) -> Double { values.max() ?? 1 }

struct Bar_chart: View, Chart_base {
  @ObservedObject var chart_data: Chart_data
  var body: some View {
    Text("\(scale(values: chart_data.values))")
  }
}

struct Metric_graph: View {
  let samples: [Double]
  var body: some View {
    Bar_chart(chart_data: Chart_data(samples))
  }
}

final class Line_data: ObservableObject {
  @Published var points: [Double]
  init(_ points: [Double]) { self.points = points }
}

protocol Line_base {
  var line_data: Line_data { get }
}

extension View where Self: Line_base {
  func points(_ points: [Double]) -> some View {
    line_data.points = points
    return self
  }
}

struct Line_chart: View, Line_base {
  @ObservedObject var line_data: Line_data
  var body: some View { Text("\(line_data.points.count)") }
}

// Here the modifier that refills the data is used: the model is edited, reported.
struct Trend_graph: View {
  let samples: [Double]
  var body: some View {
    Line_chart(line_data: Line_data(samples))  // expect: body-side-effect
      .points(samples)
  }
}
