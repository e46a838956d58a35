package keyforge

import (
	"sort"
	"testing"
)

// cardTests holds one scenario per card of the pool with an ability or
// a keyword, registered by the cards_<house>_test.go files.
var cardTests = map[string]func(t *testing.T){}

func TestEveryCardAbility(t *testing.T) {
	ids := make([]string, 0, len(pool.Cards))
	for id := range pool.Cards {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		c := pool.Cards[id]
		test, ok := cardTests[id]
		if !ok {
			if len(c.Abilities) > 0 || len(c.Keywords) > 0 {
				t.Errorf("card %s has an ability but no scenario", id)
			}
			continue
		}
		t.Run(id, test)
	}
	for id := range cardTests {
		if def(id) == nil {
			t.Errorf("scenario for unknown card %s", id)
		}
	}
}

// A real set has about 36 designs a house; at 30 or more, two generated
// decks of the same houses rarely share their cards.
func TestThePoolHasFiveHousesOfThirtyDesignsOrMore(t *testing.T) {
	if len(pool.Houses) < 5 {
		t.Fatalf("%d houses", len(pool.Houses))
	}
	for _, h := range pool.Houses {
		if n := len(pool.ByHouse[h]); n < 30 {
			t.Errorf("%s has %d designs besides its token, want at least 30", h, n)
		}
		if pool.Tokens[h] == nil {
			t.Errorf("%s has no token creature", h)
		}
	}
}

func TestEveryEffectAndTriggerIsUsedByACard(t *testing.T) {
	used := map[string]bool{}
	for _, c := range pool.Cards {
		for k := range c.Keywords {
			used["kw:"+k] = true
		}
		for _, a := range c.Abilities {
			used["trigger:"+string(a.Trigger)] = true
			if a.Event != "" {
				used["event:"+a.Event] = true
			}
			for _, e := range a.Effects {
				used["do:"+e.Do] = true
			}
		}
	}
	for _, k := range keywordNames {
		if !used["kw:"+k] {
			t.Errorf("no card has keyword %s", k)
		}
	}
	for _, tr := range triggers {
		if !used["trigger:"+string(tr)] {
			t.Errorf("no card has trigger %s", tr)
		}
	}
	for _, ev := range events {
		if !used["event:"+ev] {
			t.Errorf("no card reacts to %s", ev)
		}
	}
	for op := range ops {
		if !used["do:"+op] {
			t.Errorf("no card uses effect %s", op)
		}
	}
	// A hook counts as used while any edition prints it: a game dealt an
	// earlier edition still runs its cards' hooks (steal_half, Gloom
	// Mirror before the third edition).
	for h := range hooks {
		found := false
		for e := 0; e <= pool.Current(); e++ {
			for id := range pool.Cards {
				for _, a := range pool.Card(e, id).Abilities {
					for _, ef := range a.Effects {
						found = found || ef.Hook == h
					}
				}
			}
		}
		if !found {
			t.Errorf("hook %s is unused", h)
		}
	}
}
