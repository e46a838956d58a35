package birdrummy

import (
	"github.com/deckhand/deckhand/games"
)

// The moves of a turn. Each is offered only when legal (prompt.go), so
// these only carry them out.

// chooseFirst: the dice roll winner names the first player.
func (m move) chooseFirst(first int) {
	s, ev := m.s, m.ev
	s.First = first
	s.TurnNo = 1
	if ev.on() && first == s.Chooser {
		ev.public(games.Say("birdrummy.event.first.self", "Who", seatRef[s.Chooser]))
	} else if ev.on() {
		ev.public(games.Say("birdrummy.event.first.other", "Who", seatRef[s.Chooser], "Other", seatRef[first]))
	}
	m.beginTurn(first)
}

// drawFromDeck is the draw phase's deck draw.
func (m move) drawFromDeck() {
	s, ev := m.s, m.ev
	s.Phase = phaseMain
	s.draw(s.Turn, s.drawCount(), ev)
	m.settle()
}

// drawFromForest takes the top n Forest cards; the deepest must be the
// next card played.
func (m move) drawFromForest(n int) {
	s, ev := m.s, m.ev
	s.Phase = phaseMain
	taken := s.Forest[len(s.Forest)-n:]
	sp, alone := s.cat.defOf(taken[0]), s.cat.countDef(taken, s.cat.defOf(taken[0])) == 1
	s.Must = m.takeForest(s.Turn, n)
	if alone && s.cat.defs[sp].Kind == kindBird && s.minPlay(s.Turn, sp) == 2 {
		s.Seen.seePartner(s.cat, s.Hands[s.Turn], s.Turn, sp, s.Must)
	}
	if ev.on() {
		ev.public(games.Say("birdrummy.event.must", "Who", seatRef[s.Turn], "Card", s.cat.def(s.Must).nameArg))
	}
	m.settle()
}

// minPlay is the fewest birds of species sp seat may play at once: a
// pair, or one when the opponent's nest holds that species.
func (s *state) minPlay(seat, sp int) int {
	if s.nestCount(1-seat, sp) > 0 {
		return 1
	}
	return 2
}

// playBirds plays n birds of species sp from the hand. They land first:
// their ability points are spent before they join the nest at the end
// of the main phase. The points are the birds played plus the flock
// already in the nest, counted once per species per turn.
func (m move) playBirds(sp, n int) {
	s, ev := m.s, m.ev
	seat := s.Turn
	var buf [maxCopies]int
	picked := buf[:0]
	must := -1
	if s.Must >= 0 && s.cat.defOf(s.Must) == sp {
		must = s.Must
		picked = append(picked, must)
		s.Must = -1
	}
	for _, c := range s.Hands[seat] {
		if len(picked) == n {
			break
		}
		if s.cat.cards[c] == sp && c != must {
			picked = append(picked, c)
		}
	}
	for _, c := range picked {
		s.Hands[seat] = remove(s.Hands[seat], c)
	}
	s.Landing = append(s.Landing, picked...)
	gained := n
	if s.Played[sp] == 0 {
		gained += s.nestCount(seat, sp)
	}
	s.Points[sp] += gained
	s.Played[sp] += n
	df := &s.cat.defs[sp]
	if ev.on() {
		ev.public(games.Say("birdrummy.event.played", "Who", seatRef[seat], "Count", n, "Bird", df.nameArg,
			"Birds", df.pluralArg, "Points", games.Say("birdrummy.points", "Count", gained)))
	}
	s.Queue.queueTriggers(seat, df, OnPlay)
	for _, k := range s.Kept[seat] {
		s.Queue.queueTriggers(seat, s.cat.def(k), OnPlay)
	}
	m.settle()
}

