struct MenuSection {
    let title: String
    let items: [MenuItem]
}
