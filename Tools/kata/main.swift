import Foundation
import KataCommandLine

exit(KataProgram.run(Array(CommandLine.arguments.dropFirst())))
