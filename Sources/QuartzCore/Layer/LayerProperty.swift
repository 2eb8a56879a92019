import CoreGraphics
import Foundation

/// CALayer's declared properties by key-value-coding name, with typed access.
enum LayerProperty: String, CaseIterable {
    case bounds, position, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform, frame
    case geometryFlipped, contents, contentsRect, contentsCenter, contentsGravity, contentsScale
    case backgroundColor, cornerRadius, maskedCorners, borderWidth, borderColor, opacity, hidden, masksToBounds, mask
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath, doubleSided
    case shouldRasterize, rasterizationScale, allowsGroupOpacity, allowsEdgeAntialiasing
    case opaque, needsDisplayOnBoundsChange, drawsAsynchronously, name, minificationFilter, magnificationFilter
    case sublayers, minificationFilterBias

    func get(_ layer: CALayer) -> Any? {
        switch self {
        case .bounds: layer.bounds
        case .position: layer.position
        case .anchorPoint: layer.anchorPoint
        case .anchorPointZ: layer.anchorPointZ
        case .zPosition: layer.zPosition
        case .transform: layer.transform
        case .sublayerTransform: layer.sublayerTransform
        case .frame: layer.frame
        case .geometryFlipped: layer.isGeometryFlipped
        case .contents: layer.contents
        case .contentsRect: layer.contentsRect
        case .contentsCenter: layer.contentsCenter
        case .contentsGravity: layer.contentsGravity
        case .contentsScale: layer.contentsScale
        case .backgroundColor: layer.backgroundColor
        case .cornerRadius: layer.cornerRadius
        case .maskedCorners: layer.maskedCorners
        case .borderWidth: layer.borderWidth
        case .borderColor: layer.borderColor
        case .opacity: layer.opacity
        case .hidden: layer.isHidden
        case .masksToBounds: layer.masksToBounds
        case .mask: layer.mask
        case .shadowColor: layer.shadowColor
        case .shadowOpacity: layer.shadowOpacity
        case .shadowOffset: layer.shadowOffset
        case .shadowRadius: layer.shadowRadius
        case .shadowPath: layer.shadowPath
        case .doubleSided: layer.isDoubleSided
        case .shouldRasterize: layer.shouldRasterize
        case .rasterizationScale: layer.rasterizationScale
        case .allowsGroupOpacity: layer.allowsGroupOpacity
        case .allowsEdgeAntialiasing: layer.allowsEdgeAntialiasing
        case .opaque: layer.isOpaque
        case .needsDisplayOnBoundsChange: layer.needsDisplayOnBoundsChange
        case .drawsAsynchronously: layer.drawsAsynchronously
        case .name: layer.name
        case .minificationFilter: layer.minificationFilter
        case .magnificationFilter: layer.magnificationFilter
        case .sublayers: layer.sublayers
        case .minificationFilterBias: layer.minificationFilterBias
        }
    }

    /// Sets the property from an animated value without boxing it, for the types animations
    /// commonly produce; returns `false` for any other, which then goes through ``set(_:_:)``.
    func setAnimated(_ layer: CALayer, _ value: AnimatedValue) -> Bool {
        switch (self, value) {
        case (.position, .point(let v)): layer.position = v
        case (.anchorPoint, .point(let v)): layer.anchorPoint = v
        case (.bounds, .rect(let v)): layer.bounds = v
        case (.transform, .transform(let v)): layer.transform = v
        case (.sublayerTransform, .transform(let v)): layer.sublayerTransform = v
        case (.opacity, .scalar(let v)): layer.opacity = Float(v)
        case (.zPosition, .scalar(let v)): layer.zPosition = CGFloat(v)
        case (.cornerRadius, .scalar(let v)): layer.cornerRadius = CGFloat(v)
        case (.borderWidth, .scalar(let v)): layer.borderWidth = CGFloat(v)
        case (.shadowOpacity, .scalar(let v)): layer.shadowOpacity = Float(v)
        case (.shadowRadius, .scalar(let v)): layer.shadowRadius = CGFloat(v)
        case (.shadowOffset, .size(let v)): layer.shadowOffset = v
        default: return false
        }
        return true
    }

