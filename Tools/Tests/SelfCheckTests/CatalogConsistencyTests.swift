import Foundation
import Testing
@testable import KataRendering
@testable import KataRunning
@testable import KataVerification

/// The manifests, the snapshot folders, the learner's workspace, LESSONS.md and Package.swift agree one to one.
@Suite("The catalog agrees with the files")
struct CatalogConsistencyTests {
    @Test("Every kata has stages, and every stage a hint and a commit message")
    func manifestsAreComplete() throws {
        let workbook = try theWorkbook()
        #expect(!workbook.katas.isEmpty)
        for kata in try katasUnderCheck() {
            #expect(!kata.stages.isEmpty, "\(kata.id) has no stages")
            #expect(CatalogCheck.problems(in: kata) == [])
        }
    }

    @Test("Tests/, Solutions/, Katas/ and LESSONS.md match the manifests")
    func filesMatchTheManifests() throws {
        let workbook = try theWorkbook(), lessons = try workbook.lessonBook()
        for problem in try katasUnderCheck().flatMap({ CatalogCheck.problems(of: $0, in: workbook, lessons: lessons) }) {
            Issue.record(Comment(rawValue: CheckFaultText.sentence(problem)))
        }
    }

    @Test("The catalog list, the kata folders, Package.swift and the README's katas table agree with the manifests")
    func listsOfKatasAgree() throws {
        let ids = try katasUnderCheck().map(\.id)
        // A kata's faults are those that name it, as `kata check KATA` picks them.
        for fault in KataListCheck.problems(in: try theWorkbook()) where checksEveryKata || ids.contains(where: { id in fault.names.contains { $0.contains(id) } }) {
            Issue.record(Comment(rawValue: CheckFaultText.sentence(CheckFault(.unnamed, .list(fault)))))
        }
    }

    @Test("Every kata's committed catalogs of generated mutants were made from what the workbook holds, and none was edited by hand")
    func committedCatalogsAreFresh() throws {
        let workbook = try theWorkbook()
        for kata in try katasUnderCheck() {
            for problem in KataCheck(workbook: workbook, kata: kata, limits: RunLimits(test: .seconds(60))).problemsInTheCommittedCatalogs() {
                Issue.record(Comment(rawValue: CheckFaultText.sentence(problem)))
            }
        }
    }
}
