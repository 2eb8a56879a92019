import UIKit

/// Records the states a recognizer's action sees, as "name.state", in a shared log.
@MainActor
extension UIGestureRecognizer {
    func record(as name: String, in log: TouchLog) {
        self.name = name
        addTarget { (recognizer: UIGestureRecognizer) in log.entries.append("\(name).\(recognizer.state.label)") }
    }
}

/// A delegate whose answers tests set.
@MainActor
final class ScriptedGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receivesTouches = true

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receivesTouches }
}
