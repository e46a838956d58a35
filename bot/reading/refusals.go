package reading

import "github.com/deckhand/deckhand/bot/discord"

// The reading room's refusals. Those it shares with the bot's tables
// (not started, unreadable, no server) are bot/discord's.
var (
	errNoLog         = discord.RefuseT(discord.Failed, "deckhand.refusal.no_log")
	errNotYourReplay = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_your_replay")
	errPruned        = discord.RefuseT(discord.Missing, "deckhand.refusal.pruned")
	errNoReplay      = discord.RefuseT(discord.Missing, "deckhand.refusal.no_replay")
	errNotSeenHere   = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_seen_here")
	errNoLongerPlays = discord.RefuseT(discord.Failed, "deckhand.refusal.no_longer_plays")
	errHistory       = discord.RefuseT(discord.Failed, "deckhand.refusal.history")
	errNoHistory     = discord.RefuseT(discord.Missing, "deckhand.refusal.no_history")
	errNoRules       = discord.RefuseT(discord.Missing, "deckhand.refusal.no_rules")
)
