import SwiftUI

/// …and through an extension in another file.
struct ProfileShell {
  let user: User
}

extension ProfileShell {
  var body: some View {
    ScrollView {
      ProfileCard(user: user)
    }
  }
}

struct ProfileCard {
  let user: User
  var body: some View { AvatarView(user: self.user) }
}

struct AvatarView {
  let user: User
  var body: some View { Text(user.initials) }
}
