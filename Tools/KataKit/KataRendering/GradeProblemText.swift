import KataClassroom
import KataToolOutput

extension GradeProblem {
    /// The problem in one sentence, with the student's text in it (a path, a message) shown with its control
    /// characters written out (see `escapingControls`).
    package static func words(_ problem: GradeProblem) -> String {
        sentence(problem).escapingControls
    }

    private static func sentence(_ problem: GradeProblem) -> String {
        switch problem {
        case .notInSubmission(let kata): "not in this submission, which holds \(kata) alone"
        case .notAClone(let code, let tests): "no \(code) and \(tests) folders: not a clone of the workbook?"
        case .notTheStudentsOwnFolder(let link, let target): "refused: \(link), a link to \(target), is not the student's own folder"
        case .tooLarge(let excess): "refused: " + words(excess)
        case .copyFailed(let file, let reason): "could not be copied: " + [file, reason].compactMap { $0 }.joined(separator: ": ")
        case .refusedSource(let refusal, let location): "refused: \(refusal.gradeWords) (\(location))"
        case .objectsRefused(let findings): "refused: the compiled work " + ObjectFinding.clause(findings)
        case .notGradable(let error): "could not be graded: \(error)"
        case .unreadableSubmission(let error): error
        case .resultUnreadable: "its result cannot be read"
        case .resultOfAnotherVersion(let file, let version):
            "\(file) is version \(version) of `kata grade --json`, and this tool reads version \(GradeJSON.currentVersion): grade it again"
        case .gradeUndecodable(let file, let reason): "\(file) is `kata grade --json` that cannot be read: \(words(reason))"
        case .classroom50Undecodable(let file, let reason): "\(file) is a Classroom 50 result that cannot be read: \(words(reason))"
        case .unknownDocument(let file): "\(file) is neither `kata grade --json` nor a Classroom 50 result"
        case .notGraded: "not graded"
        case .gradedWithAnotherVersion: "graded with another version of the kata"
        case .read(let words): words
        }
    }

    /// Why a document could not be decoded, in a few words: where, and what.
    private static func words(_ failure: DecodeFailure) -> String {
        switch failure {
        case .missing(let path): "\(path) is missing"
        case .invalid(let path, let decoder): "\(path): \(decoder)"
        case .other(let description): description
        }
    }

    private static func words(_ excess: FolderExcess) -> String {
        switch excess {
        case .fileTooLarge(let path, let kilobytes, let limit): "\(path) holds \(kilobytes) KB, past the \(limit) KB a file may hold"
        case .tooManyFiles(let limit): "the kata's folders hold more than \(limit) files"
        case .tooLarge(let kilobytes, let limit): "the kata's folders hold \(kilobytes) KB, past the \(limit) KB they may"
        case .tooManyLines(let lines, let limit): "the kata's folders hold \(lines) lines of Swift, past the \(limit) they may"
        }
    }
}
