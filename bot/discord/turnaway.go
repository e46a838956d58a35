package discord

import (
	"time"

	"github.com/bwmarrin/discordgo"
)

// TurnAway answers an interaction with no that no handler sees: the bot
// is stopping and takes no more work, but the player is told so rather
// than left to Discord's "This interaction failed". It is counted as a
// refusal.
func (r *Router) TurnAway(s *discordgo.Session, ic *discordgo.InteractionCreate, no *Refusal) {
	if ic.Interaction == nil || !r.seen.first(ic.ID) {
		return
	}
	c := &Context{log: r.log, Session: s, Interaction: ic.Interaction, hooks: r.hooks.Session()}
	var err error = no
	defer r.measure(c, time.Now(), &err)
	if err := no.reply(c); err != nil {
		r.log.Warn("turning away", append(where(c), "err", err)...)
	}
}
