struct MenuDataSource {
    private let sections: [MenuSection]

    init(pizzas: [Pizza], beverages: [Beverage] = [], desserts: [Dessert] = []) {
        sections = [
            MenuSection(title: "Pizzas", items: pizzas.map(MenuItem.init(pizza:))),
            MenuSection(title: "Beverages", items: beverages.map(MenuItem.init(beverage:))),
            MenuSection(title: "Desserts", items: desserts.map(MenuItem.init(dessert:))),
        ]
    }

    var numberOfSections: Int {
        sections.count
    }

    func numberOfRows(inSection section: Int) -> Int {
        self.section(at: section)?.items.count ?? 0
    }

    func item(forRow row: Int, inSection section: Int) -> MenuItem? {
        guard let items = self.section(at: section)?.items, items.indices.contains(row) else { return nil }
        return items[row]
    }

    func title(forSection section: Int) -> String? {
        self.section(at: section)?.title
    }

    private func section(at index: Int) -> MenuSection? {
        sections.indices.contains(index) ? sections[index] : nil
    }
}
