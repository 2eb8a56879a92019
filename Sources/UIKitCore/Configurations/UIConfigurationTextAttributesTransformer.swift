public import Foundation

/// A function from one set of text attributes to another that a configuration applies to the
/// attributes of a title or subtitle it shows, to change its font or colour for a state.
public struct UIConfigurationTextAttributesTransformer {
    /// The function applied.
    public let transform: (AttributeContainer) -> AttributeContainer
    /// Tells transformers apart (see `TransformIdentity`).
    let identity: TransformIdentity

    /// Makes a transformer that applies `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
        identity = TransformIdentity()
    }

    /// The attributes `transform` makes of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}

extension Optional where Wrapped == UIConfigurationTextAttributesTransformer {
    /// Whether both are absent or copies of the same transformer.
    func isSame(as other: Self) -> Bool { self?.identity === other?.identity }
}
