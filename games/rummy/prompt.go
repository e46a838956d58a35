package rummy

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// Prompt kinds; a prompt id is the kind and a counter ("meld-12").
const (
	kindDraw    = "draw"
	kindQuick   = "quick"
	kindMeld    = "meld"
	kindLayOff  = "layoff"
	kindDiscard = "discard"
	kindNext    = "next"
)

// Option ids that are not card codes.
const (
	optStock = "stock"
	optNext  = "next"
	optEnd   = "end"
)

// pid names a turn prompt. Seq changes with every accepted answer, so a
// button rendered before the last move is refused as stale.
func (s *state) pid(kind string) string { return kind + "-" + strconv.Itoa(s.Seq) }

// nextID names the tally's prompt, which both seats answer.
func (s *state) nextID() string { return kindNext + "-" + strconv.Itoa(s.Round) }

// idIs reports whether id is kind-n, without building it: answers are
// checked on every move of a search.
func idIs(id, kind string, n int) bool {
	if len(id) <= len(kind) || id[:len(kind)] != kind || id[len(kind)] != '-' {
		return false
	}
	var buf [20]byte
	return string(strconv.AppendInt(buf[:0], int64(n), 10)) == id[len(kind)+1:]
}

// Prompts are the seat to act's choices in a round (draw; then meld,
// lay off, discard), or both seats' Next round / End match at a tally.
func (s *state) Prompts() []games.Prompt {
	switch s.Phase {
	case phaseDraw:
		return []games.Prompt{s.drawPrompt()}
	case phasePlay:
		return s.playPrompts()
	case phaseTally:
		var out []games.Prompt
		for seat := 0; seat < 2; seat++ {
			if !s.Votes[seat] {
				out = append(out, s.nextPrompt(seat))
			}
		}
		return out
	}
	return nil
}

const (
	drawText = "Draw: the stock, the top discard, or discards down to a card you must then meld or lay off this turn."
	// refusedText gives the reason for a refused pickup, as the rules
	// ask: a player never sees explain's words for a depth that is not
	// an option, so the prompt says why some depths are missing.
	refusedText = "Depths not listed are refused: you could not meld or lay off their deepest card this turn."
)

// forDepths walks the discard pile down from the card under the top
// one and calls yield with each pile index, whether a pickup down to it
// is allowed (its card can be played this turn with the hand and the
// cards above it) and how. It stops when yield returns false.
func (s *state) forDepths(yield func(i int, u use, ok bool) bool) {
	var buf [maxMelds]shape
	shapes := shapesInto(buf[:0], s.Melds)
	h := handOf(s.Hands[s.Turn])
	h.add(s.Pile[len(s.Pile)-1])
	// The cards above each come along, so h grows on the way down.
	for i := len(s.Pile) - 2; i >= 0; i-- {
		d := s.Pile[i]
		u, ok := playable(d, h, shapes, s.Wrap)
		if !yield(i, u, ok) {
			return
		}
		h.add(d)
	}
}

func (s *state) drawPrompt() games.Prompt {
	top := s.Pile[len(s.Pile)-1]
	p := games.Prompt{ID: s.pid(kindDraw), Seat: s.Turn, Text: drawText, Min: 1, Max: 1}
	p.Options = make([]games.Option, 0, len(s.Pile)+1)
	p.Options = append(p.Options,
		games.Option{ID: optStock, Label: "Draw from the stock", Detail: strconv.Itoa(len(s.Stock)) + " cards left, face down"},
		games.Option{ID: cardCode[top], Label: "Take " + cardLabel[top], Detail: "The top discard"})
	hand := s.Hands[s.Turn]
	s.forDepths(func(i int, u use, ok bool) bool {
		d := s.Pile[i]
		if !ok {
			p.Text = drawText + " " + refusedText
			return true
		}
		with := append(hand[:len(hand):len(hand)], s.Pile[i+1:]...)
		p.Options = append(p.Options, games.Option{
			ID:     cardCode[d],
			Label:  "Take down to " + cardLabel[d] + " (" + strconv.Itoa(len(s.Pile)-i) + " cards)",
			Detail: "You must play " + cardLabel[d] + " this turn: " + u.why(d, with),
		})
		return true
	})
	return p
}

// playPrompts lists the prompts after the draw. Each is shown only when
// it has an answer the rules accept. While a card is owed, the first
// prompt says so and no discard is offered.
func (s *state) playPrompts() []games.Prompt {
	hand := s.Hands[s.Turn]
	must := ""
	if s.Owed != nil {
		must = "You must meld or lay off " + cardLabel[*s.Owed] + " before you can discard. "
	}
	out := make([]games.Prompt, 0, games.MaxPromptsPerSeat)
	if q := s.quickOptions(); len(q) > 0 {
		out = append(out, games.Prompt{
			ID: s.pid(kindQuick), Seat: s.Turn, Min: 1, Max: 1, Options: q,
			Text: must + "Meld in one click: sets and longest runs in your hand.",
		})
		must = ""
	}
	if s.hasMeld() {
		opts := make([]games.Option, len(hand))
		for i, c := range hand {
			opts[i] = games.Option{ID: cardCode[c], Label: cardLabel[c]}
		}
		out = append(out, games.Prompt{
			ID: s.pid(kindMeld), Seat: s.Turn, Min: 3, Max: min(len(hand), 13), Options: opts,
			Text: must + "Meld: pick 3 or 4 cards of one rank, or 3+ of one suit in sequence.",
		})
		must = ""
	}
	if l := s.layOffOptions(); len(l) > 0 {
		out = append(out, games.Prompt{
			ID: s.pid(kindLayOff), Seat: s.Turn, Min: 1, Max: 1, Options: l,
			Text: must + "Lay off a card on any meld, yours or your opponent's: it scores for you.",
		})
	}
	if s.Owed == nil {
		out = append(out, s.discardPrompt())
	}
	return out
}

