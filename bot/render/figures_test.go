package render

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
)

func TestTheGameInFiguresSaysItsLengthAndTurningPoint(t *testing.T) {
	t.Parallel()
	rec := &table.Table{Seats: []table.Seat{{UserID: "1", Name: "Ann"}, {UserID: "2", Name: "Bob"}}}
	f := &Figures{Turns: 37, Answers: 85, Rounds: 3, Took: 83 * time.Minute, Turning: 24, Winner: 1}
	text := f.text(nil, rec)
	assert.Contains(t, text, "37 turns (85 moves) in 1 hour 23 minutes · 3 rounds.", "how long the game was, in turns, moves, time and rounds")
	assert.Contains(t, text, "Turning point: turn 24. From then on <@2> stayed ahead to the end, by the estimate the CPU players play by.", "the turning point says what it means")

	f = &Figures{Turns: 1, Answers: 1, Took: time.Second, Turning: 1, Winner: 0}
	text = f.text(nil, rec)
	assert.Contains(t, text, "1 turn (1 move) in under a minute.")
	assert.Contains(t, text, "<@1> was ahead from the first turn to the end")
	assert.NotContains(t, (&Figures{Turns: 3, Answers: 6}).text(nil, rec), "Turning point", "no turning point where the game tells none")
}

func TestTheFinalBoardSaysTheResultOnceWhereverTheGamesViewRepeatsIt(t *testing.T) {
	t.Parallel()
	st := overState{summary: "{seat1} wins, 23 to 16."}
	v := withoutSummary(st, games.View{
		Lines:  []string{"**Game over.** {seat1} wins, 23 to 16.", "Deck: 6"},
		Fields: []games.Field{{Name: "Last reveal", Value: "Turn 3: both play.\n{seat1} wins, 23 to 16."}, {Name: "Result", Value: "{seat1} wins, 23 to 16."}},
	})
	assert.Equal(t, []string{"**Game over.**", "Deck: 6"}, v.Lines, "a view line keeps what it says besides the result")
	require.Len(t, v.Fields, 1, "a field that only said the result goes")
	assert.Equal(t, "Turn 3: both play.", v.Fields[0].Value)
}

// overState is a finished game with summary as its result.
type overState struct {
	games.State
	summary string
}

func (s overState) Result() *games.Result {
	return &games.Result{Rank: []int{2, 1}, Summary: s.summary}
}
