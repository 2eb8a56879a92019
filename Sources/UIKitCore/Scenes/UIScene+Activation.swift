public import Foundation

extension UIScene {
    /// Details of a request to open or bring forward a scene.
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene the request comes from.
        open var requestingScene: UIScene?

        /// Options with no requesting scene.
        public override init() { super.init() }
    }
}

/// Details of a request to close a scene.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    /// Options with nothing set.
    public override init() { super.init() }
}

/// Why a request to open or close a scene failed.
public struct UISceneError: CustomNSError, Hashable, Sendable {
    /// The reasons, with UIKit's values.
    public enum Code: Int, Sendable {
        /// The app does not support several scenes at once.
        case multipleScenesNotSupported = 0
        /// The request could not be met: the session is no longer open, or no scene delegate is configured.
        case requestDenied = 1

        /// Whether `error` is a scene error with `code`, as `catch UISceneError.requestDenied` matches.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? UISceneError)?.code == code
        }
    }

    /// The reason.
    public let code: Code

    /// An error for `code`.
    public init(_ code: Code) { self.code = code }

    /// The domain of scene errors.
    public static let errorDomain = "UISceneErrorDomain"
    /// The error's code.
    public var errorCode: Int { code.rawValue }
    /// The app does not support several scenes at once.
    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    /// The request could not be met.
    public static var requestDenied: Code { .requestDenied }

}
