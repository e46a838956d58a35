package bot

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"runtime/debug"
	"slices"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// The pictures' file names, which the messages refer to.
const (
	boardPicture = "board.png"
	handPicture  = "hand.png"
)

// altTextMax is the most alt text Discord keeps with a media item.
const altTextMax = 1024

// A table's pictures are drawn from its scenes (games.Scener): the board
// from the public scene alone, a hand from its seat's scene. The scene is
// taken on the table's loop and drawn off the loop, so
// no move waits on a drawing; the text stays beside the picture, for
// screen readers and notifications, and is all that shows when a game
// draws no scene or its picture fails to draw.

// takenScene is a scene taken on the table's loop: plain data to draw later.
type takenScene struct {
	data  []byte   // the scene as JSON, a copy that shares nothing with the game
	names []string // the seats' names, for the seat references in its strings
	sum   uint64   // fingerprint of both: the same sum draws the same picture
	// pr is how soon the picture is wanted: a board's, or the hand of a
	// seat the game waits on, before the hands of seats that wait.
	pr pace.Priority
	// alt says the scene in words, the picture's alt text: what a
	// screen reader reads in its place.
	alt string
	// lang is the language of the picture's own words (nil: English);
	// the sum covers it, so a picture drawn for one reader's language is
	// never served to a reader of another.
	lang *lang.Lang
}

func (s takenScene) ok() bool { return s.data != nil }

// takeScene takes seat's scene of t (-1: the board); on t's loop. A game
// without scenes, or whose scene panics, gets none: its messages show
// their text alone, and the panic is logged.
func (b *outbox) takeScene(t *table, seat int) takenScene { return b.takeSceneIn(t, seat, nil) }

// takeSceneIn is takeScene for a reader of l: the scene as the game says
// it in l, the picture's own words and its alt text in l.
func (b *outbox) takeSceneIn(t *table, seat int, l *lang.Lang) (s takenScene) {
	sc, ok := games.In(t.state, langOr(l)).(games.Scener)
	if !ok {
		return takenScene{}
	}
	defer func() {
		if r := recover(); r != nil {
			b.log.Error("scene panicked", "table", t.rec.ID, "game", t.rec.Game, "seat", seat, "panic", r, "stack", string(debug.Stack()))
			s = takenScene{}
		}
	}()
	scene := sc.Scene(seat)
	if seat >= 0 {
		scene = scene.CardsOnly()
	}
	data, err := json.Marshal(scene)
	if err != nil {
		b.log.Error("scene", "table", t.rec.ID, "game", t.rec.Game, "seat", seat, "err", err)
		return takenScene{}
	}
	names := pictureNames(t.rec, l)
	pr := pace.Urgent
	if seat >= 0 && !slices.Contains(games.Waiting(t.state.Prompts()), seat) {
		pr = pace.Routine
	}
	alt := draw.AltTextIn(l, scene, func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		return games.SeatName(seat)
	}, altTextMax)
	return newTakenScene(data, names, l, pr, alt)
}

// pictureNames are the seats' names a picture of rec draws: a CPU seat
// with its level, as the lobby lists it (the pictured board's text
// leaves the seats to the picture), the level in l.
func pictureNames(rec *storage.Table, l *lang.Lang) []string {
	names := make([]string, len(rec.Seats))
	for i, st := range rec.Seats {
		names[i] = st.Name
		if st.CPU {
			names[i] += " · " + render.LevelName(l, st.CPULevel())
		}
	}
	return names
}

// langOr is l, English when nil.
func langOr(l *lang.Lang) *lang.Lang {
	if l == nil {
		return lang.Get(lang.English)
	}
	return l
}

// newTakenScene is a scene's data taken to be drawn with names, its own
// words in l. Its sum covers the data, the names and l's tag, so two
// taken scenes of one sum draw the same picture (drawn.go).
func newTakenScene(data []byte, names []string, l *lang.Lang, pr pace.Priority, alt string) takenScene {
	h := fnv.New64a()
	h.Write(data)
	for _, n := range names {
		h.Write([]byte{0})
		h.Write([]byte(n))
	}
	h.Write([]byte{1})
	h.Write([]byte(langOr(l).Tag()))
	return takenScene{data: data, names: names, sum: h.Sum64(), pr: pr, alt: alt, lang: l}
}

// errNoSlot is why a picture was not drawn when no drawing slot came
// in the time it could wait: the drawing queue is congested.
var errNoSlot = errors.New("no drawing slot in time")

