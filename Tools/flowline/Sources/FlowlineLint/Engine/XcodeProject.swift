import Foundation

/// The targets of an Xcode project that compile each Swift file, read from `project.pbxproj`.
///
/// A file belongs to a target when the target's Sources phase lists it (through a file
/// reference whose path is resolved through its groups: `<group>`, `SOURCE_ROOT` and absolute
/// paths), or when it lies in a folder the target synchronizes (Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`), less that folder's membership exceptions for the
/// target (or plus them, for a target that does not synchronize the folder). When several
/// targets compile a file, the first in the project's target order names it
/// (``target(of:)``), and ``targets(of:)`` lists them all. File references
/// and synchronized folders that no group lists are resolved against the project folder.
///
/// A project whose file references mostly point at no file on disk (moved or generated
/// sources) is not trusted: ``read(projectFile:)`` returns `nil` and the caller falls back to
/// folders.
struct XcodeProject {
  /// Explicitly listed Swift sources (normalized absolute path) → the targets whose Sources
  /// phase lists them, in the project's target order.
  private var explicit: [String: [String]] = [:]
  /// The project's targets, in its order.
  private var targetNames: [String] = []
  /// Synchronized folders (normalized absolute path).
  private var synchronized: [SynchronizedFolder] = []

  private struct SynchronizedFolder {
    var path: String
    /// Per target (in ``targetNames`` order): whether it synchronizes this folder, and the
    /// paths (relative to the folder) whose membership is the opposite.
    var includedBy: [Bool]
    var exceptions: [Set<String>]
  }

  /// Whether `path` lies in `folder` (both normalized absolute paths).
  private static func isInside(_ path: String, _ folder: String) -> Bool {
    path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// The target that compiles the file at `path` (normalized absolute), or `nil` when no
  /// target of this project does. Synchronized folders may nest (a folder excepted from one
  /// group and synchronized as a group of its own): the file is a target's when any folder
  /// holding it makes it one.
  func target(of path: String) -> String? {
    targets(of: path).first
  }

  /// Every target that compiles the file at `path` (normalized absolute): the targets whose
  /// Sources phase lists it, or else those a synchronized folder makes it a member of, in the
  /// project's target order; empty when none does.
  func targets(of path: String) -> [String] {
    if let targets = explicit[path] { return targets }
    var members = Array(repeating: false, count: targetNames.count)
    for folder in synchronized where Self.isInside(path, folder.path) {
      let relative = String(path.dropFirst(folder.path.count).drop { $0 == "/" })
      for position in members.indices {
        let excepted = folder.exceptions[position].contains { exception in
          relative == exception || relative.hasPrefix(exception + "/")
        }
        if folder.includedBy[position] != excepted { members[position] = true }
      }
    }
    return members.indices.filter { members[$0] }.map { targetNames[$0] }
  }

  /// Reads the project file at `projectFile` (`…/Name.xcodeproj/project.pbxproj`), or `nil`
  /// when it cannot be parsed or its references are mostly stale.
  static func read(projectFile: String) -> XcodeProject? {
    guard let data = FileManager.default.contents(atPath: projectFile),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let top = plist as? [String: Any],
      let objects = top["objects"] as? [String: Any],
      let rootID = top["rootObject"] as? String,
      let root = objects[rootID] as? [String: Any]
    else { return nil }
    func object(_ id: Any?) -> [String: Any]? {
      (id as? String).flatMap { objects[$0] as? [String: Any] }
    }
    let bundle = (projectFile as NSString).deletingLastPathComponent
    var base = (bundle as NSString).deletingLastPathComponent
    if let directory = root["projectDirPath"] as? String, !directory.isEmpty {
      base = directory.hasPrefix("/") ? directory : base + "/" + directory
    }
    base = normalize(base)

    // Resolve every file reference and synchronized folder through the group tree.
    var paths: [String: String] = [:]
    var folders: [String: String] = [:]
    var pending: [(id: String, parent: String)] = []
    var visited: Set<String> = []
    func resolvePending() {
      while let (id, parent) = pending.popLast() {
        guard visited.insert(id).inserted, let item = object(id) else { continue }
        let path = item["path"] as? String
        let resolved: String
        switch item["sourceTree"] as? String ?? "<group>" {
        case "<group>": resolved = path.map { parent + "/" + $0 } ?? parent
        case "SOURCE_ROOT": resolved = path.map { base + "/" + $0 } ?? base
        case "<absolute>": resolved = path ?? parent
        default: continue  // SDK, build products, developer folder: not the project's files
        }
        let normalized = normalize(resolved)
        switch item["isa"] as? String {
        case "PBXFileReference": paths[id] = normalized
        case "PBXFileSystemSynchronizedRootGroup": folders[id] = normalized
        default:
          for child in item["children"] as? [Any] ?? [] {
            if let child = child as? String { pending.append((child, normalized)) }
          }
        }
      }
    }
    if let main = root["mainGroup"] as? String { pending.append((main, base)) }
    resolvePending()
    // Items no group lists (a hand-edited project) are resolved against the project folder.
    for (id, value) in objects where !visited.contains(id) {
      guard let item = value as? [String: Any], item["path"] is String else { continue }
      let kind = item["isa"] as? String
      if kind == "PBXFileReference" || kind == "PBXFileSystemSynchronizedRootGroup" {
        pending.append((id, base))
      }
    }
    resolvePending()

    var project = XcodeProject()
    var listed = 0
    var present = 0
    let targets = (root["targets"] as? [Any] ?? []).compactMap {
      id -> (id: String, name: String, target: [String: Any])? in
      guard let id = id as? String, let target = object(id), let name = target["name"] as? String
      else { return nil }
      return (id, name, target)
    }
    project.targetNames = targets.map(\.name)
    for (_, name, target) in targets {
      for phaseID in target["buildPhases"] as? [Any] ?? [] {
        guard let phase = object(phaseID), phase["isa"] as? String == "PBXSourcesBuildPhase"
        else { continue }
        for fileID in phase["files"] as? [Any] ?? [] {
          guard let path = object(fileID).flatMap({ paths[$0["fileRef"] as? String ?? ""] }),
            path.hasSuffix(".swift"), project.explicit[path]?.contains(name) != true
          else { continue }
          if project.explicit[path] == nil {
            listed += 1
            if FileManager.default.fileExists(atPath: path) { present += 1 }
          }
          project.explicit[path, default: []].append(name)
        }
      }
    }
    for (groupID, path) in folders {
      var exceptions: [String: Set<String>] = [:]
      for exceptionID in object(groupID)?["exceptions"] as? [Any] ?? [] {
        guard let set = object(exceptionID),
          set["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          let target = set["target"] as? String
        else { continue }
        exceptions[target, default: []].formUnion(
          (set["membershipExceptions"] as? [Any] ?? []).compactMap { $0 as? String })
      }
      project.synchronized.append(
        SynchronizedFolder(
          path: path,
          includedBy: targets.map {
            ($0.target["fileSystemSynchronizedGroups"] as? [Any] ?? []).contains {
              $0 as? String == groupID
            }
          },
          exceptions: targets.map { exceptions[$0.id] ?? [] }))
      if FileManager.default.fileExists(atPath: path) { present += 1 }
      listed += 1
    }
    // Mostly stale (or empty): the project does not describe the folder's files.
    guard listed > 0, present * 2 >= listed else { return nil }
    return project
  }

  /// `path` without `.` and `..` components or repeated slashes (symbolic links are kept).
  static func normalize(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
  }
}
