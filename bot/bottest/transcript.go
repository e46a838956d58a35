package bottest

import (
	"crypto/sha256"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
)

// Transcript records what each person sees, in order: the channel's
// messages and each player's private ones, every time one appears or
// changes, and what each player pressed. The transcript test writes it
// as text to be read by a person; with a web page it also draws every
// message roughly as Discord lays it out (discordtest.HTML), which the
// transcript test (-html) and cmd/gallery (-html) write.
type Transcript struct {
	h     *Harness
	users []*discordtest.User
	names *strings.Replacer
	shown map[string]string // message id: text last written
	// labels name the messages ("m1", in the order they are first
	// written) and the tables ("t1") in place of their ids, which differ
	// from run to run: two runs of the same code read the same.
	labels map[string]string
	tables int
	b      strings.Builder

	// Wrote, when set, is told of every state of a message written: where
	// is who sees it (Everyone, or "only ann sees").
	Wrote func(where string, m *discordgo.Message)

	// The web page: its body and the pictures it shows, by file name
	// (nil: no page).
	page strings.Builder
	pics map[string][]byte
}

// Everyone is where a channel message is seen.
const Everyone = "#games, seen by everyone"

// NewTranscript records what users see of h's channel; web keeps a web
// page of it too.
func NewTranscript(h *Harness, users []*discordtest.User, web bool) *Transcript {
	var pairs []string
	for _, u := range users {
		pairs = append(pairs, "<@"+u.ID+">", "@"+u.Name)
	}
	tr := &Transcript{h: h, users: users, names: strings.NewReplacer(pairs...), shown: map[string]string{}, labels: map[string]string{}}
	if web {
		tr.pics = map[string][]byte{}
	}
	return tr
}

// String is the transcript as text.
func (tr *Transcript) String() string { return tr.b.String() }

// Say writes a line of what happens (who pressed what).
func (tr *Transcript) Say(format string, args ...any) {
	fmt.Fprintf(&tr.b, format+"\n", args...)
	if tr.pics != nil {
		fmt.Fprintf(&tr.page, `<div class="act">%s</div>`, html.EscapeString(fmt.Sprintf(format, args...)))
	}
}

// drawHTML adds a message's state to the web page, keeping the pictures
// it carries now (a later edit may replace them).
func (tr *Transcript) drawHTML(where, how string, m *discordgo.Message) {
	fmt.Fprintf(&tr.page, `<div class="where">%s (%s message %s)</div>`, html.EscapeString(where), how, m.ID[len(m.ID)-4:])
	tr.page.WriteString(discordtest.HTML(m, func(name string) string {
		data := tr.h.Srv.Attachment(m.ID, name)
		if data == nil {
			return ""
		}
		file := fmt.Sprintf("%x.png", sha256.Sum256(data))[:16] + "-" + name // the same picture once
		tr.pics[file] = data
		return file
	}, tr.name))
}

// name is the user name of a user id, for mentions.
func (tr *Transcript) name(id string) string {
	for _, u := range tr.users {
		if u.ID == id {
			return u.Name
		}
	}
	return id
}

// WriteHTML writes the web page as dir/slug.html, its pictures in
// dir/slug/.
func (tr *Transcript) WriteHTML(dir, slug, title string) error {
	if err := os.MkdirAll(filepath.Join(dir, slug), 0o755); err != nil {
		return err
	}
	for file, data := range tr.pics {
		if err := os.WriteFile(filepath.Join(dir, slug, file), data, 0o644); err != nil {
			return err
		}
	}
	body := strings.ReplaceAll(tr.page.String(), `src="`, `src="`+slug+`/`)
	return os.WriteFile(filepath.Join(dir, slug+".html"), []byte(discordtest.HTMLPage(title, body)), 0o644)
}

