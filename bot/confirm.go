package bot

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
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
func (b *tableActions) AskEnd(c *discord.Context) error {
	return b.ask(c, sureEnd, func(t *table) (question, error) {
		_, effects, err := domain.Step(domainOf(t), domain.End{By: memberOf(c)})
		if err != nil {
			return nil, refusedBy(err, t)
		}
		lost := forfeitOf(effects)
		return func(l *lang.Lang, game string) string {
			q := l.T("deckhand.confirm.end", "Game", game)
			if lost != nil {
				q += " " + l.T("deckhand.confirm.end_rated", "Against", mentions(lost.Against))
			}
			return q
		}, nil
	}, "deckhand.confirm.end_button")
}

// question is a confirmation's question said in l, of a game called game.
type question func(l *lang.Lang, game string) string

// AskLeave asks a seated player to confirm leaving the game to a CPU, if
// the rules would let them.
func (b *tableActions) AskLeave(c *discord.Context) error {
	return b.ask(c, sureLeave, func(t *table) (question, error) {
		if _, _, err := domain.Step(domainOf(t), domain.LeaveGame{By: memberOf(c)}); err != nil {
			return nil, refusedBy(err, t)
		}
		return func(l *lang.Lang, game string) string { return l.T("deckhand.confirm.leave", "Game", game) }, nil
	}, "deckhand.confirm.leave_button")
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
func (b *tableActions) ask(c *discord.Context, action string, check func(*table) (question, error), yes string) error {
	id, err := b.rt.channelTableID(c.Interaction.ChannelID)
	if err != nil {
		return err
	}
	l := reader(c)
	var name string
	var q question
	var inTournament bool
	err = b.rt.withTable(id, inTableChannel(c, unfinished), func(t *table) (err error) {
		name, inTournament = games.InfoIn(t.game, l).Name, t.rec.Tournament != nil
		q, err = check(t)
		return err
	})
	if err != nil {
		return err
	}
	if inTournament && action == sureLeave {
		// Nobody plays for the absent at a tournament table.
		q = func(l *lang.Lang, game string) string { return l.T("deckhand.confirm.resign", "Game", game) }
		yes = "deckhand.confirm.resign_button"
	}
	m := discord.Notice(q(l, name))
	m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: l.T(yes), Style: discordgo.DangerButton, CustomID: discord.SureID{Table: id, Action: action}.String()},
		discordgo.Button{Label: l.T("deckhand.confirm.keep_playing"), Style: discordgo.SecondaryButton, CustomID: discord.SureID{Table: id, Action: sureNo}.String()},
	}}}
	return c.Respond(m)
}

// sureClick does what the player confirmed.
func (b *tableActions) sureClick(c *discord.Context, tableID, action string) error {
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
func (b *tableActions) keepPlaying(c *discord.Context, tableID string) error {
	if !c.FromEphemeral() || !c.OnItsMessage() {
		return discord.ErrForged
	}
	if err := b.rt.withTable(tableID, inTableChannel(c, anyPhase), func(*table) error { return nil }); err != nil {
		return err
	}
	return c.Update(discord.Notice(reader(c).T("deckhand.confirm.kept")))
}
