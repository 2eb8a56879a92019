import Testing
import UIKit

@Suite("Restoration identifiers")
@MainActor
struct RestorationIdentifierTests {
    @Test("views and controllers have none until one is set")
    func identifiers() {
        let view = UIView(), controller = UIViewController()
        #expect(view.restorationIdentifier == nil)
        #expect(controller.restorationIdentifier == nil)
        view.restorationIdentifier = "activity"
        controller.restorationIdentifier = "root"
        #expect(view.restorationIdentifier == "activity")
        #expect(controller.restorationIdentifier == "root")
    }
}
