package pace

// Discord allows a bot token 50 requests a second in all, beyond each
// route's own limits (interaction answers excepted), and every shard
// process of the bot shares that one budget. The bot's own requests
// (timer lines, turn pings, board edits and posts) go through one pacer
// that keeps them below the process's share of it, so that no start
// after a long stop, nor a busy hour, gets the token rate limited
// globally.
const (
	// discordGlobalLimit is Discord's limit: requests a second per token.
	discordGlobalLimit = 50
	// unpacedReserve is left of it for the requests no pacer sees:
	// discordgo's gateway look-up at each connect, and shard 0's look at
	// the registered commands (and their rewrite, when they changed).
	// After a deploy every shard connects in the same second: 10 covers
	// eight shards' look-ups with shard 0's two, where 5 let four shards
	// and their backlogs reach 51 in the first second.
	unpacedReserve = 10
	// burstPart: a fifth of a pacer's budget may go at once after a
	// quiet spell, the rest is spaced evenly over the second.
	burstPart = 5
)

// GlobalShare is the most requests one process of shards may make on
// its own in any second: its equal part of the token's budget. Several
// shards behind a REST proxy that holds the global bucket for all of
// them can each be given more, since the proxy queues what would pass
// the limit. Beyond 40 shards a share is below one request a second,
// and the shards starting together would still send one each at once:
// that many need the proxy.
func GlobalShare(shards int) float64 {
	return float64(discordGlobalLimit-unpacedReserve) / float64(max(shards, 1))
}
