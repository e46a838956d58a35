package rummy

import (
	"fmt"
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
	v := games.View{Title: fmt.Sprintf("Rummy · round %d · to %d", s.Round, s.Target)}
	v.Lines = append(v.Lines, s.status()...)
	v.Lines = append(v.Lines,
		fmt.Sprintf("**Stock** %s · **Hands** %s %d · %s %d", cardCount(len(s.Stock)),
			games.Seat(0), len(s.Hands[0]), games.Seat(1), len(s.Hands[1])),
		"**Discard pile** (bottom → top): "+pileText(s.Pile))
	if s.Phase == phaseDraw || s.Phase == phasePlay {
		for seat := 0; seat < 2; seat++ {
			if len(s.Picked[seat]) > 0 {
				v.Lines = append(v.Lines, fmt.Sprintf("%s holds %s from the pile.", games.Seat(seat), join(s.Picked[seat])))
			}
		}
	}
	v.Fields = append(v.Fields, games.Field{Name: "Melds", Value: s.Melds.text()})
	v.Fields = append(v.Fields, games.Field{Name: "This round", Value: s.Melds.roundText()})
	if len(s.Tally) > 0 {
		v.Fields = append(v.Fields, games.Field{Name: "Match tally", Value: s.Tally.text()})
	}
	return v
}

func (s *state) status() []string {
	switch s.Phase {
	case phaseDraw:
		return []string{games.Seat(s.Turn) + " to draw."}
	case phasePlay:
		if s.Owed != nil {
			return []string{fmt.Sprintf("%s to play: must meld or lay off %s before discarding.", games.Seat(s.Turn), s.Owed.String())}
		}
		return []string{games.Seat(s.Turn) + " to meld, lay off or discard."}
	}
	last := s.Tally[len(s.Tally)-1]
	out := []string{}
	if last.Out >= 0 {
		out = append(out, fmt.Sprintf("Round %d is over: %s went out.", s.Round, games.Seat(last.Out)))
	} else {
		out = append(out, fmt.Sprintf("Round %d is over: the stock ran out and nobody went out.", s.Round))
	}
	for seat := 0; seat < 2; seat++ {
		left := "nothing left"
		if len(s.Hands[seat]) > 0 {
			left = fmt.Sprintf("left %s (−%d)", join(s.Hands[seat]), last.InHand[seat])
		}
		out = append(out, fmt.Sprintf("%s: melded %d, %s: **%s**", games.Seat(seat), last.Melded[seat], left, signed(last.Score(seat))))
	}
	if s.Phase == phaseOver {
		return append(out, "**Match over** ("+s.overWhy()+"). "+s.Result().Summary)
	}
	waiting := "Both choose: **Next round** (both must) or **End match** (either may)."
	for seat := 0; seat < 2; seat++ {
		if s.Votes[seat] {
			waiting += " " + games.Seat(seat) + " is ready."
		}
	}
	return append(out, waiting)
}

// overWhy says why the match ended.
func (s *state) overWhy() string {
	if s.Ended {
		return "the players ended it"
	}
	return fmt.Sprintf("a total reached %d", s.Target)
}

func pileText(pile []cards.Card) string {
	if len(pile) == 0 {
		return "empty"
	}
	top := "**" + pile[len(pile)-1].String() + "**"
	if len(pile) == 1 {
		return top
	}
	return join(pile[:len(pile)-1]) + " " + top
}

// text lists the melds, numbered as lay-offs name them, each card
// marked with who laid it.
func (ms meldList) text() string {
	if len(ms) == 0 {
		return "None yet."
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s laid by %s · %s laid by %s", marks[0], games.Seat(0), marks[1], games.Seat(1))
	for i, m := range ms {
		fmt.Fprintf(&b, "\n**%d** ", i+1)
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

func (ms meldList) roundText() string {
	pts := ms.points()
	return fmt.Sprintf("Melded: %s %d · %s %d", games.Seat(0), pts[0], games.Seat(1), pts[1])
}

// text is every round's scores and the running totals, the two
// players' figures in seat order as the first line says, then who
// leads by how much.
func (tl tally) text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Each round's scores, then the totals so far (%s first, %s second):", games.Seat(0), games.Seat(1))
	first := max(0, len(tl)-tallyRows)
	if first > 0 {
		t := tl.totals(first)
		fmt.Fprintf(&b, "\nRounds 1–%d: totals %s, %s", first, num(t[0]), num(t[1]))
	}
	for i := first; i < len(tl); i++ {
		r := tl[i]
		t := tl.totals(i + 1)
		fmt.Fprintf(&b, "\nRound %d: %s, %s · totals %s, %s", i+1, signed(r.Score(0)), signed(r.Score(1)), num(t[0]), num(t[1]))
	}
	t := tl.totals(len(tl))
	switch {
	case t[0] > t[1]:
		fmt.Fprintf(&b, "\n%s leads by %d.", games.Seat(0), t[0]-t[1])
	case t[1] > t[0]:
		fmt.Fprintf(&b, "\n%s leads by %d.", games.Seat(1), t[1]-t[0])
	default:
		b.WriteString("\nLevel.")
	}
	return b.String()
}

// Private is one seat's hand, what it must do, and its points at stake.
func (s *state) Private(seat int) games.View {
	hand := s.Hands[seat]
	v := games.View{Title: "Your hand · " + cardCount(len(hand))}
	v.Lines = append(v.Lines, handText(hand))
	if seat == s.Turn && s.Phase == phasePlay {
		if s.Owed != nil {
			// The seat's first play question asks it (playPrompts): a
			// pictured hand leaves it to the question.
			duty := "You must meld or lay off **" + s.Owed.String() + "** this turn: you cannot discard until you do."
			v.Lines = append(v.Lines, duty)
			v.Elsewhere = append(v.Elsewhere, duty)
		}
		if len(s.Taken) > 0 {
			if kept := keep(s.Taken, hand); len(kept) > 0 {
				v.Lines = append(v.Lines, "Taken from the pile this turn, not to be discarded: "+join(kept)+".")
			}
		}
	}
	pts := s.Melds.points()
	v.Lines = append(v.Lines, fmt.Sprintf("This round: melded +%d, in hand %s.", pts[seat], minus(sumValues(hand))))
	return v
}

// handText shows a hand by suit: "A♣ 5♣ · 2♦ 7♦ · ...".
func handText(hand []cards.Card) string {
	if len(hand) == 0 {
		return "No cards."
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
func (m Meld) brief() string {
	first := m.Cards[0].Card
	if m.Run {
		return "run " + first.String() + "–" + m.Cards[len(m.Cards)-1].Card.String()
	}
	return "set of " + first.Rank().String() + "s"
}

// cardCount is a number of cards in words: "1 card", "7 cards".
func cardCount(n int) string { return games.Count(n, "card", "cards") }
