package keyforge

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// Encode is the JSON of the whole state, as its record.
func (s *state) Encode() ([]byte, error) {
	t := &s.table
	return json.Marshal(&record{t.Edition, t.P, t.Cards, s.Phase, s.Mull, s.First, s.Active, s.Turn, s.House,
		s.Played, s.Acted, s.Omega, s.Uses, s.Must, t.Lasting, s.Stack, s.Ask.said(t), s.UI, s.Seq, s.Winner, s.RNG})
}

// record is a state as saves hold it, field by field in the order saves
// have always had them, whichever part of the state now keeps each.
type record struct {
	Edition int            `json:"edition,omitempty"`
	P       players        `json:"players"`
	Cards   cardList       `json:"cards"`
	Phase   phase          `json:"phase"`
	Mull    [2]int         `json:"mull"`
	First   int            `json:"first"`
	Active  int            `json:"active"`
	Turn    int            `json:"turn"`
	House   string         `json:"house,omitempty"`
	Played  int            `json:"played,omitempty"`
	Acted   bool           `json:"acted,omitempty"`
	Omega   bool           `json:"omega,omitempty"`
	Uses    map[string]int `json:"uses,omitempty"`
	Must    [2]string      `json:"must"`
	Lasting []Lasting      `json:"lasting,omitempty"`
	Stack   frames         `json:"stack,omitempty"`
	Ask     *Ask           `json:"ask,omitempty"`
	UI      *UI            `json:"ui,omitempty"`
	Seq     int            `json:"seq"`
	Winner  int            `json:"winner"`
	RNG     games.RNG      `json:"rng"`
}

// state is the state a record holds.
func (r *record) state() *state {
	s := &state{}
	t := &s.table
	t.Edition, t.P, t.Cards, t.Lasting = r.Edition, r.P, r.Cards, r.Lasting
	s.Phase, s.Mull, s.First, s.Active, s.Turn, s.House = r.Phase, r.Mull, r.First, r.Active, r.Turn, r.House
	s.Played, s.Acted, s.Omega, s.Uses, s.Must = r.Played, r.Acted, r.Omega, r.Uses, r.Must
	s.Stack, s.Ask, s.UI, s.Seq, s.Winner, s.RNG = r.Stack, r.Ask, r.UI, r.Seq, r.Winner, r.RNG
	return s
}

// Decode rebuilds a state from Encode's bytes. It checks everything it
// reads, so a damaged record is refused here instead of failing later:
// every card known and in exactly one place, every index in range, the
// phase and the pending frames well-formed, and an open question the one
// the engine asks in that state.
func (Game) Decode(data []byte) (games.State, error) {
	var r record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, err
	}
	s := r.state()
	if err := r.check(s); err != nil {
		return nil, fmt.Errorf("keyforge: damaged record: %w", err)
	}
	return s, nil
}

// maxCards bounds a record: two decks of 36 and room for tests' boards.
const maxCards = 256

// check reads what a save holds: the turn and the questions from the
// record itself, the cards through s, the state built from it, whose
// table knows the cards' definitions and whose engine can step again.
func (r *record) check(s *state) error {
	t := &s.table
	if len(t.Cards) == 0 || len(t.Cards) > maxCards {
		return fmt.Errorf("%d cards", len(t.Cards))
	}
	if t.Edition < 0 || t.Edition > pool.Current() {
		return fmt.Errorf("no edition %d of the cards (this version knows 0-%d)", t.Edition, pool.Current())
	}
	for i, c := range t.Cards {
		if t.def(c.Def) == nil || t.def(c.Def).Type == Token {
			return fmt.Errorf("card %d: unknown card %q", i, c.Def)
		}
		if !isSeat(c.Owner) || c.Known > 3 {
			return fmt.Errorf("card %d: owner %d, known %d", i, c.Owner, c.Known)
		}
	}
	if err := t.checkPlaces(); err != nil {
		return err
	}
	if err := r.checkTurn(); err != nil {
		return err
	}
	for i := range t.Lasting {
		if err := t.Lasting[i].check(t.Cards); err != nil {
			return err
		}
	}
	for i := range r.Stack {
		if err := t.checkFrame(&r.Stack[i], i == len(r.Stack)-1 && r.Ask != nil); err != nil {
			return fmt.Errorf("frame %d: %w", i, err)
		}
	}
	if err := t.checkAlive(); err != nil {
		return err
	}
	if err := r.checkUI(t); err != nil {
		return err
	}
	return s.checkAsk()
}

