struct MenuDataSource {
    let numberOfSections = 1
    let pizzas: [Pizza]

    func numberOfRows(inSection section: Int) -> Int {
        guard section == 0 else { return 0 }
        return pizzas.count
    }

    func item(forRow row: Int, inSection section: Int) -> MenuItem {
        MenuItem()
    }
}
