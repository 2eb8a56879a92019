import Foundation
import Testing
import UIKit
import UIKitCore
import UIKitTesting
import PlatformHeadless

@MainActor
@Suite("State restoration of view controllers, views and windows", .serialized)
struct StateRestorationTests {
    /// Launches an app with `delegate` that keeps its state in `directory`.
    private func launch(_ delegate: RestoringAppDelegate, in directory: URL) throws -> TestApp {
        try TestApp(delegate: delegate, stateDirectory: directory)
    }

    /// An app whose root controller and its restorable child were saved as it quit.
    private func savedApp(in directory: URL) throws {
        let delegate = RestoringAppDelegate()
        let app = try launch(delegate, in: directory)
        delegate.root.note = "groceries"
        let detail = RestoredDetailController()
        detail.restorationIdentifier = "detail"
        detail.restorationClass = RestoredDetailController.self
        detail.note = "milk"
        delegate.root.addChild(detail)
        app.quit()
    }

    @Test func controllersAreFoundOrMadeThenDecodeParentsFirstThenAllHearRestorationFinished() throws {
        let directory = temporaryStateDirectory()
        try savedApp(in: directory)
        restorationLog = []
        let delegate = RestoringAppDelegate()
        _ = try launch(delegate, in: directory)
        #expect(restorationLog == [
            "make root/detail milk", "root decode groceries", "detail decode milk", "didDecode from the delegate",
            "root finished", "detail finished",
        ])
        #expect(delegate.root.note == "groceries")
    }

    @Test func restorationHappensBetweenTheTwoLaunchMethods() throws {
        let directory = temporaryStateDirectory()
        try savedApp(in: directory)
        final class OrderDelegate: UIResponder, UIApplicationDelegate {
            let inner = RestoringAppDelegate()
            var window: UIWindow?
            func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                restorationLog.append("willFinish")
                return inner.application(application, willFinishLaunchingWithOptions: launchOptions)
            }
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                restorationLog.append("didFinish")
                return true
            }
            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }
        restorationLog = []
        _ = try TestApp(delegate: OrderDelegate(), stateDirectory: directory)
        #expect(restorationLog.first == "willFinish" && restorationLog.last == "didFinish")
        #expect(restorationLog.contains("root decode groceries"))
    }

    @Test func nothingIsRestoredWhenTheDelegateSaysNo() throws {
        let directory = temporaryStateDirectory()
        try savedApp(in: directory)
        restorationLog = []
        let delegate = RestoringAppDelegate()
        delegate.restores = false
        _ = try launch(delegate, in: directory)
        #expect(delegate.restoreArchive != nil)
        #expect(restorationLog.isEmpty && delegate.root.note.isEmpty)
    }

    @Test func nothingIsSavedWhenTheDelegateSaysNo() throws {
        let directory = temporaryStateDirectory()
        let first = RestoringAppDelegate()
        first.saves = false
        let app = try launch(first, in: directory)
        first.root.note = "groceries"
        app.quit()
        restorationLog = []
        let delegate = RestoringAppDelegate()
        _ = try launch(delegate, in: directory)
        #expect(restorationLog.isEmpty && delegate.root.note.isEmpty)
    }

    @Test func theAppArchiveCarriesUIKitsKeysAndTheDelegatesValues() throws {
        let directory = temporaryStateDirectory()
        let saved = Date(timeIntervalSince1970: 1_800_000_000)
        let app = try launch(RestoringAppDelegate(), in: directory)
        app.session.currentDate = { saved }
        app.quit()
        let delegate = RestoringAppDelegate()
        _ = try launch(delegate, in: directory)
        let archive = try #require(delegate.restoreArchive)
        #expect(archive.requiresSecureCoding)
        #expect(archive.decodeObject(forKey: UIApplication.stateRestorationTimestampKey) as? Date == saved)
        #expect(archive.decodeObject(forKey: UIApplication.stateRestorationSystemVersionKey) as? String == UIDevice.current.systemVersion)
        #expect(archive.decodeInteger(forKey: UIApplication.stateRestorationUserInterfaceIdiomKey) == UIDevice.current.userInterfaceIdiom.rawValue)
        #expect(archive.decodeObject(forKey: "appValue") as? String == "from the delegate")
    }

    @Test func theDelegateCanMakeAControllerWithoutARestorationClass() throws {
        let directory = temporaryStateDirectory()
        let first = RestoringAppDelegate()
        let app = try launch(first, in: directory)
        let child = NoteController()
        child.restorationIdentifier = "list"
        child.note = "todo"
        first.root.addChild(child)
        app.quit()
        restorationLog = []
        let delegate = RestoringAppDelegate()
        var asked: [[String]] = []
        delegate.makeController = { path in
            asked.append(path)
            guard path == ["root", "list"] else { return nil }
            let controller = NoteController()
            controller.restorationIdentifier = "list"
            return controller
        }
        _ = try launch(delegate, in: directory)
        #expect(asked == [["root"], ["root", "list"]])
        #expect(restorationLog.contains("list decode todo"))
    }

    @Test func aControllerWithoutAnIdentifierIsNotSavedNorAreItsChildren() throws {
        let directory = temporaryStateDirectory()
        let first = RestoringAppDelegate()
        let app = try launch(first, in: directory)
        let anonymous = NoteController()
        let below = RestoredDetailController()
        below.restorationIdentifier = "below"
        below.restorationClass = RestoredDetailController.self
        anonymous.addChild(below)
        first.root.addChild(anonymous)
        app.quit()
        restorationLog = []
        _ = try launch(RestoringAppDelegate(), in: directory)
        #expect(restorationLog == ["root decode ", "didDecode from the delegate", "root finished"])
    }

    @Test func theStateIsSavedWhenTheAppGoesToTheBackground() throws {
        let directory = temporaryStateDirectory()
        let first = RestoringAppDelegate()
        let app = try launch(first, in: directory)
        first.root.note = "minimized"
        try #require(app.windows.first?.platformWindow as? HeadlessWindow).minimize()
        try app.waitForIdle()
        #expect(app.application.applicationState == .background)
        #expect(FileManager.default.fileExists(atPath: stateFile(in: directory).path))
        app.tearDown()
        let delegate = RestoringAppDelegate()
        _ = try launch(delegate, in: directory)
        #expect(delegate.root.note == "minimized")
    }

    @Test func aViewWithAnIdentifierKeepsItsStateAndAScrollViewItsOffset() throws {
        let directory = temporaryStateDirectory()
        let first = RestoringAppDelegate()
        first.root = ListController()
        let app = try launch(first, in: directory)
        let list = try #require((first.root as? ListController)?.list)
        list.contentOffset = CGPoint(x: 0, y: 420)
        app.quit()
        let delegate = RestoringAppDelegate()
        let root = ListController()
        delegate.root = root
        _ = try launch(delegate, in: directory)
        #expect(root.list?.contentOffset == CGPoint(x: 0, y: 420))
    }

    @Test func aWindowWithAnIdentifierReopensWhereItWas() throws {
        let directory = temporaryStateDirectory()
        let first = RestoringAppDelegate()
        let app = try launch(first, in: directory)
        first.window?.frame = CGRect(x: 200, y: 150, width: 400, height: 300)
        app.quit()
        let delegate = RestoringAppDelegate()
        _ = try launch(delegate, in: directory)
        #expect(delegate.window?.frame == CGRect(x: 200, y: 150, width: 400, height: 300))
    }
}
