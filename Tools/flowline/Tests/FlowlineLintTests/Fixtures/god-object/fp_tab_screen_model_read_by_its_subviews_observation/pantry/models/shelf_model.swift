import Observation

@Observable
final class Shelf_Model {
  var items: [String] = []
  var expiring: [String] = []
  var filter = ""
  var matches: [String] = []
  var scanned_code: String?
  var is_scanning = false
  var edited_item: String?
  var quantity = 1
  var notes = ""
  var sort_order = "name"
}
