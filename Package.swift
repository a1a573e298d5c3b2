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

let package = Package(
    name: "TDDKataWorkbook",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "kata", targets: ["kata"]),
    ],
    targets: learnerKatas.flatMap(\.targets) + [
        .target(name: "KataKit", path: "Tools/KataKit"),
        .executableTarget(name: "kata", dependencies: ["KataKit"], path: "Tools/kata"),
        .testTarget(
            name: "KataKitTests",
            dependencies: ["KataKit"],
            path: "Tests/KataKitTests",
            exclude: ["Captured"]
        ),
        .testTarget(name: "SelfCheckTests", dependencies: ["KataKit"], path: "Tests/SelfCheckTests"),
    ],
    swiftLanguageModes: [.v6]
)
