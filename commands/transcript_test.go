package commands_test

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"html"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
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
	// labels name the messages ("m1", in the order they are first
	// written) and the tables ("t1") in place of their ids, which differ
	// from run to run: two runs of the same code read the same.
	labels map[string]string
	tables int
	sizes  []messageSize // every state written, in order
	b      strings.Builder

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
	return &transcript{h: h, users: users, names: strings.NewReplacer(pairs...), shown: map[string]string{}, labels: map[string]string{}}
}

// label is the name a message id has in the transcript, given in the
// order the ids are met.
func (tr *transcript) label(id string) string {
	if l, ok := tr.labels[id]; ok {
		return l
	}
	l := fmt.Sprintf("m%d", len(tr.labels)-tr.tables+1)
	tr.labels[id] = l
	return l
}

// table names a table id in the transcript ("t1" for the first).
func (tr *transcript) table(id string) {
	if _, ok := tr.labels[id]; !ok {
		tr.tables++
		tr.labels[id] = fmt.Sprintf("t%d", tr.tables)
	}
}

// snowflake is an id in a message's text: a link to a message. The
// guild's and channel's ids are the same in every run.
var snowflake = regexp.MustCompile(`/[0-9]{17,20}\b`)

// text is a message's text as the transcript writes it: the players'
// names for their mentions, the labels of message and table ids.
func (tr *transcript) text(m *discordgo.Message) string {
	text := tr.names.Replace(seen(m))
	for id, l := range tr.labels {
		if !strings.HasPrefix(l, "m") {
			text = strings.ReplaceAll(text, "table "+id, "table "+l)
		}
	}
	return snowflake.ReplaceAllStringFunc(text, func(s string) string {
		if s[1:] == tr.h.Channel || s[1:] == tr.h.Srv.GuildID {
			return s
		}
		return "/" + tr.label(s[1:])
	})
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
	fmt.Fprintf(&tr.page, `<div class="where">%s (%s message %s)</div>`, html.EscapeString(where), how, tr.label(m.ID))
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

// look waits for the table to settle (board edits, pings, live hands and
// pictures follow a move by a moment: the bot is busy until they have
// all landed), then writes every message that is new or changed since
// the last look. Waiting for the bot, not for a quiet moment, makes two
// runs write the same.
func (tr *transcript) look() {
	tr.h.Settle()
	write := func(where string, m *discordgo.Message) {
		label := tr.label(m.ID)
		text := tr.text(m)
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
		fmt.Fprintf(&tr.b, "  ┌─ %s (%s message %s)\n%s\n  └─\n", where, how, label, indent(text))
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
// players' choices: the same seed plays the same game.
func playTranscript(t *testing.T, info games.Info, rounds int, seed int64) *transcript {
	h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(uint64(seed))}, commands.New)
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
	tr.table(bottest.TableID(t, h.Board()))
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
