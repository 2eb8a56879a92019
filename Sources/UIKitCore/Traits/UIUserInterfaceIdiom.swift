/// The kind of interface an app shows: the device family its controls and layouts are made for.
///
/// Divergence: a Linux desktop reports ``pad``. Its windows show controls in their iPad look at
/// full size, as a Mac Catalyst app scaled to match the iPad does, so code that chooses between
/// phone and pad layouts chooses the pad's roomier one.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// No idiom specified (in a trait collection that leaves it open).
    case unspecified = -1
    /// A phone's interface.
    case phone = 0
    /// A tablet's interface.
    case pad = 1
    /// A television's interface.
    case tv = 2
    /// A car's interface.
    case carPlay = 3
    /// A Mac's own interface.
    case mac = 5
    /// A headset's interface.
    case vision = 6
}
