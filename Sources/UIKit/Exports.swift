// `import UIKit` gives what it gives on iOS: UIKit itself, the graphics, text and
// animation frameworks and Foundation. The framework lives in UIKitCore; this umbrella adds the X11
// platform that `UIApplicationMain` runs the app on.
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation
@_exported import QuartzCore
@_exported import UIKitCore
