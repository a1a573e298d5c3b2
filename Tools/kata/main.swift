import Foundation
import KataCommandLine

// `#filePath` finds the workbook this program was built from when it runs outside it (Xcode's build folder).
exit(KataProgram.run(Array(CommandLine.arguments.dropFirst()), builtFrom: URL(filePath: #filePath)))
