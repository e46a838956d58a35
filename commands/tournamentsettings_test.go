package commands_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
)

// create runs /tournament create as who with opts (besides
// the subcommand) and has the named members join and who start it.
func (e *event) create(who string, opts []discordtest.Arg, joiners ...string) {
	e.h.T.Helper()
	r := e.h.Srv.Command(e.members[who], e.channel, "tournament", discordtest.Sub("create", opts...)).Response()
	require.True(e.h.T, r.Ephemeral)
	require.Contains(e.h.T, discordtest.Text(r.Message), "open for sign-up")
	for _, n := range joiners {
		e.click(n, "Join").Message()
	}
	e.click(who, "Start").Message()
}

// over waits for the tournament's message to say it is over.
func (e *event) over() {
	e.h.T.Helper()
	e.h.Srv.WaitFor(func() bool { return strings.Contains(discordtest.Text(e.message()), "over") })
}

func TestAnUnratedTournamentsGameLeavesTheLeaderboardAsItWasAndARatedOnesMovesIt(t *testing.T) {
	h := newHarness(t)
	e := newEvent(t, h, "Ann", "Bo")
	swiss := func(more ...discordtest.Arg) []discordtest.Arg {
		return append([]discordtest.Arg{discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 1)}, more...)
	}
	e.create("Ann", swiss(discordtest.Opt("rated", false)), "Ann", "Bo")
	require.Contains(t, discordtest.Text(e.message()), "unrated")
	th := e.waitTables(1)[0]
	e.play(th, e.seated(th)...)
	e.over()
	top, err := h.Store.Leaderboard(h.Srv.GuildID, "starcollector", 10)
	require.NoError(t, err)
	require.Empty(t, top, "an unrated tournament's game moves no rating")
	require.NoError(t, h.Store.RebuildRatings())
	top, err = h.Store.Leaderboard(h.Srv.GuildID, "starcollector", 10)
	require.NoError(t, err)
	require.Empty(t, top, "nor does rebuilding the ratings from the history")

	e.create("Bo", swiss(), "Ann", "Bo")
	require.Contains(t, discordtest.Text(e.message()), "· rated")
	th = e.waitTables(2)[1]
	e.play(th, e.seated(th)...)
	e.over()
	top, err = h.Store.Leaderboard(h.Srv.GuildID, "starcollector", 10)
	require.NoError(t, err)
	require.Len(t, top, 2, "a rated tournament's game rates both players")
	for _, s := range top {
		require.Equal(t, 1, s.Games, "one rated game each: the unrated one is not counted")
	}
}

func TestAPlayerWhoResignsARatedTournamentGameLosesRatingAndInAnUnratedOneNobodyMoves(t *testing.T) {
	h := newHarness(t)
	e := newEvent(t, h, "Ann", "Bo")
	swiss := func(more ...discordtest.Arg) []discordtest.Arg {
		return append([]discordtest.Arg{discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 1)}, more...)
	}
	e.create("Ann", swiss(discordtest.Opt("rated", false)), "Ann", "Bo")
	e.resign(e.waitTables(1)[0], "Bo")
	e.over()
	top, err := h.Store.Leaderboard(h.Srv.GuildID, "starcollector", 10)
	require.NoError(t, err)
	require.Empty(t, top, "resigning an unrated game moves no rating")

	e.create("Ann", swiss(), "Ann", "Bo")
	e.resign(e.waitTables(2)[1], "Bo")
	e.over()
	top, err = h.Store.Leaderboard(h.Srv.GuildID, "starcollector", 10)
	require.NoError(t, err)
	require.Len(t, top, 2, "a rated game lost by resigning is rated, as a forfeit")
	require.Equal(t, e.members["Ann"].ID, top[0].UserID)
	require.Equal(t, 1, top[0].Wins)
	require.Equal(t, 0, top[1].Wins)
	require.Greater(t, top[0].R, top[1].R)
}

// deadlineEvent is a one-round Swiss of game between Ann and Bo whose
// 5-minute round (at a thousandth) runs out long before its 1-hour turn
// timers, with more options for /tournament create.
func deadlineEvent(t *testing.T, game string, more ...discordtest.Arg) *event {
	h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(2), TimerScale: 0.001}, commands.New)
	e := newEvent(t, h, "Ann", "Bo")
	e.create("Ann", append([]discordtest.Arg{discordtest.Opt("game", game), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 1),
		discordtest.Opt("timer", "1 hour"), discordtest.Opt("round_minutes", 5)}, more...), "Ann", "Bo")
	e.waitTables(1)
	e.over()
	return e
}

