import Combine
import SwiftUI

/// One screen's timeline: the shown day, its cards, the picker and the header's buttons. The
/// header reads a computed range built from the card index and the loaded ranges, together
/// with the picker's date: one concern, not unrelated groups.
final class DayTimeline: ObservableObject {
  @Published var cardIndex = 0
  @Published var ranges: [ClosedRange<Date>] = []
  @Published var selectedDate = Date()
  @Published var showingPicker = false
  @Published var todayHidden = true
  @Published var backHidden = false
  @Published var cardTitles: [String] = []
  @Published var scrollOffset = 0.0
  @Published var isDragging = false
  @Published var highlight: String?

  var visibleRange: ClosedRange<Date>? {
    ranges.indices.contains(cardIndex) ? ranges[cardIndex] : nil
  }
  var headerState: String { "\(todayHidden) \(backHidden) \(showingPicker) \(selectedDate)" }
}

struct TimelineCards: View {
  @EnvironmentObject var timeline: DayTimeline
  var body: some View { Text(timeline.cardTitles.first ?? "").offset(x: timeline.scrollOffset) }
}

struct TimelineButtons: View {
  @EnvironmentObject var timeline: DayTimeline
  var body: some View {
    Text(timeline.todayHidden ? "" : "Today").opacity(timeline.backHidden ? 0 : 1)
  }
}

struct TimelinePicker: View {
  @EnvironmentObject var timeline: DayTimeline
  var body: some View { Text("\(timeline.selectedDate)").hidden(timeline.showingPicker) }
}

struct TimelineDrag: View {
  @EnvironmentObject var timeline: DayTimeline
  var body: some View { Text(timeline.highlight ?? "").scaleEffect(timeline.isDragging ? 1.1 : 1) }
}

struct TimelineHeader: View {
  @EnvironmentObject var timeline: DayTimeline
  var body: some View {
    Text("\(timeline.visibleRange?.lowerBound ?? .now)")
      .help(timeline.headerState)
      .overlay(Text(timeline.cardTitles.isEmpty ? "" : "…").opacity(timeline.isDragging ? 0 : 1))
  }
}

extension View {
  func hidden(_ on: Bool) -> some View { opacity(on ? 0 : 1) }
}
