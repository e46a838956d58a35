package rummy

import (
	"strconv"
	"unicode/utf8"

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

// A turn prompt's id is its kind and Seq ("meld-12"). Seq changes with
// every accepted answer, so a button rendered before the last move is
// refused as stale.

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
	refusedText = "Some discards are not offered: you may take a card from deeper in the pile only if you can meld or lay it off this turn."
)

func (s *state) drawPrompt() games.Prompt {
	top := s.Pile[len(s.Pile)-1]
	p := games.Prompt{ID: s.turnID(iDraw), Seat: s.Turn, Text: drawText, Min: 1, Max: 1}
	p.Options = make([]games.Option, 0, len(s.Pile)+1)
	p.Options = append(p.Options,
		games.Option{ID: optStock, Label: "Draw from the stock", Detail: cardCount(len(s.Stock)) + " left, face down"},
		games.Option{ID: top.Code(), Label: "Take " + top.String(), Detail: "The top discard"})
	hand := s.Hands[s.Turn]
	var v sight
	s.look(&v).forDepths(func(i int, u use, ok bool) bool {
		d := s.Pile[i]
		if !ok {
			p.Text = drawText + " " + refusedText
			return true
		}
		with := append(hand[:len(hand):len(hand)], s.Pile[i+1:]...)
		why := u.why(d, with)
		// The button says how the card will be used: a button shows no
		// detail.
		p.Options = append(p.Options, games.Option{
			ID:     d.Code(),
			Label:  clip("Take down to "+d.String()+" ("+cardCount(len(s.Pile)-i)+"): "+why, games.MaxLabelLen),
			Detail: clip("You must play "+d.String()+" this turn: "+why, games.MaxDetailLen),
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
		must = "You must meld or lay off " + s.Owed.String() + " before you can discard. "
	}
	out := make([]games.Prompt, 0, games.MaxPromptsPerSeat)
	var v sight
	s.look(&v)
	if q := v.quickOptions(); len(q) > 0 {
		out = append(out, games.Prompt{
			ID: s.turnID(iQuick), Seat: s.Turn, Min: 1, Max: 1, Options: q,
			Text: must + "Meld in one click: sets and longest runs in your hand.",
		})
		must = ""
	}
	if !v.forMelds(stop[pick]) {
		opts := make([]games.Option, len(hand))
		for i, c := range hand {
			opts[i] = games.Option{ID: c.Code(), Label: c.String()}
		}
		out = append(out, games.Prompt{
			ID: s.turnID(iMeld), Seat: s.Turn, Min: 3, Max: min(len(hand), 13), Options: opts,
			Text: must + "Meld: pick 3 or 4 cards of one rank, or 3+ of one suit in sequence.",
		})
		must = ""
	}
	if l := v.layOffOptions(); len(l) > 0 {
		out = append(out, games.Prompt{
			ID: s.turnID(iLayOff), Seat: s.Turn, Min: 1, Max: 1, Options: l,
			Text: must + "Lay off a card on any meld, yours or your opponent's: it scores for you.",
		})
	}
	if s.Owed == nil {
		out = append(out, s.discardPrompt())
	}
	s.warnEnds(out)
	return out
}

// quickOptions are the hand's sets and longest runs that may be laid now.
func (v *sight) quickOptions() []games.Option {
	var out []games.Option
	v.forQuick(func(p pick) bool {
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
func (v *sight) layOffOptions() []games.Option {
	var out []games.Option
	v.forLayOffs(func(c cards.Card, i int) bool {
		out = append(out, games.Option{
			ID:     layOffID(c, i),
			Label:  c.String() + " on meld " + strconv.Itoa(i+1) + " (" + v.melds[i].brief() + ")",
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
			layOffIDs[c][i] = c.Code() + "~" + strconv.Itoa(i+1)
		}
	}
}

func layOffID(c cards.Card, meld int) string {
	if meld < maxMelds {
		return layOffIDs[c][meld]
	}
	return c.Code() + "~" + strconv.Itoa(meld+1)
}

func (s *state) discardPrompt() games.Prompt {
	hand := s.Hands[s.Turn]
	p := games.Prompt{ID: s.turnID(iDiscard), Seat: s.Turn, Min: 1, Max: 1, Text: "Discard a card to end your turn."}
	detail := ""
	if len(hand) == 1 {
		detail = "Your last card: you go out"
	}
	p.Options = make([]games.Option, 0, len(hand))
	var v sight
	s.look(&v).forDiscards(func(c cards.Card) bool {
		p.Options = append(p.Options, games.Option{ID: c.Code(), Label: c.String(), Detail: detail})
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
			{ID: optEnd, Label: s.Tally.endLabel(seat), Detail: s.Tally.endDetail(seat)},
		},
	}
}

// endLabel is the End match button, which says so when ending the match
// now loses it: a button is all a player choosing by it reads.
func (tl tally) endLabel(seat int) string {
	if t := tl.totals(len(tl)); t[seat] < t[1-seat] {
		return "End match: you lose"
	}
	return "End match"
}

// endDetail says what ending the match now does for seat, which the
// bot's "Are you sure?" shows before it does it: the higher total wins,
// and whether that is the seat.
func (tl tally) endDetail(seat int) string {
	t := tl.totals(len(tl))
	switch {
	case t[seat] < t[1-seat]:
		return "Ends the match now and you lose: " + games.Seat(1-seat) + " wins, " + num(t[1-seat]) + " to " + num(t[seat])
	case t[seat] > t[1-seat]:
		return "Ends the match now and you win, " + num(t[seat]) + " to " + num(t[1-seat])
	}
	return "Ends the match now in a tie at " + num(t[seat])
}

// clip cuts s to at most n bytes, at a rune, ending in "…" when cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n - len("…")
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}
