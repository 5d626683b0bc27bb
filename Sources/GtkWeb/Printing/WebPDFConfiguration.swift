/// How `WebEngine.pdfData(configuration:)` and `exportPDF(to:configuration:)` lay the page out on paper,
/// as a print would (the page's print style sheet applies). Sizes are in PostScript points (1/72 inch).
public struct WebPDFConfiguration: Sendable, Equatable {
    /// A paper size in points.
    public struct PageSize: Sendable, Equatable {
        public var width: Double
        public var height: Double

        /// A paper size of `width` × `height` points.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }

        /// ISO A4, 595.28 × 841.89 points (210 × 297 mm).
        public static let a4 = PageSize(width: 595.28, height: 841.89)
        /// US Letter, 612 × 792 points (8.5 × 11 in).
        public static let letter = PageSize(width: 612, height: 792)
    }

    /// The blank border around each page's content, in points.
    public struct Margins: Sendable, Equatable {
        public var top: Double
        public var left: Double
        public var bottom: Double
        public var right: Double

        /// Margins of `top`, `left`, `bottom` and `right` points.
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// The same margin on all four sides.
        public init(all points: Double) { self.init(top: points, left: points, bottom: points, right: points) }
    }

    /// The paper (default A4).
    public var pageSize: PageSize
    /// The margins (default half an inch, 36 points, on every side).
    public var margins: Margins
    /// Whether background colors and images are printed (default true, as `createPDF` draws them).
    public var printsBackgrounds: Bool

    /// A configuration; every argument has its default.
    public init(pageSize: PageSize = .a4, margins: Margins = Margins(all: 36), printsBackgrounds: Bool = true) {
        self.pageSize = pageSize
        self.margins = margins
        self.printsBackgrounds = printsBackgrounds
    }

    /// Whether the sizes make a page with room for content: finite, positive paper, margins not negative
    /// and smaller than the paper.
    var isValid: Bool {
        let values = [pageSize.width, pageSize.height, margins.top, margins.left, margins.bottom, margins.right]
        return values.allSatisfy(\.isFinite) && pageSize.width > 0 && pageSize.height > 0
            && [margins.top, margins.left, margins.bottom, margins.right].allSatisfy { $0 >= 0 }
            && margins.left + margins.right < pageSize.width && margins.top + margins.bottom < pageSize.height
    }
}
