package render

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
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
	tb.Kept.Recent = []string{"{seat0} picked o1", "{seat0} revealed o2"}
	tb.State = scened{tb.State, games.Scene{Notes: []string{"{seat0} revealed o2"}}}
	m := Board(tb)
	assert.NotContains(t, textOf(m), "revealed o2", "the picture says it")
	assert.Contains(t, textOf(m), "picked o1", "the picture does not say it")
	assert.Contains(t, textOf(*m.Plain), "revealed o2", "the whole text view keeps every move")
}

// A finished board says its result once in its text, whole, and once in
// its picture: the text is all a screen reader or a notification has
// (Star Collector's board said "1. @bob — 4 / 2. @ann — 4" and left the
// reason to the picture).
func TestAFinishedBoardSaysItsResultOnceInTextAndOnceInItsPicture(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.Table.Phase = table.Finished
	tb.Kept.Recent = []string{"{seat0} picked o1", "Game over: {seat0} wins."}
	tb.State = scened{finished{tb.State.(*picktest.State)}, games.Scene{Caption: "{seat0} wins."}}
	m := Board(tb)
	assert.Equal(t, 1, strings.Count(textOf(m), "wins."), "the text says the result once, not again as a last move:\n%s", textOf(m))
	assert.Contains(t, textOf(m), "**<@1> wins.**", "whole, as its headline")
	assert.NotContains(t, textOf(m), "Game over:", "the last moves leave the result to the headline")
	assert.Equal(t, 1, strings.Count(textOf(*m.Plain), "wins."), "the whole text view says it once too")
}

// A ranking of two under a summary that gives both scores says nothing
// more; a summary without the scores, or a table of three, keeps it.
func TestTheRankingIsSaidOnlyWhenItSaysMoreThanTheSummary(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	two := &games.Result{Rank: []int{1, 2}, Score: []int{19, 14}, Summary: "{seat0} wins, 19 to 14."}
	assert.Equal(t, "**<@1> wins, 19 to 14.**", resultText(&tb.Table, two), "the summary says it all")
	negative := &games.Result{Rank: []int{1, 2}, Score: []int{0, -10}, Summary: "{seat0} wins the match 0 to −10."}
	assert.Equal(t, "**<@1> wins the match 0 to −10.**", resultText(&tb.Table, negative), "a minus sign is a minus sign")
	bare := &games.Result{Rank: []int{1, 2}, Score: []int{4, 4}, Summary: "The other ran out of cards: {seat0} wins."}
	assert.Contains(t, resultText(&tb.Table, bare), "1. <@1> — 4\n2. ", "scores the summary leaves out are ranked")
	three := pickTable(t, 3, 0)
	assert.Contains(t, resultText(&three.Table, &games.Result{Rank: []int{3, 1, 2}, Summary: "{seat1} wins."}), "3. <@1>", "the places of three")
}

// A replay step's picture is the board after the step, drawn without
// the notes a live board draws under the table (its last reveal): the
// step says what it did in words, every line, once, and the result once.
func TestAPicturedReplayStepSaysWhatItDidAndItsResultOnce(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.Table.Phase = table.Finished
	lines := []LogLine{{Move: 1, Text: "{seat0} picked o1"}, {Move: 1, Text: "{seat0} revealed o2"}, {Move: 1, Text: "{seat0} wins."}}
	st := scened{finished{tb.State.(*picktest.State)}, games.Scene{Caption: "{seat0} wins.", Notes: []string{"{seat0} revealed o2"}}}
	step := ReplayStep{Table: tb.Table, Game: tb.Game, State: st, Turn: 1, Lines: lines, Owner: "1",
		Turns: []ReplayTurn{{}, {End: 1, Seats: []int{0}, From: 0, To: 3}}}
	text := pageText(Replay(step))
	assert.Contains(t, text, "picked o1")
	assert.Contains(t, text, "revealed o2", "without its picture, the step says every line")
	assert.Equal(t, 1, strings.Count(text, "wins."), "and the result once")

	step.Picture = "replay.png"
	text = pageText(Replay(step))
	assert.Contains(t, text, "picked o1")
	assert.Contains(t, text, "revealed o2", "what a live board's picture notes (Star Collector's reveal) the step says: its picture draws no notes")
	assert.Equal(t, 1, strings.Count(text, "wins."), "the result once in the text, as the picture heads with it once")
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
	tb.Table.Phase = table.Finished
	tb.State = scened{whyFinished{tb.State.(*picktest.State)}, games.Scene{Caption: "{seat0} ran out of cards: {seat1} wins."}}
	for _, text := range []string{textOf(Board(tb)), textOf(*Board(tb).Plain)} {
		assert.Contains(t, text, "2. <@1> — 8 · ran out of cards before the deck did")
		assert.Contains(t, text, "1. Seat 2 — 0\n", "the winner needs no word")
	}
}

// whySaid is a finished game whose summary gives the reason already.
type whySaid struct{ *picktest.State }

func (f whySaid) Result() *games.Result {
	return &games.Result{Rank: []int{2, 1}, Score: []int{4, 4}, Summary: "{seat0} ran out of cards before the deck did: {seat1} wins.",
		Why: []string{"ran out of cards before the deck did", ""}}
}

// Star Collector's summary says who ran out and why: the ranking beside
// it gives the places and scores, not the reason a second time.
func TestARankingDoesNotRepeatTheReasonItsResultGives(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.Table.Phase = table.Finished
	tb.State = scened{whySaid{tb.State.(*picktest.State)}, games.Scene{Caption: "{seat0} ran out of cards before the deck did: {seat1} wins."}}
	for _, text := range []string{textOf(Board(tb)), textOf(*Board(tb).Plain)} {
		assert.Equal(t, 1, strings.Count(text, "ran out of cards before the deck did"), "the reason once:\n%s", text)
		assert.Contains(t, text, "2. <@1> — 4\n", "the place and score stay")
	}
}
