public import CoreGraphics
public import Foundation
public import UIKitCore

/// A picture of an app's user interface as data: its screens and shown windows, with their
/// views, layers, running animations and gesture recognizers, ready to print, to write as JSON
/// or to compare.
///
/// The same snapshot feeds the text dump, the JSON the debugging tools exchange and the test
/// kit's failure bundles. It is deterministic: no addresses, views named by their place in the
/// tree, numbers rounded to hundredths, and JSON keys sorted, so two runs of the same app give
/// the same bytes and a change shows as a diff.
public struct HierarchySnapshot: Codable, Sendable, Equatable {
    /// The version of the format, raised when a field changes meaning or goes away.
    public static let formatVersion = 1

    /// The format version this snapshot was written in.
    public var version: Int
    /// The screens, main screen first.
    public var screens: [Screen]
    /// The shown windows, back to front.
    public var windows: [Window]

    /// A screen: an output of the display server.
    public struct Screen: Codable, Sendable, Equatable {
        /// The output's name, such as "DUMMY1".
        public var id: String
        /// The bounds in points.
        public var bounds: CGRect
        /// The screen's frame in the display server's pixels.
        public var pixelFrame: CGRect
        /// The scale backing stores use: the whole number at or above the native scale.
        public var scale: Double
        /// The pixels per point of the monitor, from its density.
        public var nativeScale: Double
        /// The current mode's refresh rate, in hertz.
        public var refreshRate: Double
        /// The modes offered, as "WIDTHxHEIGHT@RATE".
        public var modes: [String]
    }

    /// A shown window.
    public struct Window: Codable, Sendable, Equatable {
        /// The windowing system's id of the window (the X window id), in hexadecimal.
        public var systemID: String?
        /// The title in the window's title bar.
        public var title: String
        /// The id of the screen the window is on.
        public var screen: String
        /// The window level, which orders windows front to back.
        public var level: Double
        /// Whether the window is the key window.
        public var isKey: Bool
        /// The scene the window belongs to; `nil` for a window of an app without scenes.
        public var scene: Scene?
        /// The window itself as the root of its views.
        public var root: View
    }

    /// The scene a window belongs to.
    public struct Scene: Codable, Sendable, Equatable {
        /// The scene's number in this snapshot: scenes are numbered from 1 in the order of their
        /// backmost shown window, so windows of one scene share it.
        public var number: Int
        /// The scene's class, such as `UIWindowScene`.
        public var className: String
        /// The class of the scene's delegate, if it has one.
        public var delegateClassName: String?
        /// The scene's title, which its windows show.
        public var title: String?
        /// The activation state: "foregroundActive", "foregroundInactive", "background" or "unattached".
        public var activationState: String
    }

    /// A view and everything below it.
    public struct View: Codable, Sendable, Equatable {
        /// The view's place in its window's tree: "0" for the window, "0.2" for its third subview.
        public var path: String
        /// The view's class.
        public var className: String
        /// The frame in the superview's coordinates.
        public var frame: CGRect
        /// The frame in its window's coordinates (the bounding box, when transformed); `nil` for
        /// a window and for a view in none.
        public var frameInWindow: CGRect?
        /// The frame in its screen's coordinates.
        public var frameOnScreen: CGRect?
        /// Whether the view is hidden.
        public var isHidden: Bool
        /// The view's opacity, 0 to 1.
        public var alpha: Double
        /// Whether the view clips its subviews to its bounds.
        public var clipsToBounds: Bool
        /// Whether touches and presses reach the view.
        public var isUserInteractionEnabled: Bool
        /// The identifier tests find the view by.
        public var accessibilityIdentifier: String?
        /// The label assistive technologies read.
        public var accessibilityLabel: String?
        /// A label's text.
        public var text: String?
        /// Whether Casement made the view for its own purposes (hidden from dumps by default).
        public var isFrameworkInternal: Bool
        /// The view's layer, with the sublayers that are not subviews' layers.
        public var layer: Layer
        /// The recognizers attached to the view.
        public var gestureRecognizers: [GestureRecognizer]
        /// The subviews, back to front.
        public var subviews: [View]
    }

    /// A layer; its sublayers are those that are not the layers of subviews.
    public struct Layer: Codable, Sendable, Equatable {
        /// The layer's class.
        public var className: String
        /// The layer's name, if it has one.
        public var name: String?
        /// The frame in the superlayer's coordinates.
        public var frame: CGRect
        /// The layer's opacity, 0 to 1.
        public var opacity: Double
        /// Whether the layer is hidden.
        public var isHidden: Bool
        /// Whether the layer clips its sublayers to its bounds.
        public var masksToBounds: Bool
        /// The bytes of the layer's backing store, 0 when it draws none.
        public var backingStoreBytes: Int
        /// How many times the layer has drawn into its backing store.
        public var redrawCount: Int
        /// The animations running on the layer, in the order they were added.
        public var animations: [Animation]
        /// The sublayers that are not the layers of subviews, back to front.
        public var sublayers: [Layer]
    }

    /// An animation attached to a layer.
    public struct Animation: Codable, Sendable, Equatable {
        /// The key the animation was added under, if any.
        public var key: String?
        /// The animation's class, such as `CABasicAnimation`.
        public var className: String
        /// The key path it animates, for property animations.
        public var keyPath: String?
        /// The duration of one cycle, in seconds.
        public var duration: Double
        /// The repeat count; "inf" for one that repeats forever.
        public var repeatCount: String
    }

    /// A gesture recognizer attached to a view.
    public struct GestureRecognizer: Codable, Sendable, Equatable {
        /// The recognizer's class.
        public var className: String
        /// The state: possible, began, changed, ended, cancelled or failed.
        public var state: String
        /// Whether the recognizer is enabled.
        public var isEnabled: Bool
    }

    /// The snapshot as JSON: sorted keys, indented, so it diffs line by line.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a snapshot from JSON written by ``jsonData()``.
    ///
    /// - Throws: `DecodingError` for malformed JSON, and for a format version this build does not read.
    public init(jsonData data: Data) throws {
        self = try JSONDecoder().decode(HierarchySnapshot.self, from: data)
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: [], debugDescription: "Hierarchy snapshot format \(version) is not the format \(Self.formatVersion) this build reads."))
        }
    }

    /// Makes a snapshot from its parts.
    public init(screens: [Screen], windows: [Window]) {
        version = Self.formatVersion
        self.screens = screens
        self.windows = windows
    }
}
