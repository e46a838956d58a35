package bot

// tableNews is what happens to a live table, told on the table's loop to
// the parts that keep something of it up to date, in the order they
// subscribed (wire, bot.go). The table runtime tells and knows none of
// its listeners: a part added later subscribes, and the runtime stays as
// it is.
type tableNews struct {
	// moving: a move is about to be committed, and a listener may set
	// what the same save stores (the clock's deadline).
	moving []func(*table)
	// acted: a seated member clicked (the clock's presence, which wakes
	// a resting table).
	acted []func(*table)
	// changed: a change was committed (the clock's timer, the reading
	// room's figures of a finished game, the board and hands).
	changed []func(*table)
	// ended: the table has ended and left memory (a tournament's next
	// step).
	ended []func(*table)
}

// tell tells each listener of t, in order.
func tell(listeners []func(*table), t *table) {
	for _, f := range listeners {
		f(t)
	}
}
