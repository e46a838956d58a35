package bot

import "github.com/deckhand/deckhand/bot/discord"

// inTableChannel wraps a table check with the check that the
// interaction came from the table's own server and channel. Custom ids
// name their table, and a client can send any custom id from any
// message it sees, so a click is only trusted where its table lives:
// never a lobby of another channel joined or cancelled from a message in
// one's own.
func inTableChannel(c *discord.Context, check func(*table) error) func(*table) error {
	return func(t *table) error {
		if t.rec.GuildID != c.Interaction.GuildID || t.rec.ChannelID != c.Interaction.ChannelID {
			return discord.ErrForged
		}
		return check(t)
	}
}

// errOldLobby answers a lobby click on another message than the lobby's:
// an old copy, after /game posted it again, or a forged click.
var errOldLobby = discord.RefuseT(discord.Invalid, "deckhand.refusal.old_lobby")

// onBoard is inTableChannel for a click that must come from the table's board
// message itself (the lobby's buttons are only ever on it, and only the
// newest copy is kept up to date).
func onBoard(c *discord.Context, check func(*table) error) func(*table) error {
	return inTableChannel(c, func(t *table) error {
		if c.Interaction.Message == nil || c.Interaction.Message.ID != t.rec.BoardID {
			return errOldLobby
		}
		return check(t)
	})
}
