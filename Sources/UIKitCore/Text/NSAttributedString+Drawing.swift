public import CoreGraphics
public import Foundation

/// How string drawing and measuring lay text out.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// The set with the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lays the text out in lines within the given width, from the top-left corner; without it
    /// the text is one line whose baseline origin is the point given.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Measures lines with the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink rather than their typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Ends the last line that fits with an ellipsis when the text does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What string drawing reports back; accepted for compatibility.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be drawn at to fit; Casement draws at full size.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: always 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text took up when last drawn or measured.
    open internal(set) var totalBounds = CGRect.zero
}

extension NSAttributedString {
    /// Draws the string with its top-left corner at `point` in the current context, unwrapped
    /// (only its own line breaks start new lines).
    public func draw(at point: CGPoint) {
        AttributedText(self).draw(at: point)
    }

    /// Draws the string in `rect` of the current context, wrapped to its width and clipped to it.
    public func draw(in rect: CGRect) {
        AttributedText(self).draw(in: rect)
    }

    /// Draws the string in `rect`, laid out as `options` say.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        AttributedText(self).draw(with: rect, options: options, context: context)
    }

    /// The size the string takes drawn unwrapped.
    public func size() -> CGSize {
        AttributedText(self).size()
    }

    /// The rectangle the string takes laid out within `size`: in lines from the top-left corner
    /// with ``NSStringDrawingOptions/usesLineFragmentOrigin``, otherwise one line above the baseline.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        AttributedText(self).boundingRect(with: size, options: options, context: context)
    }
}

extension AttributedText {
    func draw(at point: CGPoint) {
        TextDrawing(self, width: nil, maximumLines: 0).draw(at: point, clippedTo: nil)
    }

    func draw(in rect: CGRect) {
        TextDrawing(self, width: rect.width, maximumLines: 0).draw(at: rect.origin, clippedTo: rect)
    }

    func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        let drawing = TextDrawing(self, width: options.contains(.usesLineFragmentOrigin) ? rect.width : nil, maximumLines: 0)
        let origin = options.contains(.usesLineFragmentOrigin) ? rect.origin : CGPoint(x: rect.minX, y: rect.minY - drawing.layout.firstBaseline)
        drawing.draw(at: origin, clippedTo: options.contains(.usesLineFragmentOrigin) ? rect : nil)
        context?.totalBounds = CGRect(origin: rect.origin, size: drawing.layout.size)
    }

    func size() -> CGSize {
        TextDrawing(self, width: nil, maximumLines: 0).layout.size
    }

    func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let lines = options.contains(.usesLineFragmentOrigin)
        let drawing = TextDrawing(self, width: lines && size.width.isFinite ? size.width : nil, maximumLines: 0)
        let layout = drawing.layout
        let measured = options.contains(.usesDeviceMetrics) ? layout.inkBounds : CGRect(origin: .zero, size: layout.size)
        var rect = lines ? measured : measured.offsetBy(dx: 0, dy: -layout.firstBaseline)
        if lines, size.height.isFinite, size.height > 0, options.contains(.truncatesLastVisibleLine) { rect.size.height = min(rect.height, size.height) }
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// Draws the string at `point` (its top-left corner) with `attrs`, unwrapped.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        AttributedText(string: self as String, attributes: attrs).draw(at: point)
    }

    /// Draws the string in `rect` with `attrs`, wrapped to its width and clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        AttributedText(string: self as String, attributes: attrs).draw(in: rect)
    }

    /// Draws the string with `attributes` in `rect` as `options` say: wrapped to the rectangle and
    /// clipped to it with `.usesLineFragmentOrigin`, otherwise one line on a baseline at the
    /// rectangle's origin.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        AttributedText(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }

    /// The size the string takes drawn unwrapped with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        AttributedText(string: self as String, attributes: attrs).size()
    }

    /// The rectangle the string takes with `attributes`, laid out within `size` as `options` say.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
        AttributedText(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension String {
    /// Draws the string at `point` (its top-left corner) with `attrs`, unwrapped.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string in `rect` with `attrs`, wrapped to its width and clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string with `attributes` in `rect` as `options` say (see NSString's form).
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        (self as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The size the string takes drawn unwrapped with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// The rectangle the string takes with `attributes`, laid out within `size` as `options` say.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
