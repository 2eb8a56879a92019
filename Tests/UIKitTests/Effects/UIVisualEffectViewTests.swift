import CasementTestSupport
import Foundation
import PlatformHeadless
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("UIVisualEffectView", .serialized)
struct UIVisualEffectViewTests {
    /// A shown 300×100 window, grey from x 0 to 100 and blue from there, with a white bar at
    /// x 30...48 (outside the effect but within its blur's reach) and an effect view at x 50...150.
    private func stage(_ effect: UIVisualEffect?) -> (app: TestApplication, window: UIWindow, effectView: UIVisualEffectView, bar: UIView) {
        let app = TestApplication()
        let window = app.shownWindow(size: CGSize(width: 300, height: 100))
        let grey = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        grey.backgroundColor = UIColor(white: 0.6, alpha: 1)
        let blue = UIView(frame: CGRect(x: 100, y: 0, width: 200, height: 100))
        blue.backgroundColor = .blue
        let bar = UIView(frame: CGRect(x: 30, y: 0, width: 18, height: 100))
        bar.backgroundColor = .white
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
        for view in [grey, blue, bar, effectView] { window.addSubview(view) }
        app.runTurn()
        return (app, window, effectView, bar)
    }

    private func pixels(of stage: (app: TestApplication, window: UIWindow, effectView: UIVisualEffectView, bar: UIView)) throws -> RGBAPixels {
        RGBAPixels(try #require(stage.app.platformWindow(of: stage.window)?.presentedImage()))
    }

    @Test func aBlurMixesWhatLiesBehindAcrossItsEdgesAndLeavesTheRestAlone() throws {
        let image = try pixels(of: stage(UIBlurEffect(style: .light)))
        let middle = image[100, 50], grey = image[10, 50]
        #expect(middle[2] > middle[0] + 30 && middle[0] > 60, "grey and blue meet under the blur: \(middle)")
        #expect(grey[0] == grey[1] && grey[1] == grey[2] && image[290, 50] == [0, 0, 255, 255])
        // The light material tints white over the blur.
        #expect(image[140, 50][0] > 40 && image[140, 50][1] > 40)
    }

    @Test func withoutAnEffectTheViewShowsWhatLiesBehind() throws {
        let image = try pixels(of: stage(nil))
        #expect(image[99, 50] == image[10, 50] && image[100, 50] == [0, 0, 255, 255])
    }

    @Test func removingTheEffectShowsTheBackdropSharpAgain() throws {
        let scene = stage(UIBlurEffect(style: .light))
        scene.effectView.effect = nil
        scene.app.runTurn()
        let image = try pixels(of: scene)
        #expect(image[99, 50] == image[10, 50])
    }

    @Test func theBlurRepaintsWhenWhatLiesBehindWithinItsReachChanges() throws {
        let scene = stage(UIBlurEffect(style: .dark))
        let before = try pixels(of: scene)[52, 50]
        scene.bar.backgroundColor = .black
        scene.app.runTurn()
        let damage = try #require(scene.app.platformWindow(of: scene.window)?.presentedDamage.last)
        #expect(damage.contains { $0.contains(CGRect(x: 50, y: 0, width: 100, height: 100)) }, "the whole blur repaints: \(damage)")
        let after = try pixels(of: scene)[52, 50]
        #expect(after[0] < before[0] && after[1] < before[1], "the white bar no longer lightens the blur's edge: \(before) → \(after)")
    }

    @Test func anUnchangedBlurCostsNoRepaint() throws {
        let scene = stage(UIBlurEffect(style: .light))
        let window = try #require(scene.app.platformWindow(of: scene.window))
        let presents = window.presentCount
        scene.app.runTurn()
        scene.app.runTurn()
        #expect(window.presentCount == presents)
    }

    @Test func aChangeFarFromTheBlurDoesNotRepaintIt() throws {
        let scene = stage(UIBlurEffect(style: .light))
        let far = UIView(frame: CGRect(x: 280, y: 0, width: 5, height: 5))
        scene.window.addSubview(far)
        scene.app.runTurn()
        let damage = try #require(scene.app.platformWindow(of: scene.window)?.presentedDamage.last)
        #expect(damage.allSatisfy { !$0.intersects(CGRect(x: 50, y: 0, width: 100, height: 100)) }, "\(damage)")
    }

    @Test func anAdaptiveMaterialIsDarkInTheDarkAppearance() throws {
        let light = try pixels(of: stage(UIBlurEffect(style: .systemMaterial)))[140, 50]
        let scene = stage(UIBlurEffect(style: .systemMaterial))
        scene.window.overrideUserInterfaceStyle = .dark
        scene.app.runTurn()
        let dark = try pixels(of: scene)[140, 50]
        let lightSum = light.prefix(3).reduce(0) { $0 + Int($1) }, darkSum = dark.prefix(3).reduce(0) { $0 + Int($1) }
        #expect(darkSum < lightSum - 150, "\(light) → \(dark)")
    }

    @Test func subviewsBelongInTheContentViewWhichSitsAboveTheEffect() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        let label = UILabel()
        effectView.contentView.addSubview(label)
        #expect(label.isDescendant(of: effectView) && !Diagnostics.hasReported("was added to a UIVisualEffectView itself"))
        effectView.addSubview(UIView())
        #expect(Diagnostics.hasReported("was added to a UIVisualEffectView itself; add it to the effect view's contentView"))
    }

    @Test func vibrantContentBlendsWithTheBlurAtItsStylesStrength() throws {
        let blur = UIBlurEffect(style: .light)
        let scene = stage(blur)
        let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrant.frame = scene.effectView.contentView.bounds
        let mark = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        mark.backgroundColor = .black
        vibrant.contentView.addSubview(mark)
        scene.effectView.contentView.addSubview(vibrant)
        scene.app.runTurn()
        let image = try pixels(of: scene)
        let under = image[100, 50], beside = image[100, 80]
        // Multiplied at 60 %: darker than the blur beside it, yet not black.
        #expect(under[0] < beside[0] && under[0] > 20, "\(under) beside \(beside)")
    }

    @Test func blurStylesAndVibrancyStylesHaveUIKitsRawValues() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0 && UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIVibrancyEffectStyle.label.rawValue == 0 && UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    @Test func aResizingEffectViewKeepsBlurringWhileItsAnimationRuns() throws {
        let scene = stage(UIBlurEffect(style: .light))
        UIView.animate(withDuration: 1) { scene.effectView.frame.size.width += 40 }
        scene.app.clock.advance(by: 0.5)
        scene.app.runTurn()
        let image = try pixels(of: scene)
        // Halfway, the effect spans x 50...170: grey and blue still meet under it at x 100.
        let middle = image[100, 50]
        #expect(middle[0] > 60 && middle[2] > middle[0], "\(middle)")
    }
}
