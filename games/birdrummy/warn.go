package birdrummy

import (
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

// A game of Bird Rummy ends when the deck and the Forest are both empty,
// whoever empties them: a draw, a Forest take, an ability or an effect
// can end it, and with it lose it. Every option that ends the game
// against the seat choosing it says so on its button, as the last
// discard does (lastDiscardLoses).

// endLookahead is the deck size from which options are tried for the
// end: with more cards in the deck no single answer empties it (an
// ability draws 2 at most, after a Forest shuffle at most one deck's
// worth of draws could follow).
const endLookahead = 6

// warnEnds marks each option of p that ends the game, when the seat
// choosing it would or might lose, by trying it on a copy. Whether an
// answer ends the game depends only on how many cards the deck and the
// Forest hold, which the seat sees; the verdict reads only what the seat
// may see (warnVerdict), never the cards the copy drew.
func (r reader) warnEnds(p *games.Prompt) {
	s := r.s
	if len(s.Deck) > endLookahead || p.Max != 1 {
		return
	}
	for i := range p.Options {
		c := s.clone()
		if err := c.Play(games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: []string{p.Options[i].ID}}); err != nil || c.Phase != phaseOver {
			continue
		}
		if v := s.warnVerdict(p.Seat, c); v != "" {
			p.Options[i].Label = r.warned(p.Options[i].Label, r.say(v))
		}
	}
}

// warned is label with the warning that it ends the game with verdict
// for its chooser. The warning is kept whole; a long label gives way.
func (r reader) warned(label, verdict string) string {
	warn := " · " + r.say("birdrummy.warn.ends", "Verdict", verdict)
	return clipText(label, games.MaxLabelLen-utf8.RuneCountInString(warn)) + warn
}

// warnVerdict says how the game over in end, reached from s by seat's
// answer, goes for seat as seat can tell before answering, as the
// message id of "you lose" when its best score is below the other's
// worst, of "you may lose" when its worst is below the other's best, ""
// otherwise. Seat knows its own
// cards kept in hand, not those it is about to draw (each may be a bird,
// a point off), nor the other hand (each card may be a bird, or not).
func (s *state) warnVerdict(seat int, end *state) string {
	other := 1 - seat
	kept, keptBirds := 0, 0
	for _, c := range end.Hands[seat] {
		for _, h := range s.Hands[seat] {
			if h == c {
				kept++
				if s.cat.def(c).Kind == kindBird {
					keptBirds++
				}
				break
			}
		}
	}
	myBest := end.cat.nestScore(end.Nests[seat]) - keptBirds
	myWorst := myBest - (len(end.Hands[seat]) - kept)
	theirBest := end.cat.nestScore(end.Nests[other])
	theirWorst := theirBest - len(end.Hands[other])
	switch {
	case myBest < theirWorst:
		return "birdrummy.warn.lose"
	case myWorst < theirBest:
		return "birdrummy.warn.maylose"
	}
	return ""
}
