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

    /// Connects the app's first scenes, when its delegate's configuration names a scene
    /// delegate: the sessions open when the app last ended, each reconnected with its saved
    /// activity and its windows put where they were, or else one new scene.
    func connectInitialScene() {
        let saved = stateRestoration.scenesToReconnect.filter { $0.role == UISceneSession.Role.windowApplication.rawValue }
        guard !saved.isEmpty else {
            connectScene(options: UIScene.ConnectionOptions())
            return
        }
        for entry in supportsMultipleScenes ? saved : Array(saved.prefix(1)) {
            guard connectScene(options: UIScene.ConnectionOptions(), restoring: entry) != nil else { return }
        }
    }

    /// Connects a scene for a new session when the app delegate's configuration for it (the
    /// manifest's default one without a delegate) names a scene delegate: the scene is made, its
    /// delegate made by `init()`, told it connects (where it makes its window), and brought to
    /// the state its windows give it. Returns the scene, or `nil` when none was configured.
    ///
    /// Divergence: a session reconnected at launch is configured by the app delegate again
    /// (iOS keeps its configuration, classes included, which cannot be found by name here).
    @discardableResult
    func connectScene(options: UIScene.ConnectionOptions, restoring saved: SavedInterfaceState.Scene? = nil) -> UIScene? {
        // The session the delegate is asked about is the one the scene gets.
        let session = UISceneSession(
            role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
            persistentIdentifier: saved?.persistentIdentifier ?? UUID().uuidString)
        if let saved {
            session.userInfo = saved.userInfo.map { $0.compactMapValues { RestorationCoder.value(from: $0, allowing: nil) } }
            session.stateRestorationActivity = saved.activity.flatMap(NSUserActivity.init(restorationPropertyList:))
        }
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
        if let saved {
            if let activity = session.stateRestorationActivity { sceneDelegate.scene(scene, restoreInteractionStateWith: activity) }
            stateRestoration.placeWindows(of: scene, as: saved, screens: self.session.screens)
        }
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
    ///
    /// A scene going to the background gives its restoration activity, and the interface is
    /// saved then, or when `saving` says the app itself went there.
    func settleSceneStates(saving: Bool = false) {
        let targets = connectedScenes.map { ($0, currentState(of: $0)) }
        var save = saving
        func move(_ scene: UIScene, to state: UIScene.ActivationState) {
            scene.transition(to: state)
            guard state == .background else { return }
            stateRestoration.refreshActivity(of: scene)
            save = true
        }
        for (scene, state) in targets where state.rawValue > scene.activationState.rawValue { move(scene, to: state) }
        for (scene, state) in targets where state != scene.activationState { move(scene, to: state) }
        if save { stateRestoration.save(self) }
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
