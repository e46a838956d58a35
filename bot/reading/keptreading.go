package reading

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/storage"
)

// A finished game's reading is kept in the database (storage.KeepReading)
// as its head, the lines and turns every step reads, and its states kept
// every markEvery answers, each apart, so that a step reads the head and
// one state. The head is a compact binary form rather than JSON: reading
// it back is what a click on a game not in the cache costs, and it holds
// a line for most answers (some 9,000 in a long Bitch game).
//
// Head, all numbers unsigned varints but the times (varints):
//
//	headVersion, n, first and last (Unix ns; 0: none),
//	len(turns), each: End, Round, From, To, Timer (0/1), len(Seats), Seats...
//	len(lines), each: Move, len(Text), Text, len(Msg), Msg (its JSON; none: 0)
//
// A head of another version, or one that does not read, is ignored: the
// game is replayed from its answers and its reading kept anew.
const headVersion = 2

// keepReading stores r, a finished game read to its end, with its game,
// in the background: the click or the final board that read it need not
// wait for the write. From now on r takes no more answers.
func (b *Room) keepReading(r *reading) {
	r.whole = true
	head, states := r.head(), r.marks
	b.work.Go("keeping a reading", r.id, func() {
		if err := b.store.KeepReading(r.id, head, states); err != nil && !errors.Is(err, storage.ErrNotFound) {
			b.log.Warn("keeping a finished game's reading", "table", r.id, "err", err)
		}
	})
}

// readKept fills r, new, with the reading kept of rec's finished game,
// and reports whether there was one that reads, of the whole log.
func (b *Room) readKept(r *reading, rec *storage.Table) bool {
	head, err := b.store.ReadingHead(rec.ID)
	if err != nil || head == nil {
		return false
	}
	kept := &reading{}
	if err := kept.readHead(head); err != nil {
		b.log.Warn("a kept reading does not read: replaying the game", "table", rec.ID, "err", err)
		return false
	}
	if kept.n != rec.Moves {
		return false
	}
	r.n, r.first, r.last, r.turns, r.lines, r.told = kept.n, kept.first, kept.last, kept.turns, kept.lines, kept.told
	r.st, r.marks, r.whole = nil, nil, true
	return true
}

// head encodes r's lines and its turns as the replay steps through them
// (replayTurns): a reading read back is whole, and takes no more answers
// that could change how its last turn reads.
func (r *reading) head() []byte {
	turns := r.replayTurns()
	size := 64 + 16*len(turns) + 4*len(r.lines)
	msgs := make([][]byte, len(r.lines))
	for i, l := range r.lines {
		size += len(l.Text)
		if !l.Msg.IsZero() {
			// A Text of strings, ints and Texts always marshals.
			msgs[i], _ = json.Marshal(l.Msg)
			size += len(msgs[i])
		}
	}
	out := make([]byte, 0, size)
	u := func(v int) { out = binary.AppendUvarint(out, uint64(v)) }
	at := func(t time.Time) {
		if t.IsZero() {
			out = binary.AppendVarint(out, 0)
			return
		}
		out = binary.AppendVarint(out, t.UnixNano())
	}
	u(headVersion)
	u(r.n)
	at(r.first)
	at(r.last)
	u(len(turns))
	for _, t := range turns {
		u(t.End)
		u(t.Round)
		u(t.From)
		u(t.To)
		timer := 0
		if t.Timer {
			timer = 1
		}
		u(timer)
		u(len(t.Seats))
		for _, s := range t.Seats {
			u(s)
		}
	}
	u(len(r.lines))
	for i, l := range r.lines {
		u(l.Move)
		u(len(l.Text))
		out = append(out, l.Text...)
		u(len(msgs[i]))
		out = append(out, msgs[i]...)
	}
	return out
}

// maxHeadNumber bounds every number a head holds, so that a damaged one
// is refused rather than read as a huge or negative count.
const maxHeadNumber = 1 << 40

// errHead is a kept head that does not read.
var errHead = errors.New("kept reading: damaged head")

// headReader reads a head's numbers in order; a number that does not
// read, or is out of bounds, makes it bad.
type headReader struct {
	data []byte
	pos  int
	bad  bool
}

func (h *headReader) u() int {
	v, n := binary.Uvarint(h.data[h.pos:])
	if n <= 0 || v > maxHeadNumber {
		h.bad = true
		return 0
	}
	h.pos += n
	return int(v)
}

func (h *headReader) at() time.Time {
	v, n := binary.Varint(h.data[h.pos:])
	if n <= 0 {
		h.bad = true
		return time.Time{}
	}
	h.pos += n
	if v == 0 {
		return time.Time{}
	}
	return time.Unix(0, v).UTC()
}

// left is how many bytes are still to read.
func (h *headReader) left() int { return len(h.data) - h.pos }

// readHead decodes a head into r. The lines' texts share one string, the
// head's copy, and the turns' seats one slice, rather than one
// allocation each: a long game's head holds thousands.
func (r *reading) readHead(data []byte) error {
	all := string(data)
	h := &headReader{data: data}
	if v := h.u(); h.bad || v != headVersion {
		return fmt.Errorf("%w: version %d", errHead, v)
	}
	r.n = h.u()
	r.first, r.last = h.at(), h.at()
	nt := h.u()
	if h.bad || nt > h.left() {
		return errHead
	}
	r.turns = make([]render.ReplayTurn, nt)
	seats := make([]int, 0, nt)
	for i := range r.turns {
		t := &r.turns[i]
		t.End, t.Round, t.From, t.To, t.Timer = h.u(), h.u(), h.u(), h.u(), h.u() == 1
		ns := h.u()
		if h.bad || ns > h.left() {
			return errHead
		}
		if ns > 0 {
			from := len(seats)
			for range ns {
				seats = append(seats, h.u())
			}
			t.Seats = seats[from:len(seats):len(seats)]
		}
	}
	nl := h.u()
	if h.bad || nl > h.left() {
		return errHead
	}
	r.lines = make([]render.LogLine, nl)
	for i := range r.lines {
		move, size := h.u(), h.u()
		if h.bad || size > h.left() {
			return errHead
		}
		// Told is not kept: it counts the answers that made a line,
		// which the lines' moves say (reading.step numbers them so).
		if i == 0 || move != r.lines[i-1].Move {
			r.told++
		}
		r.lines[i] = render.LogLine{Move: move, Told: r.told, Text: all[h.pos : h.pos+size]}
		h.pos += size
		if size = h.u(); h.bad || size > h.left() {
			return errHead
		}
		if size > 0 {
			if json.Unmarshal(data[h.pos:h.pos+size], &r.lines[i].Msg) != nil {
				return errHead
			}
			h.pos += size
		}
	}
	if h.bad || h.left() != 0 || len(r.turns) == 0 {
		return errHead
	}
	for _, t := range r.turns {
		if t.From > t.To || t.To > len(r.lines) || t.End > r.n {
			return errHead
		}
	}
	return nil
}
