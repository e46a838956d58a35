package commands_test

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
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

// TestTranscripts plays every game through the fake Discord as several
// people and writes down what each of them saw: a few rounds each, or
// whole games with -transcripts.
func TestTranscripts(t *testing.T) {
	t.Parallel()
	rounds, dir := transcriptsTo(t, 6)
	for _, g := range gamesPlayedWhole() {
		info := g.Info()
		t.Run(info.Slug, func(t *testing.T) {
			t.Parallel()
			tr := playTranscript(t, info, rounds, 0)
			path := filepath.Join(dir, info.Slug+".txt")
			require.NoError(t, os.WriteFile(path, []byte(tr.String()), 0o644))
			if *htmlDir != "" {
				require.NoError(t, tr.WriteHTML(*htmlDir, info.Slug, info.Name+", as each player saw it"))
			}
		})
	}
}

// TestTranscriptsInGermanAndPortuguese plays every game as TestTranscripts
// does, its people's Discord and the server in German, then in Brazilian
// Portuguese, and keeps each beside the English one (rummy.de.txt): none
// says a sentence of the English catalog, and none an id. It plays them
// in the pseudo language too (40% longer than English), which it does
// not keep: the fake Discord refuses nothing of it (PlayTranscript
// checks), so the longest language fits Discord's limits.
func TestTranscriptsInGermanAndPortuguese(t *testing.T) {
	t.Parallel()
	if raceEnabled {
		// Under the race detector each game played costs several times
		// its time, and fifteen at once starve the package's other tests
		// past their waits; TestTranscripts plays the same concurrent
		// code, in English.
		t.Skip("the languages play the same concurrent code as TestTranscripts")
	}
	rounds, dir := transcriptsTo(t, 4)
	for _, tag := range append(lang.Translations(), lang.Pseudo) {
		for _, g := range games.All() {
			info := games.InfoIn(g, lang.Get(tag))
			t.Run(info.Slug+"."+tag, func(t *testing.T) {
				t.Parallel()
				tr := playTranscriptIn(t, tag, info, rounds, 0)
				text := tr.String()
				if tag != lang.Pseudo {
					require.NoError(t, os.WriteFile(filepath.Join(dir, info.Slug+"."+tag+".txt"), []byte(text), 0o644))
				}
				for _, s := range englishSentences(tag) {
					assert.NotContains(t, text, s, "an English sentence of the catalogs in the %s transcript", tag)
				}
				assert.NotRegexp(t, `\b(deckhand|`+info.Slug+`)\.[a-z-]+\.[a-z]`, text, "a message id in the %s transcript", tag)
			})
		}
	}
}

// transcriptsTo is how many rounds a transcript plays and the folder it
// is written to: CI plays a few rounds of each game into a temporary
// folder; whole games, to read, only when the transcripts are kept.
func transcriptsTo(t *testing.T, few int) (rounds int, dir string) {
	rounds, dir = few, t.TempDir()
	if *keepTranscripts && !testing.Short() {
		rounds = 200
	}
	if *keepTranscripts {
		dir = filepath.Join("testdata", "transcripts")
		require.NoError(t, os.MkdirAll(dir, 0o755))
	}
	return rounds, dir
}

// played is a game played for its transcript, and the characters of
// text of every state of a message it wrote.
type played struct {
	*bottest.Transcript
	sizes []messageSize
}

// playTranscript plays a game of info's through the fake Discord as two
// people (three where the game seats more), for at most rounds rounds,
// writing down what each of them saw (bottest.PlayTranscript). seed
// picks the deal and the players' choices: the same seed plays the same
// game.
func playTranscript(t *testing.T, info games.Info, rounds int, seed int64) *played {
	return playTranscriptIn(t, lang.English, info, rounds, seed)
}

// playTranscriptIn is playTranscript with every person and the server
// reading tag.
func playTranscriptIn(t *testing.T, tag string, info games.Info, rounds int, seed int64) *played {
	h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(uint64(seed))}, commands.New)
	if seed != 0 {
		h.Rng = rand.New(rand.NewPCG(uint64(seed), 2))
	}
	if tag != lang.English {
		h.SpeakIn(tag, "ann", "bob", "cat")
	}
	p := &played{}
	p.Transcript = bottest.PlayTranscript(h, info, rounds, *htmlDir != "", func(where string, m *discordgo.Message) {
		p.sizes = append(p.sizes, messageSize{kind: kindOf(where, m), chars: readChars(m)})
	})
	return p
}

// englishSentences are the messages of the catalogs that are sentences
// in English (three words or more, no argument) and say something else
// in tag: what a transcript in tag must not show.
func englishSentences(tag string) []string {
	en, l := lang.Get(lang.English), lang.Get(tag)
	var out []string
	for _, id := range lang.IDs() {
		s := en.T(id)
		if strings.Contains(s, "<no value>") || len(strings.Fields(s)) < 3 || l.T(id) == s {
			continue
		}
		out = append(out, s)
	}
	return out
}
