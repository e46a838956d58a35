package keyforge

import "slices"

// houseStep is step 2 of a turn, choosing a house, as its rule reads it:
// the table, the active player and the house a card made them choose.
// The prompt, the answer and the Easy player ask it the same houses.
type houseStep struct {
	tb     *table
	active int
	must   string
}

// houseStepOf is step 2 of the state's turn.
func houseStepOf(s *state) houseStep { return houseStep{&s.table, s.Active, s.Must[s.Active]} }

// choices appends to hs the houses the active player may choose:
// the identity card's and those of cards they control. A "must choose"
// they cannot follow is ignored.
func (c houseStep) choices(hs []string) []string {
	a := c.active
	hs = append(hs, c.tb.P[a].Houses...)
	add := func(h string) {
		if !slices.Contains(hs, h) {
			hs = append(hs, h)
		}
	}
	for _, u := range c.tb.P[a].Line {
		add(c.tb.face(&u).House)
	}
	for _, u := range c.tb.P[a].Arts {
		add(c.tb.face(&u).House)
	}
	for p := 0; p < 2; p++ {
		for _, u := range c.tb.P[p].Line {
			for _, up := range u.Upgrades {
				if c.tb.Cards.owner(up) == a {
					add(c.tb.cdef(up).House)
				}
			}
		}
	}
	if m := c.must; m != "" && slices.Contains(hs, m) {
		return append(hs[:0], m)
	}
	return hs
}
