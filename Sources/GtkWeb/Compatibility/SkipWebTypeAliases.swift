/// SkipWeb's name for `WebContentWorld`.
public typealias ContentWorld = WebContentWorld

/// SkipWeb's name for `WebUserScriptInjectionTime`.
public typealias UserScriptInjectionTime = WebUserScriptInjectionTime
