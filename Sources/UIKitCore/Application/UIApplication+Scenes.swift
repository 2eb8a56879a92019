public import Foundation

extension UIApplication {
    /// Queues the activation ``requestSceneSessionActivation(_:userActivity:options:errorHandler:)`` asks for.
    func queueActivation(of sceneSession: UISceneSession?, userActivity: NSUserActivity?, errorHandler: ((any Error) -> Void)?) {
        pendingSceneRequests.append { [unowned self] in
            if let sceneSession {
                guard openSessions.contains(sceneSession), let scene = sceneSession.scene as? UIWindowScene else {
                    errorHandler?(UISceneError(.requestDenied))
                    return
                }
                bringForward(scene)
            } else {
                guard supportsMultipleScenes || connectedScenes.isEmpty else {
                    errorHandler?(UISceneError(.multipleScenesNotSupported))
                    return
                }
                let activities: Set<NSUserActivity> = userActivity.map { [$0] } ?? []
                guard connectScene(options: UIScene.ConnectionOptions(userActivities: activities)) != nil else {
                    errorHandler?(UISceneError(.requestDenied))
                    return
                }
            }
        }
    }

    /// Queues the closing ``requestSceneSessionDestruction(_:options:errorHandler:)`` asks for.
    func queueDestruction(of sceneSession: UISceneSession, errorHandler: ((any Error) -> Void)?) {
        pendingSceneRequests.append { [unowned self] in
            guard openSessions.contains(sceneSession) else {
                errorHandler?(UISceneError(.requestDenied))
                return
            }
            if let scene = sceneSession.scene as? UIWindowScene {
                for window in scene.windows { window.isHidden = true }
            }
            if let scene = sceneSession.scene { disconnect(scene) }
            session.endIfNoWindowIsShown()
        }
    }

    /// Meets the scene requests made since the last call, in the order they were made.
    func performSceneRequests() {
        while !pendingSceneRequests.isEmpty {
            pendingSceneRequests.removeFirst()()
        }
    }

    /// Connects the app's first scene, when its delegate's configuration names a scene delegate.
    func connectInitialScene() {
        connectScene(options: UIScene.ConnectionOptions())
    }

    /// Connects a scene for a new session when the app delegate's configuration for it (the
    /// manifest's default one without a delegate) names a scene delegate: the scene is made, its
    /// delegate made by `init()`, told it connects (where it makes its window), and brought to
    /// the state its windows give it. Returns the scene, or `nil` when none was configured.
    @discardableResult
    func connectScene(options: UIScene.ConnectionOptions) -> UIScene? {
        // The session the delegate is asked about is the one the scene gets.
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let configuration = delegate.map { $0.application(self, configurationForConnecting: session, options: options) }
            ?? UISceneConfiguration(name: "Default Configuration", sessionRole: session.role, manifest: sceneManifest)
        guard let delegateType = configuration.delegateClass as? NSObject.Type else { return nil }
        session.configuration = configuration
        let sceneType = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        guard let sceneDelegate = DynamicConstruction.object(of: delegateType) as? any UISceneDelegate else {
            Diagnostics.report("Casement UIKit: the scene delegate class \(delegateType) does not conform to UISceneDelegate; no scene was connected.")
            return nil
        }
        scene.delegate = sceneDelegate
        session.scene = scene
        openSessions.insert(session)
        connectedScenes.insert(scene)
        scene.post(UIScene.willConnectNotification)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        scene.transition(to: currentState(of: scene))
        return scene
    }

    /// Disconnects `scene`: it resigns and goes to the background if it was in front, its
    /// delegate hears `sceneDidDisconnect`, and its session is discarded.
    func disconnect(_ scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        scene.transition(to: .unattached)
        connectedScenes.remove(scene)
        scene.delegate?.sceneDidDisconnect(scene)
        scene.post(UIScene.didDisconnectNotification)
        let session = scene.session
        session.scene = nil
        openSessions.remove(session)
        delegate?.application(self, didDiscardSceneSessions: [session])
    }

    /// Brings `scene`'s key window (or its first shown one) to the front, restoring it if
    /// minimized, and gives it the keyboard focus.
    private func bringForward(_ scene: UIWindowScene) {
        let windows = scene.windows
        guard let window = windows.first(where: \.isKeyWindow) ?? windows.first(where: { !$0.isHidden }) ?? windows.first else { return }
        window.bringToFront()
    }

    /// Moves every connected scene to the state its windows give it: scenes leaving the front
    /// first, so one scene resigns before another becomes active.
    func settleSceneStates() {
        let targets = connectedScenes.map { ($0, currentState(of: $0)) }
        for (scene, state) in targets where state.rawValue > scene.activationState.rawValue { scene.transition(to: state) }
        for (scene, state) in targets where state != scene.activationState { scene.transition(to: state) }
    }

    /// The state `scene` has now, as each Mac Catalyst window scene has its own: in the
    /// background while the app is or every shown window of the scene is minimized; active
    /// while the app is and one of the scene's windows has the keyboard focus; otherwise in
    /// the foreground, inactive.
    private func currentState(of scene: UIScene) -> UIScene.ActivationState {
        guard applicationState != .background else { return .background }
        let shown = (scene as? UIWindowScene)?.windows.filter { !$0.isHidden } ?? []
        if !shown.isEmpty, shown.allSatisfy(\.isMinimized) { return .background }
        if applicationState == .active, shown.contains(where: \.hasPlatformFocus) { return .foregroundActive }
        return .foregroundInactive
    }
}
