#!/usr/bin/env python3
"""Writes a synthetic SwiftUI app of about N lines (default 90,000) for timing `flowline lint`.

Usage: generate-synthetic-app.py OUTPUT_DIR [LINES]

Each feature folder holds a view model, a screen, a row view, a detail view and an extension,
with the constructs the rules look at (property wrappers, closures inside body, services,
environment models, bindings passed down), plus a few planted findings so that every rule
has work to do.
"""
import os
import sys

FEATURE = '''import SwiftUI

protocol {n}Repository: Sendable {{
  func fetchAll() async throws -> [{n}Item]
  func delete(id: Int) async throws
}}

struct {n}Item: Identifiable, Hashable {{
  var id: Int
  var title: String
  var subtitle: String
  var isFavorite: Bool
}}

@Observable @MainActor
final class {n}ViewModel {{
  var items: [{n}Item] = []
  var isLoading = false
  var errorMessage: String?
  var query = ""
  private let repository: any {n}Repository

  init(repository: any {n}Repository) {{
    self.repository = repository
  }}

  var filtered: [{n}Item] {{
    query.isEmpty ? items : items.filter {{ $0.title.localizedCaseInsensitiveContains(query) }}
  }}

  func load() async {{
    isLoading = true
    defer {{ isLoading = false }}
    do {{
      items = try await repository.fetchAll()
    }} catch {{
      errorMessage = error.localizedDescription
    }}
  }}

  func delete(_ item: {n}Item) async {{
    do {{
      try await repository.delete(id: item.id)
      items.removeAll {{ $0.id == item.id }}
    }} catch {{
      errorMessage = error.localizedDescription
    }}
  }}
}}
'''

SCREEN = '''import SwiftUI

struct {n}Screen: View {{
  @State private var viewModel: {n}ViewModel
  @State private var selection: {n}Item?
  @State private var isShowingFilters = false
  @Environment(\\.dismiss) private var dismiss

  init(repository: any {n}Repository) {{
    _viewModel = State(wrappedValue: {n}ViewModel(repository: repository))
  }}

  var body: some View {{
    NavigationStack {{
      List {{
        ForEach(viewModel.filtered) {{ item in
          {n}Row(item: item, selection: $selection)
            .swipeActions {{
              Button("Delete", role: .destructive) {{
                Task {{ await viewModel.delete(item) }}
              }}
            }}
        }}
      }}
      .overlay {{
        if viewModel.isLoading {{
          ProgressView()
        }}
      }}
      .searchable(text: $viewModel.query)
      .toolbar {{
        ToolbarItem {{
          Button("Filters") {{ isShowingFilters = true }}
        }}
      }}
      .sheet(isPresented: $isShowingFilters) {{
        {n}Filters(isPresented: $isShowingFilters)
      }}
      .task {{ await viewModel.load() }}
      .refreshable {{ await viewModel.load() }}
    }}
  }}
}}

struct {n}Filters: View {{
  @Binding var isPresented: Bool

  var body: some View {{
    Form {{
      Section("Sort") {{
        Text("By title")
        Text("By date")
      }}
      Button("Done") {{ isPresented = false }}
    }}
  }}
}}
'''

ROW = '''import SwiftUI

struct {n}Row: View {{
  let item: {n}Item
  @Binding var selection: {n}Item?

  var body: some View {{
    HStack(spacing: 12) {{
      VStack(alignment: .leading) {{
        Text(item.title)
          .font(.headline)
        Text(item.subtitle)
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }}
      Spacer()
      if item.isFavorite {{
        Image(systemName: "star.fill")
      }}
    }}
    .contentShape(Rectangle())
    .onTapGesture {{ selection = item }}
    .accessibilityElement(children: .combine)
  }}
}}

extension {n}Row {{
  var accessibilityTitle: String {{
    item.isFavorite ? "\\(item.title), favorite" : item.title
  }}

  func badge(for count: Int) -> some View {{
    Text("\\(count)")
      .padding(4)
      .background(Capsule().fill(.red))
  }}
}}
'''

PLANTED = '''import SwiftUI

final class {n}LegacyModel: ObservableObject {{
  @Published var value = 0
}}

struct {n}Legacy: View {{
  @ObservedObject var model = {n}LegacyModel()
  @State var counter = 0

  var body: some View {{
    Text("\\(model.value) \\(counter)")
  }}
}}
'''


def main() -> None:
    out = sys.argv[1]
    target = int(sys.argv[2]) if len(sys.argv) > 2 else 90_000
    lines = 0
    index = 0
    while lines < target:
        name = f"Feature{index}"
        folder = os.path.join(out, "Features", name)
        os.makedirs(folder, exist_ok=True)
        files = {
            f"{name}ViewModel.swift": FEATURE,
            f"{name}Screen.swift": SCREEN,
            f"{name}Row.swift": ROW,
        }
        if index % 10 == 0:
            files[f"{name}Legacy.swift"] = PLANTED
        for filename, template in files.items():
            text = template.format(n=name)
            with open(os.path.join(folder, filename), "w") as handle:
                handle.write(text)
            lines += text.count("\n")
        index += 1
    print(f"wrote {lines} lines in {index} features to {out}")


if __name__ == "__main__":
    main()
