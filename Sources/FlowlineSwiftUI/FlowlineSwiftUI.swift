// FlowlineSwiftUI is the thin glue between Flowline and SwiftUI: bindings that send events, a
// navigation stack driven by a flow, `.task`/`.refreshable` helpers that await a store's work,
// and the dependency container in the environment. Everything that can be tested without
// SwiftUI lives in Flowline; this module is empty where SwiftUI does not exist (Linux).
