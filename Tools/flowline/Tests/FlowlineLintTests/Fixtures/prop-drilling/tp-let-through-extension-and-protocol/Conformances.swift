import SwiftUI

extension ProfileShell: View {}
extension ProfileCard: View {}
extension AvatarView: View {}
