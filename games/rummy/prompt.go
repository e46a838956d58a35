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

// Prompts are the seat to act's choices in a round (draw; then meld,
// lay off, discard), or both seats' Next round / End match at a tally.
func (s *state) Prompts() []games.Prompt { return s.promptsOf("", false) }

// promptsOf lists the open prompts of one kind, or of every kind when
// kind is "". Lean prompts carry the same ids, options and counts but
// skip building option labels and details: what games.Find needs to
// check an answer, without the cost of the words.
func (s *state) promptsOf(kind string, lean bool) []games.Prompt {
	switch {
	case s.Phase == phaseDraw && (kind == "" || kind == kindDraw):
		return []games.Prompt{s.drawPrompt(lean)}
	case s.Phase == phasePlay:
		return s.playPrompts(kind, lean)
	case s.Phase == phaseTally && (kind == "" || kind == kindNext):
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

func (s *state) drawPrompt(lean bool) games.Prompt {
	p := games.Prompt{
		ID:   s.pid(kindDraw),
		Seat: s.Turn,
		Text: drawText,
		Min:  1,
		Max:  1,
	}
	p.Options = make([]games.Option, 0, len(s.Pile)+1)
	p.Options = append(p.Options, games.Option{ID: optStock}, games.Option{ID: cardCode[s.Pile[len(s.Pile)-1]]})
	if !lean {
		p.Options[0].Label, p.Options[0].Detail = "Draw from the stock", strconv.Itoa(len(s.Stock))+" cards left, face down"
		p.Options[1].Label, p.Options[1].Detail = "Take "+cardLabel[s.Pile[len(s.Pile)-1]], "The top discard"
	}
	var buf [maxMelds]shape
	shapes := shapesInto(buf[:0], s.Melds)
	h := handOf(s.Hands[s.Turn])
	h.add(s.Pile[len(s.Pile)-1])
	// Deeper pickups: the cards above each come along, so h grows as
	// the loop goes down the pile.
	for i := len(s.Pile) - 2; i >= 0; i-- {
		d := s.Pile[i]
		u, ok := playable(d, h, shapes, s.Wrap)
		if !ok && !lean {
			p.Text = drawText + " " + refusedText
		}
		if ok && lean {
			p.Options = append(p.Options, games.Option{ID: cardCode[d]})
		} else if ok {
			n := len(s.Pile) - i
			with := append(s.Hands[s.Turn][:len(s.Hands[s.Turn]):len(s.Hands[s.Turn])], s.Pile[i+1:]...)
			p.Options = append(p.Options, games.Option{
				ID:     cardCode[d],
				Label:  "Take down to " + cardLabel[d] + " (" + strconv.Itoa(n) + " cards)",
				Detail: "You must play " + cardLabel[d] + " this turn: " + u.why(d, with),
			})
		}
		h.add(d)
	}
	return p
}

// playPrompts lists the prompts after the draw (only those of kind
// unless it is ""). While a card is owed, the first prompt says so and
// no discard is offered.
func (s *state) playPrompts(kind string, lean bool) []games.Prompt {
	hand := s.Hands[s.Turn]
	var buf [maxMelds]shape
	shapes := shapesInto(buf[:0], s.Melds)
	must := ""
	if s.Owed != nil {
		must = "You must meld or lay off " + cardLabel[*s.Owed] + " before you can discard. "
	}
	want := func(k string) bool { return kind == "" || kind == k }
	out := make([]games.Prompt, 0, games.MaxPromptsPerSeat)
	if want(kindQuick) {
		if q := s.quickOptions(shapes, lean); len(q) > 0 {
			out = append(out, games.Prompt{
				ID: s.pid(kindQuick), Seat: s.Turn, Min: 1, Max: 1, Options: q,
				Text: must + "Meld in one click: sets and longest runs in your hand.",
			})
			must = ""
		}
	}
	if len(hand) >= 3 && want(kindMeld) {
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
	if want(kindLayOff) {
		if l := s.layOffOptions(shapes, lean); len(l) > 0 {
			out = append(out, games.Prompt{
				ID: s.pid(kindLayOff), Seat: s.Turn, Min: 1, Max: 1, Options: l,
				Text: must + "Lay off a card on any meld, yours or your opponent's: it scores for you.",
			})
		}
	}
	if s.Owed == nil && want(kindDiscard) {
		out = append(out, s.discardPrompt())
	}
	return out
}

// quickOptions are the hand's sets and longest runs that may be laid now.
func (s *state) quickOptions(shapes []shape, lean bool) []games.Option {
	var out []games.Option
	for _, sg := range suggestions(s.Hands[s.Turn], s.Wrap) {
		if s.Owed != nil {
			m, err := newMeld(sg.cards, s.Wrap, s.Turn)
			if err != nil || !s.owedStillPlayable(sg.cards, append(shapes[:len(shapes):len(shapes)], m.shape())) {
				continue
			}
		}
		if lean {
			out = append(out, games.Option{ID: sg.id})
			continue
		}
		kind := "Run "
		if sg.id[0] == 's' {
			kind = "Set "
		}
		out = append(out, games.Option{ID: sg.id, Label: kind + join(sg.cards), Detail: "+" + strconv.Itoa(sumValues(sg.cards)) + " points"})
	}
	return out
}

// layOffOptions pair each hand card with each meld it fits, in one
// answer, so every option is a whole legal move.
func (s *state) layOffOptions(shapes []shape, lean bool) []games.Option {
	var out []games.Option
	for _, c := range s.Hands[s.Turn] {
		for i, sh := range shapes {
			front, ok := sh.fits(c, s.Wrap)
			if !ok {
				continue
			}
			if s.Owed != nil && *s.Owed != c {
				after := append(shapes[:0:0], shapes...)
				after[i] = sh.grown(front)
				if !s.owedStillPlayable([]cards.Card{c}, after) {
					continue
				}
			}
			if lean {
				out = append(out, games.Option{ID: layOffID(c, i)})
				continue
			}
			n := strconv.Itoa(i + 1)
			out = append(out, games.Option{
				ID:     layOffID(c, i),
				Label:  cardLabel[c] + " on meld " + n + " (" + s.Melds[i].brief() + ")",
				Detail: "+" + strconv.Itoa(value(c)) + " points for you",
			})
		}
	}
	return out
}

func layOffID(c cards.Card, meld int) string { return cardCode[c] + "~" + strconv.Itoa(meld+1) }

// legalDiscards are the hand's cards but those taken from the pile this
// turn. Should only such cards be left, any of them may go: the rules
// allow a taken card that is the last card, and a hand of taken cards
// alone would otherwise leave a turn that cannot end.
func (s *state) legalDiscards() []cards.Card {
	hand := s.Hands[s.Turn]
	out := make([]cards.Card, 0, len(hand))
	for _, c := range hand {
		if !contains(s.Taken, c) {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return hand
	}
	return out
}

func (s *state) discardPrompt() games.Prompt {
	legal := s.legalDiscards()
	p := games.Prompt{ID: s.pid(kindDiscard), Seat: s.Turn, Min: 1, Max: 1, Text: "Discard a card to end your turn."}
	if len(legal) < len(s.Hands[s.Turn]) {
		p.Text = "Discard a card to end your turn (not one you took from the pile this turn)."
	}
	last := len(s.Hands[s.Turn]) == 1
	p.Options = make([]games.Option, len(legal))
	for i, c := range legal {
		p.Options[i] = games.Option{ID: cardCode[c], Label: cardLabel[c]}
		if last {
			p.Options[i].Detail = "Your last card: you go out"
		}
	}
	return p
}

func (s *state) nextPrompt(seat int) games.Prompt {
	return games.Prompt{
		ID:     kindNext + "-" + strconv.Itoa(s.Round),
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
