import KataModel
import KataRendering
import KataWorkspace

extension CommandRunner {
    /// `kata list`: every kata and the learner's progress, as a table or a JSON document.
    func list(json: Bool) -> ExitStatus {
        let progress = loadProgress()
        output(json ? ListJSON(workbook.katas, progress: progress).text() : ListRenderer(style: style).render(workbook.katas, progress: progress))
        return .success
    }

    /// `kata show`: a stage's lesson, or the kata's introduction.
    func show(_ kataID: String?, _ stageText: String?) throws -> ExitStatus {
        let progress = loadProgress()
        let kata = try chooseKata(kataID, progress: progress)
        let book = try workbook.lessonBook()
        let introduction = book.introduction(ofKata: kata.id)
        if stageText == Command.introductionWord {
            guard let introduction else { throw UsageError("LESSONS.md has no chapter for \(kata.id).") }
            output(LessonRenderer(style: style).render(introduction: introduction, of: kata))
            return .success
        }
        let number = try stageText.map { try stageNumber($0, of: kata) } ?? min(progress.of(kata).stage, kata.stages.count)
        guard let stage = kata.stage(number) else { throw WorkbookError.unknownStage(kata: kata.id, stage: "\(number)", count: kata.stages.count) }
        guard let section = book.section(ofKata: kata.id, stage: number) else {
            throw UsageError("LESSONS.md has no section for \(kata.id) stage \(number).")
        }
        output(LessonRenderer(style: style).render(section, of: kata, stage: stage, introduction: number == 1 ? introduction : nil))
        return .success
    }

    /// `kata hint`: one more hint of the learner's stage.
    func hint(_ kataID: String?) throws -> ExitStatus {
        var progress = loadProgress()
        let kata = try chooseKata(kataID, progress: progress)
        guard let taken = progress.takeHint(in: kata), let stage = kata.stage(progress.of(kata).stage) else {
            output(lines.noHintsLeft(kata))
            return .success
        }
        save(progress)
        output(HintRenderer(style: style).render(stage, of: kata, upTo: taken))
        return .success
    }

    /// `kata log`: the lights of every verify of a kata so far; with no kata named, the one worked on last, done or not.
    func log(_ kataID: String?) throws -> ExitStatus {
        let progress = loadProgress()
        let kata = try chooseKata(kataID ?? progress.current.flatMap { try? workbook.kata(named: $0).id }, progress: progress)
        let history = RunHistory(directory: workbook.stateDirectory)
        output(LogRenderer(style: style).render(history.records(of: kata.id), begun: history.begun(of: kata.id), of: kata))
        return .success
    }
}