// drawWanted draws s as PNG, with no lock held, once a drawing slot is
// free. It waits for the slot at most within (0: as long as it takes),
// and is not drawn when none came (errNoSlot), nor when wanted (nil:
// always), asked once the slot is held, says no (errUnwanted). A picture
// that fails to draw (an error or a panic) is logged and reported with
// its error.
func (b *outbox) drawWanted(s takenScene, tableID string, within time.Duration, wanted func() bool) (png []byte, sum uint64, err error) {
	if png, sum, ok := b.drawn.get(s.sum); ok {
		return png, sum, nil // drawn lately: no slot, no work
	}
	if !drawing.AcquireWithin(s.pr, within) {
		return nil, 0, errNoSlot
	}
	if wanted != nil && !wanted() {
		drawing.Release(0)
		return nil, 0, errUnwanted
	}
	began := time.Now()
	defer func() { drawing.Release(time.Since(began)) }()
	defer b.cfg.Metrics.Drew(time.Now())
	defer func() {
		if r := recover(); r != nil {
			b.log.Error("drawing panicked", "table", tableID, "panic", r, "stack", string(debug.Stack()))
			png, sum, err = nil, 0, fmt.Errorf("drawing panicked: %v", r)
		}
	}()
	var sc games.Scene
	if err := json.Unmarshal(s.data, &sc); err != nil {
		b.log.Error("drawing", "table", tableID, "err", err)
		return nil, 0, err
	}
	png, err = draw.BytesIn(s.lang, sc, func(seat int) string {
		if seat >= 0 && seat < len(s.names) {
			return s.names[seat]
		}
		return games.SeatName(seat)
	})
	if err != nil {
		b.log.Error("drawing", "table", tableID, "err", err)
		return nil, 0, err
	}
	h := fnv.New64a()
	h.Write(png)
	b.drawn.put(s.sum, png, h.Sum64())
	return png, h.Sum64(), nil
}

// pictures is what a table's messages carry. It has its own lock, as
// pictures are drawn and sent off the table's loop.
type pictures struct {
	mu    mutex
	board messagePicture
	// refused is when Discord last refused a board with its picture: the
	// board goes without one for a while rather than being sent twice
	// per edit.
	refused time.Time
}

// messagePicture is the picture a message carries: the fingerprint of
// the scene it was drawn from and a hash of its PNG; zero when it
// carries none.
type messagePicture struct {
	msgID      string
	scene, png uint64
}

// on reports whether message msgID carries this picture.
func (c messagePicture) on(msgID string) bool { return msgID != "" && c.msgID == msgID && c.png != 0 }

// refusedFor is how long a board goes without its picture after
// Discord refused it.
const refusedFor = 10 * time.Minute

// lastBoard is the picture the board carries, and whether a picture may
// be sent with it.
func (p *pictures) lastBoard() (messagePicture, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.board, time.Since(p.refused) > refusedFor
}

// setBoard records what the board carries; refused says Discord refused
// its picture.
func (p *pictures) setBoard(c messagePicture, refused bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.board = c
	if refused {
		p.refused = time.Now()
	}
}

// canShow reports whether m has a place for a picture: a pictured V2
// message's gallery, or a classic message's embed.
func canShow(m discord.Message) bool { return m.Plain != nil || (!m.V2 && len(m.Embeds) > 0) }

// show puts the picture of s, the file name, on m: in its gallery with
// the scene's alt text, or as the image of its first embed. It reports
// whether m had a place for it. m's parts are copied: m may share them
// with a message already sent.
func show(m *discord.Message, name string, s takenScene) bool {
	if m.Plain != nil {
		out, ok := render.WithPicture(*m, discord.Ref(name), s.alt)
		if ok {
			*m = out
		}
		return ok
	}
	if m.V2 || len(m.Embeds) == 0 {
		return false
	}
	e := *m.Embeds[0]
	e.Image = &discordgo.MessageEmbedImage{URL: discord.Ref(name)}
	m.Embeds = append([]*discordgo.MessageEmbed{&e}, m.Embeds[1:]...)
	return true
}

// plainOf is m as it goes without a picture: its Plain view (the whole
// text), or a classic message's embed without its image. The files m
// brings or drops go with it.
func plainOf(m discord.Message) discord.Message {
	if m.Plain != nil {
		p := *m.Plain
		p.Files, p.ClearFiles = m.Files, m.ClearFiles
		return p
	}
	if !m.V2 && len(m.Embeds) > 0 {
		e := *m.Embeds[0]
		e.Image = nil
		m.Embeds = append([]*discordgo.MessageEmbed{&e}, m.Embeds[1:]...)
	}
	return m
}

