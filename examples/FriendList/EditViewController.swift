// FriendList — the example app of the chapter "Friend list" (content/04-friend-list.md).
// The chapter's listings are the regions marked below (// region: NAME … // endregion).

import UIKit

// region: editor
final class EditViewController: UITableViewController,
                                 UIAdaptivePresentationControllerDelegate {
    @IBOutlet var nameField: UITextField!
    @IBOutlet var phoneField: UITextField!
    @IBOutlet var emailField: UITextField!

    var friend: Friend?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.text = friend?.name
        phoneField.text = friend?.phone
        emailField.text = friend?.email
        navigationController?.presentationController?.delegate = self
    }

    // Connected to every field's Editing Changed event.
    @IBAction func fieldChanged(_ sender: UITextField) {
        navigationController?.isModalInPresentation = true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "saveInput" else { return }
        friend?.name = nameField.text ?? ""
        friend?.phone = phoneField.text ?? ""
        friend?.email = emailField.text ?? ""
    }

    // Called instead of a dismissal when the sheet is swiped while modal.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: "Discard your changes?", message: nil,
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in
            self.performSegue(withIdentifier: "cancelInput", sender: self)
        })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        present(alert, animated: true)
    }
}
// endregion
