public import CoreGraphics
public import Foundation

/// A function from one colour to another that a configuration applies to a colour it resolves,
/// such as a background or an image tint.
public struct UIConfigurationColorTransformer {
    /// The function applied.
    public let transform: (UIColor) -> UIColor
    /// Tells transformers apart: two made from the same function are still different.
    let identity: TransformIdentity

    /// Makes a transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.init(identity: TransformIdentity(), transform)
    }

    private init(identity: TransformIdentity, _ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        self.identity = identity
    }

    /// The colour `transform` makes of `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// Turns a colour into the gray of the same luminance (Rec. 709 weights), keeping its alpha.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(identity: .grayscale) { color in
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
            return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
        }
    }

    /// Replaces any colour with the system accent colour, the blue of the default tint.
    public static var preferredTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(identity: .preferredTint) { _ in .systemBlue }
    }
}

/// Identity for configuration transformers: Swift cannot compare functions, so a transformer is
/// equal only to its copies, as UIKit compares the blocks inside its configurations.
final class TransformIdentity: Sendable {
    // Why global: the standard transformers are one function each, so their copies compare equal
    // wherever they are made; the identities hold no state.
    static let grayscale = TransformIdentity()
    static let preferredTint = TransformIdentity()
}

extension Optional where Wrapped == UIConfigurationColorTransformer {
    /// Whether both are absent or copies of the same transformer.
    func isSame(as other: Self) -> Bool { self?.identity === other?.identity }
}
