struct Dessert {
    let name: String
}
