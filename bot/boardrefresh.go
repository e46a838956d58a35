package bot

import (
	"errors"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/bot/render"
)

// refreshBoard asks for the turn ping and the board of t to be edited
// soon, and, apart from them, the open hands. Hands are interaction
// edits, which Discord leaves out of the bot's global rate limit: they
// go at once, not behind the paced channel writes and the board's
// picture, since a hand is what tells the next player to act.
func (b *tableRuntime) refreshBoard(t *table) {
	id, guild := t.rec.ID, t.rec.GuildID // read here, on t's loop; the runs read t only on its loop
	b.out.wantShown(t)
	b.out.coalesce(b.out.handRuns, id, func() bool { return b.hands.editHands(t) })
	b.out.coalesce(b.out.boards, id, func() bool {
		b.out.ping(t)
		if !b.out.pace.Wait(pace.Routine, guild, b.stop) { // before rendering, so the edit shows the latest state
			return false
		}
		m, channel, msgID, s, ok, want := b.boardEdit(t)
		// Under load the board's picture waits for a drawing slot, and
		// the table may change meanwhile: the board is then rendered
		// again for this pacer slot instead of drawing and sending the
		// older one, which the next edit would replace at once. A table
		// that changes faster than slots come still gets its board, a
		// few renders late.
		unchanged := func() bool {
			var now uint64
			t.do(func() { now = t.changes })
			return now == want
		}
		for renders := 1; ok && msgID != ""; renders++ {
			wanted := unchanged
			if renders > maxBoardRenders {
				wanted = nil
			}
			err := b.out.editBoard(t, id, guild, m, channel, msgID, s, wanted)
			if !errors.Is(err, errUnwanted) {
				if err != nil {
					t.do(func() { t.board = 0 })
				}
				break
			}
			t.do(func() { t.board = 0 }) // not shown: the board rendered next is sent
			m, channel, msgID, s, ok, want = b.boardEdit(t)
		}
		b.out.shown(id, want)
		b.out.markMoved(t)
		return false
	})
}

// maxBoardRenders is how many times one board edit is rendered at most
// when the table changes while its picture waits for a drawing slot.
const maxBoardRenders = 3

// boardEdit renders t's board for an edit, and takes its scene to draw
// once off t's loop; ok is false when the board already shows both;
// want is the count of changes it shows. A panic in the game's view is
// logged and skips this edit, off t's loop.
func (b *tableRuntime) boardEdit(t *table) (m discord.Message, channel, msgID string, s takenScene, ok bool, want uint64) {
	t.do(func() {
		want = t.changes
		defer b.setAsideOnPanic(t, "drawing the board", nil)
		l := b.langs.public(t.rec.GuildID)
		m, channel, msgID = render.Board(t.viewIn(l)), t.rec.ChannelID, t.rec.BoardID
		s = b.out.takeSceneIn(t, -1, l)
		sum := boardSum(m, s)
		ok = sum != t.board
		t.board = sum
	})
	return m, channel, msgID, s, ok, want
}

// boardSum fingerprints what a board shows: its message and the scene
// its picture is drawn from. An edit is sent only when it changes.
func boardSum(m discord.Message, s takenScene) uint64 {
	return fingerprint(m) ^ s.sum*0x9e3779b97f4a7c15
}

// afterChange runs after anything changed a table: it tells the parts
// (news.go), and frees the memory of a table that is done.
func (b *tableRuntime) afterChange(t *table) {
	tell(b.news.changed, t)
	if t.rec.Phase.Done() {
		b.forget(t)
		tell(b.news.ended, t)
	}
}
