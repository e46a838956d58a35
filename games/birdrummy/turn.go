package birdrummy

import (
	"github.com/deckhand/deckhand/games"
)

// events collects what happened during one answer. A nil *events (Play,
// the lean path) collects nothing, and every caller tests ev.on() before
// it builds the Text: the lean path makes no words at all.
type events []games.Event

func (e *events) on() bool { return e != nil }

// public adds a line for the whole table. Its Text is the line in
// English: a state that answers is never one said in another language
// (In's copies are only read from).
func (e *events) public(t games.Text) {
	if e != nil {
		*e = append(*e, games.Event{Msg: t, Text: english.Say(t)})
	}
}

func (e *events) private(seat int, t games.Text) {
	if e != nil {
		*e = append(*e, games.Event{Msg: t, Text: english.Say(t), Seat: seat, Private: true})
	}
}

// move is one answer being carried out: the state it changes and the
// lines it says, nil on the lean path. The moves of a turn and the
// effects they set off all say what they do as they do it, so they share
// the one collector instead of each being handed it.
type move struct {
	s  *state
	ev *events
}

// seatRef is games.Seat of each seat, built once.
var seatRef = [seats]string{games.Seat(0), games.Seat(1)}

// beginTurn starts seat's turn: the start phase queues the "at the start
// of your turn" effects of the resources and flocks in seat's nest; the
// draw phase follows once they have resolved.
func (m move) beginTurn(seat int) {
	s := m.s
	s.Turn = seat
	s.Phase = phaseStart
	s.Must = -1
	for _, c := range s.Kept[seat] {
		s.Queue.queueTriggers(seat, s.cat.def(c), OnStart)
	}
	for _, sp := range s.cat.starts {
		if s.nestCount(seat, sp) > 0 {
			s.Queue.queueTriggers(seat, &s.cat.defs[sp], OnStart)
		}
	}
	m.settle()
}

// endTurn passes the turn. Ability points vanish with the turn.
func (m move) endTurn() {
	s := m.s
	for i := range s.Points {
		s.Points[i], s.Played[i] = 0, 0
	}
	s.Wild = 0
	s.Peek[s.Turn] = nil
	s.TurnNo++
	m.beginTurn(1 - s.Turn)
}

// drawCount is how many cards the draw phase draws from the deck: the
// first player draws only one on the first turn of the game.
func (s *state) drawCount() int {
	if s.TurnNo == 1 {
		return 1
	}
	return 2
}

// draw moves up to n cards from the deck to seat's hand. When the deck
// cannot cover the draw, the Forest is shuffled in under what is left
// of the deck first.
func (s *state) draw(seat, n int, ev *events) int {
	if len(s.Deck) < n && len(s.Forest) > 0 {
		s.shuffleForest(ev)
	}
	had := len(s.Hands[seat])
	s.Hands[seat] = s.Deck.popTo(s.Hands[seat], n)
	got := s.Hands[seat][had:]
	if len(got) == 0 {
		return 0
	}
	s.Seen.unseenInto(seat, got)
	if ev.on() {
		ev.public(games.Say("birdrummy.event.drew", "Who", seatRef[seat], "Count", len(got)))
		ev.private(seat, games.Say("birdrummy.event.drew.private", "Cards", s.cat.names(got)))
	}
	return len(got)
}

// shuffleForest shuffles the Forest and puts it under the deck.
func (s *state) shuffleForest(ev *events) {
	if len(s.Forest) == 0 {
		return
	}
	f := s.Forest
	s.RNG.Shuffle(len(f), func(i, j int) { f[i], f[j] = f[j], f[i] })
	s.Origin.underDeck(&s.Shuffles, f)
	s.Deck = append(f, s.Deck...)
	s.Forest = nil
	if ev.on() {
		ev.public(games.Say("birdrummy.event.shuffled"))
	}
}

