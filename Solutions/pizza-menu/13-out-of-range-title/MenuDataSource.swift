struct MenuDataSource {
    let numberOfSections = 3
    let pizzas: [Pizza]
    let beverages: [Beverage]
    let desserts: [Dessert]

    init(pizzas: [Pizza], beverages: [Beverage] = [], desserts: [Dessert] = []) {
        self.pizzas = pizzas
        self.beverages = beverages
        self.desserts = desserts
    }

    func title(forSection section: Int) -> String? {
        switch section {
        case 0: "Pizzas"
        case 1: "Beverages"
        case 2: "Desserts"
        default: nil
        }
    }

    func numberOfRows(inSection section: Int) -> Int {
        guard section == 0 else { return 0 }
        return pizzas.count
    }

    func item(forRow row: Int, inSection section: Int) -> MenuItem? {
        guard section == 0 else { return nil }
        guard pizzas.indices.contains(row) else { return nil }
        return MenuItem(pizza: pizzas[row])
    }
}