// useAbility spends points on ability i of species sp: the species' own
// points first, then points for any species.
func (m move) useAbility(sp, i int) {
	s, ev := m.s, m.ev
	df := &s.cat.defs[sp]
	cost := df.Abilities[i].Cost
	own := min(cost, s.Points[sp])
	s.Points[sp] -= own
	s.Wild -= cost - own
	// The ability by its bird and cost ("Crow ③"), the name its effects
	// go by in the lines that say what it did: its text is on the card.
	if ev.on() {
		ev.public(games.Say("birdrummy.event.used", "Who", seatRef[s.Turn], "Ability", s.cat.fromArg(df.useFrom[i])))
	}
	s.Queue.queueOps(s.Turn, df.Abilities[i].Do, df.useFrom[i])
	m.settle()
}

// canUse reports whether ability i of species sp is affordable now.
func (pu purse) canUse(sp, i int) bool {
	return pu.played[sp] > 0 && pu.cat.defs[sp].Abilities[i].Cost <= pu.points[sp]+pu.wild
}

// playCard plays a resource (it stays in play) or an effect (it resolves
// and goes to Heaven).
func (m move) playCard(d int) {
	s, ev := m.s, m.ev
	seat := s.Turn
	c := -1
	if s.Must >= 0 && s.cat.defOf(s.Must) == d {
		c = s.Must
	} else {
		c = s.cat.findLast(s.Hands[seat], d)
	}
	s.Must = -1
	s.Hands[seat] = remove(s.Hands[seat], c)
	df := &s.cat.defs[d]
	if df.Kind == kindResource {
		s.Kept[seat] = append(s.Kept[seat], c)
		if ev.on() {
			ev.public(games.Say("birdrummy.event.resource", "Who", seatRef[seat], "Card", df.nameArg))
		}
		if s.Phase == phaseDiscard && len(s.Hands[seat]) == 0 {
			if ev.on() {
				ev.public(games.Say("birdrummy.event.noneleft", "Who", seatRef[seat]))
			}
			m.endTurn()
		}
		return
	}
	s.Heaven = append(s.Heaven, c)
	// What it does, the lines after say; its text is on the card, on top
	// of Heaven in the board's picture.
	if ev.on() {
		ev.public(games.Say("birdrummy.event.effect", "Who", seatRef[seat], "Card", df.nameArg))
	}
	s.Queue.queueOps(seat, df.Do, df.Name)
	m.settle()
}

// endMain ends the main phase: the landing birds join the nest. A
// player with no card to discard goes on to the next turn.
func (m move) endMain() {
	s, ev := m.s, m.ev
	s.Nests[s.Turn] = append(s.Nests[s.Turn], s.Landing...)
	s.Landing = s.Landing[:0]
	s.Phase = phaseDiscard
	if len(s.Hands[s.Turn]) == 0 {
		if ev.on() {
			ev.public(games.Say("birdrummy.event.nodiscard", "Who", seatRef[s.Turn]))
		}
		m.endTurn()
	}
}

// discard ends the turn with a card to the Forest; the last card in
// hand ends the game.
func (m move) discard(d int) {
	s, ev := m.s, m.ev
	seat := s.Turn
	c := s.cat.findLast(s.Hands[seat], d)
	s.Hands[seat] = remove(s.Hands[seat], c)
	s.Forest = append(s.Forest, c)
	if ev.on() {
		ev.public(games.Say("birdrummy.event.discarded", "Who", seatRef[seat], "Card", s.cat.def(c).nameArg))
	}
	if len(s.Hands[seat]) == 0 {
		s.finish(endLastCard, ev)
		return
	}
	m.endTurn()
}

// purse is the ability points of the turn: per species those left and
// the birds played, and the wild points for any species played.
type purse struct {
	points, played []int
	wild           int
	cat            *Catalog
}

func (s *state) purse() purse { return purse{s.Points, s.Played, s.Wild, s.cat} }

// pointsIn describes the ability points left this turn, in r's words.
func (pu purse) pointsIn(r reader) string {
	out := ""
	for sp, n := range pu.points {
		if pu.played[sp] == 0 {
			continue
		}
		if out != "" {
			out += " · "
		}
		out += r.say("birdrummy.points.bird", "N", n, "Bird", r.name(sp))
	}
	if pu.wild > 0 {
		if out != "" {
			out += " · "
		}
		out += r.say("birdrummy.points.any", "N", pu.wild)
	}
	return out
}
