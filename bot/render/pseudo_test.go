package render

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	_ "github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// TestEveryPageOfEveryGameKeepsToDiscordsLimitsInTheLongestLanguage
// plays a random game of every game at its fewest and most seats and
// renders, in the pseudo language (40% longer than English, longer than
// German or Portuguese), with seat names as long as Discord's, its
// lobby, its board and every seat's hand (every page of choices) at
// moments from the deal to the end, its Log's first and last pages, a
// history page, and replay steps: the fake Discord takes each as a
// message the bot sends, and refuses any past a limit (2,000/4,000
// characters, 80-character labels, 100-character options and
// descriptions, 25 options, 40 components).
func TestEveryPageOfEveryGameKeepsToDiscordsLimitsInTheLongestLanguage(t *testing.T) {
	t.Parallel()
	l := lang.Get(lang.Pseudo)
	for _, g := range games.All() {
		info := g.Info()
		for _, seats := range []int{info.MinSeats, info.MaxSeats} {
			t.Run(fmt.Sprintf("%s-%dp", info.Slug, seats), func(t *testing.T) {
				t.Parallel()
				p := newLimits(t)
				pseudoPages(t, g, seats, l, p.check)
				require.Positive(t, p.n)
			})
		}
	}
}

// newLimits is a fake Discord that takes pages.
func newLimits(t *testing.T) *pages {
	srv := discordtest.NewServer(t)
	return &pages{t: t, srv: srv, who: srv.User("ann"), channel: srv.Channel("cards")}
}

// pages sends what it is given to the fake Discord, which fails the test
// on a message it would refuse.
type pages struct {
	t       *testing.T
	srv     *discordtest.Server
	who     *discordtest.User
	channel string
	n       int
}

func (p *pages) check(what string, m discord.Message) {
	p.t.Helper()
	p.n++
	// A picture goes as an attachment the fake does not hold here: the
	// gallery names one by a link instead.
	if pictured, ok := WithPicture(m, "https://cdn.example/"+what+".png", strings.Repeat("Álţ ţéxţ ", 100)); ok {
		m = pictured
	}
	p.srv.Planted(p.who, p.channel, m.Send())
	if m.Plain != nil {
		p.srv.Planted(p.who, p.channel, m.Plain.Send())
	}
}

// longSeats are seats with names as long as Discord allows (32), CPUs
// among them.
func longSeats(n int) []table.Seat {
	seats := make([]table.Seat, n)
	for i := range seats {
		name := fmt.Sprintf("Ŵíļḩéļḿíñá Ŕöšéñƀéŕğ-Ķáţţ %02d ·", i+1)
		seats[i] = table.Seat{UserID: fmt.Sprint(1000 + i), Name: name}
		if i%2 == 1 {
			seats[i] = table.Seat{Name: name, CPU: true, Level: "Normal"}
		}
	}
	return seats
}

