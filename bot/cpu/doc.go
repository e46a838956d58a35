// Package cpu holds what the bot's CPU seats keep of their own: the
// share of the cores between servers' searches (Slots), with its backlog
// and shedding, and each table's CPU scheduling (Schedule): which seat
// decides next, what a seat let pass, whose turn timer ran out, when a
// CPU is stuck, and whether the table rests; and how a thought is seeded
// (ThoughtSeed), so a move replays exactly. The bot's thinker per table
// takes a seat's decision on the table's loop, asks Slots for a slot,
// searches with games/ismcts and applies the choice; this package knows
// no Discord, no storage and no one game, and never imports the bot.
package cpu
