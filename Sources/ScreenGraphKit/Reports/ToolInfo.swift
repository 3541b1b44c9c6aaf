/// The name and version reports give for the tool that wrote them (SARIF's
/// `tool.driver`, `screengraph --version`).
public enum ToolInfo {
    /// `screengraph`.
    public static let name = "screengraph"
    /// The package's version, `MAJOR.MINOR.PATCH`.
    public static let version = "0.1.0"
}
