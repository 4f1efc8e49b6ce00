// FriendList — the example app of the chapter "Friend list" (content/04-friend-list.md).
// The chapter's listings are the regions marked below (// region: NAME … // endregion).

import UIKit

// region: master
struct Friend {
    var name: String
    var phone: String
    var email: String
}

final class MasterViewController: UITableViewController {
    var friends: [Friend] = []

    override func tableView(_ tableView: UITableView,
                            numberOfRowsInSection section: Int) -> Int {
        friends.count
    }

    override func tableView(_ tableView: UITableView,
                            cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = friends[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showDetail",
              let detail = segue.destination as? DetailViewController,
              let indexPath = tableView.indexPathForSelectedRow else { return }
        detail.friend = friends[indexPath.row]
        detail.onChange = { [weak self] edited in
            self?.friends[indexPath.row] = edited
            self?.tableView.reloadRows(at: [indexPath], with: .none)
        }
    }
}
// endregion

// region: segue-action
extension MasterViewController {
    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
        guard let indexPath = tableView.indexPathForSelectedRow else { return nil }
        return DetailViewController(coder: coder, friend: friends[indexPath.row])
    }
}
// endregion
