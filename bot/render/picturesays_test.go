package render

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// scened is a state whose public picture is scene.
type scened struct {
	games.State
	scene games.Scene
}

func (s scened) Scene(int) games.Scene { return s.scene }

// A move the picture says under the table (a game's last reveal) is not
// said again beside it; a move it does not say is. The whole text view,
// sent when no picture goes, keeps them all.
func TestAPicturedBoardLeavesTheMovesItsPictureSaysToThePicture(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.Rec.Recent = []string{"{seat0} picked o1", "{seat0} revealed o2"}
	tb.State = scened{tb.State, games.Scene{Notes: []string{"{seat0} revealed o2"}}}
	m := Board(tb)
	assert.NotContains(t, textOf(m), "revealed o2", "the picture says it")
	assert.Contains(t, textOf(m), "picked o1", "the picture does not say it")
	assert.Contains(t, textOf(*m.Plain), "revealed o2", "the whole text view keeps every move")
}

// A finished game's picture that heads with the result leaves the text
// beside it the ranking alone; the whole text view says the result.
func TestAPicturedBoardLeavesTheResultItsPictureHeadsWithToThePicture(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.Rec.Phase = storage.Finished
	tb.State = scened{finished{tb.State.(*picktest.State)}, games.Scene{Caption: "{seat0} wins."}}
	m := Board(tb)
	assert.NotContains(t, textOf(m), "wins.", "the picture's caption says the result")
	assert.Contains(t, textOf(m), "**Result**\n1. <@1>", "the text ranks the players, under a heading")
	assert.Contains(t, textOf(*m.Plain), "wins.", "the whole text view says the result")

	tb.State = finished{tb.State.(scened).State.(finished).State}
	assert.Contains(t, textOf(Board(tb)), "wins.", "a game whose picture does not say the result has its text say it")
}

// A replay step's picture is the board after the step: the lines it says
// under the table and the result it heads with are not said again
// beside it, and a step without its picture says them all.
func TestAPicturedReplayStepLeavesItsPicturesLinesToThePicture(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.Rec.Phase = storage.Finished
	lines := []LogLine{{Move: 1, Text: "{seat0} picked o1"}, {Move: 1, Text: "{seat0} revealed o2"}, {Move: 1, Text: "{seat0} wins."}}
	st := scened{finished{tb.State.(*picktest.State)}, games.Scene{Caption: "{seat0} wins.", Notes: []string{"{seat0} revealed o2"}}}
	step := ReplayStep{Rec: tb.Rec, Game: tb.Game, State: st, Turn: 1, Lines: lines, Owner: "1",
		Turns: []ReplayTurn{{}, {End: 1, Seats: []int{0}, From: 0, To: 3}}}
	text := pageText(Replay(step))
	assert.Contains(t, text, "picked o1")
	assert.Contains(t, text, "revealed o2", "without its picture, the step says every line")
	assert.Equal(t, 1, strings.Count(text, "wins."), "and the result once")

	step.Picture = "replay.png"
	text = pageText(Replay(step))
	assert.Contains(t, text, "picked o1", "the picture does not say it")
	assert.NotContains(t, text, "revealed o2", "the picture says it")
	assert.NotContains(t, text, "wins.", "the picture heads with the result")
	assert.Contains(t, text, "**Result**\n1. <@1>", "the text ranks the players, under a heading")

	step.Lines = lines[1:]
	step.Turns[1].To = 2
	assert.Contains(t, pageText(Replay(step)), "the picture says what happened", "a step whose every line the picture says says so")
}

// whyFinished is a finished game whose ranking its scores do not explain.
type whyFinished struct{ *picktest.State }

func (f whyFinished) Result() *games.Result {
	return &games.Result{Rank: []int{2, 1}, Score: []int{8, 0}, Summary: "{seat0} ran out of cards: {seat1} wins.",
		Why: []string{"ran out of cards before the deck did", ""}}
}

// With the summary left to the picture, the ranking beside it still says
// why the higher score came last, for a screen reader or a notification.
func TestARankingTheScoresDoNotExplainSaysWhyBesideThePlace(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.Rec.Phase = storage.Finished
	tb.State = scened{whyFinished{tb.State.(*picktest.State)}, games.Scene{Caption: "{seat0} ran out of cards: {seat1} wins."}}
	for _, text := range []string{textOf(Board(tb)), textOf(*Board(tb).Plain)} {
		assert.Contains(t, text, "2. <@1> — 8 · ran out of cards before the deck did")
		assert.Contains(t, text, "1. Seat 2 — 0\n", "the winner needs no word")
	}
}
