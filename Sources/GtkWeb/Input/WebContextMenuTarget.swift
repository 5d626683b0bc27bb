public import Foundation

/// What is under the pointer where the user asked for a context menu (WebKit's hit-test result):
/// handed to `WebEngineConfiguration.contextMenuItems` and to the items' handlers.
public struct WebContextMenuTarget: Sendable, Equatable {
    /// The link's address (`webkit_hit_test_result_get_link_uri`); nil when not over a link.
    public var linkURL: URL?
    /// The image's address (`webkit_hit_test_result_get_image_uri`); nil when not over an image. An image
    /// inside a link has both.
    public var imageURL: URL?
    /// The address of the video or audio under the pointer (`webkit_hit_test_result_get_media_uri`).
    public var mediaURL: URL?
    /// Whether the pointer is over selected content (`webkit_hit_test_result_context_is_selection`).
    /// WebKitGTK's hit test does not carry the selected text itself.
    public var hasSelection: Bool
    /// Whether the pointer is over an editable element: a text field, a `contenteditable` element
    /// (`webkit_hit_test_result_context_is_editable`).
    public var isEditable: Bool

    /// A target as given.
    public init(
        linkURL: URL? = nil, imageURL: URL? = nil, mediaURL: URL? = nil, hasSelection: Bool = false,
        isEditable: Bool = false
    ) {
        self.linkURL = linkURL
        self.imageURL = imageURL
        self.mediaURL = mediaURL
        self.hasSelection = hasSelection
        self.isEditable = isEditable
    }
}
