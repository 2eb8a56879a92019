public import CoreGraphics
import Foundation

/// A rendered picture with the rendering stack that made it: the format of image snapshots.
///
/// Sendable although CGImage is not declared so: every stored property of a CGImage is a
/// constant and its pixels are never written after it is made.
public struct RenderedImage: @unchecked Sendable {
    /// The pixels.
    public let image: CGImage
    /// The stack that rendered it; `nil` for a reference recorded without one.
    public let renderingStack: RenderingStack?

    /// Wraps `image`, rendered by `renderingStack` (this process's by default).
    public init(_ image: CGImage, renderingStack: RenderingStack? = .current) {
        self.image = image
        self.renderingStack = renderingStack
    }

    static let stackKeyword = "Casement rendering stack"

    /// PNG data that carries the rendering stack in a text chunk.
    func pngData() -> Data {
        let png = (try? image.pngData()) ?? Data()
        guard let renderingStack else { return png }
        return PNGText.adding(Self.stackKeyword, renderingStack.description, to: png)
    }

    /// Decodes PNG data written by ``pngData()`` (or any PNG, whose stack is then unknown).
    init?(pngData data: Data) {
        guard let image = try? CGImage.decoded(from: data) else { return nil }
        self.init(image, renderingStack: PNGText.text(Self.stackKeyword, in: data).flatMap(RenderingStack.init(description:)))
    }
}