// pictureWanted puts s's picture on m, which replaces message msgID (""
// for a new message) that carries last. It is drawn with no lock held,
// waiting for a drawing slot at most within (0: as long as it takes); it
// goes up only when it differs from the picture the message carries,
// which stays otherwise; one that fails to draw, or finds no slot
// (errNoSlot), leaves the text alone. When wanted says no once the slot
// came (drawWanted), m is left as it was, not to be sent (errUnwanted).
// It returns what the message carries once m is sent, and why it goes
// without a picture, if it does.
func (b *outbox) pictureWanted(tableID string, m *discord.Message, name string, s takenScene, msgID string, last messagePicture, within time.Duration, wanted func() bool) (now messagePicture, err error) {
	none := messagePicture{msgID: msgID}
	if !s.ok() || !canShow(*m) {
		*m = plainOf(*m)
		m.ClearFiles = msgID != ""
		return none, nil
	}
	kept := last.on(msgID)
	if kept && last.scene == s.sum {
		show(m, name, s)
		return last, nil
	}
	png, sum, err := b.drawWanted(s, tableID, within, wanted)
	if errors.Is(err, errUnwanted) {
		return none, err
	}
	if err != nil {
		*m = plainOf(*m)
		m.ClearFiles = msgID != ""
		return none, err
	}
	show(m, name, s)
	if !kept || last.png != sum {
		m.Files = []discord.File{{Name: name, ContentType: "image/png", Data: png}}
	}
	return messagePicture{msgID: msgID, scene: s.sum, png: sum}, nil
}

// orText sends m with send; if Discord refuses a message that uploads a
// picture (the bot may lack the Attach Files permission), it is logged
// and m goes again with its text alone: a picture never holds the game
// back. It reports whether m went with its picture.
func (b *outbox) orText(tableID string, m discord.Message, send func(discord.Message) error) (pictured bool, err error) {
	err = send(m)
	var rest *discordgo.RESTError
	refused := errors.As(err, &rest) && rest.Response != nil && rest.Response.StatusCode/100 == 4
	if len(m.Files) == 0 || !refused {
		return err == nil, err
	}
	b.log.Warn("sending a picture", "table", tableID, "err", err)
	m = plainOf(m)
	m.Files, m.ClearFiles = nil, true
	return false, send(m)
}

// repaced is send for a request the bot makes on its own, whose first
// slot at the pacer the caller took: each call after the first (the text
// alone, when Discord refused the picture) waits for a slot of its own.
func (b *outbox) repaced(pr pace.Priority, guild string, send func(discord.Message) error) func(discord.Message) error {
	first := true
	return func(m discord.Message) error {
		if !first && !b.pace.Wait(pr, guild, b.stop) {
			return errClosing
		}
		first = false
		return send(m)
	}
}

// editBoard edits the board message with m and the picture of the
// public scene s. It runs in the board's edit loop, one at a time per
// table, off the table's loop, once the loop took a slot at the
// pacer for guild. When wanted (nil: always) says no once a drawing slot
// came, the board changed while its picture waited: nothing is drawn or
// sent (errUnwanted), and the loop renders the board again for the same
// pacer slot.
func (b *outbox) editBoard(t *table, tableID, guild string, m discord.Message, channel, msgID string, s takenScene, wanted func() bool) error {
	last, allowed := t.pics.lastBoard()
	if !allowed {
		s = takenScene{}
	}
	now, err := b.pictureWanted(tableID, &m, boardPicture, s, msgID, last, 0, wanted)
	if errors.Is(err, errUnwanted) {
		return err
	}
	pictured, err := b.orText(tableID, m, b.repaced(pace.Routine, guild, func(m discord.Message) error {
		_, err := b.session.ChannelMessageEditComplex(m.Edit(channel, msgID))
		return err
	}))
	if err != nil {
		b.log.Warn("editing board", "table", tableID, "err", err)
	}
	if !pictured {
		now = messagePicture{} // none, or unknown: the next edit draws it again
	}
	t.pics.setBoard(now, err == nil && !pictured && len(m.Files) > 0)
	return err
}

// postBoard posts the board m anew with the picture of the public scene
// s, and remembers in pics what the new message carries. The caller took
// an urgent slot at the pacer for guild.
func (b *outbox) postBoard(pics *pictures, tableID, guild, channel string, m discord.Message, s takenScene) (*discordgo.Message, error) {
	if _, allowed := pics.lastBoard(); !allowed {
		s = takenScene{}
	}
	drawn, _ := b.picture(tableID, &m, boardPicture, s, "", messagePicture{}, 0)
	var msg *discordgo.Message
	pictured, err := b.orText(tableID, m, b.repaced(pace.Urgent, guild, func(m discord.Message) (err error) {
		msg, err = b.session.ChannelMessageSendComplex(channel, m.Send())
		return err
	}))
	if err != nil {
		return nil, err
	}
	refused := !pictured && len(m.Files) > 0
	if !pictured {
		drawn = messagePicture{}
	}
	drawn.msgID = msg.ID
	pics.setBoard(drawn, refused)
	return msg, nil
}
