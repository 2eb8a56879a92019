public import Foundation
import CoreGraphics

// Key-value coding for emitters, including the paths Core Animation offers into named cells:
// "emitterCells.fire.birthRate" on a layer, "emitterCells.spark.velocity" on a cell.

extension CAEmitterCell {
    /// The value of the property or custom key `key`.
    ///
    /// Divergence: as on CALayer, these are plain methods (Swift on Linux has no NSObject
    /// key-value coding) and numbers come back as their Swift types.
    public func value(forKey key: String) -> Any? {
        if let declared = declaredValue(forKey: key) { return declared }
        return customValues[key]
    }

    /// Sets the property or custom key `key`; a value of the wrong type is ignored and reported.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let wasSet = setDeclaredValue(value, forKey: key) else { return customValues[key] = value }
        if !wasSet {
            Diagnostics.report("Casement QuartzCore: setValue(_:forKey: \"\(key)\") on emitter cell \(name ?? "(unnamed)") ignored: \(value.map { "\(type(of: $0))" } ?? "nil") is not a valid value for it.")
        }
    }

    /// The value at `keyPath`: a key, a named sub-cell's key ("emitterCells.spark.scale") or a struct field.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let (cell, rest) = EmitterCellPath.resolve(keyPath, in: emitterCells) { return cell.value(forKeyPath: rest) }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return value(forKey: keyPath) }
        return StructKeyPath.get(parts[1], of: value(forKey: parts[0]))
    }

    /// Sets the value at `keyPath`, which may lead into a named sub-cell or a struct field.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let (cell, rest) = EmitterCellPath.resolve(keyPath, in: emitterCells) { return cell.setValue(value, forKeyPath: rest) }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return setValue(value, forKey: keyPath) }
        guard let updated = StructKeyPath.set(parts[1], of: self.value(forKey: parts[0]), to: value) else {
            return Diagnostics.report("Casement QuartzCore: setValue(_:forKeyPath: \"\(keyPath)\") on emitter cell \(name ?? "(unnamed)") ignored: the key path or the value's type is not valid.")
        }
        setValue(updated, forKey: parts[0])
    }

    private func declaredValue(forKey key: String) -> Any?? {
        switch key {
        case "name": name
        case "enabled", "isEnabled": isEnabled
        case "birthRate": birthRate
        case "lifetime": lifetime
        case "lifetimeRange": lifetimeRange
        case "emissionLatitude": emissionLatitude
        case "emissionLongitude": emissionLongitude
        case "emissionRange": emissionRange
        case "velocity": velocity
        case "velocityRange": velocityRange
        case "xAcceleration": xAcceleration
        case "yAcceleration": yAcceleration
        case "zAcceleration": zAcceleration
        case "scale": scale
        case "scaleRange": scaleRange
        case "scaleSpeed": scaleSpeed
        case "spin": spin
        case "spinRange": spinRange
        case "color": .some(color)
        case "redRange": redRange
        case "greenRange": greenRange
        case "blueRange": blueRange
        case "alphaRange": alphaRange
        case "redSpeed": redSpeed
        case "greenSpeed": greenSpeed
        case "blueSpeed": blueSpeed
        case "alphaSpeed": alphaSpeed
        case "emitterCells": .some(emitterCells)
        case "contents": .some(contents)
        case "contentsRect": contentsRect
        case "contentsScale": contentsScale
        case "minificationFilter": minificationFilter
        case "magnificationFilter": magnificationFilter
        default: nil
        }
    }

    /// Sets a declared property: `true` when set, `false` for a wrong type, `nil` when undeclared.
    private func setDeclaredValue(_ value: Any?, forKey key: String) -> Bool? {
        let number = numericValue(value)
        switch key {
        case "name": guard value == nil || value is String else { return false }; name = value as? String
        case "enabled", "isEnabled": guard let v = value as? Bool else { return false }; isEnabled = v
        case "color": guard value == nil || value is CGColor else { return false }; color = value as? CGColor
        case "emitterCells": guard value == nil || value is [CAEmitterCell] else { return false }; emitterCells = value as? [CAEmitterCell]
        case "contents": contents = value
        case "contentsRect": guard let v = value as? CGRect else { return false }; contentsRect = v
        case "minificationFilter": guard let v = value as? CALayerContentsFilter else { return false }; minificationFilter = v
        case "magnificationFilter": guard let v = value as? CALayerContentsFilter else { return false }; magnificationFilter = v
        default:
            guard let path = Self.numericKeys[key] else { return nil }
            guard let number, number.isFinite else { return false }
            self[keyPath: path] = number
        }
        return true
    }

    /// The numeric properties, each written through a CGFloat view of itself.
    // Key paths are immutable values; the table is only read.
    nonisolated(unsafe) private static let numericKeys: [String: ReferenceWritableKeyPath<CAEmitterCell, CGFloat>] = [
        "birthRate": \.birthRateValue, "lifetime": \.lifetimeValue, "lifetimeRange": \.lifetimeRangeValue,
        "emissionLatitude": \.emissionLatitude, "emissionLongitude": \.emissionLongitude, "emissionRange": \.emissionRange,
        "velocity": \.velocity, "velocityRange": \.velocityRange,
        "xAcceleration": \.xAcceleration, "yAcceleration": \.yAcceleration, "zAcceleration": \.zAcceleration,
        "scale": \.scale, "scaleRange": \.scaleRange, "scaleSpeed": \.scaleSpeed, "spin": \.spin, "spinRange": \.spinRange,
        "redRange": \.redRangeValue, "greenRange": \.greenRangeValue, "blueRange": \.blueRangeValue, "alphaRange": \.alphaRangeValue,
        "redSpeed": \.redSpeedValue, "greenSpeed": \.greenSpeedValue, "blueSpeed": \.blueSpeedValue, "alphaSpeed": \.alphaSpeedValue,
        "contentsScale": \.contentsScale,
    ]

    private var birthRateValue: CGFloat { get { CGFloat(birthRate) } set { birthRate = Float(newValue) } }
    private var lifetimeValue: CGFloat { get { CGFloat(lifetime) } set { lifetime = Float(newValue) } }
    private var lifetimeRangeValue: CGFloat { get { CGFloat(lifetimeRange) } set { lifetimeRange = Float(newValue) } }
    private var redRangeValue: CGFloat { get { CGFloat(redRange) } set { redRange = Float(newValue) } }
    private var greenRangeValue: CGFloat { get { CGFloat(greenRange) } set { greenRange = Float(newValue) } }
    private var blueRangeValue: CGFloat { get { CGFloat(blueRange) } set { blueRange = Float(newValue) } }
    private var alphaRangeValue: CGFloat { get { CGFloat(alphaRange) } set { alphaRange = Float(newValue) } }
    private var redSpeedValue: CGFloat { get { CGFloat(redSpeed) } set { redSpeed = Float(newValue) } }
    private var greenSpeedValue: CGFloat { get { CGFloat(greenSpeed) } set { greenSpeed = Float(newValue) } }
    private var blueSpeedValue: CGFloat { get { CGFloat(blueSpeed) } set { blueSpeed = Float(newValue) } }
    private var alphaSpeedValue: CGFloat { get { CGFloat(alphaSpeed) } set { alphaSpeed = Float(newValue) } }
}

