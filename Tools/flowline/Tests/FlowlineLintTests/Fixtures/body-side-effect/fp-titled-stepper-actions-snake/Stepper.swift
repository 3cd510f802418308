// A form-schema model that shares SwiftUI's control name; it is not a view.
struct Stepper: Codable {
  var minimum: Int
  var maximum: Int
}
