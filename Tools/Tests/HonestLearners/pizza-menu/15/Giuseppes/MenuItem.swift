struct MenuItem {
    let title: String
}

extension MenuItem {
    init(pizza: Pizza) {
        self.init(title: pizza.name)
    }

    init(beverage: Beverage) {
        self.init(title: beverage.name)
    }

    init(dessert: Dessert) {
        self.init(title: dessert.name)
    }
}
