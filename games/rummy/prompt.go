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

// nextID names the tally's prompt of round, which both seats answer.
func nextID(round int) string { return kindNext + "-" + strconv.Itoa(round) }

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

func (s *state) drawPrompt() games.Prompt {
	l := s.lang()
	top := s.Pile[len(s.Pile)-1]
	text := say(l, "rummy.draw.text")
	p := games.Prompt{ID: s.turnID(iDraw), Seat: s.Turn, Text: text, Min: 1, Max: 1}
	p.Options = make([]games.Option, 0, len(s.Pile)+1)
	p.Options = append(p.Options,
		games.Option{ID: optStock, Label: say(l, "rummy.draw.stock.label"), Detail: say(l, "rummy.draw.stock.detail", "Cards", cardCount(len(s.Stock)))},
		games.Option{ID: top.Code(), Label: say(l, "rummy.draw.top.label", "Card", top.String()), Detail: say(l, "rummy.draw.top.detail")})
	hand := s.Hands[s.Turn]
	var v sight
	s.look(&v).forDepths(func(i int, u use, ok bool) bool {
		d := s.Pile[i]
		if !ok {
			// The reason for a refused pickup, as the rules ask: a
			// player never sees explain's words for a depth that is not
			// an option, so the prompt says why some depths are missing.
			p.Text = clip(sentences(text, say(l, "rummy.draw.refused")), games.MaxTextLen)
			return true
		}
		with := append(hand[:len(hand):len(hand)], s.Pile[i+1:]...)
		why := u.why(d, with)
		// The button says how the card will be used: a button shows no
		// detail.
		p.Options = append(p.Options, games.Option{
			ID:     d.Code(),
			Label:  clip(say(l, "rummy.draw.deep.label", "Card", d.String(), "Cards", cardCount(len(s.Pile)-i), "Why", why), games.MaxLabelLen),
			Detail: clip(say(l, "rummy.draw.deep.detail", "Card", d.String(), "Why", why), games.MaxDetailLen),
		})
		return true
	})
	return p
}

// playPrompts lists the prompts after the draw. Each is shown only when
// it has an answer the rules accept. While a card is owed, the first
// prompt says so and no discard is offered.
func (s *state) playPrompts() []games.Prompt {
	l := s.lang()
	hand := s.Hands[s.Turn]
	must := ""
	if s.Owed != nil {
		must = say(l, "rummy.play.owed", "Card", s.Owed.String())
	}
	out := make([]games.Prompt, 0, games.MaxPromptsPerSeat)
	var v sight
	s.look(&v)
	if q := v.quickOptions(l); len(q) > 0 {
		out = append(out, games.Prompt{
			ID: s.turnID(iQuick), Seat: s.Turn, Min: 1, Max: 1, Options: q,
			Text: clip(sentences(must, say(l, "rummy.play.quick")), games.MaxTextLen),
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
			Text: clip(sentences(must, say(l, "rummy.play.meld")), games.MaxTextLen),
		})
		must = ""
	}
	if opts := v.layOffOptions(l); len(opts) > 0 {
		out = append(out, games.Prompt{
			ID: s.turnID(iLayOff), Seat: s.Turn, Min: 1, Max: 1, Options: opts,
			Text: clip(sentences(must, say(l, "rummy.play.layoff")), games.MaxTextLen),
		})
	}
	if s.Owed == nil {
		out = append(out, s.discardPrompt())
	}
	s.warnEnds(out)
	return out
}

// quickOptions are the hand's sets and longest runs that may be laid now.
func (v *sight) quickOptions(l games.Lang) []games.Option {
	var out []games.Option
	v.forQuick(func(p pick) bool {
		var buf [13]cards.Card
		cs := p.appendCards(buf[:0])
		kind := "rummy.quick.set"
		if p.run {
			kind = "rummy.quick.run"
		}
		out = append(out, games.Option{ID: p.quickID(), Label: clip(say(l, kind, "Cards", join(cs)), games.MaxLabelLen), Detail: say(l, "rummy.quick.points", "N", sumValues(cs))})
		return true
	})
	return out
}

// layOffOptions pair each hand card with each meld it fits, in one
// answer, so every option is a whole legal move.
func (v *sight) layOffOptions(l games.Lang) []games.Option {
	var out []games.Option
	v.forLayOffs(func(c cards.Card, i int) bool {
		out = append(out, games.Option{
			ID:     layOffID(c, i),
			Label:  clip(say(l, "rummy.layoff.label", "Card", c.String(), "N", i+1, "Meld", v.melds[i].brief()), games.MaxLabelLen),
			Detail: say(l, "rummy.layoff.detail", "N", value(c)),
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
	l := s.lang()
	hand := s.Hands[s.Turn]
	p := games.Prompt{ID: s.turnID(iDiscard), Seat: s.Turn, Min: 1, Max: 1, Text: say(l, "rummy.discard.text")}
	detail := ""
	if len(hand) == 1 {
		detail = say(l, "rummy.discard.last")
	}
	p.Options = make([]games.Option, 0, len(hand))
	var v sight
	s.look(&v).forDiscards(func(c cards.Card) bool {
		p.Options = append(p.Options, games.Option{ID: c.Code(), Label: c.String(), Detail: detail})
		return true
	})
	if len(p.Options) < len(hand) {
		p.Text = say(l, "rummy.discard.notTaken")
	}
	return p
}

func (s *state) nextPrompt(seat int) games.Prompt {
	l := s.lang()
	return games.Prompt{
		ID:     nextID(s.Round),
		Seat:   seat,
		Text:   say(l, "rummy.next.text", "Round", s.Round),
		Min:    1,
		Max:    1,
		Public: true,
		Options: []games.Option{
			{ID: optNext, Label: say(l, "rummy.next.label"), Detail: say(l, "rummy.next.detail")},
			{ID: optEnd, Label: say(l, s.Tally.endLabel(seat)), Detail: clip(l.Say(s.Tally.endDetail(seat)), games.MaxDetailLen)},
		},
	}
}

// endLabel is the End match button, which says so when ending the match
// now loses it: a button is all a player choosing by it reads.
func (tl tally) endLabel(seat int) string {
	if t := tl.totals(len(tl)); t[seat] < t[1-seat] {
		return "rummy.end.labelLose"
	}
	return "rummy.end.label"
}

// endDetail says what ending the match now does for seat, which the
// bot's "Are you sure?" shows before it does it: the higher total wins,
// and whether that is the seat.
func (tl tally) endDetail(seat int) games.Text {
	t := tl.totals(len(tl))
	switch {
	case t[seat] < t[1-seat]:
		return games.Say("rummy.end.lose", "Winner", games.Seat(1-seat), "Theirs", num(t[1-seat]), "Mine", num(t[seat]))
	case t[seat] > t[1-seat]:
		return games.Say("rummy.end.win", "Mine", num(t[seat]), "Theirs", num(t[1-seat]))
	}
	return games.Say("rummy.end.tie", "Total", num(t[seat]))
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
