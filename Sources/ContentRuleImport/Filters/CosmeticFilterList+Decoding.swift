public import Foundation

/// Why a cosmetic-filter file (`F.cosmetic.json`) cannot be used.
public enum CosmeticFilterListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not the JSON `CosmeticFilterList.json()` writes; the decoder's message.
    case invalidJSON(String)
    /// The file was written in a format version this build does not know.
    case unsupportedVersion(Int)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .invalidJSON(let why): "not a cosmetic-filter list: \(why)"
        case .unsupportedVersion(let version): "cosmetic-filter list version \(version) is not supported (only 1)"
        }
    }
}

extension CosmeticFilterList {
    /// Reads the JSON that `json()` writes.
    ///
    /// - Parameter data: The file's bytes.
    /// - Returns: The list.
    /// - Throws: `CosmeticFilterListError.invalidJSON` for anything else, `.unsupportedVersion` for a version
    ///   other than 1.
    public static func decode(_ data: Data) throws(CosmeticFilterListError) -> CosmeticFilterList {
        let list: CosmeticFilterList
        do {
            list = try JSONDecoder().decode(CosmeticFilterList.self, from: data)
        } catch {
            throw .invalidJSON(String(describing: error))
        }
        guard list.version == 1 else { throw .unsupportedVersion(list.version) }
        return list
    }
}
