package commands_test

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"html"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
)

// -transcripts plays whole games and keeps what each person saw in
// testdata/transcripts, one file per game, to be read by a person (with
// -short too, only the first rounds, as CI plays them):
//
//	go test ./commands -run TestTranscripts -transcripts
var keepTranscripts = flag.Bool("transcripts", false, "write the transcripts to testdata/transcripts")

// -html DIR also writes each game's transcript as a web page,
// DIR/<game>.html, every message drawn roughly as Discord lays it out
// with its pictures (DIR/<game>/*.png), to review a whole table in a
// browser (headless Chromium can screenshot it):
//
//	go test ./commands -run TestTranscripts -transcripts -html /tmp/tables
var htmlDir = flag.String("html", "", "also write the transcripts as web pages into this folder")

// transcript records what each person sees, in order: the channel's
// messages and each player's private ones, every time one appears or
// changes, and what each player pressed.
type transcript struct {
	h     *bottest.Harness
	users []*discordtest.User
	names *strings.Replacer
	shown map[string]string // message id: text last written
	sizes []messageSize     // every state written, in order
	b     strings.Builder

	// The web page, with -html: its body and the pictures it shows,
	// by file name.
	page strings.Builder
	pics map[string][]byte
}

const everyone = "#games, seen by everyone"

func newTranscript(h *bottest.Harness, users []*discordtest.User) *transcript {
	var pairs []string
	for _, u := range users {
		pairs = append(pairs, "<@"+u.ID+">", "@"+u.Name)
	}
	return &transcript{h: h, users: users, names: strings.NewReplacer(pairs...), shown: map[string]string{}}
}

func (tr *transcript) say(format string, args ...any) {
	fmt.Fprintf(&tr.b, format+"\n", args...)
	if tr.pics != nil {
		fmt.Fprintf(&tr.page, `<div class="act">%s</div>`, html.EscapeString(fmt.Sprintf(format, args...)))
	}
}