    /// Sets the property from `value`; returns `false` when the value's type does not fit.
    func set(_ layer: CALayer, _ value: Any?) -> Bool {
        func number() -> CGFloat? { numericValue(value) }
        func flag() -> Bool? { value as? Bool ?? (value as? NSNumber)?.boolValue }
        switch self {
        case .bounds: guard let v = boxedRect(value) else { return false }; layer.bounds = v
        case .position: guard let v = boxedPoint(value) else { return false }; layer.position = v
        case .anchorPoint: guard let v = boxedPoint(value) else { return false }; layer.anchorPoint = v
        case .anchorPointZ: guard let v = number() else { return false }; layer.anchorPointZ = v
        case .zPosition: guard let v = number() else { return false }; layer.zPosition = v
        case .transform: guard let v = boxedTransform(value) else { return false }; layer.transform = v
        case .sublayerTransform: guard let v = boxedTransform(value) else { return false }; layer.sublayerTransform = v
        case .frame: guard let v = boxedRect(value) else { return false }; layer.frame = v
        case .geometryFlipped: guard let v = flag() else { return false }; layer.isGeometryFlipped = v
        case .contents: layer.contents = value
        case .contentsRect: guard let v = boxedRect(value) else { return false }; layer.contentsRect = v
        case .contentsCenter: guard let v = boxedRect(value) else { return false }; layer.contentsCenter = v
        case .contentsGravity: guard let v = value as? CALayerContentsGravity else { return false }; layer.contentsGravity = v
        case .contentsScale: guard let v = number() else { return false }; layer.contentsScale = v
        case .backgroundColor: guard value == nil || value is CGColor else { return false }; layer.backgroundColor = value as? CGColor
        case .cornerRadius: guard let v = number() else { return false }; layer.cornerRadius = v
        case .maskedCorners:
            if let v = value as? CACornerMask { layer.maskedCorners = v } else if let n = number(), n >= 0 { layer.maskedCorners = CACornerMask(rawValue: UInt(n)) } else { return false }
        case .borderWidth: guard let v = number() else { return false }; layer.borderWidth = v
        case .borderColor: guard value == nil || value is CGColor else { return false }; layer.borderColor = value as? CGColor
        case .opacity: guard let v = number() else { return false }; layer.opacity = Float(v)
        case .hidden: guard let v = flag() else { return false }; layer.isHidden = v
        case .masksToBounds: guard let v = flag() else { return false }; layer.masksToBounds = v
        case .mask: guard value == nil || value is CALayer else { return false }; layer.mask = value as? CALayer
        case .shadowColor: guard value == nil || value is CGColor else { return false }; layer.shadowColor = value as? CGColor
        case .shadowOpacity: guard let v = number() else { return false }; layer.shadowOpacity = Float(v)
        case .shadowOffset: guard let v = boxedSize(value) else { return false }; layer.shadowOffset = v
        case .shadowRadius: guard let v = number() else { return false }; layer.shadowRadius = v
        case .shadowPath: guard value == nil || value is CGPath else { return false }; layer.shadowPath = value as? CGPath
        case .doubleSided: guard let v = flag() else { return false }; layer.isDoubleSided = v
        case .shouldRasterize: guard let v = flag() else { return false }; layer.shouldRasterize = v
        case .rasterizationScale: guard let v = number() else { return false }; layer.rasterizationScale = v
        case .allowsGroupOpacity: guard let v = flag() else { return false }; layer.allowsGroupOpacity = v
        case .allowsEdgeAntialiasing: guard let v = flag() else { return false }; layer.allowsEdgeAntialiasing = v
        case .opaque: guard let v = flag() else { return false }; layer.isOpaque = v
        case .needsDisplayOnBoundsChange: guard let v = flag() else { return false }; layer.needsDisplayOnBoundsChange = v
        case .drawsAsynchronously: guard let v = flag() else { return false }; layer.drawsAsynchronously = v
        case .name: guard value == nil || value is String else { return false }; layer.name = value as? String
        case .minificationFilter: guard let v = value as? CALayerContentsFilter else { return false }; layer.minificationFilter = v
        case .magnificationFilter: guard let v = value as? CALayerContentsFilter else { return false }; layer.magnificationFilter = v
        case .sublayers: guard value == nil || value is [CALayer] else { return false }; layer.sublayers = value as? [CALayer]
        case .minificationFilterBias: guard let v = number() else { return false }; layer.minificationFilterBias = Float(v)
        }
        return true
    }
}
