package starcollector

import (
	"sync"

	"github.com/deckhand/deckhand/games"
)

// endOfTurn applies the end rules after a turn: the ranks are in Over,
// and a hand discarded in Last; why it ended is read from the state
// (ending).
//
// Both options: a player whose hand is empty while the deck still has
// cards loses; both at once is a draw. With the deck empty, the default
// (the original rule) goes on until a hand runs out, then the other
// player discards the hand and the stars decide; "deck-empty" (the
// original rules' own doubt, as an option) lets the stars decide at the
// end of the turn the deck ran out.
func (s *state) endOfTurn() {
	empty0, empty1 := len(s.Hands[0]) == 0, len(s.Hands[1]) == 0
	if len(s.Deck) > 0 {
		if !empty0 && !empty1 {
			return
		}
		switch {
		case empty0 && empty1:
			s.finish([seats]int{1, 1})
		case empty0:
			s.finish([seats]int{2, 1})
		default:
			s.finish([seats]int{1, 2})
		}
		return
	}
	if s.End == endDeckEmpty {
		s.finishByStars()
		return
	}
	switch {
	case empty0 && empty1:
		s.finishByStars()
	case empty0, empty1:
		other := 0
		if empty0 {
			other = 1
		}
		s.Last.Discarded, s.Last.DiscardSeat = len(s.Hands[other]), other
		s.Discard = append(s.Discard, s.Hands[other]...)
		s.Hands[other] = nil
		s.finishByStars()
	}
}

// finishByStars ends the game: the most stars wins, equal stars draw.
func (s *state) finishByStars() {
	a, b := s.Stars(0), s.Stars(1)
	switch {
	case a == b:
		s.finish([seats]int{1, 1})
	case a > b:
		s.finish([seats]int{1, 2})
	default:
		s.finish([seats]int{2, 1})
	}
}

func (s *state) finish(rank [seats]int) {
	s.Over = &Outcome{Rank: rank}
}

// How a game ended, as the state shows it once it is over.
const (
	endBothOut     = iota // both hands ran out while the deck had cards: a draw
	endOut                // seat ran out while the deck had cards and lost
	endDeckOut            // "when the deck runs out": the stars decide
	endAllEmpty           // both hands and the deck ran out: the stars decide
	endOutDeckGone        // seat ran out with the deck empty: the other discarded, the stars decide
)

// ending is how the finished game ended, and the seat that ran out for
// endOut and endOutDeckGone. The state says it all: the deck left, the
// hands, and the cards the last reveal discarded from the hand left.
func (s *state) ending() (how, seat int) {
	empty0, empty1 := len(s.Hands[0]) == 0, len(s.Hands[1]) == 0
	switch {
	case len(s.Deck) > 0 && empty0 && empty1:
		return endBothOut, 0
	case len(s.Deck) > 0 && empty0:
		return endOut, 0
	case len(s.Deck) > 0:
		return endOut, 1
	case s.End == endDeckEmpty:
		return endDeckOut, 0
	case s.Last.Discarded > 0:
		return endOutDeckGone, 1 - s.Last.DiscardSeat
	}
	return endAllEmpty, 0
}

// summary is the finished game's summary as a Text: why it ended, and
// for an end on the stars, who won with how many. It is read in every
// finished hand and in /history: it says why in few words; the picture
// shows the deck left.
func (s *state) summary() games.Text {
	how, seat := s.ending()
	var why games.Text
	switch how {
	case endBothOut:
		return games.Say("starcollector.end.both-out")
	case endOut:
		return games.Say("starcollector.end.out", "Out", seatRef[seat], "Winner", seatRef[1-seat])
	case endDeckOut:
		why = games.Say("starcollector.end.deck-out")
	case endOutDeckGone:
		why = games.Say("starcollector.end.out-deck-empty", "Out", seatRef[seat])
	default:
		why = games.Say("starcollector.end.all-empty")
	}
	a, b := s.Stars(0), s.Stars(1)
	if a == b {
		return games.Say("starcollector.end.draw", "Why", why, "Stars", a)
	}
	w := 0
	if b > a {
		w = 1
	}
	return games.Say("starcollector.end.win", "Why", why, "Winner", seatRef[w], "Most", max(a, b), "Least", min(a, b))
}

// Result is nil while the game runs; the score of each seat is its stars.
// A game lost by running out of cards while the deck still had some was
// not ranked by its stars: the ranking says so beside the seat that ran
// out (Why), or it would read as a bare list the scores contradict.
func (s *state) Result() *games.Result {
	if s.Over == nil {
		return nil
	}
	// One allocation: a search asks for the result of every playout.
	r := &struct {
		games.Result
		rank, score [seats]int
		why         [seats]string
		whyMsg      [seats]games.Text
	}{rank: s.Over.Rank, score: [seats]int{s.Stars(0), s.Stars(1)}}
	said := s.saidEnd()
	r.Rank, r.Score, r.Summary, r.SummaryMsg = r.rank[:], r.score[:], said.summary, said.msg
	if len(s.Deck) > 0 {
		for seat := range seats {
			if len(s.Hands[seat]) == 0 {
				r.why[seat], r.whyMsg[seat] = said.ranOut, ranOut
			}
		}
		r.Why, r.WhyMsg = r.why[:], r.whyMsg[:]
	}
	return &r.Result
}

// ranOut is said beside a seat that lost by running out of cards.
var ranOut = games.Say("starcollector.end.ran-out")

// endKey is what a summary says, in one language: how the game ended,
// the seat it is about and the stars.
type endKey struct {
	tag       string
	how, seat int
	stars     [seats]int
}

// saidEnd is a summary as a Text and said, with the words beside a seat
// that ran out.
type saidEnd struct {
	msg             games.Text
	summary, ranOut string
}

// ends keeps every summary said: a search reads the result of every
// playout, and a game ends in few ways, so each is said once.
var ends = struct {
	sync.RWMutex
	m map[endKey]*saidEnd
}{m: map[endKey]*saidEnd{}}

// saidEnd is the finished game's summary in the state's language.
func (s *state) saidEnd() *saidEnd {
	how, seat := s.ending()
	key := endKey{tag: s.lang().Tag(), how: how, seat: seat}
	if how != endBothOut && how != endOut {
		key.stars = [seats]int{s.Stars(0), s.Stars(1)} // the stars decided
	}
	ends.RLock()
	e, ok := ends.m[key]
	ends.RUnlock()
	if ok {
		return e
	}
	msg := s.summary()
	e = &saidEnd{msg: msg, summary: s.say(msg), ranOut: s.say(ranOut)}
	ends.Lock()
	ends.m[key] = e
	ends.Unlock()
	return e
}
