package render

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
)

// longReplay is a replay of n turns (and the deal) of two answers each,
// every turn with one line, in rounds of roundLen turns (0: no rounds).
func longReplay(t *testing.T, n, roundLen, shown int) ReplayStep {
	tb := pickTable(t, 3, 0)
	tb.Table.ID = "zzzzzzzzzzzz"
	turns := []ReplayTurn{{}}
	var lines []LogLine
	for i := 1; i <= n; i++ {
		lines = append(lines, LogLine{Move: 2 * i, Text: "{seat0} plays a long line of text that goes on and on about what the turn did, far past a hundred characters"})
		tn := ReplayTurn{End: 2 * i, Seats: []int{0}, From: i - 1, To: i}
		if roundLen > 0 {
			tn.Round = (i-1)/roundLen + 1
		}
		turns = append(turns, tn)
	}
	if roundLen > 0 {
		turns[0].Round = 1
	}
	return ReplayStep{Table: tb.Table, Game: tb.Game, State: tb.State, Turn: shown, Turns: turns, Lines: lines, Owner: "12345678901234567890"}
}

// selects are a message's selects by their custom id's last part.
func selects(m discord.Message) map[string]discordgo.SelectMenu { return pageSelects(m) }

func TestAReplaysStepButtonsNameItsOwnerAndFitDiscord(t *testing.T) {
	t.Parallel()
	r := longReplay(t, 99999, 0, 99999)
	m := Replay(r)
	steps := 0
	for _, b := range pageButtons(m) {
		id := b.CustomID
		assert.LessOrEqual(t, len(id), 100, id)
		if discord.KindOf(id) == discord.KindReplay {
			steps++
			var step discord.ReplayID
			require.NoError(t, step.Parse(id), "a step's id is a replay's")
			assert.Equal(t, r.Owner, step.Owner, "only the owner's clicks step the replay")
		}
	}
	assert.Equal(t, 4, steps, "first, back, next and last")
	assert.LessOrEqual(t, pageRows(m), 5, "at most five rows of controls")
	assert.LessOrEqual(t, pageComponents(m), 40, "Discord's 40 components of a V2 message")
	assert.LessOrEqual(t, utf8.RuneCountInString(pageText(m)), 4000, "Discord's 4,000 characters of a V2 message")
	for _, s := range selects(m) {
		assert.LessOrEqual(t, len(s.CustomID), 100)
		assert.LessOrEqual(t, len(s.Options), 25, "a select holds 25 options")
		for _, o := range s.Options {
			assert.LessOrEqual(t, utf8.RuneCountInString(o.Label), 100)
			assert.LessOrEqual(t, utf8.RuneCountInString(o.Description), 100)
		}
	}
	assert.Contains(t, pageText(m), ReplayFooter, "the replay says what it shows and why")
	assert.True(t, m.Ephemeral, "a replay is shown to the one who asked")
}

func TestAReplayCanJumpToAnyTurn(t *testing.T) {
	t.Parallel()
	const n = 600
	reached := map[string]bool{}
	for _, o := range selects(Replay(longReplay(t, n, 0, 0)))[ReplayPart].Options {
		// from each part of the game, the turns near it
		reached[o.Value] = true
		var at int
		for i, tn := range longReplay(t, n, 0, 0).Turns {
			if o.Value == itoa(tn.End) {
				at = i
			}
		}
		for _, near := range selects(Replay(longReplay(t, n, 0, at)))[ReplayNear].Options {
			reached[near.Value] = true
		}
	}
	for i, tn := range longReplay(t, n, 0, 0).Turns {
		// every 25th turn is a part; from it the 12 either side are near
		if !reached[itoa(tn.End)] {
			// two picks away at most: the near select of a turn reached
			assert.Fail(t, "a turn out of reach", "turn %d cannot be picked from the parts or the turns near them", i)
			break
		}
	}
}

func TestAReplayOfAGameInRoundsStepsByRound(t *testing.T) {
	t.Parallel()
	r := longReplay(t, 40, 10, 15)
	m := Replay(r)
	assert.Contains(t, pageText(m), "**Round 2 · Step 15 of 40** · ", "the step names its round")
	_, back := findButton(m, "⏪ Round before")
	_, next := findButton(m, "Round after ⏩")
	assert.True(t, back && next, "a game in rounds steps by round")
	var starts []string
	for _, o := range selects(m)[ReplayPart].Options {
		if o.Label == "Round 1 · the deal" || strings.HasPrefix(o.Label, "Round 2 · Step 11 ·") || strings.HasPrefix(o.Label, "Round 3 · Step 21 ·") || strings.HasPrefix(o.Label, "Round 4 · Step 31 ·") {
			starts = append(starts, o.Label)
		}
	}
	assert.Len(t, starts, 4, "the parts of a game in rounds begin with its rounds: %v", selects(m)[ReplayPart].Options)
}

func TestAReplayStepSaysWhoMovedAndWhatTheyDid(t *testing.T) {
	t.Parallel()
	r := longReplay(t, 3, 0, 2)
	text := pageText(Replay(r))
	assert.Contains(t, text, "**Step 2 of 3** · <@1>:", "the step, and who moved")
	assert.Contains(t, text, "\n• <@1> plays a long line", "what the turn did, in the game's words")
	assert.Contains(t, pageText(Replay(longReplay(t, 3, 0, 0))), "**The deal** · The cards are dealt")
}

func itoa(n int) string { return strconv.Itoa(n) }

// findButton reports whether m has a button of that label, and its id.
func findButton(m discord.Message, label string) (string, bool) {
	for _, b := range pageButtons(m) {
		if b.Label == label {
			return b.CustomID, true
		}
	}
	return "", false
}

