import Foundation
import Testing
import UIKit

@MainActor
@Suite("Accessibility elements")
struct UIAccessibilityElementTests {
    /// A chart view offering one element per bar.
    private final class BarChart: UIView {
        func makeElements() {
            accessibilityElements = (0..<3).map { index in
                let bar = UIAccessibilityElement(accessibilityContainer: self)
                bar.accessibilityLabel = "Bar \(index)"
                bar.accessibilityValue = "\(index * 10)"
                bar.accessibilityTraits = .image
                bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 20, y: 0, width: 20, height: 50)
                return bar
            }
        }
    }

    @Test func anElementStartsAsAnElementWithNoFrame() {
        let view = UIView()
        let element = UIAccessibilityElement(accessibilityContainer: view)
        #expect(element.isAccessibilityElement)
        #expect(element.accessibilityContainer as? UIView === view)
        #expect(element.accessibilityFrame == .zero)
        #expect(element.accessibilityTraits == .none)
    }

    @Test func aFrameInContainerSpaceFollowsTheContainerOnTheScreen() throws {
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 300, height: 200))
        let chart = BarChart(frame: CGRect(x: 10, y: 20, width: 60, height: 50))
        window.addSubview(chart)
        chart.makeElements()
        let bar = try #require(chart.accessibilityElement(at: 1) as? UIAccessibilityElement)
        #expect(bar.accessibilityFrame == CGRect(x: 130, y: 70, width: 20, height: 50))
        chart.frame.origin.x = 40
        #expect(bar.accessibilityFrame == CGRect(x: 160, y: 70, width: 20, height: 50))
    }

    @Test func aFrameSetOnTheScreenStaysUntilAFrameInContainerSpaceIsSet() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let element = UIAccessibilityElement(accessibilityContainer: view)
        element.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(element.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(element.accessibilityFrame.size == CGSize(width: 5, height: 5))
    }

    @Test func aViewCountsFindsAndIndexesItsElements() throws {
        let chart = BarChart()
        #expect(chart.accessibilityElementCount() == 0)
        #expect(chart.accessibilityElement(at: 0) == nil)
        chart.makeElements()
        #expect(chart.accessibilityElementCount() == 3)
        let last = try #require(chart.accessibilityElement(at: 2) as? UIAccessibilityElement)
        #expect(last.accessibilityLabel == "Bar 2")
        #expect(chart.index(ofAccessibilityElement: last) == 2)
        #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(chart.accessibilityElement(at: 7) == nil)
    }

    @Test func theContainerIsNotKeptAlive() {
        var element: UIAccessibilityElement?
        do {
            let view = UIView()
            element = UIAccessibilityElement(accessibilityContainer: view)
        }
        #expect(element?.accessibilityContainer == nil)
    }
}
