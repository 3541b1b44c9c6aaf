extension GraphDrift.Kind {
    /// The code a finding of this kind is reported under: SG301 to SG304.
    var code: DiagnosticCode {
        switch self {
        case .screenGone: .screenGone
        case .elementGone: .elementGone
        case .wrongTarget: .wrongTarget
        case .routeFailed: .routeFailed
        }
    }
}
