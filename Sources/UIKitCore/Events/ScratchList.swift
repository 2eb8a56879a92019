/// A list lent out for one pass and given back with its storage, so a pass that runs for every
/// pointer motion allocates nothing once warm. A nested pass, while the list is lent, gets a
/// fresh one.
struct ScratchList<Element> {
    private var spare: [Element] = []

    /// An empty list, with the storage of the last one given back.
    mutating func take() -> [Element] {
        var list: [Element] = []
        swap(&list, &spare)
        return list
    }

    /// Empties `list` (nothing it held is kept alive) and keeps its storage for the next ``take()``.
    mutating func giveBack(_ list: inout [Element]) {
        list.removeAll(keepingCapacity: true)
        swap(&list, &spare)
    }
}
