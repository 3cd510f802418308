import Foundation

/// A source file to lint: where it is shown and its text.
public struct SourceInput: Sendable {
  /// The path shown in output.
  public var displayPath: String
  /// The path relative to the configuration root (used by baselines and exclusions).
  public var relativePath: String
  /// The file's contents, or `nil` to read it from `displayPath`'s absolute location.
  public var text: String?
  /// The absolute path, used to read the file when `text` is `nil`.
  public var absolutePath: String

  /// Creates an input whose contents are already in memory (used by tests and editors).
  public init(path: String, text: String) {
    self.displayPath = path
    self.relativePath = path
    self.text = text
    self.absolutePath = path
  }

  init(absolutePath: String, displayPath: String, relativePath: String) {
    self.absolutePath = absolutePath
    self.displayPath = displayPath
    self.relativePath = relativePath
    self.text = nil
  }
}

/// An error finding the files to lint.
public struct SourceDiscoveryError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public var description: String
}

/// Finds the Swift files under the given paths, honoring exclusions.
enum SourceDiscovery {
  /// Folders never worth linting.
  private static let skippedFolders: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm",
  ]

  static func discover(paths: [String], configuration: Configuration) throws -> [SourceInput] {
    let fileManager = FileManager.default
    let root = URL(fileURLWithPath: configuration.rootDirectory).standardizedFileURL.path
    let workingDirectory = URL(fileURLWithPath: fileManager.currentDirectoryPath)
      .standardizedFileURL.path
    let matcher = PathMatcher(patterns: configuration.excluded)
    var seen: Set<String> = []
    var result: [SourceInput] = []

    func add(_ absolute: String) {
      let relative = relativePath(absolute, root: root)
      guard !matcher.matches(relative), seen.insert(absolute).inserted else { return }
      result.append(
        SourceInput(
          absolutePath: absolute, displayPath: relativePath(absolute, root: workingDirectory),
          relativePath: relative))
    }

    for path in paths {
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        throw SourceDiscoveryError(description: "no such file or directory: \(path)")
      }
      if !isDirectory.boolValue {
        if absolute.hasSuffix(".swift") { add(absolute) }
        continue
      }
      guard
        let enumerator = fileManager.enumerator(
          at: URL(fileURLWithPath: absolute), includingPropertiesForKeys: [.isDirectoryKey],
          options: [.skipsHiddenFiles])
      else { continue }
      var files: [String] = []
      for case let url as URL in enumerator {
        let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
        // The enumerator walks down from a standardized root: its paths have no `.` or `..`.
        let filePath = url.path
        if isFolder {
          if skippedFolders.contains(url.lastPathComponent)
            || Self.isTemplate(url.lastPathComponent)
            || matcher.matches(relativePath(filePath, root: root))
          {
            enumerator.skipDescendants()
          }
        } else if filePath.hasSuffix(".swift"), !Self.isTemplate(url.lastPathComponent) {
          files.append(filePath)
        }
      }
      for file in files.sorted() { add(file) }
    }
    return result
  }

  /// Xcode file and project templates (`TCA.xctemplate/`, `___FILEBASENAME___View.swift`):
  /// their `___VARIABLE_…___` placeholders are not Swift until Xcode fills them in, so they are
  /// not linted (a file named explicitly on the command line still is).
  static func isTemplate(_ name: String) -> Bool {
    name.hasSuffix(".xctemplate") || name.contains("___FILEBASENAME___")
      || name.contains("___VARIABLE_")
  }

  /// `root/a/b.swift` → `a/b.swift`; paths outside the root stay absolute.
  static func relativePath(_ absolute: String, root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }
}
