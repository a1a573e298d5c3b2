struct MenuDataSource {
    let pizzas: [Pizza]
    let beverages: [Beverage]
    let desserts: [Dessert]
    let numberOfSections = 3

    init(pizzas: [Pizza], beverages: [Beverage] = [], desserts: [Dessert] = []) {
        self.pizzas = pizzas
        self.beverages = beverages
        self.desserts = desserts
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

    func title(forSection section: Int) -> String? {
        switch section {
        case 0: return "Pizzas"
        case 1: return "Beverages"
        case 2: return "Desserts"
        default: return nil
        }
    }
}
