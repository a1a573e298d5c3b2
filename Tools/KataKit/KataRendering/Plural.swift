/// `count` and `noun`, the noun in the plural unless the count is one: "1 fault", "3 stages".
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