func TestAReplayStepShowsItsPictureInPlaceOfTheBoardsText(t *testing.T) {
	t.Parallel()
	r := longReplay(t, 3, 0, 2)
	alone := Replay(r)
	_, pictured := pageGallery(alone)
	assert.False(t, pictured, "before its picture is drawn a step has none")
	assert.Contains(t, pageText(alone), "**Players**", "without its picture the step shows the board in words, players too")

	r.Picture = "replay.png"
	m, ok := WithPicture(Replay(r), "attachment://replay.png", "The board: Ann has 3 cards.")
	require.True(t, ok, "a pictured step has room for its picture")
	g, shown := pageGallery(m)
	require.True(t, shown, "the step shows its picture")
	require.Len(t, g.Items, 1)
	assert.Equal(t, "attachment://replay.png", g.Items[0].Media.URL)
	require.NotNil(t, g.Items[0].Description, "the picture has alt text")
	assert.Equal(t, "The board: Ann has 3 cards.", *g.Items[0].Description)
	assert.NotContains(t, pageText(m), "**Players**", "the picture shows the board: its text is not said again")
	assert.Contains(t, pageText(m), "**Step 2 of 3** · ", "the step's own text stays beside the picture")
}

func TestAReplayStepIsColouredLikeTheSeatThatMoved(t *testing.T) {
	t.Parallel()
	r := longReplay(t, 3, 0, 2)
	c := Replay(r).Components[0].(discordgo.Container)
	assert.Equal(t, seatAccent(0), *c.AccentColor, "seat 0 moved: its colour, as the board shows the seat to move")
	r.Turn = 0
	c = Replay(r).Components[0].(discordgo.Container)
	assert.Equal(t, colourBoard, *c.AccentColor, "nobody moved at the deal")
}

func TestAReplayStepSaysALineRepeatedAtOnceOnceWithItsCount(t *testing.T) {
	t.Parallel()
	r := longReplay(t, 1, 0, 1)
	gain := LogLine{Move: 2, Text: "{seat0} gained 1 ability point (Birdbath)."}
	r.Lines = []LogLine{r.Lines[0], gain, gain, gain, r.Lines[0]}
	r.Turns[1].To = len(r.Lines)
	text := pageText(Replay(r))
	assert.Equal(t, 1, strings.Count(text, "gained 1 ability point"), "the same line four times in a row is said once:\n%s", text)
	assert.Contains(t, text, "gained 1 ability point (Birdbath). (×3)", "with how many times it happened")
	assert.Equal(t, 2, strings.Count(text, "plays a long line"), "a line said again later, not at once, stays where it was")
}

func TestAReplayStepOfALongTurnSaysItsFirstLinesAndLeavesTheRestToTheLog(t *testing.T) {
	t.Parallel()
	r := longReplay(t, 1, 0, 1)
	for i := range 20 {
		r.Lines = append(r.Lines, LogLine{Move: 2, Text: "{seat0} plays card number " + itoa(i) + " of a long turn, each one saying what it did."})
	}
	r.Turns[1].To = len(r.Lines)
	text := pageText(Replay(r))
	assert.Contains(t, text, "more (the Log has them all)", "a long turn is cut, and says where the rest is")
	assert.Less(t, len(text), 1000, "a step reads at a glance:\n%s", text)
}

func TestAReplayStepIsNotCalledATurnThePictureWouldNumberOtherwise(t *testing.T) {
	t.Parallel()
	// KeyForge's last step read "Turn 42 of 42 · @ann's turn:" over a
	// picture titled "Turn 41 · ann"; Bird Rummy's first "Turn 1 of 3 ·
	// @ann's turn:" (her setup choice) over "Turn 1: bob's draw phase".
	text := pageText(Replay(longReplay(t, 3, 0, 2)))
	assert.Contains(t, text, "**Step 2 of 3** · <@1>:", "a step is numbered as a step, and says who moved")
	assert.NotContains(t, text, "Turn 2", "no turn number of its own beside the game's")
	assert.NotContains(t, text, "'s turn", "the picture shows the board after the step: whose turn it is, is the picture's to say")
}

func TestAReplaysJumpMenuSaysWhatEachStepDidBeyondALineEveryStepOpensWith(t *testing.T) {
	t.Parallel()
	// Star Collector: every turn opens on "@ann has chosen."; what both
	// played follows.
	r := longReplay(t, 3, 0, 0)
	r.Lines = nil
	for i := 1; i <= 3; i++ {
		r.Lines = append(r.Lines,
			LogLine{Move: 2*i - 1, Text: "{seat0} has chosen."},
			LogLine{Move: 2 * i, Text: "Turn " + itoa(i) + ": {seat0} plays Fight " + itoa(i) + " · Comet."})
		r.Turns[i].From, r.Turns[i].To = 2*i-2, 2*i
	}
	seen := map[string]bool{}
	for _, o := range selects(Replay(r))[ReplayPart].Options[1:] {
		assert.False(t, seen[o.Description], "two steps described alike: %q", o.Description)
		seen[o.Description] = true
		assert.Contains(t, o.Description, "plays Fight", "the option says what was played")
	}
}

func TestAReplayStepOfThreeSeatsNamesThemAsASentenceDoes(t *testing.T) {
	t.Parallel()
	r := longReplay(t, 3, 0, 1)
	r.Table = pickTable(t, 3, 0).Table
	r.Turns[1].Seats = []int{0, 1, 2}
	text := pageText(Replay(r))
	assert.Contains(t, text, "**Step 1 of 3** · <@1>, ", "three seats in a list, not \"@ann and @bob and @cat\":\n%s", text)
	assert.NotContains(t, text, "> and <@2> and ", text)
}
