package reading

import "github.com/deckhand/deckhand/bot/discord"

// The reading room's refusals. Those that say the same as one of the
// bot's own (no_guild, not_started, unreadable) name the same message.
var (
	errNoGuild   = discord.RefuseT(discord.Invalid, "deckhand.refusal.no_guild")
	errHistory   = discord.RefuseT(discord.Failed, "deckhand.refusal.history")
	errNoHistory = discord.RefuseT(discord.Missing, "deckhand.refusal.no_history")
	errNoRules   = discord.RefuseT(discord.Missing, "deckhand.refusal.no_rules")
)
