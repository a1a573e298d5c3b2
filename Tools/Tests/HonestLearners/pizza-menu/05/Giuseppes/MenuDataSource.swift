struct MenuDataSource {
    let pizzas: [Pizza]
    let numberOfSections = 1

    func numberOfRows(inSection section: Int) -> Int {
        guard section == 0 else { return 0 }
        return pizzas.count
    }
}
