// `import CoreGraphics` brings the geometry types with it, as on Apple's platforms: on Linux
// `CGFloat`, `CGPoint`, `CGSize` and `CGRect` are Foundation's, so Foundation comes along.
@_exported import Foundation
