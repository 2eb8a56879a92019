public import CoreGraphics
import Foundation
public import QuartzCore
public import UIKitCore

extension HierarchySnapshot {
    /// What a capture includes.
    public struct Options: Sendable, Equatable {
        /// Whether views Casement made for its own purposes are included.
        public var includesInternalViews: Bool

        /// Creates options.
        public init(includesInternalViews: Bool = false) {
            self.includesInternalViews = includesInternalViews
        }
    }

    /// The app's screens and shown windows as they are now (model values, not animations in flight).
    @MainActor
    public init(options: Options = Options()) {
        self.init(application: .shared, options: options)
    }

    /// The screens and shown windows of `application` as they are now.
    @MainActor
    public init(application: UIApplication, options: Options = Options()) {
        let session = application.session
        var sceneNumbers: [ObjectIdentifier: Int] = [:]
        self.init(
            screens: session.screens.map(Self.record(of:)),
            windows: session.shownWindows.map { window in
                var record = Self.record(of: window, options: options)
                if let scene = window.windowScene {
                    let number = sceneNumbers[ObjectIdentifier(scene), default: sceneNumbers.count + 1]
                    sceneNumbers[ObjectIdentifier(scene)] = number
                    record.scene = Self.record(of: scene, number: number)
                }
                return record
            })
    }

    @MainActor
    private static func record(of scene: UIWindowScene, number: Int) -> Scene {
        Scene(
            number: number, className: String(describing: type(of: scene)),
            delegateClassName: scene.delegate.map { String(describing: type(of: $0)) }, title: scene.title,
            activationState: "\(scene.activationState)")
    }

    /// The views below `view` (itself included) as they are now; no screens or windows.
    @MainActor
    public static func views(of view: UIView, options: Options = Options()) -> View {
        record(of: view, path: "0", toRoot: view.layer.transformToRoot, options: options)
    }

    @MainActor
    private static func record(of screen: UIScreen) -> Screen {
        let platform = screen.platformScreen
        return Screen(
            id: platform.id, bounds: rounded(screen.bounds), pixelFrame: rounded(platform.frame), scale: rounded(screen.scale),
            nativeScale: rounded(screen.nativeScale), refreshRate: rounded(platform.currentMode.refreshRate),
            modes: platform.modes.map { "\($0.width)x\($0.height)@\(rounded($0.refreshRate))" })
    }

    @MainActor
    private static func record(of window: UIWindow, options: Options) -> Window {
        Window(
            systemID: window.windowSystemID.map { "0x" + String($0, radix: 16) }, title: window.title,
            screen: window.screen.platformScreen.id, level: rounded(window.windowLevel.rawValue), isKey: window.isKeyWindow,
            scene: nil, root: record(of: window, path: "0", toRoot: CATransform3DIdentity, options: options))
    }

    /// `view` and the views below it; `toRoot` maps the view's bounds to its hierarchy's root, so
    /// each level composes one transform instead of walking to the root again (a chain thousands
    /// deep would otherwise cost the square of its depth).
    @MainActor
    private static func record(of view: UIView, path: String, toRoot: CATransform3D, options: Options) -> View {
        let window = view.window
        let root = window?.layer
        let inWindow = view is UIWindow ? nil : root.map { _ in CGRect.boundingBox(of: view.bounds) { toRoot.apply(to: $0).point } }
        let onScreen = root.map { root in CGRect.boundingBox(of: view.bounds) { root.pointInSuperlayerSpace(toRoot.apply(to: $0).point) } }
        let ownLayers = Set(view.subviews.map { ObjectIdentifier($0.layer) })
        let subviews = view.subviews.enumerated()
            .filter { options.includesInternalViews || !$0.element.isFrameworkInternal }
            .map { subview in
                DeepRecursion.guarded {
                    record(
                        of: subview.element, path: "\(path).\(subview.offset)",
                        toRoot: CATransform3DConcat(subview.element.layer.transformToSuperlayer, toRoot), options: options)
                }
            }
        return View(
            path: path, className: String(describing: type(of: view)), frame: rounded(view.frame), frameInWindow: inWindow.map(rounded),
            frameOnScreen: onScreen.map(rounded), isHidden: view.isHidden, alpha: rounded(view.alpha), clipsToBounds: view.clipsToBounds,
            isUserInteractionEnabled: view.isUserInteractionEnabled, accessibilityIdentifier: view.accessibilityIdentifier,
            accessibilityLabel: view.accessibilityLabel, text: (view as? UILabel)?.text, isFrameworkInternal: view.isFrameworkInternal,
            layer: record(of: view.layer, skipping: ownLayers),
            gestureRecognizers: (view.gestureRecognizers ?? []).map {
                GestureRecognizer(className: String(describing: type(of: $0)), state: $0.state.label, isEnabled: $0.isEnabled)
            },
            subviews: subviews)
    }

    /// `layer` and its sublayers as they are now.
    @MainActor
    public static func layers(of layer: CALayer) -> Layer {
        record(of: layer)
    }

    /// A layer and its sublayers, leaving out the layers of subviews (they come with their views).
    @MainActor
    private static func record(of layer: CALayer, skipping: Set<ObjectIdentifier> = []) -> Layer {
        Layer(
            className: String(describing: type(of: layer)), name: layer.name, frame: rounded(layer.frame), opacity: rounded(Double(layer.opacity)),
            isHidden: layer.isHidden, masksToBounds: layer.masksToBounds, backingStoreBytes: layer.backingStoreByteCount,
            redrawCount: layer.redrawCount,
            animations: layer.animationsWithKeys.map { key, animation in
                Animation(
                    key: key, className: String(describing: type(of: animation)), keyPath: (animation as? CAPropertyAnimation)?.keyPath,
                    duration: rounded(animation.duration), repeatCount: animation.repeatCount >= .greatestFiniteMagnitude ? "inf" : "\(rounded(Double(animation.repeatCount)))")
            },
            sublayers: (layer.sublayers ?? []).filter { !skipping.contains(ObjectIdentifier($0)) }.map { sublayer in DeepRecursion.guarded { record(of: sublayer) } })
    }

    /// `value` rounded to hundredths, with -0 as 0, so the same layout prints the same everywhere.
    static func rounded(_ value: Double) -> Double { DebugText.rounded(value) }

    static func rounded(_ rect: CGRect) -> CGRect { DebugText.rounded(rect) }
}
