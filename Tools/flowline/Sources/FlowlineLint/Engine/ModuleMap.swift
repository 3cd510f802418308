import Foundation

/// Decides which module (target) each linted file belongs to, so that two targets' types with
/// the same name stay apart.
///
/// From the file's folder upwards, the nearest folder holding a `Package.swift` or an
/// `*.xcodeproj` decides:
/// - SwiftPM: the target whose `path:` (or default `Sources/<name>`, `Tests/<name>`) holds the
///   file; otherwise the folder under `Sources/` or `Tests/`.
/// - Xcode: the target whose Sources phase or synchronized folder holds the file, read from the
///   folder's `*.xcodeproj/project.pbxproj` files (see ``XcodeProject``); a file no target
///   compiles (a stale copy left in the folder) gets ``unbuiltModule``, and the linter leaves
///   it out, so that its types never merge with the built ones. When no project file
///   can be read (or its references are mostly stale), the project folder's first subfolder
///   holding the file (an app's top-level folders are its targets: `App/`, `Widget/`).
///
/// Without either (or for files given in memory), the fallback is the first folder of the
/// file's path relative to the configuration root; files at the root share one module.
/// Folders are looked at once each, so the cost grows with the number of folders, not files.
final class ModuleMap {
  private enum Marker {
    case package([(name: String, path: String)])
    /// The readable project files of the folder; empty when none could be read.
    case xcodeProject([XcodeProject])
    case none
  }

  /// The module of a Swift file in an Xcode project's folder that none of its targets compiles;
  /// such files are not linted (``LintResult/filesInNoTarget`` lists them).
  static let unbuiltModule = "(not in a target)"

  private let fileManager = FileManager.default
  private var markers: [String: Marker] = [:]
  /// Folder → the nearest folder above it (or itself) holding a marker, if any.
  private var owners: [String: String?] = [:]

  /// The modules of every input, in order: the module the file belongs to first, then any
  /// other target of its Xcode project that compiles it too (a synchronized folder's exception
  /// that adds an iOS folder's file to the tvOS target).
  static func modules(for inputs: [SourceInput]) -> [[String]] {
    let map = ModuleMap()
    return inputs.map(map.modules(of:))
  }

  /// The module of `input`, then the other targets that compile it.
  func modules(of input: SourceInput) -> [String] {
    if input.text == nil, input.absolutePath.hasPrefix("/") {
      let folder = (input.absolutePath as NSString).deletingLastPathComponent
      if let owner = owner(of: folder), let marker = markers[owner] {
        let relative = SourceDiscovery.relativePath(input.absolutePath, root: owner)
        let parts = relative.split(separator: "/").map(String.init)
        switch marker {
        case .package(let targets):
          if let target = targets.first(where: {
            relative.hasPrefix($0.path.hasSuffix("/") ? $0.path : $0.path + "/")
          }) {
            return [target.name]
          }
          if parts.count > 2, ["Sources", "Tests", "Source", "src"].contains(parts[0]) {
            return [parts[1]]
          }
          return [parts.count > 1 ? parts[0] : (owner as NSString).lastPathComponent]
        case .xcodeProject(let projects):
          if !projects.isEmpty {
            let path = XcodeProject.normalize(input.absolutePath)
            let targets = projects.lazy.map { $0.targets(of: path) }.first { !$0.isEmpty }
            return targets ?? [Self.unbuiltModule]
          }
          return [parts.count > 1 ? parts[0] : (owner as NSString).lastPathComponent]
        case .none: break
        }
      }
    }
    return [Self.fallback(input.relativePath)]
  }

  /// The first folder of the relative path, or "" for a file at the root.
  static func fallback(_ relativePath: String) -> String {
    let parts = relativePath.split(separator: "/")
    return parts.count > 1 ? String(parts[0]) : ""
  }

  private func owner(of folder: String) -> String? {
    if let known = owners[folder] { return known }
    var result: String?
    if case .none = marker(of: folder) {
      let parent = (folder as NSString).deletingLastPathComponent
      result = parent == folder || parent.isEmpty ? nil : owner(of: parent)
    } else {
      result = folder
    }
    owners[folder] = result
    return result
  }

  private func marker(of folder: String) -> Marker {
    if let known = markers[folder] { return known }
    let marker: Marker
    let manifest = (folder as NSString).appendingPathComponent("Package.swift")
    if let text = try? String(contentsOfFile: manifest, encoding: .utf8) {
      marker = .package(Self.targets(inManifest: text))
    } else if let names = try? fileManager.contentsOfDirectory(atPath: folder),
      names.contains(where: { $0.hasSuffix(".xcodeproj") })
    {
      marker = .xcodeProject(
        names.filter { $0.hasSuffix(".xcodeproj") }.sorted().compactMap {
          XcodeProject.read(projectFile: folder + "/" + $0 + "/project.pbxproj")
        })
    } else {
      marker = .none
    }
    markers[folder] = marker
    return marker
  }

  /// `.target(name: "X", path: "P")` and the like, with SwiftPM's default paths, longest path
  /// first (so that a target nested in another's folder wins).
  static func targets(inManifest text: String) -> [(name: String, path: String)] {
    let kinds = [
      "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary",
    ]
    let characters = Array(text)
    var result: [(name: String, path: String)] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "." else {
        index += 1
        continue
      }
      var end = index + 1
      while end < characters.count, characters[end].isLetter { end += 1 }
      let kind = String(characters[(index + 1)..<end])
      guard kinds.contains(kind), end < characters.count, characters[end] == "(" else {
        index = end
        continue
      }
      // The call's arguments, up to its balanced closing parenthesis.
      var depth = 0
      var close = end
      while close < characters.count {
        if characters[close] == "(" { depth += 1 }
        if characters[close] == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        close += 1
      }
      let call = Substring(String(characters[(end + 1)..<min(close, characters.count)]))
      if let name = stringArgument("name", in: call) {
        let path =
          stringArgument("path", in: call) ?? (kind == "testTarget" ? "Tests/" : "Sources/") + name
        result.append((name, path))
      }
      // Skip the arguments: `.target(name:)` in a dependency list names a target, it does
      // not declare one.
      index = close + 1
    }
    return result.sorted { $0.path.count > $1.path.count }
  }

  private static func stringArgument(_ label: String, in call: Substring) -> String? {
    guard let range = call.range(of: label + ":") else { return nil }
    let after = call[range.upperBound...].drop { $0 == " " || $0 == "\n" }
    guard after.first == "\"" else { return nil }
    let value = after.dropFirst().prefix { $0 != "\"" }
    return String(value)
  }
}
