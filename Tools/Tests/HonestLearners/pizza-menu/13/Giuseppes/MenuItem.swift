struct MenuItem {
    let title: String
}

extension MenuItem {
    init(pizza: Pizza) {
        self.init(title: pizza.name)
    }
}