// takeForest moves the top n Forest cards to seat's hand and returns the
// deepest of them.
func (m move) takeForest(seat, n int) int {
	s, ev := m.s, m.ev
	n = min(n, len(s.Forest))
	if n == 0 {
		return -1
	}
	taken := s.Forest[len(s.Forest)-n:]
	bottom := taken[0]
	for i := n - 1; i >= 0; i-- {
		s.Hands[seat] = append(s.Hands[seat], taken[i])
	}
	s.Seen.seeInto(seat, taken...)
	if ev.on() {
		ev.public(games.Say("birdrummy.event.took", "Who", seatRef[seat], "Cards", s.cat.namesTopFirst(taken)))
	}
	s.Forest = s.Forest[:len(s.Forest)-n]
	return bottom
}

// forestTakeLegal reports whether seat may take the top n Forest cards:
// at least two, and the deepest must be playable at once, with the
// hand and the taken cards (a bird needs a second of its species, or
// that species in the opponent's nest; a resource or effect can always
// be played in the main phase).
func (s *state) forestTakeLegal(seat, n int) bool {
	if n < 2 || n > len(s.Forest) {
		return false
	}
	bottom := s.Forest[len(s.Forest)-n]
	sp := s.cat.defOf(bottom)
	if s.cat.defs[sp].Kind != kindBird {
		return true
	}
	if s.nestCount(1-seat, sp) > 0 {
		return true
	}
	return s.cat.countDef(s.Hands[seat], sp)+s.cat.countDef(s.Forest[len(s.Forest)-n:], sp) >= 2
}

// settle resolves every effect that needs no choice, ends the game when
// deck and Forest are both empty, and moves from the start phase to the
// draw phase once the start-of-turn effects are done.
func (m move) settle() {
	s, ev := m.s, m.ev
	for s.Phase != phaseOver {
		if len(s.Deck) == 0 && len(s.Forest) == 0 {
			s.finish(endEmpty, ev)
			return
		}
		if len(s.Queue) > 0 {
			if m.resolveHead() {
				continue
			}
			return // the head waits on a choice
		}
		if s.Phase == phaseStart {
			s.Phase = phaseDraw
		}
		return
	}
}

// finish ends the game. Birds still landing were played, so they count.
func (s *state) finish(how string, ev *events) {
	s.Nests[s.Turn] = append(s.Nests[s.Turn], s.Landing...)
	s.Landing = nil
	s.Queue = nil
	s.Must = -1
	s.Phase = phaseOver
	s.Ended = how
	if ev.on() {
		ev.public(games.Say("birdrummy.event.over", "Summary", s.summary()))
	}
}

// names lists cards by name, grouped: "Sparrow ×2, Owl".
func (cat *Catalog) names(cs []int) any {
	defs := make([]int, len(cs))
	for i, c := range cs {
		defs[i] = cat.cards[c]
	}
	return cat.defNames(defs)
}

// defNames lists designs by name, grouped in order of first appearance.
func (cat *Catalog) defNames(defs []int) any {
	counts := make([]int, len(cat.defs))
	var order []int
	for _, d := range defs {
		if counts[d] == 0 {
			order = append(order, d)
		}
		counts[d]++
	}
	parts := make([]any, len(order))
	for i, d := range order {
		parts[i] = cat.defs[d].nameArg
		if counts[d] > 1 {
			parts[i] = games.Say("birdrummy.times", "Card", parts[i], "N", counts[d])
		}
	}
	return list(parts)
}

// namesTopFirst lists a pile slice (top at the end) from the top down.
func (cat *Catalog) namesTopFirst(cs []int) any {
	parts := make([]any, len(cs))
	for i := range cs {
		parts[i] = cat.def(cs[len(cs)-1-i]).nameArg
	}
	return list(parts)
}

// list chains words into one argument, "A, B, C", whose items stay data
// (a card's name is said in its reader's language); "" for none.
func list(items []any) any {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return games.Say("birdrummy.list", "First", items[0], "Rest", list(items[1:]))
}
