public import Foundation

extension UIView: @MainActor NSCoding {
    /// Writes the view's archived properties (`encode(with:)`).
    func encodeProperties(to coder: NSCoder) {
        let bounds = bounds, center = center
        coder.encode([bounds.minX, bounds.minY, bounds.width, bounds.height].map(Double.init), forKey: "UIBounds")
        coder.encode([center.x, center.y].map(Double.init), forKey: "UICenter")
        coder.encode(tag, forKey: "UITag")
        coder.encode(isHidden, forKey: "UIHidden")
        coder.encode(Double(alpha), forKey: "UIAlpha")
        coder.encode(isOpaque, forKey: "UIOpaque")
        coder.encode(clipsToBounds, forKey: "UIClipsToBounds")
        coder.encode(isUserInteractionEnabled, forKey: "UIUserInteractionEnabled")
        coder.encode(Int(autoresizingMask.rawValue), forKey: "UIAutoresizingMask")
        coder.encode(autoresizesSubviews, forKey: "UIAutoresizeSubviews")
        if let color = backgroundColor?.cgColor.srgbComponents {
            coder.encode([color.red, color.green, color.blue, color.alpha], forKey: "UIBackgroundColor")
        }
    }

    func decodeProperties(from coder: NSCoder) {
        if let b = coder.decodeObject(forKey: "UIBounds") as? [Double], b.count == 4 {
            bounds = CGRect(x: b[0], y: b[1], width: b[2], height: b[3])
        }
        if let c = coder.decodeObject(forKey: "UICenter") as? [Double], c.count == 2 {
            center = CGPoint(x: c[0], y: c[1])
        }
        tag = coder.decodeInteger(forKey: "UITag")
        isHidden = coder.decodeBool(forKey: "UIHidden")
        alpha = coder.containsValue(forKey: "UIAlpha") ? CGFloat(coder.decodeDouble(forKey: "UIAlpha")) : 1
        isOpaque = coder.containsValue(forKey: "UIOpaque") ? coder.decodeBool(forKey: "UIOpaque") : true
        clipsToBounds = coder.decodeBool(forKey: "UIClipsToBounds")
        isUserInteractionEnabled = coder.containsValue(forKey: "UIUserInteractionEnabled") ? coder.decodeBool(forKey: "UIUserInteractionEnabled") : true
        autoresizingMask = AutoresizingMask(rawValue: UInt(max(coder.decodeInteger(forKey: "UIAutoresizingMask"), 0)))
        if let c = coder.decodeObject(forKey: "UIBackgroundColor") as? [Double], c.count == 4 {
            backgroundColor = UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        autoresizesSubviews = coder.containsValue(forKey: "UIAutoresizeSubviews") ? coder.decodeBool(forKey: "UIAutoresizeSubviews") : true
    }
}
