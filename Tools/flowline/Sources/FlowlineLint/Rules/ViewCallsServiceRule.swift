import SwiftSyntax

/// `view-calls-service`: a view calls a repository, service or API client directly.
struct ViewCallsServiceRule: FileRule {
  static let description = RuleDescription(
    id: "view-calls-service",
    name: "View calls a service",
    summary: "A view calls a repository, service or API client directly.",
    explanation: """
      When a view calls `repository.fetch…()` or `APIClient.shared.load…()` itself — in a \
      button action, in `.task`, anywhere (not in a helper method nothing uses, which never \
      runs) — the data flow becomes bidirectional: the view \
      triggers application work, interprets its result and mutates state, so it can no longer \
      be previewed or tested without the real service. Put that call one layer down: the view sends an intent \
      (`viewModel.handle(event: .onRefresh)` / `await viewModel.loadRelatedFilms()`), and a \
      view model, interactor or use case owns the service and turns its result into state. \
      A receiver is a service by its type (`…Service`, `…Repository`, `…Client`, `…API`, \
      `…Gateway`, `…DataSource`, configurable under `naming.serviceTypeSuffixes`) or, when the \
      type is unknown, by its name — but a name is never enough: the call must be seen to \
      start asynchronous work (it is awaited, takes a completion handler, feeds a publisher \
      pipeline, or the project declares the method `async`, with a completion parameter, or \
      with a body that awaits or starts a task; a class's method that is `async` only because \
      a protocol requires it and whose body awaits nothing is a synchronous read, and a write \
      of the object's own state serialised on a queue it holds, a memo cache's barrier write, \
      is no work). A model \
      the view observes \
      (@ObservedObject, @StateObject, @EnvironmentObject, an ObservableObject or @Observable \
      class, also through a `@Binding` or a stored property of a model the view observes, or \
      one of the very class the view observes itself reached through its screen model, or \
      a project protocol named for the view's actions or delegate, or a type not named as a \
      service that makes, or a protocol that requires, the observable model the view renders, \
      or a model–view–intent screen's intent, `await intent.task()`) is \
      never a service, whatever it is called: calling it is sending an intent, also \
      when the view awaits it only to set an in-flight flag (`task = nil` in `defer`), \
      dismiss or report an error, unless it keeps an outcome in its own state (an \
      assignment after the call that is not a copy of what the model publishes: one before \
      it is setup) or awaits more steps itself. A \
      service method passed by reference as an action (`.onAppear(perform: \
      loader.reload)`) counts too. `Store` and `Manager` are not service suffixes by default. \
      A window presenter is UI, not a service: a project method that does nothing but AppKit \
      or UIKit windowing (`showWindow`, `makeKeyAndOrderFront`, `NSApp.activate`, \
      `openApplication`…), of any class or of a window or window controller subclass, is not \
      reported; nor is a thin wrapper around a system facility (a project method, or a \
      client's closure property whose values where the type builds itself do only that, whose only \
      work is the notification center's permission prompt, badge or local notifications, the \
      application object's badge or dock tile, a framework's authorization request (answered \
      through a closure it was given or keeps, or a Combine subject of its own; also the \
      local-network permission probe, a Bonjour browse and publish) — also \
      through a computed property returning the framework's shared object, and of Swift-era \
      frameworks without a prefix (`FinanceStore`, `MusicAuthorization`) — a read of a media \
      file's own properties or frames through AVFoundation's asset reader (`await \
      asset.load(.duration)`: a cell reading the length of the clip it shows) — or an Apple \
      object that drives the device rather than holding the app's data (a speech synthesizer, \
      a capture session, the pasteboard, the workspace; calling it or setting its properties, \
      also on the wrapper's own queue: a capture connection switched off and on) or lays out, animates and times the \
      app's own on-screen objects (a toast banner of a `UIView` subclass on the key window, \
      its constraint and timer), besides \
      reporting, main-queue dispatch, a user-defaults counter or flag the method both reads \
      and writes for itself (asking for a review at the tenth completion, a permission once) \
      and other such wrappers, alone or with a facility of its own; the notification center \
      kept in a stored property, or a framework object borrowed from another object, counts as \
      the facility, and a receiver typed by a project protocol is judged by the project's \
      implementations, test doubles and inert stand-ins aside, as is a call on the \
      wrapper's own stored property of a project type), or a window controller's \
      method that shows its own window, called fire-and-forget. Nor is a display delay: a \
      project method that only hands the closure it is given to the main queue \
      (`DispatchQueue.main.asyncAfter`, directly or in a `DispatchWorkItem` it may cancel), a \
      debounce of the caller's own UI code, or a task that only sleeps and then runs it \
      (through `await MainActor.run` too); nor a pure computation: a synchronous project \
      method that only computes its result from the values it is given (filtering and sorting \
      the array a view hands an actor: the `await` only hops), reading none of the object's \
      state; nor a synchronous command whose only hop is to \
      the main queue in its own body (a delete that then clears the episode there): nothing \
      runs later but the method's own UI update. A log line or analytics event \
      (`logger.debug(…)`, `Analytics.shared.capture(…)`: a sink named as a logger or \
      analytics/telemetry tracker, a log-level or event method, or a sink named for events \
      sent an event's name like `"quiz_completed"`, or a wrapper, whatever its name, that only \
      hands the event to an analytics SDK it holds, `AmplitudeManager.shared.track(…)`; no \
      completion, result \
      dropped, awaited or not) is instrumentation, and a fire-and-forget save or delete on \
      a project object holding the app's Core Data or SwiftData container, whose method only \
      works on that store, is what the view would do with its own context, not a service call. Nor is a UI component that wraps \
      a platform view (a class or protocol that is \
      a `UIView`/`NSView`/`WKWebView` subclass or exposes one it is shown in: a web editor \
      moving its cursor), a project method that awaits nothing and only hands the work it \
      builds to an observed model (`board.enqueue(job)`: an intent), an Apple framework \
      singleton that is not a service type (`BGTaskScheduler.shared.register(…)` is app \
      setup; `URLSession.shared` stays a service), a call handed the content a `RealityView` \
      or `Canvas` is built from (filling the view's own scene), a call given a controller to \
      present from (`signIn(withPresenting:)`: a component's own screen), the start and stop of \
      a feed the view hands to a platform view it shows (a camera preview's session), a \
      helper the view makes itself installing event monitors (its own input handling), a \
      picture loaded \
      into the view's own image-typed property, directly or through a local (like \
      `AsyncImage`), with the cache warm-up of those pictures (`preloadNearbySheets` on the \
      same loader, a `prefetchCovers()` method), a content component rendering its own input (a markup or code text \
      handed to a helper it makes itself, whose code touches no network, storage, service or \
      observed model), a scene root's static setup method that returns nothing, or a type-level job started and \
      forgotten (not awaited, no completion, result dropped) by a scene's root view \
      (`Telemetry.maybePing(with: settings)`, or awaited, result dropped, in a `Task` or \
      `.task` of its own that only runs such jobs, sleeps and loops of them) or, in any \
      view, handed to an owner that \
      publishes its state (`Party.shared.prepareToPlay(item)`, its `@Published` outcome \
      observed by the app). Nor is a call inside a closure the view hands to the initializer \
      of an observable model it makes and holds (`@State var feed = Feed(load: { try await \
      Client.shared.items() })`), which the model stores: the model runs it, with its own \
      loading and error state (dependency injection). The standard library's collection \
      methods (`dataSource.flatMap { … }` over a local array) are never service calls, a \
      method that only describes a stream handed to `.onReceive` is subscribed to, and a \
      store keeping its state in an `@Observable` object views read through it is sent \
      intents like an observable model; a router or coordinator (a type named with a \
      navigation suffix) asked to move, neither awaited nor its result kept, navigates; and a \
      store whose published state the view \
      subscribes to itself (`.onReceive(AppStore.shared.publisher)`, `.onReceive(store.$items)`) \
      is sent intents when the view uses no result of the call (it may await it for an error \
      message).
      """)

