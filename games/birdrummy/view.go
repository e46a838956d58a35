package birdrummy

import (
	"strings"

	"github.com/deckhand/deckhand/games"
)

// turnMsg is the line of whose turn it is, by phase.
var turnMsg = map[string]string{
	phaseStart:   "birdrummy.turn.start",
	phaseDraw:    "birdrummy.turn.draw",
	phaseMain:    "birdrummy.turn.main",
	phaseDiscard: "birdrummy.turn.discard",
}

// Public is the board: whose turn and phase, deck, Forest (all of it,
// top first), Heaven, ability points left, and each nest by flock with
// its score, resources and hand size.
func (s *state) Public() games.View {
	r := readerOf(s)
	v := games.View{Title: r.say("birdrummy.name")}
	switch s.Phase {
	case phaseOver:
		v.Lines = append(v.Lines, r.say("birdrummy.view.over", "Summary", s.summary()))
	default:
		v.Lines = append(v.Lines, r.caption())
	}
	v.Lines = append(v.Lines, r.waiting()...)
	v.Lines = append(v.Lines, r.say("birdrummy.view.deck", "Deck", len(s.Deck), "Heaven", len(s.Heaven)))
	if len(s.Forest) == 0 {
		v.Lines = append(v.Lines, r.say("birdrummy.view.forest.empty"))
	} else {
		v.Lines = append(v.Lines, r.say("birdrummy.view.forest", "N", len(s.Forest), "Cards", s.cat.namesTopFirst(s.Forest)))
	}
	for seat := 0; seat < seats; seat++ {
		v.Fields = append(v.Fields, games.Field{Name: r.say("birdrummy.view.nest", "Who", games.Seat(seat)), Value: r.nestText(seat)})
	}
	return v
}

// waiting are the board's lines of what the game waits on: an effect's
// choice, the Forest card to play next, the ability points left.
func (r reader) waiting() []string {
	s := r.s
	var out []string
	if len(s.Queue) > 0 && s.Phase != phaseOver {
		st := s.Queue[0]
		id := "birdrummy.view.waiting.bird"
		if st.Op.Do == OpDiscard {
			id = "birdrummy.view.waiting.discard"
		}
		out = append(out, r.say(id, "Who", games.Seat(chooser(st)), "Actor", games.Seat(st.Actor), "From", s.cat.fromArg(st.From)))
	}
	if s.Must >= 0 {
		out = append(out, r.say("birdrummy.view.must", "Who", games.Seat(s.Turn), "Card", r.name(s.cat.defOf(s.Must))))
	}
	if pts := s.purse().pointsIn(r); pts != "" && s.Phase != phaseOver {
		out = append(out, r.say("birdrummy.view.points", "Points", pts))
	}
	return out
}

// nestText is one player's side of the board.
func (r reader) nestText(seat int) string {
	s := r.s
	var b strings.Builder
	if flocks := r.flocks(s.Nests[seat]); flocks == "" {
		b.WriteString(r.say("birdrummy.view.nest.empty"))
	} else {
		b.WriteString(flocks)
	}
	b.WriteString("\n" + r.say("birdrummy.view.nest.score", "N", s.cat.nestScore(s.Nests[seat])))
	if seat == s.Turn && len(s.Landing) > 0 {
		b.WriteString("\n" + r.say("birdrummy.view.nest.landing", "Birds", r.flocks(s.Landing)))
	}
	if len(s.Kept[seat]) > 0 {
		b.WriteString("\n" + r.say("birdrummy.view.nest.resources", "Cards", s.cat.names(s.Kept[seat])))
	}
	b.WriteString("\n" + r.say("birdrummy.view.nest.hand", "Count", len(s.Hands[seat])))
	return b.String()
}

// flocks lists birds by species with counts, in deck order.
func (r reader) flocks(cs []int) string {
	counts := make([]int, r.s.cat.birds)
	for _, c := range cs {
		counts[r.s.cat.cards[c]]++
	}
	var parts []string
	for sp, n := range counts {
		if n > 0 {
			parts = append(parts, r.say("birdrummy.times", "Card", r.name(sp), "N", n))
		}
	}
	return strings.Join(parts, " · ")
}

// Private is one player's hand with every card's text, what they must
// do, and what they saw of the opponent's hand this turn. The hand's
// picture (handScene) shows all of it but what they must do: the
// lines it shows are marked Elsewhere.
func (s *state) Private(seat int) games.View {
	r := readerOf(s)
	v := games.View{Title: r.say("birdrummy.hand.title")}
	pictured := func(l string) {
		v.Lines = append(v.Lines, l)
		v.Elsewhere = append(v.Elsewhere, l)
	}
	counts := s.handCounts(seat)
	if len(s.Hands[seat]) == 0 {
		pictured(r.say("birdrummy.hand.empty"))
	}
	for d, n := range counts {
		if n == 0 {
			continue
		}
		w := &r.w.defs[d]
		v.Lines = append(v.Lines, r.say("birdrummy.hand.line", "Card", w.name, "N", n, "Text", w.text))
	}
	for d, n := range counts {
		if n > 0 && len(s.cat.defs[d].Abilities) > 0 {
			pictured("_" + r.say("birdrummy.note.costs") + "_")
			break
		}
	}
	if s.Must >= 0 && seat == s.Turn {
		v.Lines = append(v.Lines, r.say("birdrummy.hand.must", "Card", r.name(s.cat.defOf(s.Must))))
	}
	if s.Phase != phaseOver {
		pictured(r.say("birdrummy.hand.score", "Nest", s.cat.nestScore(s.Nests[seat]),
			"Birds", s.cat.handBirds(s.Hands[seat]), "Score", num(s.score(seat))))
	}
	if s.Peek[seat] != nil {
		v.Fields = append(v.Fields, games.Field{Name: r.say("birdrummy.hand.saw", "Who", games.Seat(1-seat)), Value: r.peekText(seat), Elsewhere: true})
	}
	return v
}

func (r reader) peekText(seat int) string {
	if len(r.s.Peek[seat]) == 0 {
		return r.say("birdrummy.hand.saw.empty")
	}
	return sayArg(r.l, r.s.cat.defNames(r.s.Peek[seat]))
}
