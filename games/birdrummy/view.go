package birdrummy

import (
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

var phaseNames = map[string]string{
	phaseStart:   "start phase",
	phaseDraw:    "draw phase",
	phaseMain:    "main phase",
	phaseDiscard: "discard phase",
}

// Public is the board: whose turn and phase, deck, Forest (all of it,
// top first), Heaven, ability points left, and each nest by flock with
// its score, resources and hand size.
func (s *state) Public() games.View {
	v := games.View{Title: "Bird Rummy"}
	switch s.Phase {
	case phaseOver:
		v.Lines = append(v.Lines, "**Game over.** "+s.Result().Summary)
	case phaseFirst:
		v.Lines = append(v.Lines, games.Seat(s.Chooser)+" won the dice roll and chooses who plays first.")
	default:
		v.Lines = append(v.Lines, "Turn "+strconv.Itoa(s.TurnNo)+": "+games.Seat(s.Turn)+"'s "+phaseNames[s.Phase]+".")
	}
	if len(s.Queue) > 0 && s.Phase != phaseOver {
		st := s.Queue[0]
		what := "choose a bird"
		if st.Op.Do == OpDiscard {
			what = "discard"
		}
		v.Lines = append(v.Lines, "Waiting for "+games.Seat(chooser(st))+" to "+what+" ("+games.Seat(st.Actor)+"'s "+st.From+").")
	}
	if s.Must >= 0 {
		v.Lines = append(v.Lines, games.Seat(s.Turn)+" must play "+s.cat.def(s.Must).Name+" (from the Forest) next.")
	}
	if pts := s.purse().pointsText(); pts != "" && s.Phase != phaseOver {
		v.Lines = append(v.Lines, "Ability points left: "+pts+".")
	}
	v.Lines = append(v.Lines, "Deck: "+strconv.Itoa(len(s.Deck))+" · Heaven: "+strconv.Itoa(len(s.Heaven)))
	if len(s.Forest) == 0 {
		v.Lines = append(v.Lines, "Forest: empty")
	} else {
		v.Lines = append(v.Lines, "Forest ("+strconv.Itoa(len(s.Forest))+", top first): "+s.cat.namesTopFirst(s.Forest))
	}
	for seat := 0; seat < seats; seat++ {
		v.Fields = append(v.Fields, games.Field{Name: games.Seat(seat) + "'s nest", Value: s.nestText(seat)})
	}
	return v
}

// nestText is one player's side of the board.
func (s *state) nestText(seat int) string {
	var b strings.Builder
	if flocks := s.cat.flocks(s.Nests[seat]); flocks == "" {
		b.WriteString("No birds yet.")
	} else {
		b.WriteString(flocks)
	}
	b.WriteString("\nNest score: " + strconv.Itoa(s.cat.nestScore(s.Nests[seat])))
	if seat == s.Turn && len(s.Landing) > 0 {
		b.WriteString("\nLanding this turn: " + s.cat.flocks(s.Landing))
	}
	if len(s.Kept[seat]) > 0 {
		b.WriteString("\nResources: " + s.cat.names(s.Kept[seat]))
	}
	b.WriteString("\nHand: " + count(len(s.Hands[seat]), "1 card", "cards"))
	return b.String()
}

// flocks lists birds by species with counts, in deck order.
func (cat *Catalog) flocks(cs []int) string {
	counts := make([]int, cat.birds)
	for _, c := range cs {
		counts[cat.cards[c]]++
	}
	var parts []string
	for sp, n := range counts {
		if n > 0 {
			parts = append(parts, cat.defs[sp].Name+" ×"+strconv.Itoa(n))
		}
	}
	return strings.Join(parts, " · ")
}

// Private is one player's hand with every card's text, what they must
// do, and what they saw of the opponent's hand this turn. The hand's
// picture (handScene) shows all of it but what they must do: the
// lines it shows are marked Elsewhere.
func (s *state) Private(seat int) games.View {
	v := games.View{Title: "Your hand"}
	pictured := func(l string) {
		v.Lines = append(v.Lines, l)
		v.Elsewhere = append(v.Elsewhere, l)
	}
	counts := s.handCounts(seat)
	if len(s.Hands[seat]) == 0 {
		pictured("Your hand is empty.")
	}
	for d, n := range counts {
		if n == 0 {
			continue
		}
		df := &s.cat.defs[d]
		v.Lines = append(v.Lines, "**"+df.Name+"** ×"+strconv.Itoa(n)+" — "+df.text)
	}
	for d, n := range counts {
		if n > 0 && len(s.cat.defs[d].Abilities) > 0 {
			pictured("_" + costsNote + "_")
			break
		}
	}
	if s.Must >= 0 && seat == s.Turn {
		v.Lines = append(v.Lines, "You must play "+s.cat.def(s.Must).Name+" (taken from the Forest) before anything else.")
	}
	if s.Phase != phaseOver {
		pictured("Score if the game ended now: nest " + strconv.Itoa(s.cat.nestScore(s.Nests[seat])) +
			" − birds in hand " + strconv.Itoa(s.cat.handBirds(s.Hands[seat])) + " = " + num(s.score(seat)) + ".")
	}
	if s.Peek[seat] != nil {
		v.Fields = append(v.Fields, games.Field{Name: "You saw " + games.Seat(1-seat) + "'s hand", Value: s.peekText(seat), Elsewhere: true})
	}
	return v
}

func (s *state) peekText(seat int) string {
	if len(s.Peek[seat]) == 0 {
		return "Empty."
	}
	return s.cat.defNames(s.Peek[seat])
}