  let severity: Severity

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
  }

  func check(_ file: LintFile, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    let classifier = ServiceClassifier(
      index: context.index, naming: context.naming, module: file.module)
    for declaration in file.declarations where context.index.isViewLayer(declaration.name) {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { continue }
      // The stores whose published state the view subscribes to itself
      // (`.onReceive(AppStore.shared.publisher)`): the view renders what they publish.
      var subscribed: Set<String>?
      let viewProperties = context.index.propertyMap(of: declaration.name)
      // The view's stored pictures (`@State var thumbnail: UIImage?`).
      let imageProperties = Self.imagePropertyNames(viewProperties, index: context.index)
      let isMediaComponent = Self.isMediaComponent(declaration.name)
      let isSceneRoot = context.index.sceneRootViews.contains(declaration.name)
      // What the view presents as media (`.quickLookPreview($file)`, `AVPlayer(url: clip)`):
      // a walk of the whole declaration, made only for a view with a service call.
      var presented: Set<String>?
      // What the view hands to a platform view it shows, computed like `presented`.
      var sources: Set<String>?
      // Every service call of the view, with whether it loads media the view shows.
      var viewFound: [(node: Syntax, description: String, loadsMedia: Bool)] = []
      for member in group.memberBlock.flattenedMembers where !member.isNominalTypeDeclaration {
        // A scene root's static method that hands nothing back (`static func installHandlers(
        // socket:)`, called from its `init`) wires the app up: it cannot read or write the
        // view's state, and nothing it does comes back to a screen.
        if isSceneRoot, Self.isStaticSetup(member) { continue }
        let calls = CallCollector(viewMode: .sourceAccurate)
        calls.walk(member)
        // Objects the member makes itself (`let manager = DownloadManager()`) are known by type.
        var properties = viewProperties
        for (name, local) in calls.locals { properties[name] = local }
        // A window or panel presenter (a window controller's `show()`, a method that only
        // fronts the app's window), an Apple framework singleton, a UI component wrapping a
        // platform view, or a method that only hands work to an observed model is not a
        // service.
        // The closures a `RealityView` or `Canvas` in this member is built from.
        let contentClosures = Self.contentClosures(in: calls)
        // The service call first: most calls are not one.
        var found: [(Syntax, String)] = calls.calls.compactMap { call in
          guard let service = classifier.serviceCall(call, properties: properties),
            !Self.fillsViewContent(call, closures: contentClosures),
            !Self.isInjectedIntoHeldModel(Syntax(call), index: context.index),
            !Self.isNotServiceWork(
              call, properties: properties, classifier: classifier, context: context),
            !Self.rendersOwnInput(
              call, properties: properties, viewProperties: viewProperties, context: context)
          else { return nil }
          return (Syntax(call), "`\(service)`")
        }
        // A router or coordinator asked to move (`router.presentView { Picker(…) }`,
        // `router.createNewThread(…, onPostCreated: refresh)`): navigation, the flow's job, when
        // the view neither waits on it nor keeps a result; the closures it is handed are the
        // next screen's content and callbacks.
        if !found.isEmpty {
          found.removeAll { node, _ in
            guard let call = node.as(FunctionCallExprSyntax.self),
              let (receiver, method) = SyntaxQueries.methodCall(call),
              !SyntaxQueries.isAwaited(call), !ServiceClassifier.resultIsUsed(call),
              let type = classifier.receiverType(
                ServiceClassifier.stripOptional(receiver), properties: properties)
            else { return false }
            // A router method of its own that itself fetches or starts work is judged by that
            // work; a protocol's requirement (implemented by the app's UIKit router) navigates.
            guard context.naming.isNavigationType(TypeNames.lastComponent(type)) else {
              return false
            }
            let ownBodies = context.index.functionDeclarations(named: method, in: type).filter {
              $0.body != nil
            }
            return ownBodies.isEmpty || !context.index.methodStartsWork(method, in: type)
          }
        }
        // An intent to a store whose published state the view subscribes to (it awaits at most
        // the outcome, using no result: `try await AppStore.shared.addRecipe(…)` with an
        // error message of its own) — the store owns the work and publishes what it does.
        if !found.isEmpty {
          let stores = subscribed ?? Self.subscribedStores(in: declaration.node)
          subscribed = stores
          if !stores.isEmpty {
            found.removeAll { node, _ in
              guard let call = node.as(FunctionCallExprSyntax.self),
                let (receiver, _) = SyntaxQueries.methodCall(call),
                stores.contains(receiver.trimmedDescription),
                !ServiceClassifier.resultIsUsed(call), !Self.isImplicitReturn(call)
              else { return false }
              // A client or service the view also listens to is still a service.
              let type = classifier.receiverType(
                ServiceClassifier.stripOptional(receiver), properties: properties)
              return
                !(type.map {
                  context.naming.isServiceType($0) || context.naming.isBareServiceSuffix($0)
                } ?? true)
            }
          }
        }
        // A job started and forgotten: by a scene's root view, or handed to an owner that
        // publishes its outcome.
        found.removeAll { node, _ in
          node.as(FunctionCallExprSyntax.self).map {
            Self.startsForgottenAppJob($0, inSceneRoot: isSceneRoot, context: context)
          } ?? false
        }
        // The feed a platform view the view shows is drawing (a camera preview's session), and
        // the controller or view a representable hands SwiftUI
        // (`cameraViewController.setVideoFilter(filter)` on the `cameraViewController` its
        // `makeUIViewController` returns): the view working what it shows, not a service.
        if !found.isEmpty {
          let shownSources =
            sources
            ?? Self.representedSources(in: declaration.node, index: context.index).union(
              Self.representedContent(of: declaration))
          sources = shownSources
          if !shownSources.isEmpty {
            found.removeAll { node, _ in
              node.as(FunctionCallExprSyntax.self).map {
                Self.drivesShownSource(
                  $0, sources: shownSources, properties: properties, classifier: classifier,
                  naming: context.naming)
              } ?? false
            }
          }
        }
        let reported = Set(found.map(\.0.id))
        found += Self.parsedBackendCalls(calls, properties: properties, classifier: classifier)
          .filter { !reported.contains($0.0.id) }
        var media = MediaNames(presented: [])
        if !found.isEmpty {
          let shown =
            presented
            ?? Self.presentedMediaNames(
              in: declaration.node,
              isImageView: { Self.loadsPictureItself($0, index: context.index) }
            ).union(imageProperties)
          presented = shown
          media = Self.mediaNames(in: calls, presented: shown, index: context.index)
        }
        // A reusable image or media component loading its own bytes (like `AsyncImage`), and
        // caching what it decoded, is a view doing its one job, not a screen calling the app's
        // services.
        if isMediaComponent {
          found.removeAll { node, _ in
            guard let call = node.as(FunctionCallExprSyntax.self),
              let (receiver, method) = SyntaxQueries.methodCall(call)
            else { return false }
            return Self.isMediaLoad(method) || Self.storesLoadedMedia(call, media: media)
              || Self.isMediaCacheType(receiver)
          }
        }
        // A method nothing uses never runs (dead code, like a helper left after a refactor).
        if !found.isEmpty || !calls.references.isEmpty,
          let function = member.as(FunctionDeclSyntax.self),
          Self.isUnusedMethod(function, of: declaration.name, index: context.index)
        {
          continue
        }
        // A call whose result becomes the picture the view shows (`qrImage = await
        // QRCodeGenerator.generate(for: text)` into `@State var qrImage: CGImage?`) builds the
        // view's own image, like `AsyncImage`, whatever the method is called.
        viewFound += found.map { node, description in
          let call = node.as(FunctionCallExprSyntax.self)
          let producesImage =
            (!imageProperties.isEmpty
              && (call.map {
                Self.producesShownImage($0, images: imageProperties, calls: calls)
              } ?? false))
            || (call.map {
              Self.loadsPictures(
                $0, properties: properties, classifier: classifier, index: context.index)
            } ?? false)
          return (node, description, producesImage || Self.loadsMedia(node, media: media))
        }
        viewFound += calls.references.compactMap { reference in
          guard !Self.isInjectedIntoHeldModel(Syntax(reference), index: context.index),
            !Self.isHandedToModelInitializer(reference, index: context.index),
            !Self.isHandedToLoaderView(
              reference, properties: properties, classifier: classifier, context: context),
            !Self.drivesSystemOnly(
              reference, properties: properties, classifier: classifier, index: context.index),
            !(reference.base.map {
              Self.isSystemSingleton($0, context: context)
                || Self.callsUIComponent(
                  $0, properties: properties, classifier: classifier, index: context.index)
            } ?? false)
          else { return nil }
          return classifier.serviceMethodReference(reference, properties: properties).map {
            (Syntax(reference), "`\($0)` (passed as an action)", false)
          }
        }
      }
      // A view whose only network work turns downloaded bytes into the image it shows (or
      // fetches the file it previews or plays) is a media component whatever its name (a card
      // loading its own icon, like `AsyncImage`; an attachment bubble).
      // A call that only warms the cache those pictures are drawn from
      // (``warmsPictureCache(_:mediaLoads:)``) is part of the same job.
      let mediaLoads = Self.mediaLoads(of: viewFound)
      if viewFound.allSatisfy({
        $0.loadsMedia || Self.warmsPictureCache($0.node, mediaLoads: mediaLoads)
      }) {
        viewFound = []
      }
      // A private helper the file uses only from `#Preview` or a `PreviewProvider` (seeding an
      // in-memory repository) is preview scaffolding, not the app's data flow.
      if !viewFound.isEmpty, Self.isPreviewOnly(declaration, in: file) { viewFound = [] }

      for (node, description, _) in viewFound {
        let memberName = SyntaxQueries.enclosingFunctionName(of: node) ?? "?"
        findings.append(
          finding(
            in: file, at: node,
            "\(declaration.name) calls the service \(description) directly; send an intent to "
              + "a view model or store that owns the use case, and render the state it publishes",
            symbol: "\(declaration.qualifiedName).\(memberName).\(description)"))
      }
    }
    return findings
  }
}

