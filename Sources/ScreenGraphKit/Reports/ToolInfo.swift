/// The name and version reports give for the tool that wrote them (SARIF's
/// `tool.driver`, `screengraph --version`).
package enum ToolInfo {
    /// `screengraph`.
    package static let name = "screengraph"
    /// The package's version, `MAJOR.MINOR.PATCH`.
    package static let version = "0.1.0"
}
