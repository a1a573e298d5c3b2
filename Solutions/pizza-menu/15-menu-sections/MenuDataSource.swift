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

    func title(forSection index: Int) -> String? {
        section(at: index)?.title
    }

    func numberOfRows(inSection index: Int) -> Int {
        section(at: index)?.items.count ?? 0
    }

    func item(forRow row: Int, inSection index: Int) -> MenuItem? {
        guard let items = section(at: index)?.items, items.indices.contains(row) else {
            return nil
        }
        return items[row]
    }

    private func section(at index: Int) -> MenuSection? {
        sections.indices.contains(index) ? sections[index] : nil
    }
}
