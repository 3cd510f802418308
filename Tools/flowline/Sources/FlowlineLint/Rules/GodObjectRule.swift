import SwiftSyntax

/// `god-object`: one observable class holding unrelated mutable state that many views read
/// from the environment.
struct GodObjectRule: ProjectRule {
  static let description = RuleDescription(
    id: "god-object",
    name: "God object",
    summary:
      "An environment model holds unrelated mutable state, and many views each read a different part.",
    explanation: """
      The God object: to escape prop drilling, everything goes into one ObservableObject or \
      @Observable class injected into the environment — the film catalogue, the signed-in \
      user, one screen's search query, another's loading flag. Every screen then depends on \
      all app state, re-renders when an unrelated part changes, and testing one screen means \
      building the whole app state. Size alone is not the problem: a cohesive app-wide model \
      (a theme, the session) is what the environment is for, and so is an ObservableObject \
      that never announces a change (no @Published, no use of objectWillChange), or a \
      registry of stores or values made once (each announced property holds a project object \
      nothing replaces, or a value an initializer gives that nothing writes after them: a \
      theme's fonts): it \
      re-renders no view. A record with many fields is one thing, \
      and so are the user's settings (properties that persist themselves as they \
      change, through `didSet`, `willSet` or @AppStorage, or a model that saves itself whenever \
      it changes by subscribing to its own `objectWillChange`, or whose own methods write \
      its properties into the defaults, the iCloud key-value store or a project wrapper of \
      them, as `defaults.set(value, …)` beside `flag = value`; a model that also persists \
      several of the app's own records — structs or classes, or collections of them, except \
      lists saved into the user defaults the same way as the settings beside them — is a \
      data store, not settings; a model named for the settings — `SettingsViewModel`, \
      `UserPreferences` — is the user's configuration however it saves, unless it holds \
      several of the app's records other than lists it saves into the defaults), and so is a model that only views put into \
      the environment (a view, a view modifier or an extension of View; never an App, a \
      Scene or a hosting controller), or whose every \
      instance a view creates (`@StateObject private var state = …` in a View, even when a \
      UIKit or AppKit controller hosting that screen's subviews relays it), or that lives in \
      one feature's folder with every view reading it (a folder below the app's own, holding \
      no `App` of the project and fewer than half of its views), or that only one screen and \
      the views it builds read (fewer than half of the project's views): one screen's or one \
      feature's model shared with its subviews. A model of one live device or media session \
      (named for it, a player, camera or workout model, and holding the player, the audio or \
      capture session or the workout session, directly or through a project type) keeps that \
      session's state: one concern. A router is one concern too: a model \
      whose state is navigation — navigation paths, stacks of routes or destinations, \
      the selected tab or destination (types named with a navigation-state word: \
      `navigationStateWords`) — and at most two flags, even when each tab's screens \
      read only their own path; so is a model named as a router or coordinator holding such \
      state and otherwise only flags, optional items and payloads it presents, stacks and \
      subscriptions. Services a property wrapper injects (`@Dependency`, \
      `@Injected`: any wrapper but `@Published`, `@AppStorage` and `@SceneStorage`) are not \
      the model's state; its plain properties are, observed or not. \
      The rule therefore looks at how the class is read: an observable class \
      with at least `minStoredProperties` (default 10) mutable stored properties, read from \
      the environment by at least `minReaders` (default 4) views, whose readers fall into at \
      least `minUnrelatedGroups` (default 3) groups that share no property (no view reads \
      properties of two groups; groups made only of session parts — signed-in state, user, \
      token, account, current workspace — are one group, the session, which is what an API or \
      auth client views read from the environment holds; a view that reads a large share of the \
      model — more than an eighth of its properties, and more than four — forms no group, and \
      what it shows of the parts its own subviews read, such as a root window laying out every \
      screen, relates nothing; but the parts it reads that none of its subviews read, it needs \
      itself, and groups those reads touch are joined: a feature's main view combining several \
      parts into one action proves they are one concern; and a group of one field that a \
      method of the model fills with data together with another group's — one refresh \
      assigning the forecast, the air quality and the clock, or an entry of a keyed result \
      (`files[id] = downloaded`) — is part of that record when no \
      other method writes it, while a start-up, a reset, a sign-out, an initializer or \
      constant assignments relate nothing; so is that load's Boolean status flag (`isLoading` \
      set to constants only by such loads, written by nothing outside the model), and a \
      form's text, number or date input that the model only resets, joined to the group the \
      method reading and clearing it writes most (`updateTarget()` reading `targetInput` and \
      setting the cooldown); a list given in full where it is \
      declared that nothing writes is a constant table and forms no group; and a property a \
      method computes from the \
      properties of one group — `compassHidden = heading == 0`, also through locals or the \
      model's computed properties, but not through who is signed in — joins \
      that group, while a value summarising several groups joins nothing; and groups that \
      every one hold the same record type of the project — each measure's `[HealthMetric]` \
      series — are one data set split for display; and what views \
      only write into and none reads, such as dependencies the root view hands the model, \
      forms no group). The fix: one view model per screen for screen state, and \
      small, focused shared models in the environment for what is genuinely shared.
      """,
    options: ["minStoredProperties": "10", "minReaders": "4", "minUnrelatedGroups": "3"])

