import Foundation
import Testing
@testable import KataKit

/// The manifests, the snapshot folders, the learner's workspace, LESSONS.md and Package.swift agree one to one.
@Suite("The catalog agrees with the files")
struct CatalogConsistencyTests {
    @Test("Every kata has stages, and every stage a hint and a commit message")
    func manifestsAreComplete() throws {
        let workbook = try theWorkbook()
        #expect(!workbook.katas.isEmpty)
        for kata in workbook.katas {
            #expect(!kata.stages.isEmpty, "\(kata.id) has no stages")
            #expect(CatalogCheck.problems(in: kata) == [])
        }
    }

    @Test("Tests/, Solutions/, Katas/ and LESSONS.md match the manifests")
    func filesMatchTheManifests() throws {
        for problem in CatalogCheck.problems(in: try theWorkbook()) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("Package.swift declares each kata's learner targets")
    func packageDeclaresLearnerTargets() throws {
        let workbook = try theWorkbook()
        let manifest = try String(contentsOf: workbook.root.appending(path: "Package.swift"), encoding: .utf8)
        for kata in workbook.katas {
            #expect(manifest.contains("LearnerKata(id: \"\(kata.id)\", module: \"\(kata.module)\")"),
                    "Package.swift does not declare \(kata.id)'s learner targets with module \(kata.module)")
        }
    }
}
