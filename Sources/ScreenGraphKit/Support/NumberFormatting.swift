/// A number as people write it: `3` rather than `3.0`, for costs, durations and rates.
func formatNumber(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
}

/// A ratio with two decimals: `1.47`.
func formatRatio(_ ratio: Double) -> String {
    guard ratio.isFinite, abs(ratio) < 1e15 else { return String(ratio) }
    let hundredths = Int((ratio * 100).rounded())
    let fraction = String(abs(hundredths) % 100)
    return "\(hundredths / 100)." + String(repeating: "0", count: 2 - fraction.count) + fraction
}
