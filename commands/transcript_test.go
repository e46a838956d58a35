package commands_test

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
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
			require.NoError(t, os.WriteFile(path, []byte(tr.String()), 0o644))
			if *htmlDir != "" {
				require.NoError(t, tr.WriteHTML(*htmlDir, info.Slug, info.Name+", as each player saw it"))
			}
		})
	}
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
	h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(uint64(seed))}, commands.New)
	if seed != 0 {
		h.Rng = rand.New(rand.NewPCG(uint64(seed), 2))
	}
	p := &played{}
	p.Transcript = bottest.PlayTranscript(h, info, rounds, *htmlDir != "", func(where string, m *discordgo.Message) {
		p.sizes = append(p.sizes, messageSize{kind: kindOf(where, m), chars: readChars(m)})
	})
	return p
}
