import SwiftSyntax

/// Which stored properties are a model's own state, and when that state is only navigation.
extension GodObjectRule {
  /// The model's own mutable stored properties: not those a property wrapper other than
  /// `@Published` resolves (`@Dependency(\.api)`, `@Injected`, `@ObservationIgnored @Inject`),
  /// which are services the model is handed, owned elsewhere. `@AppStorage` and
  /// `@SceneStorage` stay: they are the user's settings, which the settings exemption weighs.
  /// Plain properties stay too, observed or not (an `ObservableObject`'s plain `var`, an
  /// `@Observable` class's `@ObservationIgnored var`): views still read them from the shared
  /// model, and a model handing every view its managers through them is the God object.
  static func ownState(of type: String, index: ProjectIndex) -> [PropertyDeclaration] {
    index.storedProperties(of: type).filter { property in
      guard !property.isLet else { return false }
      switch property.wrapper {
      case nil, .published: return true
      default: return property.attributes.contains { ["AppStorage", "SceneStorage"].contains($0) }
      }
    }
  }

  /// Apple types that run one live device or media session: a player, an audio session or
  /// engine, a capture session, a workout session, an AR or motion session.
  static let liveSessionTypes: Set<String> = [
    "AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVAudioSession", "AVAudioEngine",
    "AVAudioRecorder", "AVCaptureSession", "AVCaptureMultiCamSession", "HKWorkoutSession",
    "HKLiveWorkoutBuilder", "ARSession", "CMMotionManager", "MPMusicPlayerController",
    "AVPlayerLooper", "AVSpeechSynthesizer",
  ]

  /// Words of a model's name that name the live session it drives.
  static let liveSessionWords: Set<String> = [
    "player", "playing", "playback", "camera", "capture", "workout", "recorder", "recording",
    "audio", "speech", "motion",
  ]

  /// Whether the class `type` is a model of one live device or media session: named for it
  /// (``liveSessionWords``: `Player`, `NowPlaying`, `CameraModel`, `WorkoutManager`) and
  /// holding it — a stored property of a ``liveSessionTypes`` type (`let player =
  /// AVQueuePlayer()`, `var session: HKWorkoutSession?`), or of a project type that holds one
  /// (`let captureService: CaptureService` keeping the `AVCaptureSession`). Its published
  /// state — what plays, the progress, the torch, the detected colour — is that session's, one
  /// concern however many controls each read their part. An app model that also happens to
  /// hold a player (`AppModel`) is not one.
  static func drivesLiveSession(_ type: String, index: ProjectIndex) -> Bool {
    guard namesLiveSession(type) else { return false }
    func holdsSession(_ name: String) -> Bool {
      index.storedProperties(of: name).contains { property in
        (property.typeName ?? property.inferredTypeName).map(liveSessionTypes.contains) ?? false
      }
    }
    if holdsSession(type) { return true }
    return index.storedProperties(of: type).contains { property in
      guard let held = property.typeName ?? property.inferredTypeName, held != type,
        index.declaresOwnType(held),
        namesLiveSession(held)
      else { return false }
      return holdsSession(held)
    }
  }

  /// Whether a type's name names a live session as one of its words (`AudioPlayer`,
  /// `NowPlayingModel`, `Camera_model`, `CaptureService`), and nothing app-wide (`App`,
  /// `Root`, `Store`, `State`, `Main`: `AudioPlayerAppState` is an app model).
  private static func namesLiveSession(_ type: String) -> Bool {
    let words = Set(NavigationCallClassifier.words(TypeNames.lastComponent(type)))
    return !words.isDisjoint(with: liveSessionWords)
      && words.isDisjoint(with: ["app", "root", "store", "state", "main", "global"])
  }

  /// Whether the state is one concern, navigation: at least two properties whose type
  /// holds where the app is — a `NavigationPath`, a stack of routes, the selected tab or
  /// destination (a type named with one of the `navigationStateWords` the rules share) — and
  /// nothing else but at most two flags (a side menu shown, a loading indicator).
  static func isNavigationState(_ state: [PropertyDeclaration], naming: NamingConventions)
    -> Bool
  {
    let words = Set(naming.navigationStateWords.map { $0.lowercased() })
    let rest = state.filter { property in
      let type = property.typeText ?? property.inferredTypeName ?? ""
      return !NavigationCallClassifier.words(type).contains(where: words.contains)
    }
    return state.count - rest.count >= 2 && rest.count <= 2 && rest.allSatisfy(isFlag)
  }

  /// Whether a model named as a navigation owner (`NavigationRouter`, `AppCoordinator`: a
  /// `navigationTypeSuffixes` name) holds only where the app is and what it presents: at least
  /// two properties typed with a navigation-state word (the paths, the selected tab, the
  /// sheet), and otherwise flags (a paywall or an alert shown), optional items or payloads the
  /// presentation carries (`showShoeDetails: Shoe?`, `featureAlert: FeatureAlertType?`), and
  /// stacks mirroring the paths (`[AnyHashable]`), beside the subscriptions it keeps. A search
  /// query, a sort order or a list of records beside them is state of its own.
  static func isRouter(
    _ type: String, state: [PropertyDeclaration], naming: NamingConventions
  ) -> Bool {
    guard naming.isNavigationType(TypeNames.lastComponent(type)) else { return false }
    let words = Set(naming.navigationStateWords.map { $0.lowercased() })
    let navigation = state.filter { property in
      let type = property.typeText ?? property.inferredTypeName ?? ""
      return NavigationCallClassifier.words(type).contains(where: words.contains)
    }
    guard navigation.count >= 2 else { return false }
    return state.allSatisfy { property in
      if navigation.contains(where: { $0.name == property.name }) || isFlag(property) {
        return true
      }
      // The type as written, or the value it is made from (`= Set<AnyCancellable>()`).
      let written = property.typeText ?? property.initializerValue?.trimmedDescription ?? ""
      let text = String(written.filter { !$0.isWhitespace })
      // The subscriptions it keeps (`Set<AnyCancellable>`) are its plumbing, not state.
      return text.hasSuffix("?") || text == "[AnyHashable]" || text.contains("AnyCancellable")
    }
  }

  /// A `Bool` property: annotated so, or initialised with `true` or `false`.
  static func isFlag(_ property: PropertyDeclaration) -> Bool {
    if property.typeName == "Bool" { return true }
    return property.declaration.bindings.contains { binding in
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name
        && binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true
    }
  }
}
