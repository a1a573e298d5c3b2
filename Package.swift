// swift-tools-version: 6.0
import PackageDescription

/// A kata the learner works on: their code in `Katas/<id>/<Module>`, their tests in `Katas/<id>/<Module>Tests`.
struct LearnerKata {
    let id: String
    let module: String
    /// Folders of the learner's tests that hold no Swift, such as recorded snapshots.
    var testResources: [String] = []

    var targets: [Target] {
        [
            .target(name: module, path: "Katas/\(id)/\(module)"),
            .testTarget(name: "\(module)Tests", dependencies: [.target(name: module)], path: "Katas/\(id)/\(module)Tests",
                        exclude: testResources),
        ]
    }
}

let learnerKatas = [
    LearnerKata(id: "pizza-menu", module: "Giuseppes"),
    LearnerKata(id: "invoice-editor", module: "Renovise"),
    LearnerKata(id: "movie-loader", module: "Movies"),
    LearnerKata(id: "beer-view-model", module: "Bev"),
    LearnerKata(id: "film-list", module: "Films", testResources: ["__Snapshots__"]),
]

/// A layer of the `kata` tool's library, in `Tools/KataKit/<name>`: it may use the layers below it and no other.
struct ToolLayer {
    let name: String
    let below: [String]

    var target: Target {
        .target(name: name, dependencies: below.map { .target(name: $0) }, path: "Tools/KataKit/\(name)")
    }
}

/// The layers of the tool's library, lowest first; the README's "Architecture" says what each owns.
let toolLayers = [
    ToolLayer(name: "KataModel", below: []),
    ToolLayer(name: "KataToolOutput", below: ["KataModel"]),
    ToolLayer(name: "KataRunning", below: ["KataModel", "KataToolOutput"]),
    ToolLayer(name: "KataVerification", below: ["KataModel", "KataToolOutput", "KataRunning"]),
    ToolLayer(name: "KataWorkspace", below: ["KataModel", "KataToolOutput", "KataRunning", "KataVerification"]),
    ToolLayer(name: "KataClassroom", below: ["KataModel", "KataToolOutput", "KataRunning", "KataVerification", "KataWorkspace"]),
    ToolLayer(name: "KataRendering", below: ["KataModel", "KataToolOutput", "KataRunning", "KataVerification", "KataWorkspace", "KataClassroom"]),
    ToolLayer(name: "KataCommandLine", below: ["KataModel", "KataToolOutput", "KataRunning", "KataVerification", "KataWorkspace",
                                                "KataClassroom", "KataRendering"]),
]

let package = Package(
    name: "TDDKataWorkbook",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "kata", targets: ["kata"]),
    ],
    targets: learnerKatas.flatMap(\.targets) + toolLayers.map(\.target) + [
        .executableTarget(name: "kata", dependencies: ["KataCommandLine"], path: "Tools/kata"),
        .testTarget(
            name: "KataKitTests",
            dependencies: toolLayers.map { .target(name: $0.name) },
            path: "Tools/Tests/KataKitTests",
            exclude: ["Captured"]
        ),
        .testTarget(name: "SelfCheckTests", dependencies: toolLayers.map { .target(name: $0.name) }, path: "Tools/Tests/SelfCheckTests"),
    ],
    swiftLanguageModes: [.v6]
)
