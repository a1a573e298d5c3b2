struct Pizza {}