func isSeat(p int) bool { return p == 0 || p == 1 }

// checkPlaces: every card lies in exactly one place, its owner's unless
// it is in play, and each place holds what it can hold.
func (tb *table) checkPlaces() error {
	seen := make([]bool, len(tb.Cards))
	place := func(id int, what string) error {
		if !tb.Cards.has(id) || seen[id] {
			return fmt.Errorf("card %d in %s is unknown or in two places", id, what)
		}
		seen[id] = true
		return nil
	}
	for p := range tb.P {
		pl := &tb.P[p]
		if len(pl.Houses) != 3 || slices.ContainsFunc(pl.Houses, func(h string) bool { return !knownHouse(h) }) {
			return fmt.Errorf("seat %d: houses %v", p, pl.Houses)
		}
		if t := tb.def(pl.Token); t == nil || t.Type != Token {
			return fmt.Errorf("seat %d: token %q", p, pl.Token)
		}
		if pl.Aember < 0 || pl.Chains < 0 || pl.Keys < 0 || pl.Keys > 3 {
			return fmt.Errorf("seat %d: %dÆ, %d keys, %d chains", p, pl.Aember, pl.Keys, pl.Chains)
		}
		for _, z := range []struct {
			name string
			ids  []int
			typ  cardType
		}{{"deck", pl.Deck, ""}, {"hand", pl.Hand, ""}, {"discard", pl.Discard, ""}, {"archives", pl.Archives, ""}, {"purged", pl.Purged, ""}, {"limbo", pl.Limbo, Action}} {
			for _, id := range z.ids {
				if err := place(id, z.name); err != nil {
					return err
				}
				if tb.Cards[id].Owner != p || z.typ != "" && tb.def(tb.Cards[id].Def).Type != z.typ {
					return fmt.Errorf("card %d cannot be in seat %d's %s", id, p, z.name)
				}
			}
		}
		for i, u := range pl.Line {
			if err := tb.checkUnit(u, place, true); err != nil {
				return fmt.Errorf("seat %d battleline %d: %w", p, i, err)
			}
		}
		for i, u := range pl.Arts {
			if err := tb.checkUnit(u, place, false); err != nil {
				return fmt.Errorf("seat %d artifact %d: %w", p, i, err)
			}
		}
	}
	if i := slices.Index(seen, false); i >= 0 {
		return fmt.Errorf("card %d is nowhere", i)
	}
	return nil
}

func (tb *table) checkUnit(u Unit, place func(int, string) error, creature bool) error {
	if err := place(u.ID, "play"); err != nil {
		return err
	}
	t := tb.def(tb.Cards[u.ID].Def).Type
	switch {
	case creature && !u.Token && t != Creature,
		!creature && (u.Token || t != Artifact || len(u.Upgrades) > 0):
		return fmt.Errorf("card %d (%s) cannot stand there", u.ID, t)
	}
	if u.Damage < 0 || u.Aember < 0 || u.Counters < 0 || u.ArmorUsed < 0 {
		return fmt.Errorf("card %d: negative counts", u.ID)
	}
	for _, up := range u.Upgrades {
		if err := place(up, "upgrades"); err != nil {
			return err
		}
		if tb.def(tb.Cards[up].Def).Type != Upgrade {
			return fmt.Errorf("card %d is not an upgrade", up)
		}
	}
	return nil
}

