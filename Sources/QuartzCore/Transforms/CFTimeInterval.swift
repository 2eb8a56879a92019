/// A duration or point in time, in seconds, as Core Animation's timing API uses it.
///
/// - Note: Apple defines it in Core Foundation, which Linux's Foundation does not export.
public typealias CFTimeInterval = Double
