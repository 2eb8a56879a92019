/// A set of values a control keeps for one state (a button's title and images, a slider's
/// images); empty when made.
protocol ControlStateValueSet {
    init()
}

/// The values a control keeps per state, read by UIKit's rule: a state without a value of its
/// own shows the normal state's.
struct ControlStateValues<Values: ControlStateValueSet> {
    private var byState: [UInt: Values] = [:]

    /// The values set for exactly `state` (empty if none); set to change them.
    subscript(state: UIControl.State) -> Values {
        get { byState[state.rawValue] ?? Values() }
        set { byState[state.rawValue] = newValue }
    }

    /// The value `read` finds for `state`, or for the normal state when `state` has none.
    func value<Value>(for state: UIControl.State, _ read: (Values) -> Value?) -> Value? {
        if let values = byState[state.rawValue], let value = read(values) { return value }
        return byState[UIControl.State.normal.rawValue].flatMap(read)
    }

    /// Whether any state's values satisfy `predicate`.
    func contains(where predicate: (Values) -> Bool) -> Bool {
        byState.values.contains(where: predicate)
    }
}
