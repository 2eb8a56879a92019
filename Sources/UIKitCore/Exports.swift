// `import UIKit` gives what it gives on iOS: the graphics and animation frameworks and Foundation.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
