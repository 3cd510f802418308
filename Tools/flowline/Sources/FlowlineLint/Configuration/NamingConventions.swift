/// The name-based heuristics shared by several rules: what a service, a navigation object or
/// an analytics object is called.
///
/// Type names are matched by suffix, case-sensitively (`FilmRepository` ends with `Repository`);
/// property and local names are matched by suffix, case-insensitively (`filmRepository`,
/// `apiClient`). Every list can be replaced in the configuration file under `"naming"`.
///
/// `Store` and `Manager` are deliberately not service suffixes by default: in SwiftUI apps a
/// `…Store` is often the observable model a view is supposed to read, and `…Manager` names
/// anything from a view model to `CLLocationManager`. Add them if your codebase uses them for
/// services only.
public struct NamingConventions: Sendable, Hashable, Codable {
  /// Type-name suffixes of services (data access, networking, use cases).
  public var serviceTypeSuffixes: [String]
  /// Lower-cased property-name suffixes that identify a service when its type is unknown.
  public var serviceNameSuffixes: [String]
  /// Type-name suffixes of application operations that a view model may call (for
  /// `bidirectional-view-model`, in addition to services).
  public var useCaseTypeSuffixes: [String]
  /// Static member names that denote a shared singleton (`X.shared`).
  public var singletonNames: [String]
  /// Method-name prefixes that denote data or network work when called on a singleton
  /// (`X.shared.fetchUsers()`).
  public var serviceMethodPrefixes: [String]
  /// Well-known framework types whose singletons are services (`URLSession.shared`).
  public var knownServiceTypes: [String]
  /// Framework types whose singletons are never reported as services.
  public var ignoredSingletonTypes: [String]
  /// Type-name suffixes of navigation owners (routers, coordinators, navigation paths).
  public var navigationTypeSuffixes: [String]
  /// Property names that hold navigation state.
  public var navigationPropertyNames: [String]
  /// Substrings of type or property names that identify analytics.
  public var analyticsKeywords: [String]
  /// Verbs that start a navigation method's name (`present(…)`, `showDetail(…)`,
  /// `popToRoot()`): a call on a router or coordinator that starts with one moves the app.
  public var navigationVerbs: [String]
  /// Words of method names, argument labels, enum cases and parameter types that name
  /// feedback shown in place (a banner, a toast, an alert, a loading overlay), not a screen.
  public var feedbackWords: [String]
  /// Words of property and type names that hold where the app is (`path`, `destination`,
  /// `presentedSheet`, `RouteStack`): setting one is navigation.
  public var navigationStateWords: [String]

  /// The defaults.
  public static let standard = NamingConventions(
    serviceTypeSuffixes: [
      "Service", "Repository", "Client", "API", "Api", "Gateway", "DataSource",
      "Networking", "WebService",
    ],
    serviceNameSuffixes: ["service", "repository", "client", "api", "gateway", "datasource"],
    useCaseTypeSuffixes: ["UseCase", "Interactor"],
    singletonNames: ["shared", "sharedInstance", "instance", "default"],
    serviceMethodPrefixes: [
      "fetch", "load", "download", "upload", "request", "sync", "save", "persist", "delete",
      "post", "put", "submit", "login", "logIn", "logout", "logOut", "signIn", "signOut",
      "signUp", "authenticate", "register",
    ],
    knownServiceTypes: ["URLSession"],
    ignoredSingletonTypes: [
      "NotificationCenter", "UserDefaults", "UIApplication", "NSApplication", "UIDevice",
      "NSWorkspace", "UIPasteboard", "NSPasteboard", "Bundle", "ProcessInfo", "UIScreen",
      "WKInterfaceDevice", "RunLoop", "DispatchQueue", "OperationQueue",
    ],
    navigationTypeSuffixes: ["Router", "Coordinator", "Navigator", "NavigationPath"],
    navigationPropertyNames: ["router", "coordinator", "navigator", "navigationPath", "path"],
    analyticsKeywords: ["Analytics", "Tracker", "Tracking", "Telemetry"],
    navigationVerbs: [
      "push", "pop", "present", "dismiss", "navigate", "route", "go", "show", "open", "close",
      "back", "start",
    ],
    feedbackWords: [
      "alert", "banner", "toast", "message", "error", "loading", "loader", "spinner", "hud",
      "overlay", "snackbar", "notification", "progress", "indicator", "tooltip", "haptic",
    ],
    navigationStateWords: [
      "path", "stack", "destination", "route", "routes", "screen", "sheet", "presented", "cover",
      "tab", "navigation",
    ]
  )

  /// Whether a type name names a service: it ends with a service suffix after some prefix
  /// (`FilmRepository`, not a bare `Client`), or is a known service type.
  public func isServiceType(_ name: String) -> Bool {
    if knownServiceTypes.contains(name) { return true }
    return serviceTypeSuffixes.contains { name.count > $0.count && name.hasSuffix($0) }
  }

  /// Whether a type name is exactly a service suffix (`API`, `Client`): a namespace that is a
  /// service only when the method also reads like data work.
  public func isBareServiceSuffix(_ name: String) -> Bool {
    serviceTypeSuffixes.contains(name)
  }

  /// Whether a property or local variable name names a service.
  public func isServiceName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return serviceNameSuffixes.contains { lower.hasSuffix($0) }
  }

  /// Whether a type name names a use case or interactor.
  public func isUseCaseType(_ name: String) -> Bool {
    useCaseTypeSuffixes.contains { name.hasSuffix($0) }
  }

  /// Whether a type name names a navigation owner.
  public func isNavigationType(_ name: String) -> Bool {
    navigationTypeSuffixes.contains { name.hasSuffix($0) }
  }

  /// Whether a type or property name names analytics.
  public func isAnalytics(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return analyticsKeywords.contains { lowered.contains($0.lowercased()) }
  }

  /// Whether a method name reads like data or network work.
  public func isServiceMethod(_ name: String) -> Bool {
    serviceMethodPrefixes.contains { prefix in
      guard name.hasPrefix(prefix) else { return false }
      let rest = name.dropFirst(prefix.count)
      return rest.first.map { $0.isUppercase || $0 == "(" } ?? true
    }
  }
}
