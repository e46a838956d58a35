package reading

import (
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/deckhand/deckhand/bot/internal/lru"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// A game's reading is what the Log and the replay show of it, which the
// answer log alone does not hold: the public lines each answer made, the
// turns a replay steps by, and states kept along the way. The lines are
// not stored with the answers, so the game is replayed to get them. So
// that a Log or replay click does not replay the whole game (tens of
// milliseconds of CPU for a game of thousands of answers, and the later
// the turn, the dearer), a reading is built once per game and kept in a
// bounded cache:
//
//   - A step to answer p decodes the state kept at the last multiple of
//     markEvery at or before p, and applies fewer than markEvery answers
//     read from the log (storage.MovesFrom): the same cost at the deal
//     and after 9,000 answers.
//   - A live game's Log extends its reading by the answers since the
//     last click: the log only ever grows.
//   - A finished game's reading is kept in the database with it
//     (keptreading.go), once: when the game ends (its final figures read
//     it), or at the first look at a game that ended without them (ended
//     early, or in a database from before readings were kept).
//
// The cache alone does not bound the cost of a click: anyone can step
// through more long games than it holds, in turn, and each would be
// replayed whole at every click. A finished game not in the cache reads
// its kept reading (its lines and turns, without replaying) and the one
// state a step needs, rebuilt from the nearest kept state: a small part
// of what replaying the whole game costs (BenchmarkReplayStep measures a
// step cold and from the cache). Live
// games are not kept: their log grows with every answer, and their Log
// is read only from their own channel. keptReadings bounds the memory: a
// reading holds its lines, turns and kept states, about a megabyte for
// a game of thousands of answers (BenchmarkReplayStep reports it), so
// the cache holds at most some 16 MB however many games are looked at,
// and is usually far smaller.
const (
	markEvery    = 64
	keptReadings = 16
)

// reading is one game's reading, built up to n answers. Its lock is held
// while it is extended or read.
type reading struct {
	mu    sync.Locker
	id    string
	game  games.Game
	cfg   games.Config
	n     int         // answers read
	st    games.State // the game after n answers
	marks [][]byte    // marks[k]: st.Encode() after k*markEvery answers
	lines []render.LogLine
	// told counts the answers that made a public line: the Log numbers
	// its lines by them, 1, 2, 3, as the table saw the moves; an answer
	// nobody else heard of (a secret choice, a count asked next) would
	// leave a gap that reads as lines gone missing.
	told int
	// first and last are when the first and the last answer were given.
	first, last time.Time
	// turns are the steps of a replay, turns[0] the deal; the last one
	// may still grow while the game goes on (open).
	turns []render.ReplayTurn
	open  bool // the last turn takes the next answer of its turn
	key   int  // the last turn's turnKey
	seen  bool // the last turn said something aloud (a public line)
	// whole: the reading holds a finished game to its end, and is kept
	// in the database; its log grows no more. A whole reading read back
	// from the database holds no states (marks) in memory and no st:
	// stateAt reads the one it needs.
	whole bool
	err   error
}

// readings is the bounded cache of readings, by table id, the most
// recently used first.
type readings struct {
	mu   sync.Locker
	lock func() sync.Locker // makes each reading's lock
	kept *lru.Cache[string, *reading]
}

// newReadings is an empty cache whose locks lock makes.
func newReadings(lock func() sync.Locker) *readings {
	return &readings{mu: lock(), lock: lock, kept: lru.New[string, *reading](keptReadings)}
}

// reading returns the reading of rec's game, read to the end of its
// answer log, locked: call unlock when done with it. A log that does not
// replay (a corrupt answer, rules changed since, rules that panic) is an
// error, and its reading is not kept.
func (b *Room) reading(rec *storage.Table, g games.Game) (r *reading, unlock func(), err error) {
	r = b.readings.get(rec, g)
	r.mu.Lock()
	if err := b.readOn(r, rec); err != nil {
		r.mu.Unlock()
		b.readings.drop(r)
		return nil, nil, err
	}
	return r, r.mu.Unlock, nil
}

// readOn brings r, locked, to the end of rec's answer log. The game's
// own code runs here, under r's lock, which the final board's figures
// wait for on the table's loop: a panic in it is the reading's error,
// so the lock is always let go and the reading dropped, never left held.
func (b *Room) readOn(r *reading, rec *storage.Table) (err error) {
	defer func() {
		if p := recover(); p != nil {
			r.err = fmt.Errorf("the game panicked reading answer %d: %v", r.n+1, p)
		}
		err = r.err
	}()
	if r.err != nil || r.whole {
		return
	}
	done := rec.Phase.Done()
	if done && r.n == 0 && b.readKept(r, rec) {
		return
	}
	var moves []storage.Move
	if moves, r.err = b.store.MovesFrom(rec.ID, r.n, -1); r.err == nil {
		r.err = r.extend(moves)
	}
	b.noteDamaged(rec, r.err)
	if r.err == nil && done {
		b.keepReading(r)
	}
	return
}

// get returns the kept reading of rec's table, or a new one from its
// deal.
func (rs *readings) get(rec *storage.Table, g games.Game) *reading {
	id := rec.ID
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if r, ok := rs.kept.Get(id); ok {
		return r
	}
	r := newReading(id, g, redeal(rec, g))
	r.mu = rs.lock()
	rs.kept.Put(id, r)
	return r
}

// drop forgets r, if it is still the reading kept for its table.
func (rs *readings) drop(r *reading) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if kept, ok := rs.kept.Peek(r.id); ok && kept == r {
		rs.kept.Remove(r.id)
	}
}