// checkAlive: the engine checks for destroyed creatures after every
// step, so between answers a creature whose damage reaches its power is
// already on its way out (dying or doomed). One that is not would be
// destroyed by the next answer, under a question about it still open.
func (tb *table) checkAlive() error {
	for p := range tb.P {
		for i := range tb.P[p].Line {
			if u := &tb.P[p].Line[i]; !u.Dying && !u.Doomed && tb.outOfPower(u) {
				return fmt.Errorf("seat %d battleline %d: card %d holds %d damage at power %d", p, i, u.ID, u.Damage, tb.power(u.ID))
			}
		}
	}
	return nil
}

func knownHouse(h string) bool { return slices.Contains(pool.Houses, h) }

// checkTurn: the phase, the seats, the counters and the house.
func (r *record) checkTurn() error {
	if !isSeat(r.First) || !isSeat(r.Active) || r.Winner < -1 || r.Winner > 1 {
		return fmt.Errorf("seats: first %d, active %d, winner %d", r.First, r.Active, r.Winner)
	}
	if r.Turn < 0 || r.Seq < 0 || r.Played < 0 {
		return errors.New("negative counters")
	}
	for p, m := range r.Mull {
		if m < 0 || m > 2 {
			return fmt.Errorf("seat %d: mulligan %d", p, m)
		}
		if r.Must[p] != "" && !knownHouse(r.Must[p]) {
			return fmt.Errorf("seat %d must choose %q", p, r.Must[p])
		}
	}
	if r.House != "" && !knownHouse(r.House) {
		return fmt.Errorf("house %q", r.House)
	}
	for name, n := range r.Uses {
		if n < 0 {
			return fmt.Errorf("%s used %d times", name, n)
		}
	}
	if r.Winner >= 0 {
		if r.Phase != phaseOver || r.P[r.Winner].Keys < 3 || len(r.Stack) > 0 || r.Ask != nil || r.UI != nil {
			return errors.New("a won game that goes on")
		}
		return nil
	}
	// At rest, with no question open, the stack has run out; a question
	// is open only while an ability or a trigger order waits.
	settled := []phase{phaseMulligan, phaseHouse, phaseArchives, phaseMain}
	if r.Ask != nil {
		settled = []phase{phaseStart, phaseHouse, phaseMain, phaseEnd}
	} else if len(r.Stack) > 0 {
		return errors.New("frames pending without a question")
	}
	if !slices.Contains(settled, r.Phase) {
		return fmt.Errorf("phase %q", r.Phase)
	}
	mulligan := r.Mull[0] == 0 || r.Mull[1] == 0
	if (r.Phase == phaseMulligan) != mulligan || mulligan != (r.Turn == 0) {
		return fmt.Errorf("phase %q on turn %d with mulligans %v", r.Phase, r.Turn, r.Mull)
	}
	return nil
}

// lastingKinds are the effects that last until the end of a turn.
var lastingKinds = []string{"keycost", "cannot_play", "power", "armor", "keyword", "cannot_reap", "cannot_fight"}

func (l *Lasting) check(cs cardList) error {
	if !slices.Contains(lastingKinds, l.Kind) || !isSeat(l.Seat) || l.Target != -1 && !cs.has(l.Target) {
		return fmt.Errorf("lasting effect %+v", *l)
	}
	if l.Kind == "keyword" && !slices.Contains(keywordNames, l.Keyword) {
		return fmt.Errorf("lasting keyword %q", l.Keyword)
	}
	return nil
}

