import CoreGraphics
import Foundation
import UIKitCore

/// P5: hit testing in 10 000 views, balanced (100 views of 100) and flat (10 000 siblings, with
/// points that miss them all), against the same algorithm over plain structs.
@MainActor
enum HitTestBenchmark {
    /// A view tree as plain values: frames in the parent's coordinates and children front last.
    struct Node {
        var frame: CGRect
        var children: [Int]
        var interactive = true
        var hidden = false
        var alpha: CGFloat = 1
    }

    static let side: CGFloat = 1000

    /// The balanced tree: a 10×10 grid of 100-point views, each holding a 10×10 grid of 10-point views.
    static func balanced() -> (UIView, [Node]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        var nodes = [Node(frame: root.frame, children: [])]
        for index in 0..<100 {
            let frame = CGRect(x: CGFloat(index % 10) * 100, y: CGFloat(index / 10) * 100, width: 100, height: 100)
            let view = UIView(frame: frame)
            nodes[0].children.append(nodes.count)
            let parent = nodes.count
            nodes.append(Node(frame: frame, children: []))
            for inner in 0..<100 {
                let small = CGRect(x: CGFloat(inner % 10) * 10, y: CGFloat(inner / 10) * 10, width: 9, height: 9)
                view.addSubview(UIView(frame: small))
                nodes[parent].children.append(nodes.count)
                nodes.append(Node(frame: small, children: []))
            }
            root.addSubview(view)
        }
        return (root, nodes)
    }

    /// The flat tree: 10 000 siblings of 5 points on a 10-point grid, so points in the gaps miss them all.
    static func flat() -> (UIView, [Node]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        var nodes = [Node(frame: root.frame, children: [])]
        for index in 0..<10_000 {
            let frame = CGRect(x: CGFloat(index % 100) * 10, y: CGFloat(index / 100) * 10, width: 5, height: 5)
            root.addSubview(UIView(frame: frame))
            nodes[0].children.append(nodes.count)
            nodes.append(Node(frame: frame, children: []))
        }
        return (root, nodes)
    }

    /// UIKit's algorithm over the structs: skipped nodes, bounds, children front to back.
    static func hitTest(_ nodes: [Node], _ index: Int, _ point: CGPoint) -> Int? {
        let node = nodes[index]
        guard node.interactive, !node.hidden, node.alpha >= 0.01,
              CGRect(origin: .zero, size: node.frame.size).contains(point)
        else { return nil }
        for child in node.children.reversed() {
            let origin = nodes[child].frame.origin
            if let hit = hitTest(nodes, child, CGPoint(x: point.x - origin.x, y: point.y - origin.y)) { return hit }
        }
        return index
    }

    /// Per-query comparisons for `points` in a tree made by `make`.
    static func compare(_ name: String, goal: Double, make: () -> (UIView, [Node]), points: [CGPoint]) -> Comparison {
        let (root, nodes) = make()
        var sink = 0
        let result = HarnessCompare.perQuery(name, goal: goal, count: points.count, framework: {
            for point in points where root.hitTest(point, with: nil) != nil { sink &+= 1 }
        }, baseline: {
            for point in points where hitTest(nodes, 0, point) != nil { sink &+= 1 }
        })
        if sink == -1 { say("") }
        return result
    }
}

/// Comparisons of runs of many queries, reported per query.
enum HarnessCompare {
    @MainActor
    static func perQuery(_ name: String, goal: Double, count: Int, framework: () -> Void, baseline: () -> Void) -> Comparison {
        let total = compare(name, goal: goal, rounds: 9, framework: framework, baseline: baseline)
        return Comparison(
            name: name, goal: goal, framework: total.framework / count, baseline: total.baseline / count, baselineName: "structs")
    }
}
