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

// ending is how a finished game ended: the way, the seat that ran out
// for endOut and endOutDeckGone, and the stars when they decided. It is
// all a summary says.
type ending struct {
	how, seat int
	stars     [seats]int
}

// ending reads how the finished game ended from the state: the deck
// left, the hands, and the cards the last reveal discarded from the
// hand left.
func (s *state) ending() ending {
	empty0, empty1 := len(s.Hands[0]) == 0, len(s.Hands[1]) == 0
	e := ending{stars: [seats]int{s.Stars(0), s.Stars(1)}}
	switch {
	case len(s.Deck) > 0 && empty0 && empty1:
		return ending{how: endBothOut}
	case len(s.Deck) > 0 && empty0:
		return ending{how: endOut, seat: 0}
	case len(s.Deck) > 0:
		return ending{how: endOut, seat: 1}
	case s.End == endDeckEmpty:
		e.how = endDeckOut
	case s.Last.Discarded > 0:
		e.how, e.seat = endOutDeckGone, 1-s.Last.DiscardSeat
	default:
		e.how = endAllEmpty
	}
	return e
}

// text is the summary as a Text: why the game ended, and for an end on
// the stars, who won with how many. It is read in every finished hand
// and in /history: it says why in few words; the picture shows the deck
// left.
func (e ending) text() games.Text {
	var why games.Text
	switch e.how {
	case endBothOut:
		return games.Say("starcollector.end.both-out")
	case endOut:
		return games.Say("starcollector.end.out", "Out", seatRef[e.seat], "Winner", seatRef[1-e.seat])
	case endDeckOut:
		why = games.Say("starcollector.end.deck-out")
	case endOutDeckGone:
		why = games.Say("starcollector.end.out-deck-empty", "Out", seatRef[e.seat])
	default:
		why = games.Say("starcollector.end.all-empty")
	}
	a, b := e.stars[0], e.stars[1]
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
	said := s.ending().in(s.lang())
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

// saidEnd is a summary as a Text and said, with the words beside a seat
// that ran out.
type saidEnd struct {
	msg             games.Text
	summary, ranOut string
}

// ends keeps every summary said, by language: a search reads the result
// of every playout, and a game ends in few ways, so each is said once.
var ends = struct {
	sync.RWMutex
	m map[endSaid]*saidEnd
}{m: map[endSaid]*saidEnd{}}

type endSaid struct {
	tag string
	ending
}

// in is the summary said in l.
func (e ending) in(l games.Lang) *saidEnd {
	key := endSaid{l.Tag(), e}
	ends.RLock()
	said, ok := ends.m[key]
	ends.RUnlock()
	if ok {
		return said
	}
	msg := e.text()
	said = &saidEnd{msg: msg, summary: l.Say(msg), ranOut: l.Say(ranOut)}
	ends.Lock()
	ends.m[key] = said
	ends.Unlock()
	return said
}
