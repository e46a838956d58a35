package bot

import (
	"runtime"

	"github.com/deckhand/deckhand/bot/pace"
)

// drawing are the process's drawing slots. A drawing takes a core for
// its whole time (1-5 ms, ten times that under the race detector). Half
// the cores may draw, and each slot rests after a picture as long as the
// picture took (pace.Slots), so that pictures take at most a quarter of
// the machine however many are asked for, and the rest stays free to
// answer. When more pictures are asked for than that, they wait their
// turn: the board's, and the hands of the seats the game waits on,
// first; a message about to go waits for its picture only so long
// (pace.AnswerDrawWait). A picture made stale meanwhile by a newer one
// is not drawn.
var drawing = pace.NewSlots(max(1, runtime.GOMAXPROCS(0)/2), &mutex{})