// Look waits for the table to settle (board edits, pings and live hands
// follow a move by a moment: the bot is busy until they have all
// landed), then writes every message that is new or changed since
// the last look. Waiting for the bot, not for a quiet moment, makes two
// runs write the same.
func (tr *Transcript) Look() {
	tr.h.Settle()
	write := func(where string, m *discordgo.Message) {
		label := tr.label(m.ID)
		text := tr.text(m)
		old, seen := tr.shown[m.ID]
		if old == text {
			return
		}
		tr.shown[m.ID] = text
		if tr.Wrote != nil {
			tr.Wrote(where, m)
		}
		how := "new"
		if seen {
			how = "changed"
		}
		fmt.Fprintf(&tr.b, "  ┌─ %s (%s message %s)\n%s\n  └─\n", where, how, label, indent(text))
		if tr.pics != nil {
			tr.drawHTML(where, how, m)
		}
	}
	for _, m := range tr.h.Srv.Messages(tr.h.Channel) {
		write(Everyone, m)
	}
	for _, u := range tr.users {
		for _, m := range tr.h.Srv.Ephemerals(u) {
			write("only "+u.Name+" sees", m)
		}
	}
}

// label is the name a message id has in the transcript, given in the
// order the ids are met.
func (tr *Transcript) label(id string) string {
	if l, ok := tr.labels[id]; ok {
		return l
	}
	l := fmt.Sprintf("m%d", len(tr.labels)-tr.tables+1)
	tr.labels[id] = l
	return l
}

// table names a table id in the transcript ("t1" for the first).
func (tr *Transcript) table(id string) {
	if _, ok := tr.labels[id]; !ok {
		tr.tables++
		tr.labels[id] = fmt.Sprintf("t%d", tr.tables)
	}
}

// snowflake is an id in a message's text: a link to a message. The
// guild's and channel's ids are the same in every run.
var snowflake = regexp.MustCompile(`/[0-9]{17,20}\b`)

// timestamp is a time Discord shows in the reader's zone, <t:unix:R>:
// the moment a game ended, which no two runs share.
var timestamp = regexp.MustCompile(`<t:[0-9]+(:[a-zA-Z])?>`)

// text is a message's text as the transcript writes it: the players'
// names for their mentions, the labels of message and table ids, and
// no times.
func (tr *Transcript) text(m *discordgo.Message) string {
	text := tr.names.Replace(seen(m))
	for id, l := range tr.labels {
		if !strings.HasPrefix(l, "m") {
			// a table's random id, in whatever words name it ("table",
			// "Tisch", "mesa")
			text = strings.ReplaceAll(text, id, l)
		}
	}
	text = timestamp.ReplaceAllString(text, "<t:…$1>")
	return snowflake.ReplaceAllStringFunc(text, func(s string) string {
		if s[1:] == tr.h.Channel || s[1:] == tr.h.Srv.GuildID {
			return s
		}
		return "/" + tr.label(s[1:])
	})
}

// seen is what a message shows: its text, and a line for the picture
// under it (a picture that found the drawing queue congested follows its
// message by a moment, so a message may be written once without it and
// changed when it comes).
func seen(m *discordgo.Message) string {
	text := discordtest.Text(m)
	if len(m.Embeds) > 0 && m.Embeds[0].Image != nil {
		text += "\n[picture: " + strings.TrimPrefix(m.Embeds[0].Image.URL, "attachment://") + "]"
	}
	return text
}

func indent(s string) string {
	return "  │ " + strings.ReplaceAll(s, "\n", "\n  │ ")
}

// Turn has u open their hand from the board and make one acceptable
// choice at random, as PlayOnce does, saying what was pressed.
func (tr *Transcript) Turn(u *discordtest.User) bool {
	h := tr.h
	board := h.Board()
	id, ok := discordtest.FindButton(board, h.Label("Hand"))
	if !ok {
		return false
	}
	tr.Say("%s presses [%s] on the board", u.Name, h.Label("Hand"))
	hand := h.Srv.ForgeClick(u, board, id).Message()
	cs := Choices(hand)
	h.Rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	for _, c := range cs {
		var after *discordgo.Message
		if c.Multi {
			tr.Say("%s picks several in %q", u.Name, selectName(hand, c.CustomID))
			after = h.AnswerMulti(u, hand, c.CustomID)
		} else {
			tr.Say("%s picks %q", u.Name, choiceName(hand, c))
			after = h.Answer(u, hand, c)
		}
		text := discordtest.Text(after)
		if !strings.Contains(text, "⚠") && !strings.Contains(text, "no longer open") {
			return true
		}
		tr.Say("  (refused: %s)", tr.names.Replace(warning(text)))
		hand = after
	}
	if len(cs) == 0 {
		tr.Say("  (%s has nothing to answer)", u.Name)
	}
	return false
}

