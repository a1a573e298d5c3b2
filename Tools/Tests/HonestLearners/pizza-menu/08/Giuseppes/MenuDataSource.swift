struct MenuDataSource {
    let pizzas: [Pizza]
    let numberOfSections = 1

    func numberOfRows(inSection section: Int) -> Int {
        guard section == 0 else { return 0 }
        return pizzas.count
    }

    func item(forRow row: Int, inSection section: Int) -> MenuItem {
        return MenuItem()
    }
}
