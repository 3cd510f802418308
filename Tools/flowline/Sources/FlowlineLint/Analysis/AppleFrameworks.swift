/// What Apple's frameworks do, as far as the rules and the index need to know: which types and
/// calls reach the app's data, and which install a mode that keeps running. Shared by the method
/// index (whether a method starts work) and `view-calls-service` (whether a wrapper does more
/// than drive the system).
enum AppleFrameworks {
  /// Apple framework types that hold, fetch or send the app's data (the network, files, the
  /// defaults, databases, the user's calendars, contacts, photos, health records and
  /// location, the store, processes, screen recording, sign-in, a web view loading pages): a
  /// method using one does a service's work, whatever else it does. The device-owner prompt
  /// (`LAContext`) is not among them: asking for Face ID or the passcode is a system prompt,
  /// like a permission request; what a method unlocks with it is judged on its own.
  static let dataTypes: Set<String> = [
    "URLSession", "NSURLSession", "URLSessionTask", "URLSessionDataTask", "NSURLConnection",
    "FileManager", "NSFileManager", "NSFileCoordinator", "FileHandle", "NSFileHandle",
    "UserDefaults", "NSUserDefaults", "NSUbiquitousKeyValueStore", "NSKeyedArchiver",
    "NSKeyedUnarchiver", "NSManagedObjectContext", "NSPersistentContainer",
    "NSPersistentCloudKitContainer", "NSPersistentStoreCoordinator", "NSFetchRequest",
    "NSBatchDeleteRequest", "ModelContext", "ModelContainer", "CKContainer", "CKDatabase",
    "CKRecord", "CKQuery", "CKModifyRecordsOperation", "CKFetchRecordsOperation",
    "EKEventStore", "CNContactStore", "CNSaveRequest", "PHPhotoLibrary", "PHAssetChangeRequest",
    "PHImageManager", "PHAsset", "HKHealthStore", "HKSampleQuery", "HKStatisticsQuery",
    "HKAnchoredObjectQuery", "HKObserverQuery", "HKStatisticsCollectionQuery", "Process",
    "NSTask", "NSMetadataQuery", "MKLocalSearch", "MKDirections", "CLGeocoder", "NWConnection",
    "NWListener", "SKPaymentQueue", "SKProductsRequest", "SKReceiptRefreshRequest",
    "Product", "Transaction", "AppStore", "AppTransaction", "WeatherService",
    "AVAssetExportSession", "AVAssetWriter", "AVAudioRecorder", "AVAudioFile",
    "NSAppleScript", "NSUserAppleScriptTask", "SFSpeechRecognizer", "CSSearchableIndex",
    "NSURLSessionDataTask", "SecKeychain", "ASWebAuthenticationSession",
    "ASAuthorizationController", "NEVPNManager", "NETunnelProviderManager", "CLLocationManager",
    "SCStream", "SCShareableContent", "SCRecordingOutput", "WKWebView", "FinanceStore",
  ]

  /// Methods that write or fetch data whatever their receiver (`data.write(to:)`,
  /// `context.save()`, `store.execute(query)`).
  /// The standard library's, Foundation's and SwiftUI's value types a view or helper keeps and
  /// computes with (`String`, `Date`, `Calendar`, `Color`): holding one reaches no object, and
  /// a `let` of one cannot be mutated.
  static let valueTypes: Set<String> = [
    "String", "Substring", "Character", "Int", "Double", "Float", "Bool", "CGFloat", "Decimal",
    "TimeInterval", "Data", "Date", "URL", "UUID", "IndexSet", "AttributedString", "Array", "Set",
    "Dictionary", "Calendar", "TimeZone", "Locale", "DateComponents", "DateInterval",
    "Measurement", "CGPoint", "CGSize", "CGRect", "Color", "Angle",
  ]

  static let dataMethods: Set<String> = [
    "write", "save", "execute", "fetch", "insert", "delete", "upload", "download",
  ]

  /// Calls that install an event monitor.
  static let eventMonitors: Set<String> = [
    "addGlobalMonitorForEvents", "addLocalMonitorForEvents",
  ]

  /// Class-name prefixes of Apple frameworks that hand out shared instances (`BGTaskScheduler`,
  /// `NSSpellChecker`, `UNUserNotificationCenter`, `WCSession`, `CXCallDirectoryManager`…).
  static let classPrefixes = [
    "NS", "UI", "BG", "UN", "CK", "CL", "CX", "NE", "IN", "WK", "WC", "MP", "AV", "GK", "SK",
    "PH", "HK", "HM", "EK", "CN", "LA", "AS", "AT", "CS", "QL", "SF", "SM", "MK", "MX", "RP",
    "SC", "PK", "VN", "CM", "CB", "NF", "NW",
  ]

  /// Apple singletons without a prefix (Foundation's and the Swift-era frameworks').
  static let unprefixedSingletons: Set<String> = [
    "FileManager", "HTTPCookieStorage", "URLCache", "URLCredentialStorage", "WidgetCenter",
    "ControlCenter", "AppTransaction", "ApplicationMusicPlayer", "SystemMusicPlayer",
    "MusicLibrary",
  ]

  /// Swift-era Apple framework types without a prefix whose objects ask the user's permission
  /// (FinanceKit's store, MusicKit's authorization, FamilyControls' and WorkoutKit's
  /// authorization centres, AlarmKit's manager).
  static let unprefixedAuthorizers: Set<String> = [
    "FinanceStore", "MusicAuthorization", "AuthorizationCenter", "WorkoutScheduler",
    "AlarmManager",
  ]

  /// Foundation's unprefixed Bonjour classes, which advertise and find services on the local
  /// network (publishing one is also how an app asks for the local-network permission).
  static let unprefixedNetworkServices: Set<String> = ["NetService", "NetServiceBrowser"]

  /// Whether `name` is an Apple framework class: a framework prefix followed by a capitalised
  /// word (`BGTaskScheduler`, `NSHelpManager`), or a known unprefixed one.
  static func isFrameworkType(_ name: String) -> Bool {
    if unprefixedSingletons.contains(name) || unprefixedAuthorizers.contains(name)
      || unprefixedNetworkServices.contains(name)
    {
      return true
    }
    return classPrefixes.contains { prefix in
      guard name.hasPrefix(prefix) else { return false }
      let rest = name.dropFirst(prefix.count)
      guard let first = rest.first, let second = rest.dropFirst().first else { return false }
      return first.isUppercase && second.isLowercase
    }
  }
}
