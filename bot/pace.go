package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/pace"
)

// GlobalShare is the most requests one process of shards may make on
// its own in any second: its equal part of the token's budget (see
// pace.GlobalShare). Config.GlobalRate takes it by default; shards
// behind a REST proxy that holds the global bucket for all of them can
// each be given more.
func GlobalShare(shards int) float64 { return pace.GlobalShare(shards) }

// waitAnswering is the pacer's wait inside an interaction handler, for
// an urgent request: when it must wait its turn, the interaction is
// deferred first, so that Discord does not drop it meanwhile.
func waitAnswering(p *pace.Pacer, c *discord.Context, stop <-chan struct{}) bool {
	return p.WaitQueued(pace.Urgent, c.Interaction.GuildID, stop, c.Defer)
}