func choiceName(m *discordgo.Message, c Choice) string {
	if c.Value == "" {
		for _, b := range discordtest.Buttons(m) {
			if b.CustomID == c.CustomID {
				return "[" + b.Label + "]"
			}
		}
	}
	for _, s := range discordtest.Selects(m) {
		if s.CustomID == c.CustomID {
			for _, o := range s.Options {
				if o.Value == c.Value {
					return s.Placeholder + " → " + o.Label
				}
			}
		}
	}
	return c.CustomID
}

func selectName(m *discordgo.Message, id string) string {
	if s, ok := discordtest.FindSelect(m, id); ok {
		return s.Placeholder
	}
	return id
}

// warning is the line of a hand that says why an answer was refused.
func warning(text string) string {
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "⚠") || strings.Contains(line, "no longer open") {
			return line
		}
	}
	return "?"
}

// PlayTranscript plays a game of info's through the fake Discord as two
// people (three where the game seats more), for at most rounds rounds,
// writing down what each of them saw; h.Rng picks their choices (a game
// not over by then, ann ends). Then they look back on it: the Log, the
// server's /history and the game's replay, a few steps of it. wrote, if
// not nil, is the transcript's Wrote.
func PlayTranscript(h *Harness, info games.Info, rounds int, web bool, wrote func(where string, m *discordgo.Message)) *Transcript {
	t := h.T
	users := []*discordtest.User{h.Srv.User("ann"), h.Srv.User("bob")}
	if info.MaxSeats > 2 {
		users = append(users, h.Srv.User("cat"))
	}
	tr := NewTranscript(h, users, web)
	tr.Wrote = wrote
	tr.Say("# %s, played by %d people through the fake Discord\n", info.Name, len(users))
	tr.Say("ann types /play game:%s", info.Slug)
	h.Srv.Command(users[0], h.Channel, "play", discordtest.Opt("game", info.Slug)).Message() // the notice, once the lobby is up
	tr.table(TableID(t, h.Board()))
	tr.Look()
	lobby := h.Board()
	for _, u := range users[1:] {
		tr.Say("%s presses [%s]", u.Name, h.Label("Join"))
		lobby = h.Click(u, lobby, "Join").Message()
		tr.Look()
	}
	tr.Say("ann presses [%s]", h.Label("Start"))
	h.Click(users[0], lobby, "Start").Message()
	tr.Look()
	over := false
	for round := 0; round < rounds && !over; round++ {
		for _, u := range users {
			if _, ok := discordtest.FindButton(h.Board(), h.Label("Hand")); !ok {
				over = true
				break
			}
			if tr.Turn(u) {
				tr.Look()
			}
		}
	}
	if _, playing := discordtest.FindButton(h.Board(), h.Label("Hand")); playing {
		// A game ended early is in /history and replays as far as it
		// went: the look back shows every kind of message either way.
		tr.Say("\n(stopped after %d rounds: ann ends the game)", rounds)
		tr.Say("ann types /end")
		ask := h.Srv.Command(users[0], h.Channel, "end").Message()
		tr.Look()
		// The last move may have ended it meanwhile: then /end says so.
		if id, ok := discordtest.FindButton(ask, h.Label("End the game")); ok {
			tr.Say("ann presses [%s]", h.Label("End the game"))
			h.Srv.Click(users[0], ask, id).Message()
			tr.Look()
		}
	}
	tr.lookBack(users)
	require.Empty(t, h.Srv.Violations(), "Discord would have refused something the bot sent")
	return tr
}
