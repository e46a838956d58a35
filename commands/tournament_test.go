package commands_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
)

// event is a tournament run through the fake Discord: its message in
// the harness's channel, and the threads its tables open in.
type event struct {
	h       *bottest.Harness
	channel string
	members map[string]*discordtest.User
	// tr, when set, writes down what everyone sees after each step.
	tr *eventTranscript
}

// step writes what who did and then what everyone sees, when the event
// keeps a transcript.
func (e *event) step(format string, args ...any) {
	if e.tr != nil {
		e.tr.say(format, args...)
		e.tr.look()
	}
}

func newEvent(t *testing.T, h *bottest.Harness, names ...string) *event {
	e := &event{h: h, channel: h.Channel, members: map[string]*discordtest.User{}}
	for _, n := range names {
		e.members[n] = h.Srv.User(n)
	}
	return e
}

// message is the tournament's message as it has settled.
func (e *event) message() *discordgo.Message {
	e.h.T.Helper()
	e.h.Settle()
	ms := e.h.Srv.Messages(e.channel)
	for i := len(ms) - 1; i >= 0; i-- {
		if _, ok := discordtest.FindButtonPrefix(ms[i], "e:"); ok || strings.Contains(discordtest.Text(ms[i]), "tournament ") && ms[i].Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
			return ms[i]
		}
	}
	e.h.T.Fatal("no tournament message")
	return nil
}

func (e *event) click(who, label string) *discordtest.Interaction {
	e.h.T.Helper()
	ix := e.h.Click(e.members[who], e.message(), label)
	if e.tr != nil {
		ix.Response()
		e.step("@%s presses %s on the tournament message", who, label)
	}
	return ix
}

// waitTables waits until n tables have opened in threads in all.
func (e *event) waitTables(n int) []discordtest.Thread {
	e.h.T.Helper()
	e.h.Srv.WaitFor(func() bool { return len(e.h.Srv.Threads()) >= n })
	e.h.Settle()
	return e.h.Srv.Threads()
}

// seated is who plays in a thread, from its board's seats.
func (e *event) seated(th discordtest.Thread) []*discordtest.User {
	e.h.T.Helper()
	var out []*discordtest.User
	for _, m := range e.h.Srv.Messages(th.ID) {
		if m.Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
			continue
		}
		for _, u := range e.members {
			if strings.Contains(m.Content, "<@"+u.ID+">") {
				out = append(out, u)
			}
		}
		break
	}
	return out
}

// play plays the table in thread th to its end, as the players in it.
func (e *event) play(th discordtest.Thread, players ...*discordtest.User) {
	e.h.T.Helper()
	e.h.Channel = th.ID
	defer func() { e.h.Channel = e.channel }()
	e.h.PlayToEnd(400, players...)
}

func TestFourPlayersPlayATwoRoundSwissOfStarCollectorToItsChampion(t *testing.T) {
	h := newHarness(t)
	e := newEvent(t, h, "Ann", "Bo", "Cy", "Di")
	r := h.Srv.Command(e.members["Ann"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 2))).Response()
	require.True(t, r.Ephemeral)
	for _, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		e.click(n, "Join").Response() // answered in turn: Bo's second Join comes after his first
	}
	require.Contains(t, discordtest.Text(e.click("Bo", "Join").Message()), "already joined")
	e.click("Ann", "Start")
	for round := 1; round <= 2; round++ {
		threads := e.waitTables(2 * round)
		for _, th := range threads[2*(round-1):] {
			e.play(th, e.seated(th)...)
		}
	}
	h.Srv.WaitFor(func() bool { return strings.Contains(discordtest.Text(e.message()), "over") })
	require.Contains(t, discordtest.Text(e.message()), "Champion")
}

// results are the tables' results as the tournament message's standings
// count them, read from the fake Discord: each thread's last word.
func (e *event) threadText(th discordtest.Thread) string {
	var out []string
	for _, m := range e.h.Srv.Messages(th.ID) {
		out = append(out, discordtest.Text(m))
	}
	return strings.Join(out, "\n")
}

// standings is the standings' text with names for mentions.
func (e *event) standings() string {
	text := discordtest.Text(e.message())
	for n, u := range e.members {
		text = strings.ReplaceAll(text, "<@"+u.ID+">", n)
	}
	return text
}

// id is the tournament's id, from its message's footer.
func (e *event) id() string {
	text := discordtest.Text(e.message())
	i := strings.LastIndex(text, "tournament ")
	require.GreaterOrEqual(e.h.T, i, 0, text)
	return strings.Fields(text[i+len("tournament "):])[0]
}

