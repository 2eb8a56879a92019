import Foundation
import Testing
import UIKit

// Subclasses that override what Apple's SDK declares `open` on CALayer, UIView, UIResponder and
// UIViewController, each calling super and noting the call: that they compile is half the test;
// the other half checks that the framework's own paths reach the overrides.

/// What the overrides were called for, in order.
@MainActor
private final class CallLog {
    /// The calls of class methods (the framework calls them on a view's class, not a view).
    static let classes = CallLog()
    var calls: [String] = []
    func note(_ call: String) { calls.append(call) }
}

private final class LoggingLayer: CALayer {
    // Static because the framework makes these layers by their class (a view's layerClass), so
    // no log can be handed in; the suite is serialized and runs on the main actor.
    nonisolated(unsafe) static var log: [String] = []

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func encode(with coder: NSCoder) { super.encode(with: coder) }

    override class func defaultValue(forKey key: String) -> Any? { super.defaultValue(forKey: key) }
    override class func needsDisplay(forKey key: String) -> Bool { key == "ink" || super.needsDisplay(forKey: key) }
    override class func defaultAction(forKey event: String) -> (any CAAction)? { super.defaultAction(forKey: event) }

    override func presentation() -> Self? { super.presentation() }
    override func model() -> Self { super.model() }
    override var superlayer: CALayer? { super.superlayer }
    override var sublayers: [CALayer]? {
        get { super.sublayers }
        set { Self.log.append("sublayers"); super.sublayers = newValue }
    }
    override var frame: CGRect {
        get { super.frame }
        set { Self.log.append("frame"); super.frame = newValue }
    }
    override var bounds: CGRect {
        didSet { Self.log.append("bounds") }
    }
    override func addSublayer(_ layer: CALayer) { Self.log.append("addSublayer"); super.addSublayer(layer) }
    override func insertSublayer(_ layer: CALayer, at idx: UInt32) { Self.log.append("insertSublayer(at:)"); super.insertSublayer(layer, at: idx) }
    override func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { Self.log.append("insertSublayer(below:)"); super.insertSublayer(layer, below: sibling) }
    override func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { Self.log.append("insertSublayer(above:)"); super.insertSublayer(layer, above: sibling) }
    override func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { Self.log.append("replaceSublayer"); super.replaceSublayer(oldLayer, with: newLayer) }
    override func removeFromSuperlayer() { Self.log.append("removeFromSuperlayer"); super.removeFromSuperlayer() }
    override func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { super.convert(p, from: l) }
    override func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { super.convert(p, to: l) }
    override func convert(_ r: CGRect, from l: CALayer?) -> CGRect { super.convert(r, from: l) }
    override func convert(_ r: CGRect, to l: CALayer?) -> CGRect { super.convert(r, to: l) }
    override func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { super.convertTime(t, from: l) }
    override func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { super.convertTime(t, to: l) }
    override func affineTransform() -> CGAffineTransform { super.affineTransform() }
    override func setAffineTransform(_ m: CGAffineTransform) { super.setAffineTransform(m) }
    override func hitTest(_ p: CGPoint) -> CALayer? { Self.log.append("hitTest"); return super.hitTest(p) }
    override func contains(_ p: CGPoint) -> Bool { Self.log.append("contains"); return super.contains(p) }
    override func display() { Self.log.append("display"); super.display() }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ r: CGRect) { super.setNeedsDisplay(r) }
    override func needsDisplay() -> Bool { super.needsDisplay() }
    override func displayIfNeeded() { super.displayIfNeeded() }
    override func draw(in ctx: CGContext) { Self.log.append("draw(in:)"); super.draw(in: ctx) }
    override func render(in ctx: CGContext) { Self.log.append("render(in:)"); super.render(in: ctx) }
    override func preferredFrameSize() -> CGSize { super.preferredFrameSize() }
    override func setNeedsLayout() { Self.log.append("setNeedsLayout"); super.setNeedsLayout() }
    override func needsLayout() -> Bool { super.needsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func layoutSublayers() { Self.log.append("layoutSublayers"); super.layoutSublayers() }
    override func action(forKey event: String) -> (any CAAction)? { super.action(forKey: event) }
    override func add(_ anim: CAAnimation, forKey key: String?) { Self.log.append("add(_:forKey:)"); super.add(anim, forKey: key) }
    override func removeAllAnimations() { super.removeAllAnimations() }
    override func removeAnimation(forKey key: String) { super.removeAnimation(forKey: key) }
    override func animationKeys() -> [String]? { super.animationKeys() }
    override func animation(forKey key: String) -> CAAnimation? { super.animation(forKey: key) }
    override func contentsAreFlipped() -> Bool { super.contentsAreFlipped() }
    override func value(forKey key: String) -> Any? { Self.log.append("value(forKey:)"); return super.value(forKey: key) }
    override func setValue(_ value: Any?, forKey key: String) { Self.log.append("setValue(_:forKey:)"); super.setValue(value, forKey: key) }
    override func value(forKeyPath keyPath: String) -> Any? { super.value(forKeyPath: keyPath) }
    override func setValue(_ value: Any?, forKeyPath keyPath: String) { super.setValue(value, forKeyPath: keyPath) }
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    override var hash: Int { super.hash }
    override var description: String { "LoggingLayer" }
}

