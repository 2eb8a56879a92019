// `import QuartzCore` brings CoreGraphics (and through it the geometry types), as Apple's does.
@_exported import CoreGraphics