extension ViewCallsServiceRule {
  /// Whether the view's method `function` is never used: no declaration of the view (its
  /// extensions included) names it but its own, nothing else in the project may call it
  /// (``ProjectIndex/mayCall(_:of:)``; for a `private` method, nothing outside the type can),
  /// and no framework calls it (an override, an attributed method, a requirement of a protocol
  /// the view conforms to other than `View`'s `body`).
  static func isUnusedMethod(
    _ function: FunctionDeclSyntax, of view: String, index: ProjectIndex
  ) -> Bool {
    let name = function.name.text
    // A view modifier's `body(content:)` is what SwiftUI calls.
    if name == "body" { return false }
    // `@ViewBuilder`, `@MainActor` and `@discardableResult` shape the body, its isolation or
    // its result; any other attribute (`@objc`, `@IBAction`) may expose the method to a caller
    // the project does not show.
    let onlyBuilder = function.attributes.allSatisfy { element in
      if case .attribute(let attribute) = element {
        return ["ViewBuilder", "MainActor", "discardableResult"].contains(
          attribute.attributeName.trimmedDescription)
      }
      return false
    }
    guard onlyBuilder,
      function.modifiers.allSatisfy({ $0.name.tokenKind != .keyword(.override) })
    else { return false }
    for declaration in index.declarations[view] ?? [] {
      // A requirement of a protocol the view conforms to may be called by the framework
      // (`makeUIView`) or through the protocol; `View` requires only `body`.
      for inherited in declaration.inheritedTypes
      where inherited != "View" && inherited != "ViewModifier"
        && !ProjectIndex.requirementFreeProtocols.contains(inherited)
      {
        guard (index.declarations[inherited] ?? []).contains(where: { $0.kind == .protocol }),
          !(index.declarations[inherited] ?? []).contains(where: {
            $0.methods.contains { $0.name == name }
          })
        else { return false }
      }
    }
    if index.names(name, in: view, besides: function.name.id) { return false }
    // A `fileprivate` method may be called by another type of the file: `mayCall` tells.
    return SyntaxQueries.accessLevel(function.modifiers) == .private
      || !index.mayCall(name, of: view)
  }

