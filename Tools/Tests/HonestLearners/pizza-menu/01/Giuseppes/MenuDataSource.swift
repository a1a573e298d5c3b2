struct MenuDataSource {
    let numberOfSections = 1
}
