// Package turnping holds a table's turn ping, the channel message that
// mentions the players the game waits on, and its rule: a ping goes out
// only once the same people have been waited on for the ping delay, so
// players who answer within it, and a burst of moves, notify nobody; the
// old ping goes when a new one does, or when nobody is waited on; and a
// ping from before a restart is taken as standing, so the same players
// are not pinged again.
//
// A table's Ping is the table's: only a job of its loop calls it, so it
// has no lock. The bot says whom the game waits on, and carries out what
// Due decides: it deletes and posts the messages, renders their text and
// runs the table's loop again when told to look later. The package knows
// no Discord, no storage and no one game, and never imports the bot.
package turnping
