package bot

// desk answers the interactions that act on a table: the lobby (open,
// join, options, start), a seat's prompts and hand, leaving, ending,
// Rematch and /game. Each answer reaches its table through the runtime
// it embeds (withTable, withSeat), and tells the parts what changed
// through it (afterChange, the CPU players). It holds no state of its
// own, and so no lock.
type desk struct {
	*tableRuntime
}
