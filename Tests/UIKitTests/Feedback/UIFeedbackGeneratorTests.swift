import Testing
import UIKit

@Suite("Feedback generators")
@MainActor
struct UIFeedbackGeneratorTests {
    @Test("impact styles and notification types have UIKit's raw values")
    func rawValues() {
        #expect([UIImpactFeedbackGenerator.FeedbackStyle.light, .medium, .heavy, .soft, .rigid].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UINotificationFeedbackGenerator.FeedbackType.success, .warning, .error].map(\.rawValue) == [0, 1, 2])
    }

    @Test("an impact generator made without a style plays medium impacts")
    func defaultStyle() {
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(UIImpactFeedbackGenerator(style: .rigid).style == .rigid)
    }

    @Test("feedback calls written as on iOS succeed on a desktop without a haptic engine")
    func callsSucceed() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(impact is UIFeedbackGenerator)
    }
}
