extension UIColor {
    /// Makes the colour the fill and stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the fill colour of the current context.
    public func setFill() {
        guard let context = UIGraphicsGetCurrentContext() else {
            return Diagnostics.report("Casement UIKit: UIColor.setFill() ignored: there is no current context.")
        }
        context.setFillColor(cgColor)
    }

    /// Makes the colour the stroke colour of the current context.
    public func setStroke() {
        guard let context = UIGraphicsGetCurrentContext() else {
            return Diagnostics.report("Casement UIKit: UIColor.setStroke() ignored: there is no current context.")
        }
        context.setStrokeColor(cgColor)
    }
}
