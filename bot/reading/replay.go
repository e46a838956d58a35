package reading

import (
	"errors"
	"strconv"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// replayPicture is the file name of a replay step's picture.
const replayPicture = "replay.png"

// openReplay answers the history's select: the picked game's replay from
// the deal.
func (b *Room) openReplay(c *discord.Context, values []string) error {
	if len(values) != 1 {
		return discord.ErrForged
	}
	return b.showReplay(c, values[0], 0, render.ReplayFirst)
}

// replayClick steps a replay: only its owner may, since the buttons of
// an ephemeral travel with ids anyone could send. A stranger is told so
// at once, without waiting on the owner's answers (inOrder). id.Step is
// the moment shown (answers played), id.Nav where to go from there; the
// selects name the moment to jump to in their value.
func (b *Room) replayClick(c *discord.Context, id discord.ReplayID) error {
	if c.User.ID != id.Owner {
		return errNotYourReplay
	}
	at, nav := id.Step, id.Nav
	switch nav {
	case render.ReplayFirst, render.ReplayBack, render.ReplayNext, render.ReplayLast, render.ReplayRoundBack, render.ReplayRoundNext:
	case render.ReplayPart, render.ReplayNear:
		v := c.Values()
		if len(v) != 1 {
			return discord.ErrForged
		}
		var err error
		if at, err = strconv.Atoi(v[0]); err != nil || at < 0 {
			return discord.ErrForged
		}
	default:
		return discord.ErrForged
	}
	// Answers to clicks on one message go out one after the other, so
	// that a quick second click's step cannot be overtaken by the first.
	return b.inOrder(c, func() error {
		return b.showReplay(c, id.Table, at, nav)
	})
}

// showReplay shows the done table tableID at the turn nav leads to from
// the moment at (answers played): its public board, who moved and what
// it did. The game's reading (reading.go) gives the turns and the state.
func (b *Room) showReplay(c *discord.Context, tableID string, at int, nav string) error {
	rec, err := b.store.Table(tableID)
	if errors.Is(err, storage.ErrNotFound) {
		return errPruned
	}
	if err != nil {
		b.log.Error("reading table", "table", tableID, "guild", c.Interaction.GuildID, "err", err)
		return discord.ErrUnreadable
	}
	g, ok := games.Lookup(rec.Game)
	// A game ended early replays as far as it went; a lobby never
	// started has nothing to replay.
	if !ok || rec.GuildID != c.Interaction.GuildID || !rec.Phase.Done() || rec.Snapshot == nil {
		return errNoReplay
	}
	// A game is looked back on from the channel it was played in, as its
	// Log is, or by its players from anywhere in the server: a member
	// must not read a channel they cannot see by naming its game.
	if rec.ChannelID != c.Interaction.ChannelID && rec.SeatOf(c.User.ID) < 0 {
		return errNotSeenHere
	}
	m, pictured, st, err := b.replayStep(c, rec, g, at, nav)
	if err != nil {
		return err
	}
	return c.Reply(b.replayMessage(rec, st, c.Lang(), m, pictured))
}

// replayDrawWait is the longest a replay step waits for a drawing slot.
// A replay holds no table up, so it may wait past the router's deferral
// (the step then comes as an edit of the deferred answer, whole), behind
// the pictures live games wait on: sixteen replay clicks at once take
// their turns for the drawing slots and never every core.
const replayDrawWait = 5 * time.Second

// replayMessage is the replay step of st as it goes to a reader of l:
// pictured, the same step showing the public board's picture with its
// alt text (the scene in words), drawn now, before the answer, so that
// the step arrives as it stays; text, the step without a picture, when
// the game draws no scene, or its picture fails or finds no drawing slot
// within replayDrawWait. The previous step's picture goes either way.
func (b *Room) replayMessage(rec *storage.Table, st games.State, l *lang.Lang, text, pictured discord.Message) discord.Message {
	text.ClearFiles = true
	if len(pictured.Components) == 0 {
		return text
	}
	png, alt, ok := b.pictures.Replay(rec, st, l, replayDrawWait)
	if !ok {
		return text
	}
	m, ok := render.WithPicture(pictured, discord.Ref(replayPicture), alt)
	if !ok {
		return text
	}
	m.Files = []discord.File{{Name: replayPicture, ContentType: "image/png", Data: png}}
	return m
}

// replayStep renders the step nav leads to from the moment at, in text
// (m) and as it shows with its picture (pictured), and the state it
// shows. The game's reading is held only while this runs, and
// let go however it ends: a panic of the game's views must not leave it
// held.
func (b *Room) replayStep(c *discord.Context, rec *storage.Table, g games.Game, at int, nav string) (m, pictured discord.Message, st games.State, err error) {
	r, unlock, err := b.reading(rec, g)
	if err != nil {
		b.log.Error("replaying", "table", rec.ID, "guild", rec.GuildID, "err", err)
		return m, pictured, nil, errNoLongerPlays
	}
	defer unlock()
	turns := r.replayTurns()
	turn := stepTo(turns, turnIn(turns, at), nav)
	if st, err = r.stateAt(b.store, turns[turn].End); err != nil {
		b.log.Error("replaying", "table", rec.ID, "guild", rec.GuildID, "turn", turn, "err", err)
		return m, pictured, nil, errNoLongerPlays
	}
	step := render.ReplayStep{Table: b.tables.View(rec, g.Info()), Game: g, State: st, Turn: turn, Turns: turns, Lines: r.lines, Owner: c.User.ID, Lang: c.Lang()}
	m = render.Replay(step)
	m.ClearFiles = true
	step.Picture = replayPicture
	return m, render.Replay(step), st, nil
}

// stepTo is the turn nav leads to from turn i.
func stepTo(turns []render.ReplayTurn, i int, nav string) int {
	last := len(turns) - 1
	switch nav {
	case render.ReplayFirst:
		return 0
	case render.ReplayBack:
		return max(0, i-1)
	case render.ReplayNext:
		return min(last, i+1)
	case render.ReplayLast:
		return last
	case render.ReplayRoundBack:
		// the first turn of the round before this one's
		round := turns[i].Round
		j := i
		for j > 0 && turns[j].Round == round {
			j--
		}
		for j > 0 && turns[j-1].Round == turns[j].Round {
			j--
		}
		return j
	case render.ReplayRoundNext:
		j := i
		for j < last && turns[j].Round == turns[i].Round {
			j++
		}
		return j
	}
	return i // a jump: the turn at the moment picked
}
