package bot

// tableActions answers the interactions that act on a table: the lobby (open,
// join, options, start), a seat's prompts and hand, leaving, ending,
// Rematch and /game. Each answer reaches its table through the runtime
// (withTable, withSeat), asks the life-cycle rules (bot/table) what a
// change does and has it carried out (lifecycle.decide), and tells the
// parts what changed through it (afterChange). Besides the runtime it may
// call what the runtime does: the clock (a new deadline), the CPU players
// (kicked after a move), the hands (the answer to a seat is its hand) and
// the outbox (a line in the channel, a board or lobby posted). It holds
// no state of its own, and so no lock.
type tableActions struct {
	rt    *tableRuntime
	cycle *lifecycle
	cpus  *cpus        // kicked after a move or a deal
	room  *readingRoom // its readings, dropped when a member is forgotten
}