/// Paths of the form "emitterCells.<name>.<rest>" that lead into a named cell.
enum EmitterCellPath {
    /// The cell named by the path's second component and what follows its name, or `nil` when
    /// the path does not start with "emitterCells.<name>." or no cell has that name.
    static func resolve(_ keyPath: String, in cells: [CAEmitterCell]?) -> (CAEmitterCell, String)? {
        let parts = keyPath.split(separator: ".", maxSplits: 2).map(String.init)
        guard parts.count == 3, parts[0] == "emitterCells", let cell = cells?.first(where: { $0.name == parts[1] }) else { return nil }
        return (cell, parts[2])
    }
}

extension CAEmitterLayer: SubclassKeyValueCoding {
    func subclassValue(forKey key: String) -> Any?? {
        switch key {
        case "emitterCells": .some(emitterCells)
        case "birthRate": birthRate
        case "lifetime": lifetime
        case "emitterPosition": emitterPosition
        case "emitterZPosition": emitterZPosition
        case "emitterSize": emitterSize
        case "emitterDepth": emitterDepth
        case "emitterShape": emitterShape
        case "emitterMode": emitterMode
        case "renderMode": renderMode
        case "preservesDepth": preservesDepth
        case "velocity": velocity
        case "scale": scale
        case "spin": spin
        case "seed": seed
        default: nil
        }
    }

    func setSubclassValue(_ value: Any?, forKey key: String) -> Bool? {
        let number = numericValue(value).flatMap { $0.isFinite ? $0 : nil }
        switch key {
        case "emitterCells": guard value == nil || value is [CAEmitterCell] else { return false }; emitterCells = value as? [CAEmitterCell]
        case "birthRate": guard let number else { return false }; birthRate = Float(number)
        case "lifetime": guard let number else { return false }; lifetime = Float(number)
        case "emitterPosition": guard let v = value as? CGPoint else { return false }; emitterPosition = v
        case "emitterZPosition": guard let number else { return false }; emitterZPosition = number
        case "emitterSize": guard let v = value as? CGSize else { return false }; emitterSize = v
        case "emitterDepth": guard let number else { return false }; emitterDepth = number
        case "emitterShape": guard let v = value as? CAEmitterLayerEmitterShape else { return false }; emitterShape = v
        case "emitterMode": guard let v = value as? CAEmitterLayerEmitterMode else { return false }; emitterMode = v
        case "renderMode": guard let v = value as? CAEmitterLayerRenderMode else { return false }; renderMode = v
        case "preservesDepth": guard let v = value as? Bool else { return false }; preservesDepth = v
        case "velocity": guard let number else { return false }; velocity = Float(number)
        case "scale": guard let number else { return false }; scale = Float(number)
        case "spin": guard let number else { return false }; spin = Float(number)
        case "seed": guard let number, number >= 0, number <= CGFloat(UInt32.max) else { return false }; seed = UInt32(number)
        default: return nil
        }
        return true
    }

    func subclassValue(forKeyPath keyPath: String) -> Any?? {
        EmitterCellPath.resolve(keyPath, in: emitterCells).map { cell, rest in cell.value(forKeyPath: rest) }
    }

    func setSubclassValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard let (cell, rest) = EmitterCellPath.resolve(keyPath, in: emitterCells) else { return false }
        cell.setValue(value, forKeyPath: rest)
        didChange("emitterCells")
        return true
    }
}