// clear forgets every reading (Room.Forget).
func (rs *readings) clear() {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	rs.kept.Clear()
}

// newReading starts a reading at the deal; a deal that fails is the
// reading's error.
func newReading(id string, g games.Game, cfg games.Config) (r *reading) {
	r = &reading{id: id, game: g, cfg: cfg}
	defer func() {
		if p := recover(); p != nil {
			r.err = fmt.Errorf("the game panicked dealing: %v", p)
		}
	}()
	if r.st, r.err = g.New(cfg); r.err != nil {
		return r
	}
	var mark []byte
	if mark, r.err = r.st.Encode(); r.err != nil {
		return r
	}
	r.marks = [][]byte{mark}
	r.turns = []render.ReplayTurn{{Round: roundOf(r.st)}}
	return r
}

// extend applies the answers that follow the n read so far.
func (r *reading) extend(moves []storage.Move) error {
	for _, m := range moves {
		if m.N != r.n+1 {
			return fmt.Errorf("answer %d of the log follows answer %d", m.N, r.n)
		}
		round, key := roundOf(r.st), r.turnKey(r.st, m.Seat)
		events, err := r.st.Apply(answerOf(m))
		if err != nil {
			return fmt.Errorf("answer %d (seat %d, prompt %q) refused: %w", m.N, m.Seat, m.Prompt, err)
		}
		r.n++
		if r.n == 1 {
			r.first = m.At
		}
		r.last = m.At
		from := len(r.lines)
		for _, e := range events {
			if !e.Private {
				r.lines = append(r.lines, render.LogLine{Move: m.N, Told: r.told + 1, Text: LineText(e), Msg: e.Msg})
			}
		}
		if len(r.lines) > from {
			r.told++
		}
		r.step(m, round, key, from, len(r.lines) > from)
		if r.n%markEvery == 0 {
			mark, err := r.st.Encode()
			if err != nil {
				return err
			}
			r.marks = append(r.marks, mark)
		}
	}
	return nil
}