// resign has loser resign their table in thread th, as /leave does.
func (e *event) resign(th discordtest.Thread, loser string) {
	e.h.T.Helper()
	u := e.members[loser]
	ask := e.h.Srv.Command(u, th.ID, "leave").Message()
	require.Contains(e.h.T, discordtest.Text(ask), "You lose it")
	e.step("@%s types /leave in %s", loser, th.Name)
	e.h.Click(u, ask, "Resign").Response()
	e.h.Srv.WaitFor(func() bool { return strings.Contains(e.threadText(th), "resigned") })
	e.step("@%s presses Resign", loser)
}

// tableNames are the threads' names from round r on (their seats, the
// first seat first).
func tableNames(threads []discordtest.Thread) []string {
	var out []string
	for _, th := range threads {
		out = append(out, th.Name)
	}
	return out
}

// ranking is the standings' order of names, from the message's text.
func (e *event) ranking() []string {
	var out []string
	for _, line := range strings.Split(e.standings(), "\n") {
		line = strings.TrimPrefix(line, "~~")
		var rank int
		var name string
		if _, err := fmt.Sscanf(line, "%d. %s", &rank, &name); err == nil && rank == len(out)+1 {
			out = append(out, name)
		}
	}
	return out
}

// TestNineMembersPlayAThreeRoundSwissWithARestartANoShowAByeAndADrop runs
// a Swiss of nine whose every result the test decides: a player resigns
// (/leave) or never moves (Gus, in round 1, loses by his turn timer).
// Each round's pairing and the final standings are worked by hand in the
// comments.
func TestNineMembersPlayAThreeRoundSwissWithARestartANoShowAByeAndADrop(t *testing.T) {
	h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(9), TimerScale: 0.25}, commands.New)
	names := []string{"Ann", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal", "Ivy"}
	e := newEvent(t, h, names...)
	e.tr = newEventTranscript(e)
	r := h.Srv.Command(e.members["Ann"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 3),
		discordtest.Opt("timer", "1 minute"))).Response()
	require.True(t, r.Ephemeral)
	e.step("@Ann types /tournament create game:starcollector format:swiss rounds:3 timer:1 minute")
	for _, n := range names {
		e.click(n, "Join").Message()
	}
	require.Contains(t, discordtest.Text(e.click("Ann", "Join").Message()), "already joined")
	require.Contains(t, discordtest.Text(e.click("Bo", "Start").Message()), "Only the organiser")
	e.click("Ann", "Start").Message()

	// Round 1, everyone on 0 in the order they joined: Ivy, the lowest,
	// has the bye; the eight others pair top half against bottom half, the
	// higher first. The first seats win; Gus never moves and loses by his
	// timer (played last, while it runs).
	threads := e.waitTables(4)
	require.Equal(t, []string{"R1 T1 · Ann v Ed", "R1 T2 · Bo v Fay", "R1 T3 · Cy v Gus", "R1 T4 · Di v Hal"}, tableNames(threads))
	require.True(t, h.Said("<@"+e.members["Ivy"].ID+"> has the bye"))
	e.resign(threads[0], "Ed")
	e.resign(threads[1], "Fay")
	e.resign(threads[3], "Hal")
	h.Channel = threads[2].ID
	require.True(t, h.PlayOnce(e.members["Cy"]))
	h.Channel = e.channel
	e.step("@Cy makes a move in %s; @Gus never comes", threads[2].Name)
	h.Srv.WaitFor(func() bool { return strings.Contains(e.threadText(threads[2]), "Time ran out") })
	e.step("(Gus's turn timer runs out)")

	// Standings: Ann, Bo, Cy, Di, Ivy on 1 (no tiebreak apart them: the
	// order they joined), then Ed, Fay, Gus, Hal on 0 (Buchholz 1 each).
	// Round 2: Hal, the lowest, has the bye. Five on 1 and three on 0: one
	// floats down. Ann floating costs no half-order (Bo-Di and Cy-Ivy are
	// two apart in a group of five, Ed-Gus two apart in Ed, Fay, Gus, Hal)
	// and one seat preference (Ed and Gus both sat second); Ivy floating
	// would cost three (Ann-Cy and Bo-Di both sat first). Ann meets Fay
	// (she met Ed). Who sat first less sits first.
	threads = e.waitTables(8)[4:]
	require.Equal(t, []string{"R2 T1 · Fay v Ann", "R2 T2 · Bo v Di", "R2 T3 · Ivy v Cy", "R2 T4 · Ed v Gus"}, tableNames(threads))
	require.True(t, h.Said("<@"+e.members["Hal"].ID+"> has the bye"))

	// The organiser drops Hal (after his bye): he keeps his point.
	e.h.Srv.Select(e.members["Ann"], e.message(), "e:"+e.id()+":drop", e.members["Hal"].ID).Message()
	e.step("@Ann drops @Hal with the organiser's select")

	// Two tables end, the bot is killed, the other two end after it
	// starts again, on the boards it posted before.
	e.resign(threads[0], "Fay")
	e.resign(threads[1], "Di")
	h.Crash()
	h.Start()
	e.step("(the bot is killed and started again)")
	e.resign(threads[2], "Cy")
	e.resign(threads[3], "Ed")

	// Standings: Bo, Ivy (2, Buchholz 1, Sonneborn-Berger 1: joined
	// first), Ann (2, Buchholz 0); Cy, Di (1, Buchholz 3), Gus, Hal (1,
	// Buchholz 1); Fay (0, Buchholz 4), Ed (0, 3). Hal dropped: eight play.
	// Seats so far: Bo first twice, Ivy once, Gus second twice, the others
	// even. Either Bo-Cy with Di-Gus or Bo-Gus with Cy-Di keeps every aim
	// (one float, no half-order, every seat as due); the first seats win.
	threads = e.waitTables(12)[8:]
	got := tableNames(threads)
	a1 := []string{"R3 T1 · Cy v Bo", "R3 T2 · Ann v Ivy", "R3 T3 · Gus v Di", "R3 T4 · Fay v Ed"}
	a2 := []string{"R3 T1 · Gus v Bo", "R3 T2 · Ann v Ivy", "R3 T3 · Cy v Di", "R3 T4 · Fay v Ed"}
	require.True(t, slices.Equal(got, a1) || slices.Equal(got, a2), "round 3: %q", got)
	for _, th := range threads {
		e.resign(th, strings.SplitN(th.Name, " v ", 2)[1])
	}
	h.Srv.WaitFor(func() bool { return strings.Contains(discordtest.Text(e.message()), "over") })

	// Final: Ann 3 (Ed 0 + Fay 1 + Ivy 2: Buchholz 3). On 2, after Bo-Cy:
	// Cy (Gus 2 + Ivy 2 + Bo 2 = 6), Ivy (Cy 2 + Ann 3 = 5), Bo (Fay 1 +
	// Di 1 + Cy 2 = 4), Gus (Cy 2 + Ed 0 + Di 1 = 3); after Bo-Gus: Cy and
	// Ivy on 5 (Sonneborn-Berger: Cy beat Gus 2 and Di 1, Ivy beat Cy 2),
	// Gus and Bo on 4 and 2 (Gus beat Bo). On 1: Di (Buchholz 5, beat Hal
	// 1), Fay (5, beat Ed 0), Hal (1). Ed 0.
	want := []string{"Ann", "Cy", "Ivy", "Bo", "Gus", "Di", "Fay", "Hal", "Ed"}
	if slices.Equal(got, a2) {
		want = []string{"Ann", "Cy", "Ivy", "Gus", "Bo", "Di", "Fay", "Hal", "Ed"}
	}
	require.Equal(t, want, e.ranking(), e.standings())
	final := e.standings()
	require.Contains(t, final, "1. Ann **3** (3-0-0) · Bh 3")
	require.Contains(t, final, "~~8. Hal **1** (0-0-1 +bye) · Bh 1")
	require.Contains(t, final, "Champion: Ann")
	require.True(t, h.Said("is the champion"))
	e.step("(the tournament is over)")
	require.NoError(t, e.tr.keep("tournament.txt"))
}

