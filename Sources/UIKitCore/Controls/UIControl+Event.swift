extension UIControl {
    /// What happens to a control that its actions can be added for, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt
        /// The set with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down inside the control again, a tap count above one.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch came back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch left the inside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked touch lifted inside the control: a press.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (a button was pressed).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// An action was chosen from the control's menu.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text in a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text field by the Return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use for events of its own.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
