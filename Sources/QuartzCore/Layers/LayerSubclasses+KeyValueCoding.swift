import CoreGraphics
import Foundation

// Key-value coding for the properties the layer subclasses declare, so key paths such as
// "strokeEnd" or "colors" work as they do on CALayer's own properties.

/// A layer class that answers key-value coding for its own declared properties.
protocol SubclassKeyValueCoding: CALayer {
    /// The value of `key`, or `nil` (the outer optional) when this class does not declare it.
    func subclassValue(forKey key: String) -> Any??
    /// Sets `key`: `true` when set, `false` for a wrong type, `nil` when not declared here.
    func setSubclassValue(_ value: Any?, forKey key: String) -> Bool?
    /// The value at a key path this class resolves itself, or `nil` (the outer optional) for paths it leaves to CALayer.
    func subclassValue(forKeyPath keyPath: String) -> Any??
    /// Sets a key path this class resolves itself: `true` when it did, `false` to leave it to CALayer.
    func setSubclassValue(_ value: Any?, forKeyPath keyPath: String) -> Bool
}

extension SubclassKeyValueCoding {
    func subclassValue(forKeyPath keyPath: String) -> Any?? { nil }
    func setSubclassValue(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }
}

extension CAShapeLayer: SubclassKeyValueCoding {
    func subclassValue(forKey key: String) -> Any?? {
        switch key {
        case "path": return .some(path)
        case "fillColor": return .some(fillColor)
        case "fillRule": return .some(fillRule)
        case "strokeColor": return .some(strokeColor)
        case "lineWidth": return .some(lineWidth)
        case "lineCap": return .some(lineCap)
        case "lineJoin": return .some(lineJoin)
        case "miterLimit": return .some(miterLimit)
        case "lineDashPattern": return .some(lineDashPattern)
        case "lineDashPhase": return .some(lineDashPhase)
        case "strokeStart": return .some(strokeStart)
        case "strokeEnd": return .some(strokeEnd)
        default: return nil
        }
    }

    func setSubclassValue(_ value: Any?, forKey key: String) -> Bool? {
        switch key {
        case "path": guard value == nil || value is CGPath else { return false }; path = value as? CGPath
        case "fillColor": guard value == nil || value is CGColor else { return false }; fillColor = value as? CGColor
        case "fillRule": guard let v = value as? CAShapeLayerFillRule else { return false }; fillRule = v
        case "strokeColor": guard value == nil || value is CGColor else { return false }; strokeColor = value as? CGColor
        case "lineWidth": guard let v = numericValue(value) else { return false }; lineWidth = v
        case "lineCap": guard let v = value as? CAShapeLayerLineCap else { return false }; lineCap = v
        case "lineJoin": guard let v = value as? CAShapeLayerLineJoin else { return false }; lineJoin = v
        case "miterLimit": guard let v = numericValue(value) else { return false }; miterLimit = v
        case "lineDashPattern": guard let numbers = numberArray(value) else { return false }; lineDashPattern = numbers
        case "lineDashPhase": guard let v = numericValue(value) else { return false }; lineDashPhase = v
        case "strokeStart": guard let v = numericValue(value) else { return false }; strokeStart = v
        case "strokeEnd": guard let v = numericValue(value) else { return false }; strokeEnd = v
        default: return nil
        }
        return true
    }
}

extension CAGradientLayer: SubclassKeyValueCoding {
    func subclassValue(forKey key: String) -> Any?? {
        switch key {
        case "colors": return .some(colors)
        case "locations": return .some(locations)
        case "startPoint": return .some(startPoint)
        case "endPoint": return .some(endPoint)
        case "type": return .some(type)
        default: return nil
        }
    }

    func setSubclassValue(_ value: Any?, forKey key: String) -> Bool? {
        switch key {
        case "colors": guard value == nil || value is [Any] else { return false }; colors = value as? [Any]
        case "locations": guard let numbers = numberArray(value) else { return false }; locations = numbers
        case "startPoint": guard let v = value as? CGPoint else { return false }; startPoint = v
        case "endPoint": guard let v = value as? CGPoint else { return false }; endPoint = v
        case "type": guard let v = value as? CAGradientLayerType else { return false }; type = v
        default: return nil
        }
        return true
    }
}