@MainActor
private final class LoggingView: UIView {
    let log = CallLog()

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override class var layerClass: AnyClass { LoggingLayer.self }
    override func encode(with coder: NSCoder) { log.note("encode"); super.encode(with: coder) }

    override var superview: UIView? { super.superview }
    override var subviews: [UIView] { super.subviews }
    override var window: UIWindow? { super.window }
    override var frame: CGRect { didSet { log.note("frame") } }
    override var bounds: CGRect { didSet { log.note("bounds") } }
    override var center: CGPoint { didSet { log.note("center") } }
    override func addSubview(_ view: UIView) { log.note("addSubview"); super.addSubview(view) }
    override func insertSubview(_ view: UIView, at index: Int) { log.note("insertSubview(at:)"); super.insertSubview(view, at: index) }
    override func insertSubview(_ view: UIView, belowSubview s: UIView) { log.note("insertSubview(below:)"); super.insertSubview(view, belowSubview: s) }
    override func insertSubview(_ view: UIView, aboveSubview s: UIView) { log.note("insertSubview(above:)"); super.insertSubview(view, aboveSubview: s) }
    override func bringSubviewToFront(_ view: UIView) { log.note("bringSubviewToFront"); super.bringSubviewToFront(view) }
    override func sendSubviewToBack(_ view: UIView) { log.note("sendSubviewToBack"); super.sendSubviewToBack(view) }
    override func exchangeSubview(at i: Int, withSubviewAt j: Int) { log.note("exchangeSubview"); super.exchangeSubview(at: i, withSubviewAt: j) }
    override func removeFromSuperview() { log.note("removeFromSuperview"); super.removeFromSuperview() }
    override func isDescendant(of view: UIView) -> Bool { super.isDescendant(of: view) }
    override func viewWithTag(_ tag: Int) -> UIView? { log.note("viewWithTag"); return super.viewWithTag(tag) }
    override func convert(_ p: CGPoint, to v: UIView?) -> CGPoint { super.convert(p, to: v) }
    override func convert(_ p: CGPoint, from v: UIView?) -> CGPoint { super.convert(p, from: v) }
    override func convert(_ r: CGRect, to v: UIView?) -> CGRect { super.convert(r, to: v) }
    override func convert(_ r: CGRect, from v: UIView?) -> CGRect { super.convert(r, from: v) }
    override func layoutSubviews() { log.note("layoutSubviews"); super.layoutSubviews() }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override func sizeThatFits(_ size: CGSize) -> CGSize { log.note("sizeThatFits"); return CGSize(width: 30, height: 10) }
    override func sizeToFit() { super.sizeToFit() }
    override func didAddSubview(_ subview: UIView) { log.note("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.note("willRemoveSubview") }
    override func willMove(toSuperview newSuperview: UIView?) { log.note("willMove(toSuperview:)") }
    override func didMoveToSuperview() { log.note("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) { super.traitCollectionDidChange(previous) }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { log.note("point(inside:)"); return super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func addGestureRecognizer(_ g: UIGestureRecognizer) { log.note("addGestureRecognizer"); super.addGestureRecognizer(g) }
    override func removeGestureRecognizer(_ g: UIGestureRecognizer) { super.removeGestureRecognizer(g) }
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { super.gestureRecognizerShouldBegin(g) }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ rect: CGRect) { super.setNeedsDisplay(rect) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func accessibilityIncrement() { super.accessibilityIncrement() }
    override func accessibilityDecrement() { super.accessibilityDecrement() }
    override func accessibilityActivate() -> Bool { super.accessibilityActivate() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    override func display(_ layer: CALayer) { super.display(layer) }
    override func draw(_ layer: CALayer, in ctx: CGContext) { super.draw(layer, in: ctx) }
    override func layoutSublayers(of layer: CALayer) { super.layoutSublayers(of: layer) }
    override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { super.action(for: layer, forKey: event) }

    // The animation class methods.
    override class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        CallLog.classes.note("animate(withDuration:delay:options:)")
        super.animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
    override class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        CallLog.classes.note("animate(withDuration:completion:)")
        super.animate(withDuration: duration, animations: animations, completion: completion)
    }
    override class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        CallLog.classes.note("animate(withDuration:)")
        super.animate(withDuration: duration, animations: animations)
    }
    override class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        CallLog.classes.note("animate(spring)")
        super.animate(
            withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity, options: options,
            animations: animations, completion: completion)
    }
    override class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        CallLog.classes.note("animate(springDuration:)")
        super.animate(
            springDuration: duration, bounce: bounce, initialSpringVelocity: initialSpringVelocity, delay: delay, options: options,
            animations: animations, completion: completion)
    }
    override class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        CallLog.classes.note("animateKeyframes")
        super.animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
    override class func addKeyframe(withRelativeStartTime start: Double, relativeDuration duration: Double, animations: @escaping () -> Void) {
        CallLog.classes.note("addKeyframe")
        super.addKeyframe(withRelativeStartTime: start, relativeDuration: duration, animations: animations)
    }
    override class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        CallLog.classes.note("transition(with:)")
        super.transition(with: view, duration: duration, options: options, animations: animations, completion: completion)
    }
    override class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        CallLog.classes.note("transition(from:to:)")
        super.transition(from: fromView, to: toView, duration: duration, options: options, completion: completion)
    }
    override class func performWithoutAnimation(_ actions: () -> Void) {
        CallLog.classes.note("performWithoutAnimation")
        super.performWithoutAnimation(actions)
    }
    override class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        CallLog.classes.note("modifyAnimations")
        super.modifyAnimations(withRepeatCount: count, autoreverses: autoreverses, animations: animations)
    }
    override class var areAnimationsEnabled: Bool { super.areAnimationsEnabled }
    override class func setAnimationsEnabled(_ enabled: Bool) {
        CallLog.classes.note("setAnimationsEnabled")
        super.setAnimationsEnabled(enabled)
    }
    override class var inheritedAnimationDuration: TimeInterval { super.inheritedAnimationDuration }

    // UIResponder's.
    override var next: UIResponder? { super.next }
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { super.canResignFirstResponder }
    override var isFirstResponder: Bool { super.isFirstResponder }
    override var keyCommands: [UIKeyCommand]? { super.keyCommands }
    override func becomeFirstResponder() -> Bool { log.note("becomeFirstResponder"); return super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesCancelled(touches, with: event) }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesBegan(presses, with: event) }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesChanged(presses, with: event) }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesEnded(presses, with: event) }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesCancelled(presses, with: event) }
}

