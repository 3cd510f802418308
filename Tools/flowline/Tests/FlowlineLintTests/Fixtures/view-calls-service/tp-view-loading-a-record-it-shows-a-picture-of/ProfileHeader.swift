import SwiftUI

struct Member {
  var name: String
  var avatarURL: URL?
}

protocol MemberService {
  func getMember(id: String) async throws -> Member
}

// Loads the member's record (its name too), not only a picture: the screen's data.
struct ProfileHeader: View {
  let memberID: String
  let memberService: MemberService
  @State private var member: Member?

  var body: some View {
    VStack {
      AsyncImage(url: member?.avatarURL)
      Text(member?.name ?? "")
    }
    .task {
      member = try? await memberService.getMember(id: memberID)  // expect: view-calls-service
    }
  }
}
