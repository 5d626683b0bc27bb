import Foundation
import GtkWeb

/// The files both sides of the cosmetic suite load, written once by the driver before the rounds into
/// `<workdir>/cosmetic/` (the plain-C program reads them; it has no importer):
/// - `easylist.json`: EasyList + EasyPrivacy converted as `gtkweb --import-filters --hiding-in-webkit` writes
///   them, every element-hiding filter a `css-display-none` rule;
/// - `easylist-nohide.json`: the same rules without the `css-display-none` ones;
/// - `easylist-script.json` and `easylist-script.cosmetic.json`: the lists converted as `gtkweb
///   --import-filters` writes them for GtkWeb (generic hiding in the cosmetic script), GtkWeb's side only;
///   `easylist-script-element-probe.json` the same rules with the probe rule of lists converted before
///   `GenericHidingSelector.probeSelector` (an element the script adds for a moment);
/// - `heavy-page.html`: `heavyPage()`, a page of about 1,100 elements with classes and ids.
extension CosmeticSuite {
    /// The folder of the suite's files.
    static func folder(_ workdir: URL) -> URL { workdir.appendingPathComponent("cosmetic", isDirectory: true) }

    /// Converts the lists named by `GTKWEB_BENCH_FILTER_LISTS` and writes the suite's files; without the
    /// variable it writes nothing and the suite reports no figure on either side.
    static func prepareFiles(in workdir: URL) throws {
        let paths = (ProcessInfo.processInfo.environment["GTKWEB_BENCH_FILTER_LISTS"] ?? "")
            .split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        guard !paths.isEmpty else {
            note("suite cosmetic: GTKWEB_BENCH_FILTER_LISTS is not set (make bench sets it); no figures")
            return
        }
        let folder = folder(workdir)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let conversion = try FilterListImporter().convert(contentsOf: paths)
        let nohide = conversion.rules.filter { $0.action.type != .cssDisplayNone }
        try write(conversion.rules, to: folder.appendingPathComponent("easylist.json"))
        try write(nohide, to: folder.appendingPathComponent("easylist-nohide.json"))
        try Data(heavyPage().utf8).write(to: folder.appendingPathComponent("heavy-page.html"))
        let script = try FilterListImporter(genericHiding: .cosmeticScript).convert(contentsOf: paths)
        try write(script.rules, to: folder.appendingPathComponent("easylist-script.json"))
        let elementProbe = script.rules.map { rule in
            rule.action.selector == GenericHidingSelector.probeSelector
                ? ContentBlockerRule(
                    trigger: rule.trigger, action: .cssDisplayNone(GenericHidingSelector.elementProbeSelector))
                : rule
        }
        try write(elementProbe, to: folder.appendingPathComponent("easylist-script-element-probe.json"))
        try write(
            [
                ContentBlockerRule(
                    trigger: .init(urlFilter: ".*"), action: .cssDisplayNone(GenericHidingSelector.probeSelector))
            ],
            to: folder.appendingPathComponent("probe.json"))
        try Data(script.cosmeticFilters.json().utf8).write(
            to: folder.appendingPathComponent("easylist-script.cosmetic.json"))
        note(
            "suite cosmetic: with generic hiding in the script, \(script.rules.count) rules and "
                + "\(script.cosmeticFilters.genericHiding.count) generic selectors")
        note(
            "suite cosmetic: \(conversion.rules.count) rules, \(conversion.rules.count - nohide.count) of them "
                + "css-display-none, in \(folder.path)")
    }

    private static func write(_ rules: [ContentBlockerRule], to url: URL) throws {
        guard rules.count <= FilterListConversion.webKitRuleLimit else {
            throw BenchError("\(url.lastPathComponent): \(rules.count) rules pass WebKit's limit of one list")
        }
        try Data(FilterListConversion(rules: rules, skipped: []).json().utf8).write(to: url)
    }

    /// A news-site-like page: a header with navigation, 120 articles with classes, ids and tags, a sidebar
    /// of widgets, 10 containers EasyList's generic filters hide (`.ad-slot`, `.banner-ad`, `#ad-banner-atf`,
    /// `#ad--sidebar`), a footer; 1,114 elements, no subresources.
    static func heavyPage() -> String {
        var html =
            "<!doctype html><html><head><meta charset=\"utf-8\"><title>gtkweb-bench heavy page</title>"
            + "<style>.card{margin:4px;padding:4px;border:1px solid #ccc}.tag{font-size:small}</style></head>"
            + "<body class=\"home layout-wide\"><div id=\"ad-banner-atf\">ad</div>"
            + "<header id=\"site-header\" class=\"header sticky\">"
            + "<nav id=\"main-nav\" class=\"nav nav-primary\"><ul class=\"menu\">"
        for index in 0..<20 {
            html +=
                "<li class=\"menu-item menu-item-\(index)\"><a class=\"nav-link\" href=\"#s\(index)\">Section \(index)</a></li>"
        }
        html += "</ul></nav></header><div id=\"page\" class=\"container\"><main id=\"content\" class=\"main-content\">"
        for index in 0..<120 {
            html +=
                "<article id=\"post-\(index)\" class=\"post card post-\(index) category-\(index % 7)\">"
                + "<h2 class=\"entry-title\"><a href=\"#post-\(index)\" rel=\"bookmark\">Story number \(index)</a></h2>"
                + "<div class=\"entry-meta\"><span class=\"byline author\">Writer \(index % 9)</span>"
                + "<time class=\"published\">2026-12-05</time></div>"
                + "<p class=\"entry-summary\">Text of story \(index), long enough to wrap on a line or two.</p>"
                + "<span class=\"tag tag-\(index % 11)\">tag</span></article>"
            if index % 30 == 15 {
                html += "<div class=\"ad-slot\" id=\"slot-\(index)\">advert</div>"
                html += "<div class=\"banner-ad\">sponsored</div>"
            }
        }
        html += "</main><aside id=\"sidebar\" class=\"widget-area\">"
        for index in 0..<15 {
            html +=
                "<section id=\"widget-\(index)\" class=\"widget widget_recent\"><h3 class=\"widget-title\">Widget \(index)</h3>"
                + "<ul><li class=\"recent\">one</li><li class=\"recent\">two</li><li class=\"recent\">three</li></ul></section>"
        }
        html += "<div id=\"ad--sidebar\">ad</div></aside></div>"
        html += "<footer id=\"colophon\" class=\"site-footer\"><p class=\"copyright\">footer</p></footer></body></html>"
        return html
    }
}