@MainActor
private final class LoggingController: UIViewController {
    let log = CallLog()

    override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var title: String? { didSet { log.note("title") } }
    override var view: UIView! {
        get { super.view }
        set { super.view = newValue }
    }
    override var viewIfLoaded: UIView? { super.viewIfLoaded }
    override var isViewLoaded: Bool { super.isViewLoaded }
    override func loadView() { log.note("loadView"); super.loadView() }
    override func viewDidLoad() { log.note("viewDidLoad") }
    override func loadViewIfNeeded() { super.loadViewIfNeeded() }
    override var next: UIResponder? { super.next }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override var additionalSafeAreaInsets: UIEdgeInsets { didSet { log.note("additionalSafeAreaInsets") } }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override var traitCollection: UITraitCollection { super.traitCollection }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) { super.traitCollectionDidChange(previous) }
    override var overrideUserInterfaceStyle: UIUserInterfaceStyle { didSet { log.note("overrideUserInterfaceStyle") } }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { super.shouldAutomaticallyForwardAppearanceMethods }
    override var children: [UIViewController] { super.children }
    override var parent: UIViewController? { super.parent }
    override func addChild(_ child: UIViewController) { log.note("addChild"); super.addChild(child) }
    override func removeFromParent() { super.removeFromParent() }
    override func willMove(toParent parent: UIViewController?) { log.note("willMove(toParent:)"); super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        log.note("transition")
        super.transition(from: fromViewController, to: toViewController, duration: duration, options: options, animations: animations, completion: completion)
    }
    override var isEditing: Bool { didSet { log.note("isEditing") } }
    override func setEditing(_ editing: Bool, animated: Bool) { log.note("setEditing"); super.setEditing(editing, animated: animated) }
}