func TestTwelvePlayBitchInPodsOfFourForTwoRounds(t *testing.T) {
	h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(12)}, commands.New)
	var names []string
	for i := range 12 {
		names = append(names, fmt.Sprintf("P%02d", i+1))
	}
	e := newEvent(t, h, names...)
	h.Srv.Command(e.members["P01"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "bitch"), discordtest.Opt("format", "pods"), discordtest.Opt("rounds", 2), discordtest.Opt("pod_size", 4))).Response()
	for _, n := range names {
		e.click(n, "Join").Message()
	}
	e.click("P01", "Start").Message()
	// Round 1 seats the twelve by standing (the order they joined) at
	// three tables of four. At each the last seat resigns: the three
	// others share first place, a point each (one player below them).
	threads := e.waitTables(3)
	require.Equal(t, []string{"R1 T1 · P01 v P02 v P03 v P04", "R1 T2 · P05 v P06 v P07 v P08", "R1 T3 · P09 v P10 v P11 v P12"}, tableNames(threads))
	for _, th := range threads {
		seats := strings.Split(strings.SplitN(th.Name, " · ", 2)[1], " v ")
		e.resign(th, seats[len(seats)-1])
	}
	// Round 2: nine on 1 and three on 0; by standing, then apart from
	// whom they met where a swap with the next table helps: no table
	// holds three of one first-round table.
	threads = e.waitTables(6)[3:]
	for _, th := range threads {
		seats := strings.Split(strings.SplitN(th.Name, " · ", 2)[1], " v ")
		require.Len(t, seats, 4, th.Name)
		first := map[int]int{}
		for _, s := range seats {
			var n int
			fmt.Sscanf(s, "P%d", &n)
			first[(n-1)/4]++
		}
		for _, k := range first {
			require.Less(t, k, 3, "%s: three who met in round 1", th.Name)
		}
		e.resign(th, seats[0])
	}
	h.Srv.WaitFor(func() bool { return strings.Contains(discordtest.Text(e.message()), "over") })
	final := e.standings()
	// Who shared first place twice has 2 points (a shared first is a
	// draw in the record); nobody has more.
	require.Contains(t, final, "1. ")
	require.Contains(t, final, "**2** (0-2-0)")
	require.NotContains(t, final, "**3**")
	require.Contains(t, final, "Champion")
}