  /// The stored properties a representable's `makeUIViewController`, `makeNSViewController`,
  /// `makeUIView` or `makeNSView` returns (`return cameraViewController`, or the body's one
  /// expression): the platform content the view hands SwiftUI.
  static func representedContent(of declaration: TypeDeclaration) -> Set<String> {
    guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { return [] }
    let makers: Set<String> = [
      "makeUIViewController", "makeNSViewController", "makeUIView", "makeNSView",
    ]
    let stored = Set(declaration.properties.filter { $0.isStored && !$0.isStatic }.map(\.name))
    var result: Set<String> = []
    for member in group.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        makers.contains(function.name.text), let body = function.body
      else { continue }
      var returned: [ExprSyntax] = []
      for item in body.statements {
        if let statement = item.item.as(ReturnStmtSyntax.self), let value = statement.expression {
          returned.append(value)
        }
      }
      if returned.isEmpty, body.statements.count == 1,
        let value = body.statements.first?.item.as(ExprSyntax.self)
      {
        returned.append(value)
      }
      for value in returned {
        if let name = SyntaxQueries.directProperty(value), stored.contains(name) {
          result.insert(name)
        }
      }
    }
    return result
  }

  /// Whether a member is a `static` (or `class`) method without a result type.
  static func isStaticSetup(_ member: DeclSyntax) -> Bool {
    guard let function = member.as(FunctionDeclSyntax.self) else { return false }
    return function.signature.returnClause == nil && SyntaxQueries.isStatic(function.modifiers)
  }

  /// `AsyncView(cachedValue: …, operation: record.amountFiatFmt)`: a method of a value the view
  /// shows, handed to a project view that runs it and renders the result itself (like
  /// `AsyncImage` given a URL). The calling view keeps no state and calls nothing; a receiver
  /// that is a service by its type or name still counts.
  static func isHandedToLoaderView(
    _ reference: MemberAccessExprSyntax, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier, context: RuleContext
  ) -> Bool {
    guard let argument = reference.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let view = TypeNames.typeName(ofCallee: call.calledExpression),
      context.index.isView(view), let base = reference.base
    else { return false }
    let receiver = ServiceClassifier.stripOptional(base)
    if let type = classifier.receiverType(receiver, properties: properties),
      context.naming.isServiceType(type)
    {
      return false
    }
    if let name = SyntaxQueries.directProperty(receiver),
      classifier.isServiceProperty(name, properties: properties)
    {
      return false
    }
    return true
  }

  /// Whether `declaration` is a `private` or `fileprivate` type its file mentions only inside
  /// `#Preview { … }` or a `PreviewProvider` (and at least once).
  static func isPreviewOnly(_ declaration: TypeDeclaration, in file: LintFile) -> Bool {
    // The name as written: the index may key a name two modules declare `Module.Name`.
    guard let name = declaration.node.asProtocol((any NamedDeclSyntax).self)?.name.text,
      let modifiers = declaration.node.asProtocol((any WithModifiersSyntax).self)?.modifiers,
      modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
      })
    else { return false }
    let own = declaration.node.range
    var uses = 0
    for token in file.tree.tokens(viewMode: .sourceAccurate)
    where token.tokenKind == .identifier(name) && !own.contains(token.position) {
      guard isInPreview(Syntax(token)) else { return false }
      uses += 1
    }
    return uses > 0
  }

  /// Whether `node` is inside a `#Preview` macro or a `PreviewProvider` type.
  private static func isInPreview(_ node: Syntax) -> Bool {
    var current = node.parent
    while let next = current {
      if SyntaxQueries.isPreviewScaffold(next) { return true }
      current = next.parent
    }
    return false
  }

  /// Words a reusable media component's name ends with (before a `View`, `Cell` or `Modifier`
  /// suffix).
  static let mediaWords = [
    "Image", "Thumbnail", "Avatar", "Photo", "Artwork", "Poster", "Picture", "Icon", "Cover",
    "Media", "Video", "Favicon", "Logo",
  ]

  /// `RemoteImage`, `AvatarView`, `ThumbnailCell`, `cached_image`, `NetworkImageModifier`: a
  /// component (or a modifier drawing one) that shows one piece of media.
  static func isMediaComponent(_ name: String) -> Bool {
    var base = name.lowercased()
    for suffix in ["modifier", "view", "cell", "_"] where base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
    }
    return mediaWords.contains { base.hasSuffix($0.lowercased()) }
  }

  /// Whether a call's receiver is a type named for media or its cache
  /// (`TransparentImageCaching.activate()`, `ImageCacheService.shared.configure()`): a media
  /// component setting up the machinery that loads its own bytes.
  static func isMediaCacheType(_ receiver: ExprSyntax) -> Bool {
    guard let root = SyntaxQueries.rootIdentifier(of: receiver)?.name,
      TypeNames.isTypeLike(root)
    else { return false }
    return mediaWords.contains { root.contains($0) }
  }

  /// A call that loads media bytes: `loadImage(…)`, `data(from:)`, `fetchThumbnail(…)` — not
  /// `upload(…)`.
  static func isMediaLoad(_ method: String) -> Bool {
    // Prefixes, not substrings: `upload`, `saveImage` and `deletePhoto` change the app's data.
    let lowered = method.lowercased()
    return [
      "load", "fetch", "download", "get", "image", "data", "thumbnail", "photo", "artwork",
      "bytes", "cached", "modifiedimage", "preview",
    ].contains { lowered.hasPrefix($0) }
  }

  /// Image types built from bytes: `UIImage(data:)`, `NSImage(data:)`, `CIImage(data:)`.
  static let imageTypes: Set<String> = TypeNames.pictureTypes.subtracting(["CGImage"])

  /// Whether `call` builds an image from bytes (`NSImage(data: data)`).
  static func isImageFromBytes(_ call: FunctionCallExprSyntax) -> Bool {
    guard let name = SyntaxQueries.calleeName(call.calledExpression) else { return false }
    if name == "CGImageSourceCreateWithData" { return true }
    return imageTypes.contains(name) && call.arguments.first?.label?.text == "data"
  }

  /// What a member does with media: the identifiers fed to an image-from-bytes construction
  /// (`UIImage(data: bytes)`), the names bound to one (`guard let image = UIImage(data:)`),
  /// and the names the whole view presents as media.
  struct MediaNames {
    var bytes: Set<String> = []
    var images: Set<String> = []
    var presented: Set<String> = []
    /// Names the member assigns to a presented property (`loadedImage = image`, also inside a
    /// `MainActor.run` closure).
    var shownLocals: Set<String> = []
  }

  /// The media names of a member (see `MediaNames`).
  static func mediaNames(in calls: CallCollector, presented: Set<String>, index: ProjectIndex)
    -> MediaNames
  {
    var names = MediaNames(presented: presented)
    for (target, value) in calls.assignments where presented.contains(target) {
      names.shownLocals.insert(value)
    }
    for call in calls.calls where isImageFromBytes(call) || decodesImage(call, index: index) {
      for token in call.arguments.tokens(viewMode: .sourceAccurate)
      where token.tokenKind.isIdentifier {
        names.bytes.insert(token.text)
      }
      names.images.formUnion(boundNames(of: call))
    }
    // Bytes read out of a response (`guard let bytes = response.imageData`): the response
    // holds them, so its load is the picture's load too.
    var grew = true
    while grew {
      grew = false
      for (local, source) in calls.memberLocals
      where names.bytes.contains(local) && !names.bytes.contains(source) {
        names.bytes.insert(source)
        grew = true
      }
    }
    return names
  }

  /// Whether `call` hands its arguments to a project type's static helper that builds an image
  /// from bytes (`ColorSampler.colors(from: data)`, where an overload of `colors` calls
  /// `UIImage(data:)`): decoding a picture, one call away.
  static func decodesImage(_ call: FunctionCallExprSyntax, index: ProjectIndex) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call),
      let type = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text,
      TypeNames.isTypeLike(type), index.declarations[type] != nil
    else { return false }
    let helpers = methodBodies(method, labels: nil, in: type, index: index)
    return helpers.contains { function in
      let inner = CallCollector(viewMode: .sourceAccurate)
      inner.walk(function)
      return inner.calls.contains(where: isImageFromBytes)
    }
  }

  /// Presenters of a file or picture: `.quickLookPreview($url)`, `AVPlayer(url: clip)`,
  /// `VideoPlayer(player:)`, `PDFDocument(url:)`, `Image(uiImage:)` / `Image(nsImage:)`.
  static let mediaPresenters: Set<String> = [
    "quickLookPreview", "AVPlayer", "AVPlayerItem", "VideoPlayer", "PDFDocument",
  ]

  /// Whether `name` is a project view that loads a picture from a URL itself: its declaration
  /// builds an `AsyncImage` (an `AsyncImage` wrapper such as `RemoteImage(url:)`).
  static func loadsPictureItself(_ name: String, index: ProjectIndex) -> Bool {
    index.isView(name)
      && (index.declarations[name] ?? []).contains { declaration in
        declaration.node.tokens(viewMode: .sourceAccurate).contains {
          $0.tokenKind == .identifier("AsyncImage")
        }
      }
  }

  /// The properties a view hands to a media presenter, anywhere in its declaration: an image
  /// view, a player, a preview, `AsyncImage(url:)` or a project view `isImageView` accepts (one
  /// that loads the picture at the URL it is given).
  static func presentedMediaNames(
    in declaration: Syntax, isImageView: (String) -> Bool = { _ in false }
  ) -> Set<String> {
    var names: Set<String> = []
    var imageViews: [String: Bool] = [:]
    for token in declaration.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      let presenter = name == "Image" || name == "AsyncImage" || mediaPresenters.contains(name)
      guard presenter || TypeNames.isTypeLike(name),
        let call = token.parent?.parent?.as(FunctionCallExprSyntax.self)
          ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
        SyntaxQueries.calleeName(call.calledExpression) == name
      else { continue }
      if !presenter {
        let known = imageViews[name] ?? isImageView(name)
        imageViews[name] = known
        guard known else { continue }
      }
      for argument in call.arguments {
        if name == "Image", !["uiImage", "nsImage"].contains(argument.label?.text ?? "") {
          continue
        }
        // A URL loader is handed the property that holds the URL itself (`url: thumbnailURL`),
        // not a value read from a record (`url: user.avatarURL`).
        if name == "AsyncImage" || !presenter {
          if argument.label?.text == "url",
            let property = SyntaxQueries.directProperty(argument.expression)
          {
            names.insert(property)
          }
          continue
        }
        for inner in argument.expression.tokens(viewMode: .sourceAccurate) {
          switch inner.tokenKind {
          // `$file` is the binding of the property `file`.
          case .identifier(let text), .dollarIdentifier(let text):
            names.insert(text.hasPrefix("$") ? String(text.dropFirst()) : text)
          default: break
          }
        }
      }
    }
    return names
  }

  /// Whether `call`'s result is assigned to one of the view's image properties `images`,
  /// directly (`qrImage = await make(…)`) or through a local the member then assigns to one
  /// (`let picture = await make(…)` … `qrImage = picture`), and the call is not named for
  /// sending something away (`upload…`).
  static func producesShownImage(
    _ call: FunctionCallExprSyntax, images: Set<String>, calls: CallCollector
  ) -> Bool {
    guard let (_, method) = SyntaxQueries.methodCall(call),
      !sendingVerbs.contains(where: method.lowercased().hasPrefix)
    else { return false }
    if let target = assignedName(of: call), images.contains(target) { return true }
    let shown = Set(calls.assignments.filter { images.contains($0.target) }.map(\.value))
    // `getIcon(for: id) { image in … icons[id] = image }`: the completion hands the picture.
    var bound = boundNames(of: call)
    // `if let image = loaded.first`, `for image in loaded`: a picture taken from the result.
    bound.formUnion(calls.elementLocals.filter { bound.contains($0.source) }.map(\.local))
    // The completion, trailing or an argument (`completion: { image in … }`).
    var completions = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { completions.append(trailing) }
    for completion in completions {
      let handed = Set(SyntaxQueries.parameterNames(of: completion))
      bound.formUnion(handed)
      // `{ image in if let picture = image { thumbnail = picture } }`: the picture unwrapped.
      bound.formUnion(unwrapped(handed, in: completion))
    }
    return !bound.isDisjoint(with: shown)
  }

  /// `let loaded = await Helpers.loadImages(from: pickedItems)`: a call of a project method
  /// whose every declaration returns only pictures (`-> [UIImage]`, `-> UIImage?`; not a type
  /// the project declares itself, such as a model named `Image`) and whose bodies call nothing
  /// named for sending or storing (`upload…`, `save…`, `write…`, `sync…`), not named so
  /// itself. It loads pictures, as `AsyncImage` does, whatever the view does with them next.
  static func loadsPictures(
    _ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier, index: ProjectIndex
  ) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call),
      !sendsOrStores(method),
      let type = classifier.receiverType(
        ServiceClassifier.stripOptional(receiver), properties: properties)
    else { return false }
    let declarations = index.methods(named: method, in: type)
    guard !declarations.isEmpty, declarations.allSatisfy(\.returnsPicture) else { return false }
    let bodies = methodBodies(method, labels: nil, in: type, index: index)
    return bodies.allSatisfy { function in
      guard
        let element = function.signature.returnClause.flatMap({
          TypeNames.pictureElement($0.type.trimmedDescription)
        }), !index.declaresOwnType(element)
      else { return false }
      return
        !(function.body?.tokens(viewMode: .sourceAccurate).contains { token in
          guard case .identifier(let name) = token.tokenKind,
            token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
              || token.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
          else { return false }
          return sendsOrStores(name)
        } ?? true)
    }
  }

  /// A method name that sends media away or stores it (`uploadPhotos`, `saveImage`,
  /// `writeToDisk`, `syncAlbum`).
  private static func sendsOrStores(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return (sendingVerbs + ["save", "write", "sync", "store", "persist"]).contains {
      lowered.hasPrefix($0)
    }
  }

  /// The names `if let`/`guard let` bind in `closure` from one of `names` (`if let picture =
  /// image`, `guard let image`).
  private static func unwrapped(_ names: Set<String>, in closure: ClosureExprSyntax) -> Set<String>
  {
    var result: Set<String> = []
    for token in closure.tokens(viewMode: .sourceAccurate) {
      guard token.tokenKind == .keyword(.let) || token.tokenKind == .keyword(.var),
        let condition = token.parent?.as(OptionalBindingConditionSyntax.self),
        let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      let source =
        condition.initializer.map {
          $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text
        } ?? name
      if let source, names.contains(source) { result.insert(name) }
    }
    return result
  }

  /// Verbs of calls that send media away or change the app's data rather than keep a copy.
  static let sendingVerbs = [
    "upload", "post", "put", "send", "submit", "share", "publish", "delete", "remove",
  ]

  /// `cache.keep(decoded, bytes: blob, for: id)`: a call handing over the picture the member
  /// decoded (or the bytes it decoded it from) to keep it — caching what it loaded, as
  /// `AsyncImage` does — not sending it away (`upload(image)`).
  static func storesLoadedMedia(_ call: FunctionCallExprSyntax, media: MediaNames) -> Bool {
    guard let (_, method) = SyntaxQueries.methodCall(call) else { return false }
    let lowered = method.lowercased()
    guard !sendingVerbs.contains(where: { lowered.hasPrefix($0) }) else { return false }
    let kept = media.images.union(media.bytes)
    return call.arguments.contains { argument in
      argument.expression.tokens(viewMode: .sourceAccurate).contains {
        $0.tokenKind.isIdentifier && kept.contains($0.text)
      }
    }
  }

  /// A load of media the view shows: a closure passed to it builds an image
  /// (`dataTask(with:) { data, _, _ in NSImage(data: data) }`); or it is awaited into names an
  /// image is then built from (`let (data, _) = try await session.data(from: url)`), or into
  /// a property the view presents as media (`previewed = try await files.previewFile(…)` with
  /// `.quickLookPreview($previewed)`), directly or through a local the member then assigns to
  /// one (`let image = try? await loader.fetchImage(url)` … `thumbnail = image`); or it stores
  /// the picture the member decoded.
  static func loadsMedia(_ node: Syntax, media: MediaNames) -> Bool {
    guard let call = node.as(FunctionCallExprSyntax.self),
      let (_, method) = SyntaxQueries.methodCall(call)
    else { return false }
    if storesLoadedMedia(call, media: media) { return true }
    guard isMediaLoad(method) else { return false }
    var closures: [ClosureExprSyntax] = call.arguments.compactMap {
      $0.expression.as(ClosureExprSyntax.self)
    }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    for closure in closures {
      let inner = CallCollector(viewMode: .sourceAccurate)
      inner.walk(closure)
      if inner.calls.contains(where: isImageFromBytes) { return true }
      // `{ result in if case .success(let url) = result { thumbnailURL = url } }`: the
      // completion keeps what it loaded in a property the view presents as media.
      if assignsPresented(in: closure, presented: media.presented) { return true }
    }
    let bound = boundNames(of: call)
    if !bound.isDisjoint(with: media.bytes) || !bound.isDisjoint(with: media.shownLocals) {
      return true
    }
    let target = bound.union(assignedName(of: call).map { [$0] } ?? [])
    return !target.isDisjoint(with: media.presented)
  }

  /// Whether `closure` assigns one of `presented` (`self.thumbnailURL = url`).
  private static func assignsPresented(in closure: ClosureExprSyntax, presented: Set<String>)
    -> Bool
  {
    guard !presented.isEmpty else { return false }
    for node in closure.statements.tokens(viewMode: .sourceAccurate)
    where node.tokenKind == .equal {
      guard let expression = node.parent?.parent?.parent,
        let (lhs, _, _) = SyntaxQueries.assignment(expression),
        let name = SyntaxQueries.directProperty(lhs)
      else { continue }
      if presented.contains(name) { return true }
    }
    return false
  }

  /// The property an awaited call's result is assigned to: `x = try await call` or
  /// `self.x = try? await call` → `x`.
  private static func assignedName(of call: FunctionCallExprSyntax) -> String? {
    var node = Syntax(call)
    while let parent = node.parent,
      parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self)
    {
      node = parent
    }
    guard let sequence = node.parent?.as(ExprListSyntax.self)?.parent,
      let (lhs, rhs, isCompound) = SyntaxQueries.assignment(sequence), !isCompound,
      rhs.id == node.id
    else { return nil }
    return SyntaxQueries.storageRoot(of: lhs)
  }

  /// Awaited calls whose result the member then parses (`let (data, _) = try await
  /// backend.get(path)` followed by `JSONDecoder().decode(…, from: data)`): the view does the
  /// backend call and interprets its response itself, whatever the receiver is called.
  static func parsedBackendCalls(
    _ calls: CallCollector, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier
  ) -> [(Syntax, String)] {
    let parsers: Set<String> = ["decode", "jsonObject", "propertyList", "decodeJSON"]
    var parsed: Set<String> = []
    for call in calls.calls {
      guard let name = SyntaxQueries.calleeName(call.calledExpression), parsers.contains(name)
      else { continue }
      for token in call.arguments.tokens(viewMode: .sourceAccurate)
      where token.tokenKind.isIdentifier {
        parsed.insert(token.text)
      }
    }
    guard !parsed.isEmpty else { return [] }
    var result: [(Syntax, String)] = []
    for call in calls.calls where SyntaxQueries.isAwaited(call) {
      guard let (receiver, method) = SyntaxQueries.methodCall(call),
        !parsers.contains(method),
        !boundNames(of: call).isDisjoint(with: parsed),
        !classifier.isObservedModel(
          ServiceClassifier.stripOptional(receiver), properties: properties)
      else { continue }
      var text = receiver.trimmedDescription
      if text.contains("\n") || text.count > 40 { text = "…" }
      result.append(
        (Syntax(call), "`\(text).\(method)(…)` (a backend call whose result the view parses)"))
    }
    return result
  }

  /// The names `let x = try await call` or `let (data, response) = try await call` binds.
  private static func boundNames(of call: FunctionCallExprSyntax) -> Set<String> {
    var node = Syntax(call)
    while let parent = node.parent,
      parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self)
    {
      node = parent
    }
    let owner = node.parent?.as(InitializerClauseSyntax.self)?.parent
    // `let x = try await call` or `if let x = try await call`.
    guard
      let pattern: Syntax = owner?.as(PatternBindingSyntax.self).map({ Syntax($0.pattern) })
        ?? owner?.as(OptionalBindingConditionSyntax.self).map({ Syntax($0.pattern) })
    else { return [] }
    return Set(
      pattern.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifier }.map(
        \.text))
  }
}

