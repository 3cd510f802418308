import SwiftUI
import UserNotifications

// A presenter posting a local notification: presentation, like showing a window.
final class ReminderPresenter {
  static let shared = ReminderPresenter()

  func scheduleReminder(id: String, title: String, completion: ((Bool) -> Void)? = nil) {
    let center = UNUserNotificationCenter.current()
    center.getNotificationSettings { settings in
      DispatchQueue.main.async {
        let content = UNMutableNotificationContent()
        content.title = title
        center.add(UNNotificationRequest(identifier: id, content: content, trigger: nil))
        completion?(settings.authorizationStatus == .authorized)
      }
    }
  }
}

struct ChatScreen: View {
  let chatName: String
  var body: some View {
    Text(chatName)
      .onReceive(NotificationCenter.default.publisher(for: .init("reply"))) { _ in
        ReminderPresenter.shared.scheduleReminder(id: chatName, title: chatName)
      }
  }
}

final class Export_ViewModel {
  func export_all(to url: URL) { DispatchQueue.global().async {} }
}

struct Export_screen: View {
  let vm: Export_ViewModel
  var body: some View {
    Button("Export") { vm.export_all(to: URL(fileURLWithPath: "/tmp")) }
  }
}

// A protocol requirement with a completion the call leaves out.
protocol BadgeService {
  func publishBadge(_ count: Int, completion: ((Error?) -> Void)?)
}

struct InboxHeader: View {
  let badgeService: any BadgeService
  let unread: Int
  var body: some View {
    Text("\(unread)")
      .onChange(of: unread) { _ in badgeService.publishBadge(unread, completion: nil) }
  }
}
