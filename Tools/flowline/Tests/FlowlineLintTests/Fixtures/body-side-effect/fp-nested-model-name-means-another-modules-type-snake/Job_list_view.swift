import SwiftUI
import Worker_kit

/// Builds the worker library's `Job_item` value; the project's observable one of that name is
/// nested in `Job_namespace` and out of reach from here.
struct Job_list_view: View {
  let raw_jobs: [String]

  var body: some View {
    List(raw_jobs, id: \.self) { raw in
      Text(Job_item(raw: raw).display_name)
    }
  }
}
