package rummy

import (
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// tallyRows is how many rounds the board's tally lists; older rounds are
// summed in one line so a long match still fits the embed.
const tallyRows = 15

// marks tag each card in a meld with the seat that laid it.
var marks = [2]string{"¹", "²"}

// Public is the board: whose turn, stock, the whole discard pile face
// up, hand sizes, melds with who laid each card, and the match tally.
func (s *state) Public() games.View {
	l := s.lang()
	v := games.View{Title: title(l, s.Round, s.Target)}
	v.Lines = append(v.Lines, s.status(l)...)
	v.Lines = append(v.Lines,
		say(l, "rummy.board.counts", "Stock", cardCount(len(s.Stock)),
			"Seat0", games.Seat(0), "Hand0", len(s.Hands[0]), "Seat1", games.Seat(1), "Hand1", len(s.Hands[1])),
		say(l, "rummy.board.pile", "Pile", pileText(l, s.Pile)))
	if s.Phase == phaseDraw || s.Phase == phasePlay {
		for seat := 0; seat < 2; seat++ {
			if len(s.Picked[seat]) > 0 {
				v.Lines = append(v.Lines, say(l, "rummy.board.holds", "Who", games.Seat(seat), "Cards", join(s.Picked[seat])))
			}
		}
	}
	v.Fields = append(v.Fields, games.Field{Name: say(l, "rummy.melds.title"), Value: s.Melds.text(l)})
	v.Fields = append(v.Fields, games.Field{Name: say(l, "rummy.board.round"), Value: s.Melds.roundText(l)})
	if len(s.Tally) > 0 {
		v.Fields = append(v.Fields, games.Field{Name: say(l, "rummy.board.tally"), Value: s.Tally.text(l)})
	}
	return v
}

// title heads the board and its picture: "Rummy · round 2 · to 500".
func title(l games.Lang, round, target int) string {
	return say(l, "rummy.title", "Round", round, "Target", target)
}

func (s *state) status(l games.Lang) []string {
	switch s.Phase {
	case phaseDraw:
		return []string{say(l, "rummy.status.draw", "Who", games.Seat(s.Turn))}
	case phasePlay:
		if s.Owed != nil {
			return []string{say(l, "rummy.status.owed", "Who", games.Seat(s.Turn), "Card", s.Owed.String())}
		}
		return []string{say(l, "rummy.status.play", "Who", games.Seat(s.Turn))}
	}
	last := s.Tally[len(s.Tally)-1]
	out := []string{}
	if last.Out >= 0 {
		out = append(out, say(l, "rummy.status.out", "Round", s.Round, "Who", games.Seat(last.Out)))
	} else {
		out = append(out, say(l, "rummy.status.stuck", "Round", s.Round))
	}
	for seat := 0; seat < 2; seat++ {
		left := say(l, "rummy.status.empty")
		if len(s.Hands[seat]) > 0 {
			left = say(l, "rummy.status.left", "Cards", join(s.Hands[seat]), "Points", last.InHand[seat])
		}
		out = append(out, say(l, "rummy.status.scored", "Who", games.Seat(seat), "Melded", last.Melded[seat], "Left", left, "Score", signed(last.Score(seat))))
	}
	if s.Phase == phaseOver {
		return append(out, say(l, "rummy.status.over", "Why", overWhy(s.Ended, s.Target), "Summary", s.Result().SummaryMsg))
	}
	waiting := []string{say(l, "rummy.status.choose")}
	for seat := 0; seat < 2; seat++ {
		if s.Votes[seat] {
			waiting = append(waiting, say(l, "rummy.status.ready", "Who", games.Seat(seat)))
		}
	}
	return append(out, sentences(waiting...))
}

// overWhy says why the match ended: the players ended it, or a total
// reached the target.
func overWhy(ended bool, target int) games.Text {
	if ended {
		return games.Say("rummy.over.ended")
	}
	return games.Say("rummy.over.reached", "Target", target)
}

func pileText(l games.Lang, pile []cards.Card) string {
	if len(pile) == 0 {
		return say(l, "rummy.board.empty")
	}
	top := "**" + pile[len(pile)-1].String() + "**"
	if len(pile) == 1 {
		return top
	}
	return join(pile[:len(pile)-1]) + " " + top
}

// text lists the melds, numbered as lay-offs name them, each card
// marked with who laid it.
func (ms meldList) text(l games.Lang) string {
	if len(ms) == 0 {
		return say(l, "rummy.melds.none")
	}
	var b strings.Builder
	b.WriteString(say(l, "rummy.melds.key", "Mark0", marks[0], "Seat0", games.Seat(0), "Mark1", marks[1], "Seat1", games.Seat(1)))
	for i, m := range ms {
		b.WriteString("\n**" + strconv.Itoa(i+1) + "** ")
		for j, p := range m.Cards {
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(p.Card.String())
			b.WriteString(marks[p.By])
		}
	}
	return b.String()
}

func (ms meldList) roundText(l games.Lang) string {
	pts := ms.points()
	return say(l, "rummy.melds.round", "Seat0", games.Seat(0), "Points0", pts[0], "Seat1", games.Seat(1), "Points1", pts[1])
}

// text is every round's scores and the running totals, the two
// players' figures in seat order as the first line says, then who
// leads by how much.
func (tl tally) text(l games.Lang) string {
	var b strings.Builder
	b.WriteString(say(l, "rummy.tally.head", "First", games.Seat(0), "Second", games.Seat(1)))
	first := max(0, len(tl)-tallyRows)
	if first > 0 {
		t := tl.totals(first)
		b.WriteString("\n" + say(l, "rummy.tally.older", "Last", first, "Total0", num(t[0]), "Total1", num(t[1])))
	}
	for i := first; i < len(tl); i++ {
		r := tl[i]
		t := tl.totals(i + 1)
		b.WriteString("\n" + say(l, "rummy.tally.round", "Round", i+1, "Score0", signed(r.Score(0)), "Score1", signed(r.Score(1)),
			"Total0", num(t[0]), "Total1", num(t[1])))
	}
	b.WriteString("\n" + l.Say(tl.lead()))
	return b.String()
}

// lead says who leads the match by how much, or that it is level.
func (tl tally) lead() games.Text {
	t := tl.totals(len(tl))
	switch {
	case t[0] > t[1]:
		return games.Say("rummy.tally.leads", "Who", games.Seat(0), "N", t[0]-t[1])
	case t[1] > t[0]:
		return games.Say("rummy.tally.leads", "Who", games.Seat(1), "N", t[1]-t[0])
	}
	return games.Say("rummy.tally.level")
}

// Private is one seat's hand, what it must do, and its points at stake.
func (s *state) Private(seat int) games.View {
	l := s.lang()
	hand := s.Hands[seat]
	v := games.View{Title: say(l, "rummy.hand.title", "Cards", cardCount(len(hand)))}
	v.Lines = append(v.Lines, handText(l, hand))
	if seat == s.Turn && s.Phase == phasePlay {
		if s.Owed != nil {
			// The seat's first play question asks it (playPrompts): a
			// pictured hand leaves it to the question.
			duty := say(l, "rummy.hand.owed", "Card", s.Owed.String())
			v.Lines = append(v.Lines, duty)
			v.Elsewhere = append(v.Elsewhere, duty)
		}
		if len(s.Taken) > 0 {
			if kept := keep(s.Taken, hand); len(kept) > 0 {
				v.Lines = append(v.Lines, say(l, "rummy.hand.taken", "Cards", join(kept)))
			}
		}
	}
	pts := s.Melds.points()
	v.Lines = append(v.Lines, say(l, "rummy.hand.round", "Melded", pts[seat], "InHand", minus(sumValues(hand))))
	return v
}

// handText shows a hand by suit: "A♣ 5♣ · 2♦ 7♦ · ...".
func handText(l games.Lang, hand []cards.Card) string {
	if len(hand) == 0 {
		return say(l, "rummy.hand.none")
	}
	var b strings.Builder
	for i, c := range hand {
		if i > 0 {
			if c.Suit() != hand[i-1].Suit() {
				b.WriteString(" · ")
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// keep lists the cards of cs that are in hand.
func keep(cs, hand []cards.Card) []cards.Card {
	var out []cards.Card
	for _, c := range cs {
		if contains(hand, c) {
			out = append(out, c)
		}
	}
	return out
}

// brief names a meld in a lay-off label: "run 4♥–6♥", "set of 7s".
func (m Meld) brief() games.Text {
	first := m.Cards[0].Card
	if m.Run {
		return games.Say("rummy.meld.run", "First", first.String(), "Last", m.Cards[len(m.Cards)-1].Card.String())
	}
	return games.Say("rummy.meld.set", "Rank", rankName(first.Rank()))
}
