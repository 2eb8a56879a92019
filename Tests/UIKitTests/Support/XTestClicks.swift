import Foundation
import PlatformX11
import Testing
import UIKit
import UIKitTesting

extension TestApp {
    /// Moves the real pointer to `point` of the screen and clicks the primary button there
    /// through XTest, then waits for the application to settle.
    func click(atScreen point: CGPoint) throws {
        let platform = try #require(platform as? X11Platform)
        try platform.injectPointerMove(to: point)
        try platform.injectButton(.primary, isDown: true)
        try platform.injectButton(.primary, isDown: false)
        try waitForIdle()
    }
}