extension TokenKind {
  /// Whether the token is a plain identifier.
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}

/// Collects every call expression and every method reference passed as an argument
/// (`perform: loader.reload`), skipping nested type declarations.
final class CallCollector: SyntaxVisitor {
  private(set) var calls: [FunctionCallExprSyntax] = []
  private(set) var references: [MemberAccessExprSyntax] = []
  /// Locals made from a known type (`let manager = DownloadManager()`, `= Client.shared`), as
  /// properties of the member.
  private(set) var locals: [String: PropertyDeclaration] = [:]
  /// Plain assignments of a name to a stored name (`thumbnail = image`, `self.x = y`), and
  /// names appended or inserted into one (`images.append(image)`), as (written root, name).
  private(set) var assignments: [(target: String, value: String)] = []
  /// Locals bound to a member of another name (`let bytes = response.imageData`, `guard let
  /// bytes = response.imageData`), as (local, the name it reads through).
  private(set) var memberLocals: [(local: String, source: String)] = []
  /// Locals bound to an element of a name (`for image in loaded`, `if let image =
  /// loaded.first`, `let image = loaded[0]`), as (local, the name).
  private(set) var elementLocals: [(local: String, source: String)] = []

  /// Notes `local = name.first` / `name.last` / `name[…]` as an element of `name`.
  private func noteElementLocal(_ pattern: PatternSyntax, _ value: ExprSyntax?) {
    guard let local = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = value.map({ TypeNames.unwrapEffects($0) })
    else { return }
    var base: ExprSyntax?
    if let member = value.as(MemberAccessExprSyntax.self),
      ["first", "last"].contains(member.declName.baseName.text)
    {
      base = member.base
    } else if let subscriptCall = value.as(SubscriptCallExprSyntax.self) {
      base = subscriptCall.calledExpression
    }
    if let source = base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
      elementLocals.append((local, source))
    }
  }

  private func noteMemberLocal(_ pattern: PatternSyntax, _ value: ExprSyntax?) {
    guard let local = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      var current = value.map({ TypeNames.unwrapEffects($0) }),
      current.is(MemberAccessExprSyntax.self)
        || current.is(OptionalChainingExprSyntax.self)
    else { return }
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else {
        break
      }
    }
    guard let root = current.as(DeclReferenceExprSyntax.self)?.baseName.text,
      !TypeNames.isTypeLike(root), root != "self"
    else { return }
    memberLocals.append((local, root))
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    noteMemberLocal(node.pattern, node.initializer?.value)
    noteElementLocal(node.pattern, node.initializer?.value)
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let (lhs, rhs, isCompound) = SyntaxQueries.assignment(Syntax(node)), !isCompound,
      let value = rhs.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let target = SyntaxQueries.storageRoot(of: lhs)
    {
      assignments.append((target, value))
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // Only locals: the member itself (a stored property) is not one.
    guard node.parent?.is(MemberBlockItemSyntax.self) != true else { return .visitChildren }
    for binding in node.bindings {
      noteMemberLocal(binding.pattern, binding.initializer?.value)
      noteElementLocal(binding.pattern, binding.initializer?.value)
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
        let value = binding.initializer?.value
      else { continue }
      let source = DeclarationCollector.valueSource(value)
      switch source {
      case .construction, .staticMember: break
      default: continue
      }
      locals[identifier.identifier.text] = PropertyDeclaration(
        name: identifier.identifier.text, attributes: [], wrapper: nil, typeName: nil,
        isClosure: false, initialValue: source, isStatic: false,
        isLet: node.bindingSpecifier.tokenKind == .keyword(.let), isStored: true, access: nil,
        position: SourcePosition(line: 0, column: 0), declaration: node)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base != nil, node.parent?.is(LabeledExprSyntax.self) == true { references.append(node) }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    // `images.append(image)`, `images.insert(image, at: 0)`: a name put into a stored list.
    if let (receiver, method) = SyntaxQueries.methodCall(node),
      method == "append" || method == "insert",
      let value = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      node.arguments.first?.label == nil || node.arguments.first?.label?.text == "contentsOf",
      let target = SyntaxQueries.storageRoot(of: receiver)
    {
      assignments.append((target, value))
    }
    return .visitChildren
  }

  /// `for image in loaded`: the loop variable is an element of `loaded`.
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if let local = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let source = node.sequence.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      elementLocals.append((local, source))
    }
    return .visitChildren
  }

  /// `#selector(Coordinator.editingDidBegin)` names a method for a target-action pair: the
  /// control calls it on its target, later; the view calls nothing.
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    ["selector", "keyPath"].contains(node.macroName.text) ? .skipChildren : .visitChildren
  }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
