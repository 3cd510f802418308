import FlowlineScaffold
import Testing

@Suite("Feature names")
struct FeatureNameTests {
  @Test(
    "UpperCamelCase ASCII names are accepted",
    arguments: ["Profile", "UserProfile", "URLList", "Login2FA", "A", "Feature2"])
  func valid(name: String) throws {
    #expect(try FeatureName(name).rawValue == name)
  }

  @Test("invalid names are rejected with the reason and, when it can, a suggestion")
  func invalid() {
    let cases: [(String, ScaffoldError.NameProblem)] = [
      ("", .empty),
      ("profile", .notUpperCamelCase(suggestion: "Profile")),
      ("userProfile", .notUpperCamelCase(suggestion: "UserProfile")),
      ("user_profile", .invalidCharacter("_", suggestion: "UserProfile")),
      ("User-Profile", .invalidCharacter("-", suggestion: "UserProfile")),
      ("User Profile", .invalidCharacter(" ", suggestion: "UserProfile")),
      ("Profil€", .invalidCharacter("€", suggestion: nil)),
      ("Ünicode", .invalidCharacter("Ü", suggestion: nil)),
      ("user.profile", .invalidCharacter(".", suggestion: "UserProfile")),
      ("2FA", .startsWithDigit),
      ("_Profile", .invalidCharacter("_", suggestion: "Profile")),
      ("Self", .keyword),
      ("Type", .keyword),
      ("Any", .keyword),
      ("Store", .shadows("Flowline")),
      ("Feature", .shadows("Flowline")),
      ("Loadable", .shadows("Flowline")),
      ("View", .shadows("SwiftUI")),
      ("Result", .shadows("the standard library")),
      ("Test", .shadows("Swift Testing")),
      ("ViewState", .shadows("the feature's nested types")),
    ]
    for (name, problem) in cases {
      #expect(throws: ScaffoldError.invalidFeatureName(name, reason: problem), "\(name)") {
        try FeatureName(name)
      }
    }
  }

  @Test("messages say what is wrong and what to type instead")
  func messages() {
    func message(_ name: String) -> String {
      do {
        _ = try FeatureName(name)
        return ""
      } catch {
        return error.description
      }
    }
    #expect(
      message("user_profile")
        == "'user_profile' is not a valid feature name: it contains '_'; a feature name is an "
        + "UpperCamelCase Swift type name of ASCII letters and digits (did you mean 'UserProfile'?)"
    )
    #expect(
      message("profile")
        == "'profile' is not a valid feature name: it must start with an uppercase letter "
        + "(did you mean 'Profile'?)")
    #expect(message("Self") == "'Self' is not a valid feature name: it is a Swift keyword")
    #expect(message("My Screen").contains("it contains a space"))
    #expect(message("").hasPrefix("the feature name is empty"))
    #expect(message("Store").contains("the generated code uses Flowline's 'Store'"))
  }

  @Test(
    "titles split the name into words",
    arguments: [
      ("Profile", "Profile"), ("UserProfile", "User Profile"), ("URLList", "URL List"),
      ("FilmDetailV2", "Film Detail V2"), ("ABC", "ABC"),
    ])
  func title(name: String, title: String) throws {
    #expect(try FeatureName(name).title == title)
  }
}
