// SkipWeb app code compiled in Swift 5 mode, where an actor-isolated type's implicit initializer is
// isolated too: SkipWeb's protocols must not make their conformers main-actor types.
import Foundation
import SkipWeb
import XCTest

/// A navigation delegate as SkipWeb's own tests write one: a class with only the defaults.
final class Swift5StyleNavigationDelegate: SkipWebNavigationDelegate {}

final class SkipWebSwift5StyleTests: XCTestCase {
    /// A nonisolated, synchronous test creates a delegate class and a configuration holding it.
    func testNavigationDelegateClassIsCreatedOffTheMainActor() {
        let configuration = WebEngineConfiguration(navigationDelegate: Swift5StyleNavigationDelegate())
        XCTAssertTrue(configuration.navigationDelegate is Swift5StyleNavigationDelegate)
    }
}
