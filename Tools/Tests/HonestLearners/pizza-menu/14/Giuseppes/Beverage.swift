struct Beverage {
    let name: String
}
