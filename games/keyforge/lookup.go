package keyforge

import (
	"fmt"
	"slices"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// Looking up a card: any card the whole table can see (in play, as an
// upgrade, or in a discard pile) can be read in full by name, with where
// it is and, in play, its state now. Hands, decks and archives stay
// hidden. The bot offers the names to autocomplete and shows the view.

// CardNames lists the names of the cards anyone may look up, each once:
// both battlelines and their upgrades, both players' artifacts, then both
// discard piles.
func (s *state) CardNames() []string {
	var names []string
	s.table.eachVisible(func(d *CardDef, _ func() string) {
		if !slices.Contains(names, d.Name) {
			names = append(names, d.Name)
		}
	})
	return names
}

// CardWhere says where the visible cards called name lie: in play (a
// battleline, an upgrade, the artifacts), in a discard pile, or both.
func (s *state) CardWhere(name string) string {
	inPlay, discarded := false, false
	for p := 0; p < 2; p++ {
		pl := &s.table.P[p]
		for i := range pl.Line {
			u := &pl.Line[i]
			inPlay = inPlay || strings.EqualFold(s.table.face(u).Name, name)
			for _, up := range u.Upgrades {
				inPlay = inPlay || strings.EqualFold(s.table.faceID(up).Name, name)
			}
		}
		for i := range pl.Arts {
			inPlay = inPlay || strings.EqualFold(s.table.face(&pl.Arts[i]).Name, name)
		}
		for _, id := range pl.Discard {
			discarded = discarded || strings.EqualFold(s.table.faceID(id).Name, name)
		}
	}
	switch {
	case inPlay && discarded:
		return "in play and a discard pile"
	case inPlay:
		return "in play"
	case discarded:
		return "in a discard pile"
	}
	return ""
}

// Lookup is the full text of a visible card by name, in any case, and
// where each copy of it is; ok is false when no visible card has that
// name.
func (s *state) Lookup(name string) (games.View, bool) {
	var d *CardDef
	var where []string
	name = strings.TrimSpace(name)
	s.table.eachVisible(func(c *CardDef, place func() string) {
		if strings.EqualFold(c.Name, name) {
			d = c
			where = append(where, place())
		}
	})
	if d == nil {
		return games.View{}, false
	}
	v := games.View{Title: d.Name, Lines: []string{kindLine(d)}}
	if len(d.Traits) > 0 {
		v.Lines = append(v.Lines, "*"+strings.Join(d.Traits, ", ")+"*")
	}
	text := d.text
	if text == "" {
		text = "No abilities."
	}
	v.Lines = append(v.Lines, text)
	v.Fields = append(v.Fields, games.Field{Name: "Where", Value: fit(strings.Join(where, "\n"), fieldMax)})
	return v, true
}

// eachVisible calls f with the face of every visible card and a function
// saying where it is (made only when asked, as autocomplete needs names
// only).
func (tb *table) eachVisible(f func(d *CardDef, where func() string)) {
	for p := 0; p < 2; p++ {
		pl := &tb.P[p]
		for i := range pl.Line {
			u := &pl.Line[i]
			f(tb.face(u), func() string {
				where := games.Seat(p) + "'s battleline"
				if which := tb.namesake(p, i); which != "" {
					where += " (" + which + ")"
				}
				return where + ": " + tb.unitText(u, true, false)
			})
			for _, up := range u.Upgrades {
				f(tb.faceID(up), func() string {
					return fmt.Sprintf("On %s in %s's battleline", tb.face(u).Name, games.Seat(p))
				})
			}
		}
		for i := range pl.Arts {
			u := &pl.Arts[i]
			f(tb.face(u), func() string {
				return fmt.Sprintf("%s's artifacts: %s", games.Seat(p), tb.unitText(u, false, false))
			})
		}
	}
	for p := 0; p < 2; p++ {
		for _, id := range tb.P[p].Discard {
			f(tb.faceID(id), func() string { return games.Seat(p) + "'s discard pile" })
		}
	}
}
