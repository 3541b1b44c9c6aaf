import Foundation

/// How a random walk picks its next move.
package enum WalkWeighting: String, Sendable, CaseIterable {
    /// Every open move alike.
    case uniform
    /// Moves taken fewer times so far more often (weight 1 / (1 + times taken)²).
    case leastCovered
}

/// What a random walk on the simulated app did.
package struct WalkResult: Sendable {
    /// The seed of the walk's choices (and of the app's).
    package var seed: UInt64
    /// The steps taken, in order; when the walk failed, the failing step is the last.
    package var steps: [Route.Step]
    /// The share of the graph's edges, ways into actions and back gestures taken, 0...1.
    package var coverage: Double
    /// Why the walk stopped early, if it failed.
    package var failure: NavigationError?
}

extension Executor {
    /// The most steps one walk takes, 1,000,000: the walk and its report keep every
    /// step, about 600 bytes each (630 MB for the Demo app), and a walk asked for more
    /// stops here. Walk again with other seeds for more.
    package static let maximumWalkSteps = 1_000_000

    /// A seeded random walk from where the app is: at each step one of the open moves
    /// (guards holding, effects allowed), performed and checked like any step.
    ///
    /// - Parameters:
    ///   - seed: the seed of the choices.
    ///   - steps: the most moves to make, at most ``maximumWalkSteps``.
    ///   - stopAtCoverage: stops once this share (0...1) of the edges has been taken.
    ///   - progress: called after each step with how many have been taken.
    /// - Returns: the steps, the coverage, and the failure if a step failed.
    /// - Complexity: O(steps × moves out of a screen), plus the app's work.
    package func walk(
        seed: UInt64, steps: Int, stopAtCoverage: Double? = nil, weighting: WalkWeighting = .leastCovered,
        progress: ((Int) -> Void)? = nil
    ) -> WalkResult {
        var random = SplitMix64(seed: seed)
        var taken: [Int: Int] = [:]
        var walked: [Route.Step] = []
        let items = navigator.planner.coverageItemCount
        func coverage() -> Double { items == 0 ? 1 : Double(taken.count) / Double(items) }
        while walked.count < min(steps, Self.maximumWalkSteps), coverage() < (stopAtCoverage ?? 2) {
            let moves = navigator.planner.openMoves(from: navigator.position)
            guard !moves.isEmpty else { break }
            let weights = moves.map { move in
                weighting == .uniform ? 1.0 : 1.0 / pow(Double(1 + (move.coverageItem.flatMap { taken[$0] } ?? 0)), 2)
            }
            var pick = Double.random(in: 0..<weights.reduce(0, +), using: &random)
            let chosen = moves.indices.first { index in
                pick -= weights[index]
                return pick < 0
            } ?? moves.count - 1
            let move = moves[chosen]
            walked.append(move.step)
            if let item = move.coverageItem { taken[item, default: 0] += 1 }
            do {
                try take(move.step)
            } catch {
                return WalkResult(seed: seed, steps: walked, coverage: coverage(), failure: error)
            }
            progress?(walked.count)
        }
        return WalkResult(seed: seed, steps: walked, coverage: coverage(), failure: nil)
    }

    /// Takes one step, checking it, and records a failure in the report.
    func take(_ step: Route.Step) throws(NavigationError) {
        try reportingFailure { () throws(NavigationError) in
            try navigator.take(step, caller: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
        }
    }
}