// step adds answer m, played in round, to the turns; its lines begin at
// from, and it is seen when it made a public line. A turn is what the
// game calls one where it counts them (games.Balanced: a KeyForge turn,
// both secret choices of a Star Collector turn), else a seat's run of
// answers (a Bitch play with its count, a Rummy draw, melds and
// discard), within one round. A turn that said nothing to the channel (a
// private choice, a declined Call bluff) is not a step of its own: it
// joins the turn after it, so no step is only "@bob moved".
//
// Seen means said aloud, not "changed the public view": in 50 seeded
// games of the five games (heuristic and random play), some answers
// change the view without a line (a status, whose turn it is), but
// always inside a turn that says what it did; no turn changed the view
// silently. Comparing views after every answer would find the same
// turns and triple the cost of building a reading (Bitch's Public view
// is about 7 µs an answer at 8 seats).
func (r *reading) step(m storage.Move, round, key, from int, seen bool) {
	last := &r.turns[len(r.turns)-1]
	switch {
	case r.open && key == r.key && round == last.Round:
		// the same turn goes on
	case r.open && !r.seen:
		// a turn nobody saw gives way to this one
		last.Seats, last.Round, last.Timer = nil, round, false
	default:
		r.turns = append(r.turns, render.ReplayTurn{Round: round, From: from})
		last = &r.turns[len(r.turns)-1]
		r.open, r.seen = true, false
	}
	r.key = key
	if !slices.Contains(last.Seats, m.Seat) {
		last.Seats = append(last.Seats, m.Seat)
	}
	last.End, last.To = r.n, len(r.lines)
	last.Timer = last.Timer || m.By == storage.ByTimer
	r.seen = r.seen || seen
}

// turnKey names the turn st is in for an answer of seat: the turns the
// game has begun, where it counts them; a phase where several seats are
// asked at once (Bitch's setup, where each lays its piles in any order)
// is one turn; else the seat.
func (r *reading) turnKey(st games.State, seat int) int {
	b, ok := st.(games.Balanced)
	if !ok {
		if together(st) {
			return -1
		}
		return seat
	}
	n := 0
	for s := range r.cfg.Seats {
		n += b.Turns(s)
	}
	return n
}

// together reports whether st waits on several seats at once (optional
// prompts, such as Call bluff, wait on nobody).
func together(st games.State) bool {
	first := -1
	for _, p := range st.Prompts() {
		switch {
		case p.Optional:
		case first < 0:
			first = p.Seat
		case p.Seat != first:
			return true
		}
	}
	return false
}

// replayTurns are the steps a replay shows: the turns, but a last turn
// that said nothing aloud (a game ended while a seat's secret choice
// waited on the next) joins the turn before it, whose step then shows
// the final board, instead of being a step with nothing to say.
func (r *reading) replayTurns() []render.ReplayTurn {
	n := len(r.turns)
	if !r.open || r.seen || n < 3 {
		return r.turns
	}
	out := slices.Clone(r.turns[:n-1])
	prev, last := &out[n-2], r.turns[n-1]
	prev.Seats = slices.Clone(prev.Seats)
	for _, s := range last.Seats {
		if !slices.Contains(prev.Seats, s) {
			prev.Seats = append(prev.Seats, s)
		}
	}
	prev.End, prev.Timer = last.End, prev.Timer || last.Timer
	return out
}

// turnIn is the index of the turn of turns that shows position p: the
// first that ends at or after p (the last for p past the end).
func turnIn(turns []render.ReplayTurn, p int) int {
	for i, t := range turns {
		if t.End >= p {
			return i
		}
	}
	return len(turns) - 1
}

// stateAt rebuilds the game after p answers (p <= r.n) from the state
// kept at or before it and the few answers after that. The game's code
// runs here: a panic in it is an error.
func (r *reading) stateAt(store *storage.Store, p int) (st games.State, err error) {
	defer func() {
		if x := recover(); x != nil {
			st, err = nil, fmt.Errorf("the game panicked rebuilding answer %d: %v", p, x)
		}
	}()
	k := p / markEvery
	var mark []byte
	if k < len(r.marks) {
		mark = r.marks[k]
	} else if mark, err = store.ReadingState(r.id, k); err != nil {
		return nil, err
	} else if mark == nil {
		return nil, fmt.Errorf("no state kept after %d answers", k*markEvery)
	}
	if st, err = r.game.Decode(mark); err != nil {
		return nil, err
	}
	moves, err := store.MovesFrom(r.id, k*markEvery, p)
	if err != nil {
		return nil, err
	}
	for _, m := range moves {
		if _, err := st.Apply(answerOf(m)); err != nil {
			return nil, fmt.Errorf("answer %d refused: %w", m.N, err)
		}
	}
	return st, nil
}

// turnAt is the index of the turn that shows position p: the first turn
// that ends at or after p (the last for p past the end).
func (r *reading) turnAt(p int) int { return turnIn(r.turns, p) }