// checkFrame checks a pending frame. Only the top frame, while its
// question is open, may hold a choice in progress (Yes, Targeted,
// Targets); an answer (Pick, Extra) is always consumed before the engine
// rests.
func (tb *table) checkFrame(f *Frame, asking bool) error {
	ids := func(xs ...[]int) bool {
		for _, x := range xs {
			if slices.ContainsFunc(x, func(id int) bool { return !tb.Cards.has(id) }) {
				return false
			}
		}
		return true
	}
	if !isSeat(f.Controller) || f.Pick != nil || f.Extra != "" {
		return fmt.Errorf("%s frame: controller %d, answer %v %q", f.Kind, f.Controller, f.Pick, f.Extra)
	}
	switch f.Kind {
	case frameAbility:
		d := tb.def(f.Def)
		if d == nil || f.Ability < 0 || f.Ability >= len(d.Abilities) || f.Step < 0 || f.Step > len(d.Abilities[f.Ability].Effects) {
			return fmt.Errorf("ability %s/%d step %d", f.Def, f.Ability, f.Step)
		}
		if !tb.Cards.has(f.Card) || !ids(f.It, f.Targets) || !asking && (f.Yes || f.Targeted || f.Targets != nil) {
			return fmt.Errorf("ability of card %d: it %v, targets %v", f.Card, f.It, f.Targets)
		}
	case frameOrder:
		if len(f.Batch) == 0 {
			return errors.New("nothing to order")
		}
		for i := range f.Batch {
			if f.Batch[i].Kind != frameAbility {
				return errors.New("only abilities are ordered")
			}
			if err := tb.checkFrame(&f.Batch[i], false); err != nil {
				return err
			}
		}
	case frameLeave:
		if !ids(f.Leaving) {
			return fmt.Errorf("leaving %v", f.Leaving)
		}
	case frameFight:
		if !tb.Cards.has(f.Card) || !tb.Cards.has(f.Defender) || f.Step < 0 || f.Step > 2 {
			return fmt.Errorf("fight %d against %d at stage %d", f.Card, f.Defender, f.Step)
		}
	case frameToDiscard:
		if !tb.Cards.has(f.Card) {
			return fmt.Errorf("card %d to discard", f.Card)
		}
	case frameOmega, frameEndTurn, frameForge:
	default:
		return fmt.Errorf("unknown frame %q", f.Kind)
	}
	if f.Kind != frameOrder && f.Batch != nil || f.Kind != frameLeave && f.Leaving != nil {
		return fmt.Errorf("%s frame with frames or cards of another kind", f.Kind)
	}
	return nil
}

// checkUI: a follow-up question of step 3 is about a card that can still
// make that move.
func (r *record) checkUI(tb *table) error {
	ui := r.UI
	if ui == nil {
		return nil
	}
	if r.Phase != phaseMain || r.Ask != nil || !tb.Cards.has(ui.Card) {
		return fmt.Errorf("follow-up %q out of step 3", ui.Kind)
	}
	a := r.Active
	t := tb.cdef(ui.Card).Type
	ok := false
	switch ui.Kind {
	case uiFlank:
		ok = slices.Contains(tb.P[a].Hand, ui.Card) && t == Creature
	case uiHost:
		ok = slices.Contains(tb.P[a].Hand, ui.Card) && t == Upgrade
	case uiFight:
		p, creature, _, inPlay := tb.P.find(ui.Card)
		ok = inPlay && creature && p == a
	case uiConfirm:
		ok = true
	}
	if !ok {
		return fmt.Errorf("follow-up %q about card %d", ui.Kind, ui.Card)
	}
	return nil
}

// checkAsk: an open question must be the one the engine asks now, which
// it finds by stepping the top frame of a copy again. A frame it cannot
// step is damaged too.
func (s *state) checkAsk() (err error) {
	if s.Ask == nil {
		return nil
	}
	top := s.Stack[len(s.Stack)-1].Kind
	if top != frameAbility && top != frameOrder {
		return fmt.Errorf("a question on a %s frame", top)
	}
	c := s.clone()
	c.Ask = nil
	defer func() {
		if recover() != nil {
			err = errors.New("a pending frame the engine cannot step")
		}
	}()
	c.step()
	if !sameQuestion(c.Ask, s.Ask) {
		return errors.New("an open question the engine does not ask")
	}
	s.Ask.learn(c.Ask) // its words as data, to say in any language
	return nil
}

// sameQuestion reports whether two questions ask the same thing: the
// same kind, bounds and options by id. Their words may differ, as a
// game saved by an earlier version keeps the words it was asked in.
func sameQuestion(a, b *Ask) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Kind == b.Kind && a.Min == b.Min && a.Max == b.Max &&
		slices.EqualFunc(a.Options, b.Options, func(x, y games.Option) bool { return x.ID == y.ID })
}
