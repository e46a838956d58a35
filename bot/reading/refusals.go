package reading

import "github.com/deckhand/deckhand/bot/discord"

// The reading room's refusals. Those that say the same as one of the
// bot's own (no_guild, not_started, unreadable) name the same message.
var (
	errNotStarted    = discord.RefuseT(discord.Invalid, "deckhand.refusal.not_started")
	errUnreadable    = discord.RefuseT(discord.Failed, "deckhand.refusal.unreadable")
	errNoLog         = discord.RefuseT(discord.Failed, "deckhand.refusal.no_log")
	errNotYourReplay = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_your_replay")
	errPruned        = discord.RefuseT(discord.Missing, "deckhand.refusal.pruned")
	errNoReplay      = discord.RefuseT(discord.Missing, "deckhand.refusal.no_replay")
	errNotSeenHere   = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_seen_here")
	errNoLongerPlays = discord.RefuseT(discord.Failed, "deckhand.refusal.no_longer_plays")
	errNoGuild       = discord.RefuseT(discord.Invalid, "deckhand.refusal.no_guild")
	errHistory       = discord.RefuseT(discord.Failed, "deckhand.refusal.history")
	errNoHistory     = discord.RefuseT(discord.Missing, "deckhand.refusal.no_history")
	errNoRules       = discord.RefuseT(discord.Missing, "deckhand.refusal.no_rules")
)