func TestSixPlayAnArenaThatPairsWhoeverFinishesAndClosesOnTime(t *testing.T) {
	// A 5-minute arena and 1-minute turn timers, at a twentieth: 15 s and 3 s.
	h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(6), TimerScale: 0.05}, commands.New)
	names := []string{"Ann", "Bo", "Cy", "Di", "Ed", "Fay"}
	e := newEvent(t, h, names...)
	h.Srv.Command(e.members["Ann"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "arena"), discordtest.Opt("minutes", 5),
		discordtest.Opt("timer", "1 minute"))).Response()
	for _, n := range names {
		e.click(n, "Join").Message()
	}
	e.click("Ann", "Start").Message()
	// Three games at once, neighbours in the standings (the order they
	// joined); the second seats resign. The winners queue again and meet
	// each other: Ann and Cy, Ed waits... the second wave's second seats
	// resign too, so whoever won twice is on a streak.
	threads := e.waitTables(3)
	require.Equal(t, []string{"Game 1 · Ann v Bo", "Game 2 · Cy v Di", "Game 3 · Ed v Fay"}, tableNames(threads))
	for _, th := range threads {
		e.resign(th, strings.SplitN(th.Name, " v ", 2)[1])
	}
	threads = e.waitTables(6)[3:]
	for _, th := range threads {
		e.resign(th, strings.SplitN(th.Name, " v ", 2)[1])
	}
	// Nobody moves from here on: games end by their timers (both out: a
	// draw) and the queue pairs again until the arena closes, when the
	// games still on are drawn.
	h.Srv.WaitFor(func() bool { return strings.Contains(discordtest.Text(e.message()), "over") })
	final := e.standings()
	require.Contains(t, final, "Champion")
	require.Len(t, e.ranking(), 6, final)
	require.GreaterOrEqual(t, len(h.Srv.Threads()), 6)
}

func TestWithoutThreadsATournamentTableOpensInTheChannelAndTheNextWaits(t *testing.T) {
	h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(4)}, commands.New, discordtest.WithoutThreads())
	e := newEvent(t, h, "Ann", "Bo", "Cy", "Di")
	h.Srv.Command(e.members["Ann"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 1))).Response()
	for _, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		e.click(n, "Join").Message()
	}
	e.click("Ann", "Start").Message()
	h.Settle()
	require.Empty(t, h.Srv.Threads())
	// The first table is in the channel; the channel holds one table, so
	// the tournament pauses and says why.
	require.True(t, h.Said("round 1, table 1"))
	require.True(t, h.Said("Create Public Threads"), "the organiser is told what the bot lacks")
	require.Contains(t, discordtest.Text(e.message()), "paused")
	// Its players play it there; Resume then opens the other.
	h.PlayToEnd(400, e.members["Ann"], e.members["Cy"])
	e.click("Ann", "Resume").Message()
	require.True(t, h.Said("round 1, table 2"))
}

