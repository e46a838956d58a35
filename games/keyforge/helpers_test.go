package keyforge

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// board builds exact situations for scenario tests: seat 0 is the active
// player in step 3 of a later turn with the given house, unless a test
// changes it.
type board struct {
	t *testing.T
	s *state
}

func newBoard(t *testing.T, house string) *board {
	t.Helper()
	s := &state{table: table{Edition: pool.Current()}, Winner: -1, Phase: phaseMain, Turn: 3, Active: 0, First: 0, House: house, RNG: games.NewRNG(1), Mull: [2]int{1, 1}}
	for p := range s.table.P {
		s.table.P[p].Houses = []string{"Emberforge", "Gloomveil", "Cogwright"}
		s.table.P[p].Token = "ember-whelp"
		s.table.P[p].DeckName = fmt.Sprintf("Deck %d", p)
	}
	return &board{t: t, s: s}
}

func (b *board) add(p int, d string) int {
	b.t.Helper()
	if def(d) == nil {
		b.t.Fatalf("no card %q", d)
	}
	b.s.table.Cards = append(b.s.table.Cards, Card{Def: d, Owner: p})
	b.s.dirty()
	return len(b.s.table.Cards) - 1
}

func (b *board) addAll(p int, zone *[]int, defs ...string) []int {
	var ids []int
	for _, d := range defs {
		id := b.add(p, d)
		*zone = append(*zone, id)
		ids = append(ids, id)
	}
	return ids
}

func (b *board) hand(p int, defs ...string) []int { return b.addAll(p, &b.s.table.P[p].Hand, defs...) }

// deck adds cards to the deck; the last one is the top card.
func (b *board) deck(p int, defs ...string) []int { return b.addAll(p, &b.s.table.P[p].Deck, defs...) }
func (b *board) discards(p int, defs ...string) []int {
	return b.addAll(p, &b.s.table.P[p].Discard, defs...)
}
func (b *board) archive(p int, defs ...string) []int {
	return b.addAll(p, &b.s.table.P[p].Archives, defs...)
}

// creature puts a ready creature at the right end of p's battleline.
func (b *board) creature(p int, d string) int {
	id := b.add(p, d)
	b.s.table.P[p].Line = append(b.s.table.P[p].Line, Unit{ID: id})
	return id
}

func (b *board) creatures(p int, defs ...string) []int {
	var ids []int
	for _, d := range defs {
		ids = append(ids, b.creature(p, d))
	}
	return ids
}

func (b *board) artifact(p int, d string) int {
	id := b.add(p, d)
	b.s.table.P[p].Arts = append(b.s.table.P[p].Arts, Unit{ID: id})
	return id
}

func (b *board) upgrade(p, host int, d string) int {
	id := b.add(p, d)
	u := b.s.table.P.unit(host)
	u.Upgrades = append(u.Upgrades, id)
	return id
}

func (b *board) u(id int) *Unit {
	b.t.Helper()
	u := b.s.table.P.unit(id)
	if u == nil {
		b.t.Fatalf("card %d (%s) is not in play", id, b.s.table.Cards[id].Def)
	}
	return u
}

// prompt returns the open prompt of kind ("act", "ask", "flank", ...)
// for seat.
func (b *board) promptOf(seat int, kind string) (games.Prompt, bool) {
	b.s.dirty()
	for _, p := range b.s.Prompts() {
		if p.Seat == seat && (p.ID == kind || strings.HasPrefix(p.ID, kind+".")) {
			return p, true
		}
	}
	return games.Prompt{}, false
}

func (b *board) prompt(kind string) games.Prompt {
	b.t.Helper()
	p, ok := b.promptOf(b.s.Active, kind)
	if !ok {
		b.t.Fatalf("no %q prompt; open: %s", kind, b.open())
	}
	return p
}

