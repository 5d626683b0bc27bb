import Foundation

// WebKit adds action types and resource types from release to release, so these are open sets of strings with
// named constants for the values GtkWeb uses: a list written for a newer WebKit still decodes.

extension ContentBlockerRule {
    /// The `type` of an action.
    // Codable: Swift encodes and decodes String-backed RawRepresentable types as their string.
    public struct ActionType: RawRepresentable, Sendable, Codable, Hashable, Comparable {
        /// The string WebKit reads, such as `"block"`.
        public var rawValue: String

        /// Creates an action type from the string WebKit reads.
        ///
        /// - Parameter rawValue: The JSON value, such as `"css-display-none"`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Orders action types by their JSON string.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Blocks the load (`block`).
        public static let block = ActionType(rawValue: "block")
        /// Strips cookies from the load (`block-cookies`).
        public static let blockCookies = ActionType(rawValue: "block-cookies")
        /// Hides elements matching a selector (`css-display-none`).
        public static let cssDisplayNone = ActionType(rawValue: "css-display-none")
        /// Cancels the earlier rules of the list that matched the load (`ignore-previous-rules`).
        public static let ignorePreviousRules = ActionType(rawValue: "ignore-previous-rules")
    }

    /// A value of a trigger's `resource-type` array.
    public struct ResourceType: RawRepresentable, Sendable, Codable, Hashable, Comparable {
        /// The string WebKit reads, such as `"image"`.
        public var rawValue: String

        /// Creates a resource type from the string WebKit reads.
        ///
        /// - Parameter rawValue: The JSON value, such as `"style-sheet"`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Orders resource types by their JSON string.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Top-level and frame documents (`document`).
        public static let document = ResourceType(rawValue: "document")
        /// Top-level documents only (`top-document`; recent WebKit, 2.50 accepts it).
        public static let topDocument = ResourceType(rawValue: "top-document")
        /// Documents loaded into frames (`child-document`; recent WebKit, 2.50 accepts it).
        public static let childDocument = ResourceType(rawValue: "child-document")
        /// Images (`image`).
        public static let image = ResourceType(rawValue: "image")
        /// Style sheets (`style-sheet`).
        public static let styleSheet = ResourceType(rawValue: "style-sheet")
        /// Scripts (`script`).
        public static let script = ResourceType(rawValue: "script")
        /// Fonts (`font`).
        public static let font = ResourceType(rawValue: "font")
        /// Audio, video and text tracks (`media`).
        public static let media = ResourceType(rawValue: "media")
        /// Windows opened by the page (`popup`).
        public static let popup = ResourceType(rawValue: "popup")
        /// SVG documents referenced by a page (`svg-document`).
        public static let svgDocument = ResourceType(rawValue: "svg-document")
        /// Untyped loads: fetch, XMLHttpRequest, WebSocket, beacons and others (`raw`).
        public static let raw = ResourceType(rawValue: "raw")
        /// `fetch()` and XMLHttpRequest (`fetch`; recent WebKit, 2.50 accepts it).
        public static let fetch = ResourceType(rawValue: "fetch")
        /// WebSocket connections (`websocket`; recent WebKit, 2.50 accepts it).
        public static let websocket = ResourceType(rawValue: "websocket")
        /// Pings, beacons, CSP reports and other untyped loads (`other`; recent WebKit, 2.50 accepts it).
        public static let other = ResourceType(rawValue: "other")
    }

    /// A value of a trigger's `load-type` array.
    public struct LoadType: RawRepresentable, Sendable, Codable, Hashable, Comparable {
        /// The string WebKit reads, such as `"third-party"`.
        public var rawValue: String

        /// Creates a load type from the string WebKit reads.
        ///
        /// - Parameter rawValue: The JSON value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Orders load types by their JSON string.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Loads from the same registrable domain as the top-level document (`first-party`).
        public static let firstParty = LoadType(rawValue: "first-party")
        /// Loads from another registrable domain than the top-level document (`third-party`).
        public static let thirdParty = LoadType(rawValue: "third-party")
    }
}
