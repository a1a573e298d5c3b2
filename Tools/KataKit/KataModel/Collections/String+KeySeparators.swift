extension String {
    /// What stands between the parts of a key the tool fingerprints or keeps a result under (ASCII's record
    /// separator): a character no path, source or message holds, so no two different lists of parts make one key.
    package static let keyPartSeparator = "\u{1E}"
    /// What stands between the fields of one part of such a key (ASCII's unit separator).
    package static let keyFieldSeparator = "\u{1F}"
}
