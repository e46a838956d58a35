package keyforge

import (
	"slices"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// Looking up a card: any card the whole table can see (in play, as an
// upgrade, or in a discard pile) can be read in full by name, with where
// it is and, in play, its state now. Hands, decks and archives stay
// hidden. The bot offers the names to autocomplete and shows the view.
// A card is found by its name in any language the game speaks, so a
// player who learnt the English names finds the German card, and the
// other way round; it is shown in the reader's language.

// CardNames lists the names of the cards anyone may look up, each once,
// in the reader's language: both battlelines and their upgrades, both
// players' artifacts, then both discard piles.
func (s *state) CardNames() []string {
	v := voiceOf(s)
	var names []string
	s.table.eachVisible(v, func(d *CardDef, _ func() string) {
		if n := v.say(d.msg); !slices.Contains(names, n) {
			names = append(names, n)
		}
	})
	return names
}

// called reports whether d is called name in some language, in any case.
func called(d *CardDef, name string) bool {
	if strings.EqualFold(d.Name, name) {
		return true
	}
	for _, tag := range lang.Translations() {
		if strings.EqualFold(lang.Get(tag).Say(d.msg), name) {
			return true
		}
	}
	return false
}

// CardWhere says where the visible cards called name lie: in play (a
// battleline, an upgrade, the artifacts), in a discard pile, or both.
func (s *state) CardWhere(name string) string {
	inPlay, discarded := false, false
	name = strings.TrimSpace(name)
	for p := 0; p < 2; p++ {
		pl := &s.table.P[p]
		for i := range pl.Line {
			u := &pl.Line[i]
			inPlay = inPlay || called(s.table.face(u), name)
			for _, up := range u.Upgrades {
				inPlay = inPlay || called(s.table.faceID(up), name)
			}
		}
		for i := range pl.Arts {
			inPlay = inPlay || called(s.table.face(&pl.Arts[i]), name)
		}
		for _, id := range pl.Discard {
			discarded = discarded || called(s.table.faceID(id), name)
		}
	}
	v := voiceOf(s)
	switch {
	case inPlay && discarded:
		return v.t("keyforge.where.both")
	case inPlay:
		return v.t("keyforge.where.play")
	case discarded:
		return v.t("keyforge.where.discard")
	}
	return ""
}

// Lookup is the full text of a visible card by name, in any case and any
// language, and where each copy of it is; ok is false when no visible
// card has that name.
func (s *state) Lookup(name string) (games.View, bool) {
	v := voiceOf(s)
	var d *CardDef
	var where []string
	name = strings.TrimSpace(name)
	s.table.eachVisible(v, func(c *CardDef, place func() string) {
		if called(c, name) {
			d = c
			where = append(where, place())
		}
	})
	if d == nil {
		return games.View{}, false
	}
	view := games.View{Title: v.say(d.msg), Lines: []string{kindLineIn(v, d)}}
	if len(d.Traits) > 0 {
		traits := make([]string, len(d.Traits))
		for i, t := range d.Traits {
			traits[i] = v.say(traitMsg(t))
		}
		view.Lines = append(view.Lines, "*"+strings.Join(traits, ", ")+"*")
	}
	text := v.say(d.textMsg)
	if text == "" {
		text = v.t("keyforge.lookup.none")
	}
	view.Lines = append(view.Lines, text)
	view.Fields = append(view.Fields, games.Field{Name: v.t("keyforge.lookup.where"), Value: fit(strings.Join(where, "\n"), fieldMax)})
	return view, true
}

// eachVisible calls f with the face of every visible card and a function
// saying where it is in v's words (made only when asked, as autocomplete
// needs names only).
func (tb *table) eachVisible(v voice, f func(d *CardDef, where func() string)) {
	for p := 0; p < 2; p++ {
		pl := &tb.P[p]
		for i := range pl.Line {
			u := &pl.Line[i]
			f(tb.face(u), func() string {
				where := v.t("keyforge.where.line", "Seat", games.Seat(p))
				if which := tb.namesake(p, i); !which.IsZero() {
					where = v.t("keyforge.where.lineWhich", "Seat", games.Seat(p), "Which", which)
				}
				return where + ": " + tb.unitText(v, u, true, false)
			})
			for _, up := range u.Upgrades {
				f(tb.faceID(up), func() string {
					return v.t("keyforge.where.upgrade", "Card", tb.face(u).msg, "Seat", games.Seat(p))
				})
			}
		}
		for i := range pl.Arts {
			u := &pl.Arts[i]
			f(tb.face(u), func() string {
				return v.t("keyforge.where.artifact", "Seat", games.Seat(p), "Unit", tb.unitText(v, u, false, false))
			})
		}
	}
	for p := 0; p < 2; p++ {
		for _, id := range tb.P[p].Discard {
			f(tb.faceID(id), func() string { return v.t("keyforge.where.pile", "Seat", games.Seat(p)) })
		}
	}
}