extension CATextLayer: SubclassKeyValueCoding {
    func subclassValue(forKey key: String) -> Any?? {
        switch key {
        case "string": return .some(string)
        case "font": return .some(font)
        case "fontSize": return .some(fontSize)
        case "foregroundColor": return .some(foregroundColor)
        case "wrapped": return .some(isWrapped)
        case "truncationMode": return .some(truncationMode)
        case "alignmentMode": return .some(alignmentMode)
        default: return nil
        }
    }

    func setSubclassValue(_ value: Any?, forKey key: String) -> Bool? {
        switch key {
        case "string": string = value
        case "font": font = value
        case "fontSize": guard let v = numericValue(value) else { return false }; fontSize = v
        case "foregroundColor": guard value == nil || value is CGColor else { return false }; foregroundColor = value as? CGColor
        case "wrapped": guard let v = value as? Bool else { return false }; isWrapped = v
        case "truncationMode": guard let v = value as? CATextLayerTruncationMode else { return false }; truncationMode = v
        case "alignmentMode": guard let v = value as? CATextLayerAlignmentMode else { return false }; alignmentMode = v
        default: return nil
        }
        return true
    }
}

extension CAReplicatorLayer: SubclassKeyValueCoding {
    func subclassValue(forKey key: String) -> Any?? {
        switch key {
        case "instanceCount": return .some(instanceCount)
        case "instanceTransform": return .some(instanceTransform)
        case "instanceDelay": return .some(instanceDelay)
        case "instanceColor": return .some(instanceColor)
        case "instanceRedOffset": return .some(instanceRedOffset)
        case "instanceGreenOffset": return .some(instanceGreenOffset)
        case "instanceBlueOffset": return .some(instanceBlueOffset)
        case "instanceAlphaOffset": return .some(instanceAlphaOffset)
        default: return nil
        }
    }

    func setSubclassValue(_ value: Any?, forKey key: String) -> Bool? {
        switch key {
        case "instanceCount": guard let v = numericValue(value) else { return false }; instanceCount = Int(v)
        case "instanceTransform": guard let v = value as? CATransform3D else { return false }; instanceTransform = v
        case "instanceDelay": guard let v = numericValue(value) else { return false }; instanceDelay = Double(v)
        case "instanceColor": guard value == nil || value is CGColor else { return false }; instanceColor = value as? CGColor
        case "instanceRedOffset": guard let v = numericValue(value) else { return false }; instanceRedOffset = Float(v)
        case "instanceGreenOffset": guard let v = numericValue(value) else { return false }; instanceGreenOffset = Float(v)
        case "instanceBlueOffset": guard let v = numericValue(value) else { return false }; instanceBlueOffset = Float(v)
        case "instanceAlphaOffset": guard let v = numericValue(value) else { return false }; instanceAlphaOffset = Float(v)
        default: return nil
        }
        return true
    }
}

extension CATiledLayer: SubclassKeyValueCoding {
    func subclassValue(forKey key: String) -> Any?? {
        switch key {
        case "tileSize": tileSize
        case "levelsOfDetail": levelsOfDetail
        case "levelsOfDetailBias": levelsOfDetailBias
        default: nil
        }
    }

    func setSubclassValue(_ value: Any?, forKey key: String) -> Bool? {
        switch key {
        case "tileSize": guard let v = value as? CGSize else { return false }; tileSize = v
        case "levelsOfDetail": guard let v = numericValue(value), v.isFinite else { return false }; levelsOfDetail = Int(v)
        case "levelsOfDetailBias": guard let v = numericValue(value), v.isFinite else { return false }; levelsOfDetailBias = Int(v)
        default: return nil
        }
        return true
    }
}

extension CAScrollLayer: SubclassKeyValueCoding {
    func subclassValue(forKey key: String) -> Any?? {
        key == "scrollMode" ? .some(scrollMode) : nil
    }

    func setSubclassValue(_ value: Any?, forKey key: String) -> Bool? {
        guard key == "scrollMode" else { return nil }
        guard let v = value as? CAScrollLayerScrollMode else { return false }
        scrollMode = v
        return true
    }
}

/// An array of numbers of any numeric type as NSNumbers: `.some(nil)` for `nil`, `nil` when the value is not such an array.
func numberArray(_ value: Any?) -> [NSNumber]?? {
    guard let value else { return .some(nil) }
    if let numbers = value as? [NSNumber] { return .some(numbers) }
    guard let array = value as? [Any] else { return nil }
    let numbers = array.compactMap { numericValue($0).map { NSNumber(value: Double($0)) } }
    return numbers.count == array.count ? .some(numbers) : nil
}
