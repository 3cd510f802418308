import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", ".git",
  ]

  /// What a run found: the files to lint, and what tells whether they are a whole project.
  struct Discovery {
    /// The Swift files to lint.
    var inputs: [SourceInput] = []
    /// Every path named was a folder (a project, not a selection of files).
    var namedFoldersOnly = true
    /// The Swift files under those folders that the configuration excludes: not linted, but
    /// the code in them may still construct the linted views.
    var excludedFiles: [String] = []
  }

  static func discover(paths: [String], configuration: Configuration) throws -> Discovery {
    let fileManager = FileManager.default
    let root = URL(fileURLWithPath: configuration.rootDirectory).standardizedFileURL.path
    let workingDirectory = URL(fileURLWithPath: fileManager.currentDirectoryPath)
      .standardizedFileURL.path
    let matcher = PathMatcher(patterns: configuration.excluded)
    var seen: Set<String> = []
    var discovery = Discovery()

    func add(_ absolute: String) {
      let relative = relativePath(absolute, root: root)
      guard seen.insert(absolute).inserted else { return }
      if matcher.matches(relative) {
        discovery.excludedFiles.append(absolute)
        return
      }
      discovery.inputs.append(
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
        discovery.namedFoldersOnly = false
        if absolute.hasSuffix(".swift") { add(absolute) }
        continue
      }
      var files: [String] = []
      // A dot-folder is a tool's (`.git`, `.build`, an editor's history or an agent's worktree
      // copy) unless an Xcode project outside it compiles what it holds (synchronized folders
      // take `.Views/` along): it is walked only when the tree has a project, and its files
      // are kept only when one compiles them.
      var hiddenEntries: [(path: String, isFolder: Bool)] = []
      var projects: [String] = []
      walk(absolute) { folder, name, isFolder in
        if name.hasPrefix(".") {
          if isFolder ? Self.entersFolder(name) : Self.isSource(name) {
            hiddenEntries.append((folder + "/" + name, isFolder))
          }
          return false
        }
        if isFolder, name.hasSuffix(".xcodeproj") {
          projects.append(folder + "/" + name + "/project.pbxproj")
        }
        if isFolder { return Self.entersFolder(name) }
        if Self.isSource(name) { files.append(folder + "/" + name) }
        return false
      }
      let readers =
        hiddenEntries.isEmpty ? [] : projects.compactMap { XcodeProject.read(projectFile: $0) }
      if !readers.isEmpty {
        var hiddenFiles = hiddenEntries.filter { !$0.isFolder }.map(\.path)
        for entry in hiddenEntries where entry.isFolder {
          walk(entry.path) { folder, name, isFolder in
            if isFolder { return Self.entersFolder(name) }
            if Self.isSource(name) { hiddenFiles.append(folder + "/" + name) }
            return false
          }
        }
        files += hiddenFiles.filter { file in
          let path = XcodeProject.normalize(file)
          return readers.contains { !$0.targets(of: path).isEmpty }
        }
      }
      for file in files.sorted() { add(file) }
    }
    return discovery
  }

  /// Whether the walk enters a folder of this name: not one never worth linting
  /// (``skippedFolders``), not an Xcode project or workspace bundle (settings, never sources a
  /// target compiles: a stale copy left inside one is not the app's code), not a template. An
  /// excluded folder is entered only to list its Swift files as excluded.
  private static func entersFolder(_ name: String) -> Bool {
    !(skippedFolders.contains(name) || isTemplate(name) || name.hasSuffix(".xcodeproj")
      || name.hasSuffix(".xcworkspace"))
  }

  /// Whether a file of this name is Swift source (not a template's placeholder file).
  private static func isSource(_ name: String) -> Bool {
    name.hasSuffix(".swift") && !isTemplate(name)
  }

  /// Calls `visit(folder, name, isFolder)` for every entry under `folder` (the walk starts
  /// from a standardized root, so its paths have no `.` or `..`), entering a folder when
  /// `visit` returns `true`. Reads folders with
  /// `readdir` (its entry types, one `stat` only where the file system gives none): Foundation's
  /// enumerator asks for each entry's attributes and cost a large part of a run's serial time.
  /// Symbolic links to files count as files; links to folders are not entered.
  private static func walk(
    _ folder: String, _ visit: (_ folder: String, _ name: String, _ isFolder: Bool) -> Bool
  ) {
    guard let stream = opendir(folder) else { return }
    var folders: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      let isFolder: Bool
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): isFolder = true
      case Int32(DT_REG): isFolder = false
      default:  // a link, or a file system that does not say
        let path = folder + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        if (info.st_mode & S_IFMT) == S_IFLNK {
          guard stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { continue }
        }
        isFolder = (info.st_mode & S_IFMT) == S_IFDIR
      }
      if visit(folder, name, isFolder), isFolder { folders.append(folder + "/" + name) }
    }
    closedir(stream)
    for child in folders { walk(child, visit) }
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
