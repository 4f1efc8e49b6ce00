// FriendList — the example app of the chapter "Friend list" (content/04-friend-list.md).
// The chapter's listings are the regions marked below (// region: NAME … // endregion).

import UIKit

// region: detail
final class DetailViewController: UITableViewController {
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var phoneLabel: UILabel!
    @IBOutlet var emailLabel: UILabel!

    var friend: Friend?
    var onChange: ((Friend) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        showFriend()
    }

    private func showFriend() {
        title = friend?.name
        nameLabel.text = friend?.name
        phoneLabel.text = friend?.phone
        emailLabel.text = friend?.email
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "editDetail",
              let navigation = segue.destination as? UINavigationController,
              let editor = navigation.topViewController as? EditViewController
        else { return }
        editor.friend = friend
    }

    @IBAction func save(_ segue: UIStoryboardSegue) {
        guard let editor = segue.source as? EditViewController,
              let edited = editor.friend else { return }
        friend = edited
        showFriend()
        onChange?(edited)
    }

    @IBAction func cancel(_ segue: UIStoryboardSegue) {
        // The editor worked on its own copy; nothing to undo.
    }
}
// endregion

extension DetailViewController {
    /// What `MasterViewController.makeDetail(_:sender:)` calls (see the chapter's last section).
    convenience init?(coder: NSCoder, friend: Friend) {
        self.init(coder: coder)
        self.friend = friend
    }
}