func TestAtTheDeadlineATableIsDecidedByHowItsGameStandsWhereTheGameCanTell(t *testing.T) {
	e := deadlineEvent(t, "rummy")
	var lines []string
	for _, m := range e.h.Srv.Messages(e.channel) {
		lines = append(lines, m.Content)
	}
	said := strings.Join(lines, "\n")
	require.Contains(t, said, "Time is up: 1 unfinished table is decided:")
	require.Contains(t, said, "by how the game stands (its own estimate).", "Rummy estimates how each seat stands")
	final := e.standings()
	ann, bo := e.members["Ann"].ID, e.members["Bo"].ID
	switch {
	case strings.Contains(said, "<@"+ann+"> 1st, <@"+bo+"> 2nd"):
		require.Contains(t, final, "Ann **1** (1-0-0)")
		require.Contains(t, final, "Bo **0** (0-0-1)")
	case strings.Contains(said, "<@"+bo+"> 1st, <@"+ann+"> 2nd"):
		require.Contains(t, final, "Bo **1** (1-0-0)")
		require.Contains(t, final, "Ann **0** (0-0-1)")
	default:
		t.Fatalf("the channel names no winner: %s", said)
	}
}

func TestAtTheDeadlineATableWhoseGameCannotTellHowItStandsIsDrawn(t *testing.T) {
	e := deadlineEvent(t, "starcollector")
	require.True(t, e.h.Said("Time is up: 1 unfinished table is decided:"))
	require.True(t, e.h.Said("drawn, as the game cannot tell how it stands before its end."))
	final := e.standings()
	require.Contains(t, final, "Ann **½** (0-1-0)")
	require.Contains(t, final, "Bo **½** (0-1-0)")
}

func TestAnOrganiserWhoChoosesDrawsAtTheDeadlineGetsADrawEvenWhereTheGameCouldTell(t *testing.T) {
	e := deadlineEvent(t, "rummy", discordtest.Opt("at_deadline", "draw"))
	require.True(t, e.h.Said("Time is up: 1 unfinished table is drawn."))
	final := e.standings()
	require.Contains(t, final, "Ann **½** (0-1-0)")
	require.Contains(t, final, "Bo **½** (0-1-0)")
}

func TestATournamentsGameOptionsAreCheckedAsTheLobbysAndEveryTableIsDealtWithThem(t *testing.T) {
	h := newHarness(t)
	e := newEvent(t, h, "Ann", "Bo")
	bad := h.Srv.Command(e.members["Ann"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "rummy"), discordtest.Opt("format", "swiss"), discordtest.Opt("options", "target=7"))).Response()
	require.True(t, bad.Ephemeral)
	require.Contains(t, discordtest.Text(bad.Message), "Rummy has no option target=7")
	require.Contains(t, discordtest.Text(bad.Message), "`target=100|250|500|1000`", "the refusal lists what the game offers")
	h.Settle()
	require.Empty(t, h.Srv.Messages(h.Channel), "a refused tournament posts nothing")

	e.create("Ann", []discordtest.Arg{discordtest.Opt("game", "rummy"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 1),
		discordtest.Opt("options", "target=100, wrap=off")}, "Ann", "Bo")
	require.Contains(t, discordtest.Text(e.message()), "options target=100 wrap=off")
	th := e.waitTables(1)[0]
	rec, err := h.Store.ChannelTable(th.ID)
	require.NoError(t, err)
	require.Equal(t, "100", rec.Options["target"], "the table is dealt with the tournament's options")
	require.Equal(t, "off", rec.Options["wrap"])
}

func TestAMembersDataExportListsTheTournamentsTheyEnteredWithTheirResults(t *testing.T) {
	h := newHarness(t)
	e := newEvent(t, h, "Ann", "Bo", "Cy")
	e.create("Ann", []discordtest.Arg{discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 1)}, "Ann", "Bo")
	e.resign(e.waitTables(1)[0], "Bo")
	e.over()
	d := exportOf(h, e.members["Bo"])
	require.Len(t, d.Tournaments, 1, "the tournament Bo entered")
	var entry struct {
		Game    string
		Entrant struct{ ID, Name string }
		Points  string
		Games   []struct {
			Round  int
			Seats  []string
			Places []int
			How    string
		}
	}
	require.NoError(t, json.Unmarshal(d.Tournaments[0].Entry, &entry))
	require.Equal(t, "starcollector", entry.Game)
	require.Equal(t, e.members["Bo"].ID, entry.Entrant.ID)
	require.Equal(t, "0", entry.Points)
	require.Len(t, entry.Games, 1)
	bo := slices.Index(entry.Games[0].Seats, e.members["Bo"].ID)
	require.GreaterOrEqual(t, bo, 0)
	require.Equal(t, 2, entry.Games[0].Places[bo], "Bo resigned: second of two")
	require.Empty(t, exportOf(h, e.members["Cy"]).Tournaments, "Cy entered none")
}
