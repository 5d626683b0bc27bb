// The filter-list importer lives in its own module, `ContentRuleImport`, so that tools can convert lists
// without WebKit or a display. GtkWeb re-exports it: `import GtkWeb` keeps `FilterListImporter`,
// `ContentBlockerRule` and `FilterListConversion` in scope, and adds `importFilterList(contentsOf:writingRulesTo:)`.
@_exported import ContentRuleImport
