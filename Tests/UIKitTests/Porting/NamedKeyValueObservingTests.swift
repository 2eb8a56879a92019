import Foundation
import QuartzCore
import Testing
import UIKit

/// A chart view as DGCharts writes one: it observes its own bounds and frame by name and lays
/// its content out again when they change.
private final class SelfObservingChart: UIView {
    var notices: [(keyPath: String, new: Any?)] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addObserver(self, forKeyPath: "bounds", options: .new, context: nil)
        addObserver(self, forKeyPath: "frame", options: .new, context: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    deinit {
        removeObserver(self, forKeyPath: "bounds")
        removeObserver(self, forKeyPath: "frame")
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        nonisolated(unsafe) let new = change?[.newKey]
        let path = keyPath ?? ""
        MainActor.assumeIsolated { notices.append((path, new)) }
    }
}

/// An observer that is not a view or a layer: it adopts the protocol and implements the method.
private final class Recorder: NSObject, NSKeyValueObserving {
    var changes: [[NSKeyValueChangeKey: Any]] = []
    var contexts: [UnsafeMutableRawPointer?] = []

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        changes.append(change ?? [:])
        contexts.append(context)
    }
}

@Suite("Key-value observing by name")
@MainActor
struct NamedKeyValueObservingTests {
    @Test("a view observing its own bounds and frame hears each change, with the new value boxed")
    func chartObservesItself() {
        let chart = SelfObservingChart(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        chart.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(Set(chart.notices.map(\.keyPath)) == ["bounds", "frame"])
        let bounds = chart.notices.first { $0.keyPath == "bounds" }?.new as? NSValue
        #expect(bounds?.cgRectValue == CGRect(x: 0, y: 0, width: 200, height: 50))
        chart.notices.removeAll()
        chart.center = CGPoint(x: 300, y: 300)
        #expect(chart.notices.map(\.keyPath) == ["frame"])
    }

    @Test("an unchanged value is not reported")
    func sameValueIsQuiet() {
        let chart = SelfObservingChart(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        chart.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        chart.alpha = 0.5
        #expect(chart.notices.isEmpty)
    }

    @Test("the observing view goes away with its observations of itself")
    func selfObserverDeallocates() {
        weak var gone: SelfObservingChart?
        do {
            let chart = SelfObservingChart(frame: .zero)
            gone = chart
            chart.bounds.size.width = 10
        }
        #expect(gone == nil)
    }

    @Test("old and new values, initial notice, and the context reach another object")
    func optionsAndContext() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recorder = Recorder()
        var marker = 0
        let context = withUnsafeMutablePointer(to: &marker) { UnsafeMutableRawPointer($0) }
        view.addObserver(recorder, forKeyPath: "alpha", options: [.initial, .new, .old], context: context)
        view.alpha = 0.25
        #expect(recorder.changes.count == 2)
        #expect((recorder.changes[0][.newKey] as? NSNumber)?.doubleValue == 1)
        #expect(recorder.changes[0][.oldKey] == nil)
        #expect((recorder.changes[1][.oldKey] as? NSNumber)?.doubleValue == 1)
        #expect((recorder.changes[1][.newKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((recorder.changes[1][.kindKey] as? NSNumber)?.uintValue == NSKeyValueChange.setting.rawValue)
        #expect(recorder.contexts.allSatisfy { $0 == context })
        view.removeObserver(recorder, forKeyPath: "alpha", context: context)
        view.alpha = 1
        #expect(recorder.changes.count == 2)
    }

    @Test("a view's hidden, transform and background colour are observed by their Objective-C names")
    func viewPropertiesByName() {
        let view = UIView()
        let recorder = Recorder()
        for keyPath in ["hidden", "transform", "backgroundColor", "layer.cornerRadius"] {
            view.addObserver(recorder, forKeyPath: keyPath, options: .new, context: nil)
        }
        view.isHidden = true
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.backgroundColor = .red
        view.layer.cornerRadius = 3
        #expect(recorder.changes.count == 4)
        #expect((recorder.changes[0][.newKey] as? NSNumber)?.boolValue == true)
        #expect((recorder.changes[1][.newKey] as? NSValue)?.cgAffineTransformValue == CGAffineTransform(scaleX: 2, y: 2))
        #expect(recorder.changes[2][.newKey] as? UIColor == .red)
        #expect((recorder.changes[3][.newKey] as? NSNumber)?.doubleValue == 3)
    }

    @Test("a layer observed by name reports its key paths")
    func layerKeyPaths() {
        let layer = CALayer()
        let recorder = Recorder()
        layer.addObserver(recorder, forKeyPath: "position.x", options: [.new], context: nil)
        layer.position = CGPoint(x: 5, y: 0)
        layer.position = CGPoint(x: 5, y: 9)
        #expect(recorder.changes.count == 1)
        #expect((recorder.changes[0][.newKey] as? NSNumber)?.doubleValue == 5)
    }

    @Test("an observer that is gone is not told, and its observation ends")
    func goneObserver() {
        let view = UIView()
        do {
            let recorder = Recorder()
            view.addObserver(recorder, forKeyPath: "bounds", options: .new, context: nil)
        }
        view.bounds.size.width = 40
        view.bounds.size.width = 50
        #expect(view.bounds.width == 50)
    }

    @Test("removing an observation that was not made, or observing what is not announced, changes nothing")
    func misuseIsSurvived() {
        let view = UIView()
        let recorder = Recorder()
        view.removeObserver(recorder, forKeyPath: "bounds")
        view.addObserver(recorder, forKeyPath: "tag", options: .new, context: nil)
        view.tag = 4
        #expect(recorder.changes.isEmpty)
    }
}
