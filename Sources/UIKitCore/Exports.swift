// `import UIKit` gives what it gives on iOS: the graphics, text and animation frameworks and Foundation.
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation
@_exported import QuartzCore
