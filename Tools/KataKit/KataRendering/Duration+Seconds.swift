extension Duration {
    /// The duration in seconds, to the millisecond.
    package var inSeconds: Double {
        let (whole, fraction) = components
        return ((Double(whole) + Double(fraction) / 1e18) * 1000).rounded() / 1000
    }
}