// drawHTML adds a message's state to the web page, keeping the pictures
// it carries now (a later edit may replace them).
func (tr *transcript) drawHTML(where, how string, m *discordgo.Message) {
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
func (tr *transcript) name(id string) string {
	for _, u := range tr.users {
		if u.ID == id {
			return u.Name
		}
	}
	return id
}

// writeHTML writes the web page as dir/slug.html, its pictures in
// dir/slug/.
func (tr *transcript) writeHTML(dir, slug, title string) error {
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

// look waits for the table to settle (board edits, pings and live hands
// follow a move by a moment), then writes every message that is new or
// changed since the last look.
func (tr *transcript) look() {
	// Settled is unchanged for 100 ms: a picture follows its message by
	// the time a drawing takes, longer on a busy machine, and a state
	// written before it came would count the whole text view a message
	// shows only until its picture is there.
	var now []string
	for still, tries := 0, 0; still < 10 && tries < 150; tries++ {
		time.Sleep(10 * time.Millisecond)
		next := tr.snapshot()
		if strings.Join(next, "\x00") == strings.Join(now, "\x00") {
			still++
			continue
		}
		still, now = 0, next
	}
	write := func(where string, m *discordgo.Message) {
		text := tr.names.Replace(seen(m))
		old, seen := tr.shown[m.ID]
		if old == text {
			return
		}
		tr.shown[m.ID] = text
		tr.sizes = append(tr.sizes, messageSize{public: where == everyone, chars: readChars(m)})
		how := "new"
		if seen {
			how = "changed"
		}
		fmt.Fprintf(&tr.b, "  ┌─ %s (%s message %s)\n%s\n  └─\n", where, how, m.ID[len(m.ID)-4:], indent(text))
		if tr.pics != nil {
			tr.drawHTML(where, how, m)
		}
	}
	for _, m := range tr.h.Srv.Messages(tr.h.Channel) {
		write(everyone, m)
	}
	for _, u := range tr.users {
		for _, m := range tr.h.Srv.Ephemerals(u) {
			write("only "+u.Name+" sees", m)
		}
	}
}

func (tr *transcript) snapshot() []string {
	var out []string
	for _, m := range tr.h.Srv.Messages(tr.h.Channel) {
		out = append(out, m.ID+seen(m))
	}
	for _, u := range tr.users {
		for _, m := range tr.h.Srv.Ephemerals(u) {
			out = append(out, m.ID+seen(m))
		}
	}
	return out
}

// seen is what a message shows: its text, and a line for the picture
// under it (a picture follows its message by a moment, so a message may
// be written once without it and changed when it comes).
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

// turn has u open their hand from the board and make one acceptable
// choice at random, as PlayOnce does, saying what was pressed.
func (tr *transcript) turn(u *discordtest.User) bool {
	h := tr.h
	board := h.Board()
	id, ok := discordtest.FindButton(board, "Hand")
	if !ok {
		return false
	}
	tr.say("%s presses [Hand] on the board", u.Name)
	hand := h.Srv.ForgeClick(u, board, id).Message()
	cs := bottest.Choices(hand)
	h.Rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	for _, c := range cs {
		var after *discordgo.Message
		if c.Multi {
			tr.say("%s picks several in %q", u.Name, selectName(hand, c.CustomID))
			after = h.AnswerMulti(u, hand, c.CustomID)
		} else {
			tr.say("%s picks %q", u.Name, choiceName(hand, c))
			after = h.Answer(u, hand, c)
		}
		text := discordtest.Text(after)
		if !strings.Contains(text, "⚠") && !strings.Contains(text, "no longer open") {
			return true
		}
		tr.say("  (refused: %s)", tr.names.Replace(warning(text)))
		hand = after
	}
	if len(cs) == 0 {
		tr.say("  (%s has nothing to answer)", u.Name)
	}
	return false
}

func choiceName(m *discordgo.Message, c bottest.Choice) string {
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

// TestTranscripts plays every game through the fake Discord as several
// people and writes down what each of them saw: a few rounds each, or
// whole games with -transcripts.
func TestTranscripts(t *testing.T) {
	t.Parallel()
	// CI plays a few rounds of each game; whole games, to read, only when
	// the transcripts are kept.
	rounds := 6
	if *keepTranscripts && !testing.Short() {
		rounds = 200
	}
	dir := t.TempDir()
	if *keepTranscripts {
		dir = filepath.Join("testdata", "transcripts")
		require.NoError(t, os.MkdirAll(dir, 0o755))
	}
	for _, g := range games.All() {
		info := g.Info()
		t.Run(info.Slug, func(t *testing.T) {
			t.Parallel()
			tr := playTranscript(t, info, rounds, 0)
			path := filepath.Join(dir, info.Slug+".txt")
			require.NoError(t, os.WriteFile(path, []byte(tr.b.String()), 0o644))
			if *htmlDir != "" {
				require.NoError(t, tr.writeHTML(*htmlDir, info.Slug, info.Name+", as each player saw it"))
			}
		})
	}
}

// playTranscript plays a game of info's through the fake Discord as two
// people (three where the game seats more), for at most rounds rounds,
// writing down what each of them saw. seed picks the deal and the
// players' choices.
func playTranscript(t *testing.T, info games.Info, rounds int, seed int64) *transcript {
	h := newHarness(t)
	if seed != 0 {
		h.Rng = rand.New(rand.NewPCG(uint64(seed), 2))
	}
	users := []*discordtest.User{h.Srv.User("ann"), h.Srv.User("bob")}
	if info.MaxSeats > 2 {
		users = append(users, h.Srv.User("cat"))
	}
	tr := newTranscript(h, users)
	if *htmlDir != "" {
		tr.pics = map[string][]byte{}
	}
	tr.say("# %s, played by %d people through the fake Discord\n", info.Name, len(users))
	tr.say("ann types /play game:%s", info.Slug)
	h.Srv.Command(users[0], h.Channel, "play", discordtest.Opt("game", info.Slug)).Message() // the notice, once the lobby is up
	tr.look()
	lobby := h.Board()
	for _, u := range users[1:] {
		tr.say("%s presses [Join]", u.Name)
		lobby = h.Click(u, lobby, "Join").Message()
		tr.look()
	}
	tr.say("ann presses [Start]")
	h.Click(users[0], lobby, "Start").Message()
	tr.look()
	over := false
	for round := 0; round < rounds && !over; round++ {
		for _, u := range users {
			if _, ok := discordtest.FindButton(h.Board(), "Hand"); !ok {
				over = true
				break
			}
			if tr.turn(u) {
				tr.look()
			}
		}
	}
	if !over {
		tr.say("\n(stopped after %d rounds)", rounds)
	}
	require.Empty(t, h.Srv.Violations(), "Discord would have refused something the bot sent")
	return tr
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
