// Package livehand holds what the bot keeps of each seat's open hand:
// the private message that shows it, for which member, in which
// language and at which page, and what it last showed (a fingerprint),
// with the rules of keeping it live: a hand shows only its seat's
// current holder, so a member who left, or whose seat a CPU took, gets
// the seat closed once and no card after; a hand past its token's life
// or whose edit Discord refused is dropped; and a hand is edited only
// when what it would show has changed.
//
// A table's open hands (Set) are the table's: only a job of its loop
// calls them, so they have no lock. The messages that show hands
// (Messages) are written by more than one table's answers and by
// answers that replace them, so each has a writing order of its own, and
// their index a lock the bot gives it. The bot renders, draws and sends
// the edits this package says are due; the package knows no Discord,
// no storage and no one game, and never imports the bot.
package livehand
