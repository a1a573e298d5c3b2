struct Pizza {
    let name: String
}
