struct MenuDataSource {
    let pizzas: [Pizza]
    let numberOfSections = 1

    func numberOfRows(inSection section: Int) -> Int {
        return 3
    }
}
