/// The Xcode scheme `Katas`, which the workbook keeps in git: it runs the `kata` tool and tests the learner's own tests
/// of every kata, so that ⌘U in Xcode runs those and not the workbook's self-check. Made from the catalog, and held
/// to it by the check of the kata lists.
package enum KatasScheme {
    /// Where Xcode finds the scheme of a package, from the workbook's root.
    package static let path = ".swiftpm/xcode/xcshareddata/xcschemes/Katas.xcscheme"

    /// The learner's test target of `kata`, which the scheme tests.
    package static func testTarget(of kata: Kata) -> String { kata.learnerTestModule }

    /// The test targets the test action of the scheme `text` runs, in its order.
    package static func testTargets(in text: String) -> [String] {
        guard let start = text.range(of: "<Testables>"), let end = text.range(of: "</Testables>"), start.upperBound <= end.lowerBound else { return [] }
        return text[start.upperBound..<end.lowerBound].matches(of: /BlueprintName = "(?<name>[^"]+)"/).map { String($0.output.name) }
    }

    /// The scheme whose test action runs the test targets `testTargets`, in that order.
    package static func text(testTargets: [String]) -> String {
        let testables = testTargets.map { target in
            """
                     <TestableReference
                        skipped = "NO">
            \(reference(target, indent: 12))
                     </TestableReference>

            """
        }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme
               LastUpgradeVersion = "2600"
               version = "1.7">
               <BuildAction
                  parallelizeBuildables = "YES"
                  buildImplicitDependencies = "YES">
                  <BuildActionEntries>
                     <BuildActionEntry
                        buildForTesting = "YES"
                        buildForRunning = "YES"
                        buildForProfiling = "YES"
                        buildForArchiving = "YES"
                        buildForAnalyzing = "YES">
            \(reference("kata", indent: 12))
                     </BuildActionEntry>
                  </BuildActionEntries>
               </BuildAction>
               <TestAction
                  buildConfiguration = "Debug"
                  selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
                  selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
                  shouldUseLaunchSchemeArgsEnv = "NO">
                  <Testables>
            \(testables)      </Testables>
               </TestAction>
               <LaunchAction
                  buildConfiguration = "Debug"
                  selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
                  selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
                  launchStyle = "0"
                  useCustomWorkingDirectory = "NO"
                  ignoresPersistentStateOnLaunch = "NO"
                  debugDocumentVersioning = "YES"
                  debugServiceExtension = "internal"
                  allowLocationSimulation = "YES">
                  <BuildableProductRunnable
                     runnableDebuggingMode = "0">
            \(reference("kata", indent: 9))
                  </BuildableProductRunnable>
                  <CommandLineArguments>
                     <CommandLineArgument
                        argument = "verify"
                        isEnabled = "NO">
                     </CommandLineArgument>
                     <CommandLineArgument
                        argument = "hint"
                        isEnabled = "NO">
                     </CommandLineArgument>
                  </CommandLineArguments>
               </LaunchAction>
               <ProfileAction
                  buildConfiguration = "Release"
                  shouldUseLaunchSchemeArgsEnv = "YES"
                  savedToolIdentifier = ""
                  useCustomWorkingDirectory = "NO"
                  debugDocumentVersioning = "YES">
               </ProfileAction>
               <AnalyzeAction
                  buildConfiguration = "Debug">
               </AnalyzeAction>
               <ArchiveAction
                  buildConfiguration = "Release"
                  revealArchiveInOrganizer = "YES">
               </ArchiveAction>
            </Scheme>

            """
    }

    /// A reference to the package's target or product `name`, its lines indented by `indent` spaces.
    private static func reference(_ name: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return ["<BuildableReference", "   BuildableIdentifier = \"primary\"", "   BlueprintIdentifier = \"\(name)\"",
                "   BuildableName = \"\(name)\"", "   BlueprintName = \"\(name)\"", "   ReferencedContainer = \"container:\">",
                "</BuildableReference>"].map { pad + $0 }.joined(separator: "\n")
    }
}
