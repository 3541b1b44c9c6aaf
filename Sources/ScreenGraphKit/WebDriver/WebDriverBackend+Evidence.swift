import Foundation

/// What a failed step leaves behind: Take Screenshot (W3C §19.1) and Get Page Source (§12.5).
extension WebDriverBackend: EvidenceSource {
    package func screenshotPNG() -> [UInt8]? {
        guard session.id != nil, let encoded = try? session.command("GET", "/screenshot").stringValue,
            let data = Data(base64Encoded: encoded)
        else { return nil }
        return Array(data)
    }

    package func pageSource() -> String? {
        guard session.id != nil else { return nil }
        return try? session.command("GET", "/source").stringValue
    }
}