func (b *board) open() string {
	var out []string
	for _, p := range b.s.Prompts() {
		var opts []string
		for _, o := range p.Options {
			opts = append(opts, o.ID)
		}
		out = append(out, fmt.Sprintf("%d:%s %q %v", p.Seat, p.ID, p.Text, opts))
	}
	return strings.Join(out, "; ")
}

// has reports whether the active seat's prompt of kind offers option.
func (b *board) has(kind, option string) bool {
	p, ok := b.promptOf(b.s.Active, kind)
	return ok && p.Has(option)
}

func (b *board) answerAs(seat int, kind string, choices ...string) []games.Event {
	b.t.Helper()
	p, ok := b.promptOf(seat, kind)
	if !ok {
		b.t.Fatalf("no %q prompt for seat %d; open: %s", kind, seat, b.open())
	}
	ev, err := b.s.Apply(games.Answer{Seat: seat, PromptID: p.ID, Choices: choices})
	if err != nil {
		b.t.Fatalf("answer %s %v refused: %v; open: %s", kind, choices, err, b.open())
	}
	return ev
}

func (b *board) answer(kind string, choices ...string) []games.Event {
	b.t.Helper()
	return b.answerAs(b.s.Active, kind, choices...)
}

func opt(kind byte, id int) string { return fmt.Sprintf("%c%d", kind, id) }
func cid(id int) string            { return fmt.Sprintf("c%d", id) }

// play plays a card from hand: a creature onto the right flank.
func (b *board) play(id int) []games.Event {
	b.t.Helper()
	ev := b.answer("act", opt('p', id))
	if _, ok := b.promptOf(b.s.Active, "flank"); ok {
		ev = append(ev, b.answer("flank", "right")...)
	}
	return ev
}

func (b *board) playLeft(id int) []games.Event {
	b.t.Helper()
	b.answer("act", opt('p', id))
	return b.answer("flank", "left")
}

func (b *board) playOn(id, host int) []games.Event {
	b.t.Helper()
	b.answer("act", opt('p', id))
	return b.answer("host", cid(host))
}

func (b *board) fight(att, dfn int) []games.Event {
	b.t.Helper()
	b.answer("act", opt('f', att))
	return b.answer("target", cid(dfn))
}

func (b *board) reap(id int) []games.Event {
	b.t.Helper()
	return b.answer("act", opt('r', id))
}

// pick answers an ability's question with cards.
func (b *board) pick(ids ...int) []games.Event {
	b.t.Helper()
	var cs []string
	for _, id := range ids {
		cs = append(cs, cid(id))
	}
	return b.answer("ask", cs...)
}

func (b *board) asking() bool {
	_, ok := b.promptOf(b.s.Active, "ask")
	return ok
}

// endTurn ends the turn, confirming when moves remain.
func (b *board) endTurn() {
	b.t.Helper()
	b.answer("end", "end")
	if _, ok := b.promptOf(b.s.Active, "confirm"); ok {
		b.answer("confirm", "end")
	}
}

func (b *board) line(p int) []string {
	var out []string
	for _, u := range b.s.table.P[p].Line {
		out = append(out, b.s.table.Cards[u.ID].Def)
	}
	return out
}

func (b *board) defsOf(ids []int) []string {
	var out []string
	for _, id := range ids {
		out = append(out, b.s.table.Cards[id].Def)
	}
	return out
}

func (b *board) inPlay(id int) bool { return b.s.table.P.unit(id) != nil }

func (b *board) inZone(zone []int, id int) bool { return slices.Contains(zone, id) }

func (b *board) eq(what string, got, want any) {
	b.t.Helper()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		b.t.Errorf("%s: got %v, want %v", what, got, want)
	}
}

// label is the label of option id of the open prompt of a kind.
func (b *board) label(kind, id string) string {
	b.t.Helper()
	for _, o := range b.prompt(kind).Options {
		if o.ID == id {
			return o.Label
		}
	}
	b.t.Fatalf("%s offers no %s", kind, id)
	return ""
}
