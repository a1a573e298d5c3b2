struct MenuDataSource {
    let numberOfSections = 1
    let pizzas: [Pizza]

    func numberOfRows(inSection section: Int) -> Int {
        pizzas.count
    }
}
