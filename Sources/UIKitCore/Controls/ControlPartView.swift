import CoreGraphics
import Foundation

/// A part of a control that draws itself (a stepper's face, a colour well's ring, page dots): not
/// opaque, so what is behind shows around its shapes, and drawn again when its size changes.
package class ControlPartView: UIView {
    package override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
