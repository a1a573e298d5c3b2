struct Pizza {
}
