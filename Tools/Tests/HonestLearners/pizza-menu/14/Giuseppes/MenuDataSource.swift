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
        switch section {
        case 0: return pizzas.count
        case 1: return beverages.count
        case 2: return desserts.count
        default: return 0
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

    func title(forSection section: Int) -> String? {
        switch section {
        case 0: return "Pizzas"
        case 1: return "Beverages"
        case 2: return "Desserts"
        default: return nil
        }
    }
}