// pseudoPages plays a game of g at seats and gives every page of it, in
// l, to check.
func pseudoPages(t *testing.T, g games.Game, seats int, l *lang.Lang, check func(string, discord.Message)) {
	t.Helper()
	info := g.Info()
	v := Table{Table: table.Table{ID: "zzzz9999", Guild: "1", Channel: "2", Game: info, Host: "1000",
		Phase: table.Lobby, Seats: longSeats(seats), Timer: 5 * time.Minute}, Kept: Kept{Deadline: time.Unix(1e9, 0)}, Game: g, Lang: l}
	lobby := Lobby(v)
	require.NotContains(t, labels(lobby), "Join", "the lobby speaks the pseudo language")
	check("lobby", lobby)

	cfg := games.Config{Seats: seats, Seed: 11}
	st, err := g.New(cfg)
	require.NoError(t, err)
	v.Table.Phase = table.Playing
	rng := rand.New(rand.NewPCG(11, 1))
	var lines []LogLine
	var turns = []ReplayTurn{{}}
	var answers []games.Answer
	show := func(step int) {
		tb := v
		tb.State, tb.Drafts = st, map[int]map[string][]string{}
		check(fmt.Sprintf("board-%d", step), Board(tb))
		for _, p := range st.Prompts() {
			if len(p.Options) > 0 {
				check(fmt.Sprintf("confirm-%d", step), ConfirmIn(l, st, &v.Table, p, p.Options[len(p.Options)-1], p.Public))
				break
			}
		}
		if cl, ok := games.In(st, l).(games.CardLookup); ok {
			check(fmt.Sprintf("cards-%d", step), CardPickerIn(l, &v.Table, cl, strings.Repeat("Ŵ", 200), 0))
		}
		for seat := range seats {
			first := Hand(tb, seat, 0, "")
			check(fmt.Sprintf("hand-%d-%d", step, seat), first)
			for page := 1; page < 4; page++ {
				check(fmt.Sprintf("hand-%d-%d-%d", step, seat, page), Hand(tb, seat, page, "Ţĥé ñöţé öñ ţöƥ ·····"))
			}
		}
	}
	show(0)
	for step := 1; st.Result() == nil && step <= 600; step++ {
		a, events, err := games.PlayRandom(st, -1, true, rng)
		if err == games.ErrNoMove {
			break
		}
		require.NoError(t, err)
		answers = append(answers, a)
		from := len(lines)
		for _, e := range events {
			if e.Private {
				continue
			}
			lines = append(lines, LogLine{Move: step, Told: step, Text: e.Text, Msg: e.Msg})
			v.Kept.Recent = append(v.Kept.Recent, e.Text)
			v.Kept.RecentMsg = append(v.Kept.RecentMsg, e.Msg)
		}
		if n := len(v.Kept.Recent); n > 40 {
			v.Kept.Recent, v.Kept.RecentMsg = v.Kept.Recent[n-40:], v.Kept.RecentMsg[n-40:]
		}
		v.Kept.Moves = step
		turns = append(turns, ReplayTurn{End: step, Seats: []int{a.Seat}, From: from, To: len(lines), Round: step / 50})
		if step%150 == 0 {
			show(step)
		}
	}
	v.Table.Phase = table.Finished
	show(len(answers))
	final := v
	final.State, final.Figures = st, &Figures{Turns: len(turns), Answers: len(answers), Rounds: 3, Took: 3*time.Hour + 59*time.Minute, Turning: 7, Winner: 1}
	check("final-board", Board(final))

	check("log-first", LogIn(l, &v.Table, games.InfoIn(g, l), lines, 0))
	check("log-newest", LogIn(l, &v.Table, games.InfoIn(g, l), lines, -1))

	stored := make([]storage.Seat, len(v.Table.Seats))
	for i, s := range v.Table.Seats {
		stored[i] = storage.Seat(s)
	}
	var entries []storage.History
	for i := range 10 {
		entries = append(entries, storage.History{TableID: fmt.Sprint("t", i), Game: info.Slug, Seats: stored,
			Places: make([]int, seats), Summary: games.Seat(0) + " wins with a very long summary of the game " + strings.Repeat("·", 40), At: time.Unix(1e9, 0), Early: i == 3})
	}
	check("history", HistoryIn(l, entries, 1, 10, 95))

	for _, at := range []int{0, len(turns) / 2, len(turns) - 1} {
		state, err := games.Replay(g, cfg, answers[:turns[at].End])
		require.NoError(t, err)
		step := ReplayStep{Table: v.Table, Game: g, State: state, Turn: at, Turns: turns, Lines: lines, Owner: "1000", Lang: l}
		check(fmt.Sprintf("replay-%d", at), Replay(step))
		step.Picture = "board.png"
		check(fmt.Sprintf("replay-pictured-%d", at), Replay(step))
	}
	check("rules", RulesPageIn(l, games.InfoIn(g, l), 1))
}
