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
  static let dataMethods: Set<String> = [
    "write", "save", "execute", "fetch", "insert", "delete", "upload", "download",
  ]

  /// Calls that install an event monitor.
  static let eventMonitors: Set<String> = [
    "addGlobalMonitorForEvents", "addLocalMonitorForEvents",
  ]
}
