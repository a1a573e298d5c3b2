import KataClassroom

extension RowWarning {
    /// The warning in words, as a report's row and a grade's JSON say it.
    package static func words(_ warning: RowWarning) -> String {
        switch warning {
        case .stuck(let stage, let verifies, let minutes): "stuck at stage \(stage): \(verifies) verifies over \(minutes) min"
        case .claimsDone(let claimed, let reached):
            "history claims stage \(claimed) done; the code passes \(reached == 0 ? "no stage" : "up to stage \(reached)")"
        case .comparedSaysOtherwise(let claimed, let regraded):
            "the result compared says \(claimed) stage\(claimed == 1 ? "" : "s") passed; regraded, \(regraded)"
        case .read(let words): words
        }
    }
}