@MainActor
@Suite("Overriding what Apple's SDK declares open", .serialized)
struct OpenOverrideTests {
    @Test func theLayerTreeCallsTheLayersOverrides() {
        LoggingLayer.log = []
        let parent = LoggingLayer()
        let (first, second, third) = (CALayer(), CALayer(), CALayer())
        parent.addSublayer(first)
        parent.insertSublayer(second, at: 0)
        parent.insertSublayer(third, below: first)
        parent.insertSublayer(CALayer(), above: first)
        parent.replaceSublayer(third, with: CALayer())
        parent.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        parent.setValue(0.5, forKey: "opacity")
        _ = parent.value(forKey: "opacity")
        parent.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        let child = LoggingLayer()
        parent.addSublayer(child)
        child.removeFromSuperlayer()
        #expect(LoggingLayer.log.filter { $0.hasSuffix("Sublayer") || $0.hasPrefix("insertSublayer") } == [
            "addSublayer", "insertSublayer(at:)", "insertSublayer(below:)", "insertSublayer(above:)", "replaceSublayer", "addSublayer",
        ])
        for call in ["frame", "bounds", "setValue(_:forKey:)", "value(forKey:)", "add(_:forKey:)", "removeFromSuperlayer", "setNeedsLayout"] {
            #expect(LoggingLayer.log.contains(call), "\(call) was not called")
        }
        #expect("\(parent)" == "LoggingLayer")
    }

    @Test func layoutHitTestingAndRenderingReachTheLayersOverrides() {
        LoggingLayer.log = []
        let layer = LoggingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.setNeedsDisplay()
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        layer.displayIfNeeded()
        _ = layer.hitTest(CGPoint(x: 4, y: 4))
        let context = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        layer.render(in: context)
        for call in ["layoutSublayers", "display", "draw(in:)", "hitTest", "contains", "render(in:)"] {
            #expect(LoggingLayer.log.contains(call), "\(call) was not called")
        }
    }

    @Test func aViewsOverridesRunForHierarchyChangesLayoutAndResponding() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(parent.layer is LoggingLayer)
        window.addSubview(parent)
        let (a, b, c) = (UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.insertSubview(b, at: 0)
        parent.insertSubview(c, belowSubview: a)
        parent.insertSubview(UIView(), aboveSubview: a)
        parent.bringSubviewToFront(b)
        parent.sendSubviewToBack(b)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        c.removeFromSuperview()
        _ = parent.viewWithTag(7)
        parent.sizeToFit()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        _ = parent.becomeFirstResponder()
        parent.addGestureRecognizer(UITapGestureRecognizer { _ in })
        parent.encode(with: NSKeyedArchiver(requiringSecureCoding: false))
        _ = parent.hitTest(CGPoint(x: 10, y: 10), with: nil)
        for call in [
            "willMove(toSuperview:)", "didMoveToSuperview", "addSubview", "didAddSubview", "insertSubview(at:)",
            "insertSubview(below:)", "insertSubview(above:)", "bringSubviewToFront", "sendSubviewToBack", "exchangeSubview",
            "willRemoveSubview", "viewWithTag", "sizeThatFits", "frame", "layoutSubviews", "becomeFirstResponder",
            "addGestureRecognizer", "encode", "point(inside:)",
        ] {
            #expect(parent.log.calls.contains(call), "\(call) was not called")
        }
    }

    @Test func aViewClassesAnimationOverridesRunWhenCalledOnIt() {
        CallLog.classes.calls = []
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let container = UIView()
        container.addSubview(view)
        let animator: UIView.Type = LoggingView.self
        animator.animate(withDuration: 0.1) { view.alpha = 0.5 }
        animator.animate(withDuration: 0.1, animations: { view.alpha = 0.4 }, completion: nil)
        animator.animate(withDuration: 0.1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []) { view.alpha = 0.3 }
        animator.animate(springDuration: 0.1) { view.alpha = 0.2 }
        animator.animateKeyframes(withDuration: 0.1, delay: 0) {
            animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.1 }
        }
        animator.transition(with: container, duration: 0.1, animations: nil)
        animator.transition(from: view, to: UIView(), duration: 0)
        animator.performWithoutAnimation { view.alpha = 1 }
        animator.animate(withDuration: 0.1) { animator.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 } }
        animator.setAnimationsEnabled(true)
        // The short forms reach the full one through the class, as UIKit's do.
        #expect(CallLog.classes.calls.starts(with: ["animate(withDuration:)", "animate(withDuration:delay:options:)"]))
        for call in [
            "animate(withDuration:completion:)", "animate(spring)", "animate(springDuration:)", "animateKeyframes", "addKeyframe",
            "transition(with:)", "transition(from:to:)", "performWithoutAnimation", "modifyAnimations", "setAnimationsEnabled",
        ] {
            #expect(CallLog.classes.calls.contains(call), "\(call) was not called")
        }
    }

    @Test func aControllersOverridesRunForItsViewChildrenAndEditing() {
        let controller = LoggingController(nibName: nil, bundle: nil)
        let (from, to) = (UIViewController(), UIViewController())
        controller.addChild(from)
        controller.addChild(to)
        controller.view.addSubview(from.view)
        controller.transition(from: from, to: to, duration: 0, animations: nil)
        controller.title = "Settings"
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        controller.overrideUserInterfaceStyle = .dark
        controller.setEditing(true, animated: false)
        #expect(controller.log.calls.starts(with: ["addChild", "addChild", "loadView", "viewDidLoad", "transition"]))
        for call in ["title", "additionalSafeAreaInsets", "overrideUserInterfaceStyle", "setEditing"] {
            #expect(controller.log.calls.contains(call), "\(call) was not called")
        }
    }
}
