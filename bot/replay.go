package bot

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Refusals of the replay.
var (
	errNotYourReplay = discord.Refuse(discord.NotYours, "This replay belongs to someone else. Open your own from `/history`.")
	errPruned        = discord.Refuse(discord.Missing, "This game's moves are no longer kept: the server's retention pruned the finished table. Its result stays in `/history` and in the ratings.")
	errNoReplay      = discord.Refuse(discord.Missing, "There is no finished game of this server to replay by that name.")
	errNoLongerPlays = discord.Refuse(discord.Failed, "This game no longer replays: its rules have changed since it was played.")
)

// replayPicture is the file name of a replay step's picture.
const replayPicture = "replay.png"

// openReplay answers the history's select: the picked game's replay from
// the deal.
func (b *Bot) openReplay(c *discord.Context, values []string) error {
	if len(values) != 1 {
		return discord.ErrForged
	}
	return b.showReplay(c, values[0], 0)
}

// replayClick steps a replay: only its owner may, since the buttons of
// an ephemeral travel with ids anyone could send. A stranger is told so
// at once, without waiting on the owner's answers (inOrder).
func (b *Bot) replayClick(c *discord.Context, tableID, owner, from, nav string) error {
	if c.User.ID != owner {
		return errNotYourReplay
	}
	step, err := strconv.Atoi(from)
	if err != nil || step < 0 {
		return discord.ErrForged
	}
	switch nav {
	case "first":
		step = 0
	case "back":
		step--
	case "next":
		step++
	case "last":
		step = -1 // the end, however long the log is
	default:
		return discord.ErrForged
	}
	return b.inOrder(c, func() error { return b.showReplay(c, tableID, step) })
}

// showReplay shows the finished table tableID after step answers of its
// log (-1: all of them), replayed from the deal: the log and the table's
// seed and options are the whole game.
func (b *Bot) showReplay(c *discord.Context, tableID string, step int) error {
	rec, err := b.store.Table(tableID)
	if errors.Is(err, storage.ErrNotFound) {
		return errPruned
	}
	if err != nil {
		b.log.Error("reading table", "table", tableID, "err", err)
		return errUnreadable
	}
	g, ok := games.Lookup(rec.Game)
	// A game ended early replays as far as it went; a lobby never
	// started has nothing to replay.
	if !ok || rec.GuildID != c.Interaction.GuildID || !rec.Phase.Done() || rec.Snapshot == nil {
		return errNoReplay
	}
	moves, err := b.store.Moves(tableID)
	if err != nil {
		b.log.Error("reading moves", "table", tableID, "err", err)
		return errUnreadable
	}
	if step < 0 || step > len(moves) {
		step = len(moves)
	}
	st, events, err := replayTo(g, rec, moves[:step])
	if err != nil {
		b.log.Error("replaying", "table", tableID, "step", step, "err", err)
		return errNoLongerPlays
	}
	r := render.ReplayStep{Rec: rec, Game: g, State: st, Step: step, Steps: len(moves), Owner: c.User.ID}
	if step > 0 {
		r.Move = &moves[step-1]
		for _, e := range events {
			if !e.Private {
				r.Events = append(r.Events, e.Text)
			}
		}
	}
	m := render.Replay(r)
	if err := c.Reply(m); err != nil {
		return err
	}
	b.pictureReplay(c, rec, st, m)
	return nil
}

// replayTo replays moves on a fresh deal of rec's game, dealt as start
// dealt it, and returns the state with the events of the last move.
func replayTo(g games.Game, rec *storage.Table, moves []storage.Move) (games.State, []games.Event, error) {
	cfg := dealOf(rec)
	answers := make([]games.Answer, len(moves))
	for i, m := range moves {
		answers[i] = games.Answer{Seat: m.Seat, PromptID: m.Prompt, Choices: m.Choices}
	}
	if len(answers) == 0 {
		st, err := games.Replay(g, cfg, nil)
		return st, nil, err
	}
	last := len(answers) - 1
	st, err := games.Replay(g, cfg, answers[:last])
	if err != nil {
		return nil, nil, err
	}
	events, err := st.Apply(answers[last])
	if err != nil {
		return nil, nil, fmt.Errorf("answer %d refused: %w", last, err)
	}
	return st, events, nil
}

// pictureReplay adds the public board's picture to the replay message
// just answered, for games that describe their table as a scene. The
// text went first, so a picture that fails leaves a readable replay.
func (b *Bot) pictureReplay(c *discord.Context, rec *storage.Table, st games.State, m discord.Message) {
	sc, ok := st.(games.Scener)
	if !ok || len(m.Embeds) == 0 {
		return
	}
	png, err := draw.Bytes(sc.Scene(-1), render.SeatNames(rec))
	if err != nil {
		b.log.Warn("drawing replay", "table", rec.ID, "err", err)
		return
	}
	e := *m.Embeds[0]
	e.Image = &discordgo.MessageEmbedImage{URL: "attachment://" + replayPicture}
	embeds := []*discordgo.MessageEmbed{&e}
	none := []*discordgo.MessageAttachment{} // the previous step's picture goes
	_, err = c.Hooks().InteractionResponseEdit(c.Interaction, &discordgo.WebhookEdit{
		Embeds:      &embeds,
		Files:       []*discordgo.File{{Name: replayPicture, ContentType: "image/png", Reader: bytes.NewReader(png)}},
		Attachments: &none,
	})
	if err != nil {
		b.log.Warn("attaching replay picture", "table", rec.ID, "err", err)
	}
}
