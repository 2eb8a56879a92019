import CoreGraphics
import Foundation
import QuartzCore

/// The Gallery's page of Core Animation timing: the four transitions, keyframes along the
/// guide's bouncing path, a spring, a card turning in perspective, two images dissolving into
/// each other and an emitter, all repeating forever.
@MainActor
public enum AnimationPage {
    public static let size = CGSize(width: 960, height: 720)

    private static let blue = CGColor(red: 0.15, green: 0.45, blue: 0.85, alpha: 1)
    private static let orange = CGColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1)
    private static let ink = CGColor(gray: 0.25, alpha: 1)
    private static let transitions: [(CATransitionType, CATransitionSubtype?, String)] = [
        (.fade, nil, "fade"), (.moveIn, .fromLeft, "moveIn from the left"), (.push, .fromRight, "push from the right"),
        (.reveal, .fromTop, "reveal from the top"),
    ]

    /// The page's layers before anything animates. Draw them once (a transition starts from
    /// what was drawn), then call ``startAnimations(in:)``.
    public static func makeLayerTree() -> CALayer {
        let root = pageRoot("Casement · animation", size: size)

        root.addSublayer(pageLabel("CATransition: each card changes colour and word, back and forth", at: CGPoint(x: 24, y: 64), size: 13, bold: true))
        for (index, (_, _, title)) in transitions.enumerated() {
            let card = CALayer()
            card.name = "transition \(index)"
            card.frame = CGRect(x: 24 + CGFloat(index) * 232, y: 92, width: 210, height: 110)
            card.backgroundColor = blue
            card.cornerRadius = 12
            card.masksToBounds = true
            let word = CATextLayer()
            word.name = "word"
            (word.string, word.fontSize, word.font, word.alignmentMode) = ("Before", 28, "DejaVu Sans Bold", .center)
            word.frame = CGRect(x: 0, y: 36, width: 210, height: 40)
            card.addSublayer(word)
            root.addSublayer(card)
            root.addSublayer(pageLabel(title, at: CGPoint(x: 24 + CGFloat(index) * 232, y: 208), size: 12, bold: false))
        }

        root.addSublayer(pageLabel("CAKeyframeAnimation along the guide's path", at: CGPoint(x: 24, y: 250), size: 13, bold: true))
        root.addSublayer(ball(named: "bouncer", at: CGPoint(x: 76, y: 298)))
        root.addSublayer(pageLabel("CASpringAnimation, settling and starting again", at: CGPoint(x: 500, y: 250), size: 13, bold: true))
        root.addSublayer(ball(named: "spring", at: CGPoint(x: 540, y: 330)))

        root.addSublayer(pageLabel("A card turning in perspective", at: CGPoint(x: 24, y: 460), size: 13, bold: true))
        let stage = CALayer()
        stage.name = "stage"
        stage.frame = CGRect(x: 24, y: 490, width: 280, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        stage.sublayerTransform = perspective
        let card = CALayer()
        card.name = "card"
        card.frame = CGRect(x: 80, y: 20, width: 120, height: 160)
        (card.backgroundColor, card.cornerRadius, card.borderWidth, card.borderColor) = (blue, 14, 5, CGColor(gray: 1, alpha: 1))
        stage.addSublayer(card)
        root.addSublayer(stage)

        root.addSublayer(pageLabel("Contents dissolving", at: CGPoint(x: 340, y: 460), size: 13, bold: true))
        let picture = CALayer()
        picture.name = "picture"
        picture.frame = CGRect(x: 340, y: 500, width: 240, height: 180)
        picture.contents = sunrise(night: false)
        picture.cornerRadius = 10
        picture.masksToBounds = true
        root.addSublayer(picture)

        root.addSublayer(pageLabel("CAEmitterLayer", at: CGPoint(x: 620, y: 460), size: 13, bold: true))
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 620, y: 490, width: 316, height: 200)
        emitter.backgroundColor = CGColor(red: 0.08, green: 0.1, blue: 0.18, alpha: 1)
        emitter.cornerRadius = 10
        emitter.masksToBounds = true
        (emitter.emitterPosition, emitter.emitterShape, emitter.emitterSize) = (CGPoint(x: 158, y: 190), .line, CGSize(width: 60, height: 0))
        emitter.seed = 7
        let spark = CAEmitterCell()
        spark.contents = dot()
        (spark.birthRate, spark.lifetime, spark.lifetimeRange) = (60, 2.5, 0.5)
        (spark.velocity, spark.velocityRange, spark.yAcceleration) = (120, 30, 40)
        (spark.emissionLongitude, spark.emissionRange) = (-.pi / 2, .pi / 6)
        (spark.scale, spark.scaleSpeed, spark.alphaSpeed) = (0.6, -0.15, -0.35)
        spark.color = CGColor(red: 1, green: 0.7, blue: 0.3, alpha: 1)
        (spark.redRange, spark.greenRange) = (0.1, 0.3)
        emitter.emitterCells = [spark]
        root.addSublayer(emitter)
        return root
    }

    /// Starts the page's endless animations on a tree made by ``makeLayerTree()`` that has been drawn.
    public static func startAnimations(in root: CALayer) {
        func layer(_ name: String, in parent: CALayer = root) -> CALayer? { parent.sublayers?.first { $0.name == name } }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, (type, subtype, _)) in transitions.enumerated() {
            guard let card = layer("transition \(index)"), let word = layer("word", in: card) as? CATextLayer else { continue }
            let transition = CATransition()
            (transition.type, transition.subtype, transition.duration) = (type, subtype, 1.2)
            (transition.autoreverses, transition.repeatCount) = (true, .infinity)
            card.add(transition, forKey: kCATransition)
            card.backgroundColor = orange
            word.string = "After"
        }
        if let bouncer = layer("bouncer") {
            // The guide's listing 3-3, scaled into the page.
            let scale = CGAffineTransform(a: 0.7, b: 0, c: 0, d: 0.35, tx: 24, ty: 272)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 74, y: 74), transform: scale)
            path.addCurve(to: CGPoint(x: 320, y: 74), control1: CGPoint(x: 74, y: 500), control2: CGPoint(x: 320, y: 500), transform: scale)
            path.addCurve(to: CGPoint(x: 566, y: 74), control1: CGPoint(x: 320, y: 500), control2: CGPoint(x: 566, y: 500), transform: scale)
            let bounce = CAKeyframeAnimation(keyPath: "position")
            (bounce.path, bounce.duration, bounce.repeatCount) = (path, 3, .infinity)
            bouncer.add(bounce, forKey: "bounce")
        }
        if let ball = layer("spring") {
            let spring = CASpringAnimation(keyPath: "position.x")
            (spring.fromValue, spring.toValue, spring.damping, spring.initialVelocity) = (540, 900, 6, 0)
            (spring.duration, spring.repeatCount) = (spring.settlingDuration, .infinity)
            ball.add(spring, forKey: "spring")
            ball.position.x = 900
        }
        if let card = layer("card", in: layer("stage") ?? root) {
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            (turn.fromValue, turn.toValue, turn.duration, turn.repeatCount) = (0, 2 * Double.pi, 4, .infinity)
            card.add(turn, forKey: "turn")
        }
        if let picture = layer("picture") {
            let dissolve = CABasicAnimation(keyPath: "contents")
            (dissolve.fromValue, dissolve.toValue, dissolve.duration) = (picture.contents, sunrise(night: true), 1.5)
            (dissolve.autoreverses, dissolve.repeatCount) = (true, .infinity)
            picture.add(dissolve, forKey: "dissolve")
        }
        CATransaction.commit()
    }

    /// The page `seconds` after its animations start, drawn by a compositor on a fixed media
    /// clock, as the golden image checks it.
    public static func render(at seconds: Double) -> CGImage {
        return renderAnimated(size: size, at: seconds, makeTree: makeLayerTree, start: startAnimations(in:))
    }

    private static func ball(named name: String, at position: CGPoint) -> CALayer {
        let ball = CALayer()
        ball.name = name
        ball.bounds = CGRect(x: 0, y: 0, width: 28, height: 28)
        ball.position = position
        (ball.backgroundColor, ball.cornerRadius) = (orange, 14)
        (ball.shadowOpacity, ball.shadowRadius, ball.shadowOffset) = (0.3, 3, CGSize(width: 0, height: 3))
        return ball
    }

    /// A small landscape: a sun over hills by day, a moon by night.
    private static func sunrise(night: Bool) -> CGImage {
        let context = CGContext(
            data: nil, width: 240, height: 180, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let sky = night
            ? [CGColor(red: 0.05, green: 0.07, blue: 0.2, alpha: 1), CGColor(red: 0.2, green: 0.2, blue: 0.45, alpha: 1)]
            : [CGColor(red: 0.45, green: 0.75, blue: 1, alpha: 1), CGColor(red: 1, green: 0.85, blue: 0.6, alpha: 1)]
        let gradient = CGGradient(colorsSpace: nil, colors: sky, locations: nil)!
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 180), end: .zero, options: [])
        context.setFillColor(night ? CGColor(gray: 0.95, alpha: 1) : CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1))
        context.fillEllipse(in: CGRect(x: night ? 150 : 60, y: 100, width: 44, height: 44))
        context.setFillColor(night ? CGColor(red: 0.1, green: 0.2, blue: 0.15, alpha: 1) : CGColor(red: 0.3, green: 0.65, blue: 0.3, alpha: 1))
        context.fillEllipse(in: CGRect(x: -60, y: -120, width: 260, height: 200))
        context.fillEllipse(in: CGRect(x: 90, y: -140, width: 260, height: 200))
        return context.makeImage()!
    }

    /// A soft white dot for the emitter's particles.
    private static func dot() -> CGImage {
        let context = CGContext(
            data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let glow = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 1, alpha: 0)], locations: nil)!
        context.drawRadialGradient(glow, startCenter: CGPoint(x: 8, y: 8), startRadius: 0, endCenter: CGPoint(x: 8, y: 8), endRadius: 8, options: [])
        return context.makeImage()!
    }
}
