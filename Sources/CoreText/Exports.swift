// `import CoreText` brings Core Graphics with it (`CGFloat`, `CGContext`, `CGPath`), as Apple's does.
@_exported import CoreGraphics
