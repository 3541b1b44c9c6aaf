#if canImport(Testing)
import ScreenGraphKit
import Testing

extension NavigationError {
    /// The navigator call that failed, as Swift Testing names a place in source.
    ///
    /// ```swift
    /// Issue.record(error, sourceLocation: error.sourceLocation)
    /// ```
    ///
    /// `SourceLocation` traps on a line or column below 1 and on a `fileID` that is not
    /// `Module/File.swift`; a call site passed on by hand can have either, so a line or
    /// column of 0 becomes 1 and such a `fileID` is put in a module named `<unknown>`.
    public var sourceLocation: SourceLocation {
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).sourceLocation
    }
}

extension CallSite {
    /// The call site as Swift Testing names a place in source, with a line or column of 0
    /// made 1 and a `fileID` that is not `Module/File.swift` put in a module named `<unknown>`.
    public var sourceLocation: SourceLocation {
        var fileID = "\(self.fileID)"
        if !fileID.contains("/") { fileID = "<unknown>/" + (fileID.isEmpty ? "<unknown>" : fileID) }
        return SourceLocation(
            fileID: fileID, filePath: "\(filePath)", line: max(1, Int(clamping: line)),
            column: max(1, Int(clamping: column)))
    }
}
#endif