func TestAClickFromAnotherServerNamingATournamentChangesNothing(t *testing.T) {
	h := newHarness(t)
	e := newEvent(t, h, "Ann", "Bo", "Mal")
	h.Srv.Command(e.members["Ann"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"))).Response()
	e.click("Ann", "Join").Message()
	id := e.id()
	before := discordtest.Text(e.message())

	// A message of the bot's in another server, on which Mal forges clicks
	// naming Ann's tournament.
	other := h.Srv.GuildChannel(h.Srv.Guild("elsewhere"), "games")
	lobby, err := h.Bot.Session().ChannelMessageSendComplex(other, &discordgo.MessageSend{Content: "a message of the bot's there",
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{Label: "Join", Style: discordgo.PrimaryButton, CustomID: "e:" + id + ":join"}}}}})
	require.NoError(t, err)
	for _, action := range []string{"join", "start", "end"} {
		got := discordtest.Text(h.Srv.ForgeClick(e.members["Mal"], lobby, "e:"+id+":"+action).Message())
		require.Contains(t, got, "another server's tournament", action)
	}
	got := discordtest.Text(h.Srv.ForgeSelect(e.members["Mal"], lobby, "e:"+id+":drop", e.members["Ann"].ID).Message())
	require.Contains(t, got, "another server's tournament")
	require.Equal(t, before, discordtest.Text(e.message()), "the tournament is as it was")
	// Bo, in the tournament's server but not its organiser, cannot drop
	// Ann, even with the select forged.
	got = discordtest.Text(h.Srv.ForgeSelect(e.members["Bo"], e.message(), "e:"+id+":drop", e.members["Ann"].ID).Message())
	require.Contains(t, got, "Only the organiser")
}

func TestATournamentWhoseRecordNoLongerReadsIsSetAsideAndTheBotStarts(t *testing.T) {
	h := newHarness(t)
	e := newEvent(t, h, "Ann")
	h.Srv.Command(e.members["Ann"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"))).Response()
	e.click("Ann", "Join").Message()
	id := e.id()
	msg := e.message()
	h.Stop()
	store := h.OpenStore()
	rec, err := store.LoadTournament(id)
	require.NoError(t, err)
	rec.Data = []byte(`"no tournament reads as this"`)
	require.NoError(t, store.SaveTournament(rec))
	require.NoError(t, store.Close())

	h.Start()
	h.Settle()
	q, err := h.Store.Quarantined()
	require.NoError(t, err)
	require.Contains(t, q, "tournament:"+id, "set aside, for the operator")
	got := discordtest.Text(h.Click(e.members["Ann"], msg, "Leave").Message())
	require.Contains(t, got, "This tournament is gone")
}

func TestARoundStillPlayingAtItsDeadlineIsDrawnAndClosed(t *testing.T) {
	// A 5-minute round and 1-hour turn timers, at a thousandth.
	h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(2), TimerScale: 0.001}, commands.New)
	e := newEvent(t, h, "Ann", "Bo")
	h.Srv.Command(e.members["Ann"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 1),
		discordtest.Opt("timer", "1 hour"), discordtest.Opt("round_minutes", 5), discordtest.Opt("at_deadline", "draw"))).Response()
	e.click("Ann", "Join").Message()
	e.click("Bo", "Join").Message()
	e.click("Ann", "Start").Message()
	threads := e.waitTables(1)
	h.Srv.WaitFor(func() bool { return strings.Contains(discordtest.Text(e.message()), "over") })
	require.True(t, h.Said("Time is up: 1 unfinished table is drawn."))
	final := e.standings()
	require.Contains(t, final, "Ann **½** (0-1-0)")
	require.Contains(t, final, "Bo **½** (0-1-0)")
	require.Contains(t, e.threadText(threads[0]), "The tournament decided this game; the table is closed.")
}

func TestATournamentIsBoundInPlayersAndItsTablesCountAgainstTheServersBound(t *testing.T) {
	h := bottest.New(t, bot.Config{MaxTournamentPlayers: 4, MaxTablesPerGuild: 1}, commands.New)
	e := newEvent(t, h, "Ann", "Bo", "Cy", "Di", "Ed")
	h.Srv.Command(e.members["Ann"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 1))).Response()
	for _, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		e.click(n, "Join").Message()
	}
	require.Contains(t, discordtest.Text(e.click("Ed", "Join").Message()), "full (4 players)")
	e.click("Ann", "Start").Message()
	// One table may be open in the server: the first opens, the second
	// waits, and the tournament pauses saying why.
	h.Settle()
	require.Len(t, h.Srv.Threads(), 1)
	require.Contains(t, discordtest.Text(e.message()), "paused")
	require.True(t, h.Said("I could not open a table of the tournament"))
}
