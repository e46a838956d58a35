package bot

import (
	"fmt"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	domain "github.com/deckhand/deckhand/bot/table"
)

// Destructive public actions ask first: /end and /leave answer with a
// private question whose button does it (KindSure), so a slip of the
// keyboard ends nobody's game.
const (
	sureEnd   = "end"
	sureLeave = "leave"
	sureNo    = "no"
)

// AskEnd asks the host or a channel manager to confirm ending the game;
// a seated player hears first that ending a rated game is their loss.
// The question asks the rules what ending it would do, without doing it.
func (b *desk) AskEnd(c *discord.Context) error {
	return b.ask(c, sureEnd, func(t *table) (string, error) {
		_, effects, err := domain.Step(domainOf(t), domain.End{By: memberOf(c)})
		if err != nil {
			return "", refusedBy(err, t)
		}
		q := "End the %s game for everyone? It cannot be undone."
		if lost := forfeitOf(effects); lost != nil {
			q += " You are seated in a rated game: in the ratings, ending it counts as your loss to " + mentions(lost.Against) + ", as leaving it does."
		}
		return q, nil
	}, "End the game")
}

// AskLeave asks a seated player to confirm leaving the game to a CPU, if
// the rules would let them.
func (b *desk) AskLeave(c *discord.Context) error {
	return b.ask(c, sureLeave, func(t *table) (string, error) {
		if _, _, err := domain.Step(domainOf(t), domain.LeaveGame{By: memberOf(c)}); err != nil {
			return "", refusedBy(err, t)
		}
		return "Leave the %s game? A CPU plays your seat for the rest of it.", nil
	}, "Leave the game")
}

// forfeitOf is the forfeit the save among effects writes, if one.
func forfeitOf(effects []domain.Effect) *domain.Forfeit {
	for _, e := range effects {
		if s, ok := e.(domain.Save); ok && len(s.Forfeits) > 0 {
			return &s.Forfeits[0]
		}
	}
	return nil
}

// ask answers with a private question, the one check returns (a format
// of the game's name) once the table allows action, and its buttons.
func (b *desk) ask(c *discord.Context, action string, check func(*table) (string, error), yes string) error {
	id, err := b.rt.channelTableID(c.Interaction.ChannelID)
	if err != nil {
		return err
	}
	var name, question string
	var inTournament bool
	err = b.rt.withTable(id, here(c, unfinished), func(t *table) (err error) {
		name, inTournament = t.game.Info().Name, t.rec.Tournament != nil
		question, err = check(t)
		return err
	})
	if err != nil {
		return err
	}
	if inTournament && action == sureLeave {
		// Nobody plays for the absent at a tournament table.
		question, yes = "Resign the %s tournament game? You lose it.", "Resign"
	}
	m := discord.Notice(fmt.Sprintf(question, name))
	m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: yes, Style: discordgo.DangerButton, CustomID: discord.SureID{Table: id, Action: action}.String()},
		discordgo.Button{Label: "Keep playing", Style: discordgo.SecondaryButton, CustomID: discord.SureID{Table: id, Action: sureNo}.String()},
	}}}
	return c.Respond(m)
}

// sureClick does what the player confirmed.
func (b *desk) sureClick(c *discord.Context, tableID, action string) error {
	switch action {
	case sureEnd:
		return b.EndTable(c, tableID)
	case sureLeave:
		return b.LeaveTable(c, tableID)
	case sureNo:
		return b.keepPlaying(c, tableID)
	}
	return discord.ErrForged
}

// keepPlaying closes the question it is pressed on, and only that: its
// answer replaces the clicked message, so a "No" forged onto a board, a
// lobby or anyone's hand would wipe it. The question is the asker's own
// ephemeral, which carries this very button, at its table's place.
func (b *desk) keepPlaying(c *discord.Context, tableID string) error {
	if !c.FromEphemeral() || !c.OnItsMessage() {
		return discord.ErrForged
	}
	if err := b.rt.withTable(tableID, here(c, anyPhase), func(*table) error { return nil }); err != nil {
		return err
	}
	return c.Update(discord.Notice("Nothing changed; the game goes on."))
}