// The moves after the draw. Each walks what the hand can do and calls
// yield with each move the rules accept now (one that would strand an
// owed card is not); each stops when yield returns false, and reports
// whether it went to the end.

// forQuick yields the one-click melds: every set and longest run.
func (s *state) forQuick(yield func(pick) bool) bool {
	return s.forPicks(false, yield)
}

// forMelds yields every distinct meld of the hand.
func (s *state) forMelds(yield func(pick) bool) bool {
	return s.forPicks(true, yield)
}

func (s *state) forPicks(all bool, yield func(pick) bool) bool {
	h := handOf(s.Hands[s.Turn])
	var buf [maxMelds + 1]shape
	shapes := shapesInto(buf[:0], s.Melds)
	return picks(&h, s.Wrap, all, func(p pick) bool {
		if s.Owed != nil {
			var cs [13]cards.Card
			if !s.owedStillPlayable(p.appendCards(cs[:0]), append(shapes, p.shape())) {
				return true
			}
		}
		return yield(p)
	})
}

// forLayOffs yields each hand card with each meld it fits.
func (s *state) forLayOffs(yield func(c cards.Card, meld int) bool) bool {
	var buf, after [maxMelds]shape
	shapes := shapesInto(buf[:0], s.Melds)
	for _, c := range s.Hands[s.Turn] {
		for i, sh := range shapes {
			front, ok := sh.fits(c, s.Wrap)
			if !ok {
				continue
			}
			if s.Owed != nil && *s.Owed != c {
				grown := append(after[:0], shapes...)
				grown[i] = sh.grown(front)
				if !s.owedStillPlayable([]cards.Card{c}, grown) {
					continue
				}
			}
			if !yield(c, i) {
				return false
			}
		}
	}
	return true
}

// stop is a yield that ends a walk at its first move: a walk that stops
// has a move.
func stop[T any](T) bool        { return false }
func stop2[T, U any](T, U) bool { return false }

func (s *state) hasQuick() bool  { return !s.forQuick(stop[pick]) }
func (s *state) hasMeld() bool   { return !s.forMelds(stop[pick]) }
func (s *state) hasLayOff() bool { return !s.forLayOffs(stop2[cards.Card, int]) }

// quickOptions are the hand's sets and longest runs that may be laid now.
func (s *state) quickOptions() []games.Option {
	var out []games.Option
	s.forQuick(func(p pick) bool {
		var buf [13]cards.Card
		cs := p.appendCards(buf[:0])
		kind := "Set "
		if p.run {
			kind = "Run "
		}
		out = append(out, games.Option{ID: p.quickID(), Label: kind + join(cs), Detail: "+" + strconv.Itoa(sumValues(cs)) + " points"})
		return true
	})
	return out
}

// layOffOptions pair each hand card with each meld it fits, in one
// answer, so every option is a whole legal move.
func (s *state) layOffOptions() []games.Option {
	var out []games.Option
	s.forLayOffs(func(c cards.Card, i int) bool {
		out = append(out, games.Option{
			ID:     layOffID(c, i),
			Label:  cardLabel[c] + " on meld " + strconv.Itoa(i+1) + " (" + s.Melds[i].brief() + ")",
			Detail: "+" + strconv.Itoa(value(c)) + " points for you",
		})
		return true
	})
	return out
}

// layOffIDs are the lay-off option ids, made once: "7H~3" lays 7H off
// on meld 3.
var layOffIDs [64][maxMelds]string

func init() {
	for _, c := range cards.Deck() {
		for i := range layOffIDs[c] {
			layOffIDs[c][i] = cardCode[c] + "~" + strconv.Itoa(i+1)
		}
	}
}

func layOffID(c cards.Card, meld int) string {
	if meld < maxMelds {
		return layOffIDs[c][meld]
	}
	return cardCode[c] + "~" + strconv.Itoa(meld+1)
}

// forDiscards yields the hand's cards but those taken from the pile
// this turn. Should only such cards be left, any of them may go: the
// rules allow a taken card that is the last card, and a hand of taken
// cards alone would otherwise leave a turn that cannot end.
func (s *state) forDiscards(yield func(cards.Card) bool) {
	for _, c := range s.Hands[s.Turn] {
		if s.mayDiscard(c) && !yield(c) {
			return
		}
	}
}

func (s *state) discardPrompt() games.Prompt {
	hand := s.Hands[s.Turn]
	p := games.Prompt{ID: s.pid(kindDiscard), Seat: s.Turn, Min: 1, Max: 1, Text: "Discard a card to end your turn."}
	detail := ""
	if len(hand) == 1 {
		detail = "Your last card: you go out"
	}
	p.Options = make([]games.Option, 0, len(hand))
	s.forDiscards(func(c cards.Card) bool {
		p.Options = append(p.Options, games.Option{ID: cardCode[c], Label: cardLabel[c], Detail: detail})
		return true
	})
	if len(p.Options) < len(hand) {
		p.Text = "Discard a card to end your turn (not one you took from the pile this turn)."
	}
	return p
}

func (s *state) nextPrompt(seat int) games.Prompt {
	return games.Prompt{
		ID:     s.nextID(),
		Seat:   seat,
		Text:   "Round " + strconv.Itoa(s.Round) + " is over. Play another round, or end the match now?",
		Min:    1,
		Max:    1,
		Public: true,
		Options: []games.Option{
			{ID: optNext, Label: "Next round", Detail: "The next round starts when both players choose it"},
			{ID: optEnd, Label: "End match", Detail: "Ends the match now: the higher total wins"},
		},
	}
}
