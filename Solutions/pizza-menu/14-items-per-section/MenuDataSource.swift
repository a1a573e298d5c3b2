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
        switch section {
        case 0: pizzas.count
        case 1: beverages.count
        case 2: desserts.count
        default: 0
        }
    }

    func item(forRow row: Int, inSection section: Int) -> MenuItem? {
        guard row >= 0, row < numberOfRows(inSection: section) else { return nil }
        switch section {
        case 0: return MenuItem(pizza: pizzas[row])
        case 1: return MenuItem(beverage: beverages[row])
        case 2: return MenuItem(dessert: desserts[row])
        default: return nil
        }
    }
}
