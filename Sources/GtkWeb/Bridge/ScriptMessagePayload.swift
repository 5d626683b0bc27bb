/// The value a page posted, read out of its `JSCValue`.
enum ScriptMessagePayload {
    /// A string that started with the channel's marker: the rest of it, after the marker.
    case marked(String)
    /// Any other value (a string without the marker included) as JSON (`jsc_value_to_json`); nil
    /// for `undefined`.
    case json(String?)
}
