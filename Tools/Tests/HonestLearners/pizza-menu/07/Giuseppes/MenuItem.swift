struct MenuItem {
    let title = "Margherita"
}
