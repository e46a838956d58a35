package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/storage"
)

// PostBoard posts the board of the channel's table anew (it scrolled
// away) and makes the new message the one kept up to date. The post is
// made between two visits to the table, so moves need not wait on
// Discord; a move made meanwhile shows on the new board by an edit.
func (b *tableActions) PostBoard(c *discord.Context) error {
	id, err := b.rt.channelTableID(c.Interaction.ChannelID)
	if err != nil {
		return err
	}
	var m discord.Message
	var channel, old string
	var moves int
	var s takenScene
	var pics *pictures
	var lobby bool
	err = b.rt.withTable(id, inTableChannel(c, unfinished), func(t *table) error {
		if t.rec.SeatOf(c.User.ID) < 0 && c.User.ID != t.rec.Host && !c.CanManage() {
			return errNotPlaying
		}
		if !b.rt.out.boardCooldown(t.rec.ChannelID) {
			return errBoardJustPosted
		}
		l := b.rt.langs.public(t.rec.GuildID)
		m, channel, moves, old = render.Board(t.viewIn(l)), t.rec.ChannelID, t.rec.Moves, t.rec.BoardID
		s, pics = b.rt.out.takeSceneIn(t, -1, l), &t.pics
		lobby = t.rec.Phase == storage.Lobby
		return nil
	})
	if err != nil {
		return err
	}
	if !waitAnswering(b.rt.out.pace, c, b.rt.stop) {
		return errClosing
	}
	msg, err := b.rt.out.postBoard(pics, id, c.Interaction.GuildID, channel, m, s)
	if err != nil {
		b.rt.log.Warn("posting board", "table", id, "err", err)
		return errNoPost
	}
	err = b.rt.withTable(id, anyPhase, func(t *table) error {
		if err := b.rt.update(t, func(rec *storage.Table) { rec.BoardID = msg.ID }); err != nil {
			return err
		}
		t.board = boardSum(m, s)
		// The old board would show a status that no longer changes: it
		// says where the game went instead, by the edit loop, so that an
		// edit of it already on its way cannot undo that. An old lobby
		// keeps its buttons, which tell a click to use the newest copy
		// (onBoard).
		if !lobby && old != "" && old != msg.ID {
			t.moved = append(t.moved, old)
		}
		if t.rec.Moves != moves || len(t.moved) > 0 {
			b.rt.refreshBoard(t) // a move came while the board was being posted, or an old board is to be marked
		}
		return nil
	})
	if err != nil {
		return err
	}
	if lobby {
		// Only the newest lobby is kept up to date, so only it answers.
		return c.Respond(discord.Notice(reader(c).T("deckhand.board.lobby_again")))
	}
	return c.Respond(discord.Notice(reader(c).T("deckhand.board.again")))
}

var (
	errNotPlaying      = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_playing")
	errBoardJustPosted = discord.RefuseT(discord.Invalid, "deckhand.refusal.board_just_posted")
)