  let severity: Severity
  let minStoredProperties: Int
  let minReaders: Int
  let minUnrelatedGroups: Int

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
    minStoredProperties = settings.int("minStoredProperties", default: 10)
    minReaders = settings.int("minReaders", default: 4)
    minUnrelatedGroups = max(1, settings.int("minUnrelatedGroups", default: 3))
  }

  private typealias Reader = (view: String, property: PropertyDeclaration, file: String)

  func check(_ facts: ProjectFacts, context: RuleContext) -> [Finding] {
    let index = context.index
    var readers: [String: [Reader]] = [:]
    for view in index.viewTypes.sorted() {
      for declaration in index.declarations[view] ?? [] {
        for property in declaration.properties {
          guard let type = index.environmentModelType(of: property) else { continue }
          readers[type, default: []].append((view, property, declaration.file))
        }
      }
    }
    var findings: [Finding] = []
    let injections = Self.injectionSites(in: index)
    var subtrees = Subtrees(index: index)
    for (type, list) in readers.sorted(by: { $0.key < $1.key }) where index.isObservable(type) {
      // A model that only views put into the environment, or that only views create, is one
      // screen's model, read by that screen's subviews: the per-screen view model the fix asks
      // for, not app state.
      if injections.isScreenScoped(type) { continue }
      // An `ObservableObject` that never announces a change (no `@Published`, no use of
      // `objectWillChange`) re-renders no view: a theme or configuration set up once, which the
      // environment is for.
      if index.neverAnnouncesChange(type) { continue }
      // Services a wrapper injects (`@Dependency(\.api) var api`) are not the model's state.
      let mutable = Self.ownState(of: type, index: index)
      // A registry of stores made once (each announced property a project object nothing
      // replaces) re-renders no view once it is made, like a model that never announces.
      if Self.isSetOnlyAtCreation(mutable, of: type, index: index) { continue }
      // A router — navigation paths, the selected tab, a flag or two — is one concern, even
      // when each tab's screens read only their own path.
      if Self.isNavigationState(mutable, naming: context.naming)
        || Self.isRouter(type, state: mutable, naming: context.naming)
      {
        continue
      }
      // A model driving one live session (a player, a camera, a workout) holds that
      // session's state: one concern, however many controls read their part.
      if Self.drivesLiveSession(type, index: index) { continue }
      let state = Set(mutable.map(\.name))
      let views = Set(list.map(\.view))
      guard state.count >= minStoredProperties, views.count >= minReaders,
        let declaration = index.declarations[type]?.first(where: { $0.kind == .class })
      else { continue }
      // A model that lives with every view reading it in one feature's folder (a watch app's
      // workout session and its pages) is that feature's model, however the app hands it down.
      if Self.isOneFeature(model: declaration.file, readers: list.map(\.file), index: index)
        || Self.isOneScreen(readers: views, subtrees: &subtrees, index: index)
      {
        continue
      }
      // Settings that persist as they change (`didSet { defaults… }`, @AppStorage) are one
      // concern, the user's configuration, however many screens read them.
      // A model that saves all of itself whenever it changes (a subscription to its own
      // `objectWillChange`) is the same: every property persists.
      let persisted =
        Self.savesOnEveryChange(index.declarations[type] ?? [])
        ? mutable : mutable.filter(Self.persistsOnChange)
      if isSettings(persisted, of: mutable, type: type, index: index) { continue }
      // So is a model whose own methods write its properties into the defaults
      // (`func update(_ option: Option, value: Bool) { defaults.set(value, …); flag = value }`).
      if persisted.count < mutable.count {
        let written = Self.writtenToStore(state, of: type, index: index)
        let stored = mutable.filter { Self.persistsOnChange($0) || written.contains($0.name) }
        if isSettings(stored, of: mutable, type: type, index: index) { continue }
      }
      // A model named for the settings (`SettingsViewModel`, `UserPreferences`) that keeps
      // none of the app's records is the user's configuration, whatever way it saves.
      if Self.isNamedSettings(type, state: mutable, index: index) { continue }
      var readSets: [String: Set<String>] = [:]
      // A computed property reads the stored state its getter names (`visibleRange` from
      // `cardIndex` and `ranges`): a view reading it reads those.
      let derived = Self.computedDependencies(of: type, state: state, index: index)
      // What views only write into and none reads (`player.source = feed` when the screen
      // appears: the model's dependencies, set up from outside) is not a part anyone reads.
      var readByViews: Set<String> = []
      for reader in list {
        let usage = facts.usage(of: reader.property.name, in: reader.view)
        readByViews.formUnion(usage.readMembers)
        for member in usage.readMembers { readByViews.formUnion(derived[member] ?? []) }
      }
      for reader in list {
        let members = facts.usage(of: reader.property.name, in: reader.view).members
        var read = members.intersection(state).intersection(readByViews)
        for member in members { read.formUnion(derived[member] ?? []) }
        readSets[reader.view, default: []].formUnion(read)
      }
      // A reader that reads a large share of the model (an app's root window laying out every
      // part) would join every group into one. Groups come from the focused readers.
      let hubLimit = max(4, state.count / 8)
      // The signed-in state, the user and token, the current workspace: parts of one concern,
      // the session, however many views read each part.
      var groups = Self.mergingSessionGroups(
        Self.groups(readSets.values.filter { !$0.isEmpty && $0.count <= hubLimit }))
      // What a big reader shows of the parts its own subviews read (a root window or sidebar
      // summarising the screens it lays out) relates nothing. The rest it reads for itself, and
      // a view that itself needs several parts (a feature's main view combining them into
      // one action) proves they are one concern: those groups join.
      for (view, reads) in readSets.sorted(by: { $0.key < $1.key }) where reads.count > hubLimit {
        let below = subtrees.subtree(of: view)
        let shownBelow = readSets.filter { below.contains($0.key) }.values.reduce(
          into: Set<String>()
        ) { $0.formUnion($1) }
        groups = Self.joining(groups, by: reads.subtracting(shownBelow))
      }
      // A list given in full where it is declared and that nothing writes once the model is
      // made (the home screen's feature cards) is a constant table, not a concern.
      if groups.count >= minUnrelatedGroups {
        let tables = Set(
          mutable.filter { Self.isListedInDeclaration($0) && !index.mayWrite($0.name, of: type) }
            .map(\.name))
        groups = groups.map { $0.subtracting(tables) }.filter { !$0.isEmpty }
      }
      // A field that one view reads alone but that only a method of the model filling it
      // together with the rest writes (one refresh assigning the forecast, the air quality and
      // the clock) is part of that record, not an unrelated group; so is that load's flag, and
      // the input a method of the model consumes.
      if groups.count >= minUnrelatedGroups, groups.contains(where: { $0.count == 1 }) {
        // A flag the model alone writes (views do not toggle it).
        let flags = Set(
          mutable.filter {
            Self.valueType(of: $0) == "Bool"
              && !Self.isWrittenOutside($0.name, of: type, index: index)
          }.map(\.name))
        let plainValues = Set(
          mutable.filter { Self.valueType(of: $0).map(Self.inputTypes.contains) ?? false }
            .map(\.name))
        groups = Self.joiningLoadedFields(
          groups, loads: Self.loads(state, of: type, index: index), flags: flags,
          plainValues: plainValues)
      }
      // A property the model computes from others (a button's visibility from the visible
      // card) is part of what it is computed from.
      if groups.count >= minUnrelatedGroups {
        groups = Self.joiningDerived(
          groups, derivations: Self.derivations(state, of: type, index: index, computed: derived),
          scopes: Self.signedInScopes(mutable))
      }
      // Groups that all hold the same record type of the project (each measure's
      // `[HealthMetric]` series, resolved and unresolved `Transaction`s) are one data set
      // split for display.
      guard groups.count >= minUnrelatedGroups,
        !Self.isOneDataSet(groups, state: mutable, index: index)
      else { continue }
      let shown = groups.prefix(3).map { group in
        group.sorted().prefix(3).joined(separator: ", ") + (group.count > 3 ? ", …" : "")
      }
      findings.append(
        Finding(
          ruleID: Self.description.id, severity: severity,
          message:
            "\(type) looks like a God object: \(state.count) mutable stored properties, read "
            + "from the environment by \(views.count) views in \(groups.count) unrelated groups "
            + "(" + shown.map { "{\($0)}" }.joined(separator: " ") + (groups.count > 3 ? " …" : "")
            + "); split it into per-screen view models and small shared models",
          file: declaration.file, position: declaration.position, symbol: type,
          related: list.map {
            RelatedLocation(
              file: $0.file, position: $0.property.position, message: "read by \($0.view)")
          }))
    }
    return findings
  }

  /// Whether the persisted properties make the model the user's settings: at least half of its
  /// state, and not the app's records — several properties holding the project's own structs
  /// or classes, or collections of them — which make it the app's data store. Lists the user
  /// configures, saved into the defaults the same way as the settings beside them (custom
  /// search engines, mute rules), are more configuration.
  private func isSettings(
    _ persisted: [PropertyDeclaration], of mutable: [PropertyDeclaration], type: String,
    index: ProjectIndex
  ) -> Bool {
    persisted.count * 2 >= mutable.count
      && Self.records(among: persisted, of: type, index: index).count < 2
  }

  /// For each computed instance property of `type` (in the project's declarations of it), the
  /// members of `state` its accessors name.
  static func computedDependencies(of type: String, state: Set<String>, index: ProjectIndex)
    -> [String: Set<String>]
  {
    var result: [String: Set<String>] = [:]
    for declaration in index.declarations[type] ?? [] {
      for property in declaration.properties where !property.isStored && !property.isStatic {
        for binding in property.declaration.bindings {
          guard let accessors = binding.accessorBlock else { continue }
          for token in accessors.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, state.contains(name) {
              result[property.name, default: []].insert(name)
            }
          }
        }
      }
    }
    return result
  }

  /// Words that name a part of the signed-in session: who is signed in, how, and where.
  static let sessionWords = [
    "auth", "signedin", "signin", "loggedin", "login", "logout", "signout", "user", "account",
    "token", "session", "credential", "workspace", "organization", "organisation", "tenant",
    "profile", "identity", "oauth", "jwt", "apikey", "bearer", "keychain", "membership",
    "twofactor", "2fa", "mfa",
  ]

  /// Whether a property names a part of the session (`isSignedIn`, `currentUser`, `authToken`,
  /// `activeWorkspace`).
  static func isSessionProperty(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return sessionWords.contains { lowered.contains($0) }
  }

  /// The properties that say who is signed in: session-named ones holding one value, not a
  /// collection (`currentUser`, `authVM`; not `accounts: [Account]`).
  static func signedInScopes(_ state: [PropertyDeclaration]) -> Set<String> {
    Set(
      state.filter { property in
        guard isSessionProperty(property.name) else { return false }
        return !TypeNames.isCollection(property.typeText ?? property.inferredTypeName ?? "")
      }.map(\.name))
  }

  /// Joins the groups made only of session properties into one group. In a model that holds
  /// the session itself (a group has a session-named property), the signed-in person's
  /// profile fields (`displayName`, `fullName`, `profilePicUrl`, `email`) are part of it too.
  static func mergingSessionGroups(_ groups: [Set<String>]) -> [Set<String>] {
    let holdsSession = groups.contains { $0.contains(where: isSessionProperty) }
    let isPart = { (name: String) in
      isSessionProperty(name) || (holdsSession && isProfileField(name))
    }
    let session = groups.filter { $0.allSatisfy(isPart) }
    guard session.count > 1 else { return groups }
    let others = groups.filter { !$0.allSatisfy(isPart) }
    return Self.groups(others + [session.reduce(into: Set<String>()) { $0.formUnion($1) }])
  }

  /// Names of who a person is to the app: a name to show, an address, a picture.
  static let profileWords: Set<String> = [
    "displayname", "fullname", "firstname", "lastname", "givenname", "familyname", "nickname",
    "email", "emailaddress", "avatar", "avatarurl",
  ]

  /// Words that name the person's picture only after an owner (`profilePicUrl`, `userPhoto`;
  /// a bare `image` or `photo` is anything's).
  static let ownedPictureWords: Set<String> = [
    "photo", "photourl", "picture", "pic", "picurl", "image", "imageurl",
  ]

  /// Prefixes that make a profile word the signed-in person's (`userEmail`, `myAvatar`,
  /// `profilePicUrl`).
  static let profileOwners = ["", "user", "current", "my", "me", "account", "profile", "signedin"]

  /// Whether a property names a profile field of the signed-in person: a profile word alone or
  /// after an owner (`displayName`, `profilePicUrl`, `user_email`; not `inviteEmail`,
  /// `avatarCache` or `listingPhotoURL`).
  static func isProfileField(_ name: String) -> Bool {
    let lowered = name.lowercased().filter { $0 != "_" }
    return profileOwners.contains { owner in
      guard lowered.hasPrefix(owner) else { return false }
      let word = String(lowered.dropFirst(owner.count))
      return profileWords.contains(word) || (!owner.isEmpty && ownedPictureWords.contains(word))
    }
  }

  /// The groups, with those that `reads` touches (two or more) joined into one; a read set that
  /// touches fewer joins nothing and adds no group.
  static func joining(_ groups: [Set<String>], by reads: Set<String>) -> [Set<String>] {
    let touched = groups.filter { !$0.isDisjoint(with: reads) }
    guard touched.count > 1 else { return groups }
    let rest = groups.filter { $0.isDisjoint(with: reads) }
    return Self.groups(rest + [touched.reduce(into: Set<String>()) { $0.formUnion($1) }])
  }

  /// Whether the model is a registry of stores or of values set up once: each of its announced
  /// properties (its `@Published` and `@AppStorage` ones; an `@Observable` class's tracked
  /// ones) holds an object of a project class that nothing in the project replaces after the
  /// initializers (``ProjectIndex/mayWrite(_:of:ignoringUncalledMethods:replacingOnly:)``: an
  /// assignment, `inout` or binding of the property itself; `stores.paper.items.append(…)`
  /// changes the store, not the property), or a value an initializer gives (the property has no
  /// default of its own) that nothing in the project writes afterwards (a theme's fonts); and no
  /// method sends `objectWillChange`. Without the project's write records, no.
  static func isSetOnlyAtCreation(
    _ state: [PropertyDeclaration], of type: String, index: ProjectIndex
  ) -> Bool {
    guard index.memberWrites != nil,
      !(index.declarations[type] ?? []).contains(where: {
        $0.methods.contains(where: \.sendsChange)
      })
    else { return false }
    let announcing =
      index.observationTypes.contains(type)
      ? state
      : state.filter { $0.wrapper == .published || $0.wrapper == .other("AppStorage") }
    // A registry: every announced property holds an object of a project class (a store of its
    // own), and nothing replaces one after the initializers; changes inside the stores are
    // theirs to announce.
    // A value an initializer gives (no default of its own) that nothing changes afterwards (a
    // theme's fonts, given once through its static instances) is as fixed: the model then
    // announces nothing after it is made.
    return !announcing.isEmpty
      && announcing.allSatisfy { property in
        guard let held = property.inferredTypeName, index.classTypes.contains(held) else {
          return property.initialValue == .none && !index.mayWrite(property.name, of: type)
        }
        return !index.mayWrite(property.name, of: type, replacingOnly: true)
      }
  }

  /// Whether every group holds a property of one record type of the project
  /// (``recordTypes(of:index:)``): one data set, split for display.
  static func isOneDataSet(
    _ groups: [Set<String>], state: [PropertyDeclaration], index: ProjectIndex
  ) -> Bool {
    let records = Dictionary(
      state.map { ($0.name, recordTypes(of: $0, index: index)) }, uniquingKeysWith: { $0.union($1) }
    )
    let held = groups.map { group in
      group.reduce(into: Set<String>()) { $0.formUnion(records[$1] ?? []) }
    }
    guard let first = held.first else { return false }
    return !held.dropFirst().reduce(first) { $0.intersection($1) }.isEmpty
  }

  /// The types of a form's input: text, numbers and dates.
  static let inputTypes: Set<String> = [
    "String", "Int", "Double", "Float", "CGFloat", "Decimal", "Date", "Int64", "Int32", "UInt",
    "TimeInterval",
  ]

  /// Whether anything outside `type` may write its property `name` (a view's
  /// `Toggle(isOn: $model.flag)`, `model.flag = true`): a write to a member of that name
  /// through another value in any other type's code (another type writing its own property of
  /// that name, bare or through `self`, is not one), or no write records.
  static func isWrittenOutside(_ name: String, of type: String, index: ProjectIndex) -> Bool {
    guard let writes = index.memberWrites else { return true }
    let simple = TypeNames.lastComponent(type)
    return (writes[name] ?? []).contains { write in
      !write.isConstruction && !write.isCall && TypeNames.lastComponent(write.scope) != simple
        && !(write.base.isEmpty || write.base == ["self"])
    }
  }

  /// The type of `property`: written, made by its initial value, or that of a literal initial
  /// value (`= false` is a `Bool`, `= ""` a `String`, `= 0` an `Int`).
  static func valueType(of property: PropertyDeclaration) -> String? {
    if let type = property.inferredTypeName { return type }
    guard let value = property.declaration.bindings.first?.initializer?.value else { return nil }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    return nil
  }

  /// Whether `property` is given a non-empty array or dictionary literal where it is declared.
  static func isListedInDeclaration(_ property: PropertyDeclaration) -> Bool {
    property.declaration.bindings.contains { binding in
      guard let value = binding.initializer?.value else { return false }
      if let array = value.as(ArrayExprSyntax.self) { return !array.elements.isEmpty }
      if let dictionary = value.as(DictionaryExprSyntax.self) {
        return dictionary.content.is(DictionaryElementListSyntax.self)
      }
      return false
    }
  }

  /// Groups of properties that no reader connects: the connected components of "read by the
  /// same view".
  static func groups(_ readSets: [Set<String>]) -> [Set<String>] {
    var groups: [Set<String>] = []
    for set in readSets {
      var merged = set
      groups.removeAll { group in
        guard !group.isDisjoint(with: merged) else { return false }
        merged.formUnion(group)
        return true
      }
      groups.append(merged)
    }
    return groups.sorted {
      ($0.count, $1.sorted().joined(separator: ",")) > (
        $1.count, $0.sorted().joined(separator: ",")
      )
    }
  }
}
