#if canImport(SwiftUI)
  import Flowline
  import FlowlineSwiftUI
  import SwiftUI
  import SyncUpsCore

  /// A meeting in progress: time, the current speaker, the transcript so far.
  struct RecordMeetingView: View {
    let store: Store<RecordMeeting>

    var body: some View {
      let store = self.store
      VStack(spacing: 24) {
        HStack {
          Text("Elapsed \(store.secondsElapsed) s")
          Spacer()
          Text("Remaining \(store.secondsRemaining) s")
        }
        .font(.caption)
        Text(store.speakerName).font(.largeTitle)
        Text(store.speakerLabel).foregroundStyle(.secondary)
        Button {
          store.send(.nextSpeakerTapped)
        } label: {
          Label("Next speaker", systemImage: "forward.fill")
        }
        ScrollView {
          Text(store.transcript).frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      .padding()
      .navigationBarBackButtonHidden()
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("End meeting") { store.send(.endMeetingTapped) }
        }
      }
      .alert(store.alert) { store.send(.alertButtonTapped($0)) }
      .task(store, send: .onAppear)
    }
  }

  /// A past meeting's transcript.
  struct MeetingView: View {
    let store: Store<MeetingFeature>

    var body: some View {
      ScrollView {
        Text(store.transcript).frame(maxWidth: .infinity, alignment: .leading).padding()
      }
      .navigationTitle(store.title)
    }
  }
#endif
