import CWebKitGTK

extension UserContentHandle {
    /// Attaches a compiled content-blocker list (`webkit_user_content_manager_add_filter`). WebKit keys
    /// filters by identifier: adding one with the identifier of an attached filter replaces it.
    /// Pages already loaded keep their rules until they reload.
    func addFilter(_ filter: CompiledContentFilter) {
        webkit_user_content_manager_add_filter(pointer, filter.raw)
    }

    /// Detaches the list saved as `identifier` (`webkit_user_content_manager_remove_filter_by_id`);
    /// does nothing if none is attached.
    func removeFilter(identifier: String) {
        webkit_user_content_manager_remove_filter_by_id(pointer, identifier)
    }
}
