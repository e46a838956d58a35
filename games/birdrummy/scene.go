package birdrummy

import (
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// designColours give each species its colour, in catalog order;
// resources and effects have one colour each.
var designColours = []string{
	"#3366cc", "#cc9933", "#333333", "#996633", "#99ccff", "#339999",
	"#cc3333", "#669933", "#9966cc", "#ff9966", "#666699", "#cc6699",
}

const (
	resourceColour = "#669999"
	effectColour   = "#996699"
)

// Scene is the board (seat -1): the deck, the Forest from the top down,
// Heaven, and each nest grouped by flock with its score and hand size;
// or a seat's hand, one face per design with how many it holds.
func (s *state) Scene(seat int) games.Scene {
	sc := games.Scene{Title: "Bird Rummy", Caption: s.caption()}
	if seat >= 0 && seat < seats {
		return s.handScene(seat, sc)
	}
	if s.Phase == phaseOver {
		sc.Notes = append(sc.Notes, "Score: the birds in the nest less the birds left in hand.")
	}
	if len(s.Queue) > 0 && s.Phase != phaseOver {
		st := s.Queue[0]
		what := "choose a bird"
		if st.Op.Do == OpDiscard {
			what = "discard"
		}
		sc.Notes = append(sc.Notes, "Waiting for "+games.Seat(chooser(st))+" to "+what+" ("+games.Seat(st.Actor)+"'s "+st.From+").")
	}
	if s.Must >= 0 {
		sc.Notes = append(sc.Notes, games.Seat(s.Turn)+" must play "+s.cat.def(s.Must).Name+" (from the Forest) next.")
	}
	if pts := s.purse().pointsText(); pts != "" && s.Phase != phaseOver {
		sc.Notes = append(sc.Notes, "Ability points left: "+pts+".")
	}
	forest := make([]int, len(s.Forest))
	for i, c := range s.Forest {
		forest[len(forest)-1-i] = c
	}
	sc.Areas = append(sc.Areas, games.Area{Seat: -1, Title: "Table", Zones: []games.Zone{
		{Name: "Deck", Layout: games.Pile, Count: len(s.Deck), Cards: backs(len(s.Deck))},
		{Name: "Forest · top first", Layout: games.Row, Cards: s.cat.faces(forest)},
		{Name: "Heaven", Layout: games.Pile, Count: len(s.Heaven), Cards: s.cat.faces(top(s.Heaven))},
	}})
	for p := range seats {
		a := games.Area{Seat: p, Active: s.waitsOn(p), Figures: []games.Figure{
			{Label: "nest", Value: strconv.Itoa(s.cat.nestScore(s.Nests[p]))},
			{Icon: games.Cards, Value: strconv.Itoa(len(s.Hands[p]))},
		}}
		if s.Phase == phaseOver {
			// The score made up: the nest less the birds left in hand.
			a.Figures = []games.Figure{
				{Label: "nest", Value: strconv.Itoa(s.cat.nestScore(s.Nests[p]))},
				{Label: "birds in hand", Value: minus(s.cat.handBirds(s.Hands[p]))},
				{Label: "score", Value: num(s.score(p))},
				{Icon: games.Cards, Value: strconv.Itoa(len(s.Hands[p]))},
			}
		}
		a.Zones = s.cat.flockZones(s.Nests[p], "")
		if p == s.Turn && len(s.Landing) > 0 {
			a.Zones = append(a.Zones, s.cat.flockZones(s.Landing, "Landing: ")...)
		}
		if len(s.Kept[p]) > 0 {
			a.Zones = append(a.Zones, games.Zone{Name: "Resources", Layout: games.Row, Cards: s.cat.faces(s.Kept[p])})
		}
		if len(a.Zones) == 0 {
			a.Status = "no birds yet"
		}
		sc.Areas = append(sc.Areas, a)
	}
	return sc
}

// caption says whose turn and phase it is.
func (s *state) caption() string {
	switch s.Phase {
	case phaseOver:
		return "Game over. " + s.Result().Summary
	case phaseFirst:
		return games.Seat(s.Chooser) + " won the dice roll and chooses who plays first."
	}
	return "Turn " + strconv.Itoa(s.TurnNo) + ": " + games.Seat(s.Turn) + "'s " + phaseNames[s.Phase] + "."
}

// waitsOn reports whether the game waits on seat: an effect's chooser,
// else the player whose turn it is.
func (s *state) waitsOn(seat int) bool {
	switch {
	case s.Phase == phaseOver:
		return false
	case s.Phase == phaseFirst:
		return seat == s.Chooser
	case len(s.Queue) > 0:
		return seat == chooser(s.Queue[0])
	}
	return seat == s.Turn
}

// flockZones groups cs by species, in catalog order: one fan a flock.
func (cat *Catalog) flockZones(cs []int, prefix string) []games.Zone {
	byDef := make([][]int, len(cat.defs))
	for _, c := range cs {
		d := cat.defOf(c)
		byDef[d] = append(byDef[d], c)
	}
	var zs []games.Zone
	for d, flock := range byDef {
		if len(flock) > 0 {
			zs = append(zs, games.Zone{Name: prefix + cat.defs[d].Name + " ×" + strconv.Itoa(len(flock)), Layout: games.Fan, Cards: cat.faces(flock)})
		}
	}
	return zs
}

// handScene is seat's hand as its view lists it: one face per design,
// in catalog order, labelled with how many it holds; the Forest card it
// must play first picked out, and what it saw of the other hand.
func (s *state) handScene(seat int, sc games.Scene) games.Scene {
	sc.Title = "Your hand · " + count(len(s.Hands[seat]), "1 card", "cards")
	var hand []games.Card
	for d, n := range s.handCounts(seat) {
		if n == 0 {
			continue
		}
		c := s.cat.face(d)
		c.Label = c.Title + " ×" + strconv.Itoa(n)
		c.Lit = s.Must >= 0 && seat == s.Turn && s.cat.defOf(s.Must) == d
		hand = append(hand, c)
	}
	for _, c := range hand {
		if slices.ContainsFunc(c.Rules, func(r games.Rule) bool { return r.Cost != "" }) {
			sc.Notes = []string{costsNote}
			break
		}
	}
	// The score if the game ended now, made up as the final board's is.
	a := games.Area{Seat: seat, Title: "Your hand", Active: s.waitsOn(seat),
		Figures: []games.Figure{
			{Label: "nest", Value: strconv.Itoa(s.cat.nestScore(s.Nests[seat]))},
			{Label: "birds in hand", Value: minus(s.cat.handBirds(s.Hands[seat]))},
			{Label: "score now", Value: num(s.score(seat))},
		},
		Zones: []games.Zone{{Layout: games.Row, Cards: hand}}}
	if s.Peek[seat] != nil {
		// One readable face per design with how many, as the seat's own
		// hand is shown: a fan of every card hid all but the last.
		z := games.Zone{Name: "You saw " + games.Seat(1-seat) + "'s hand", Layout: games.Row}
		seen := make([]int, len(s.cat.defs))
		for _, d := range s.Peek[seat] {
			seen[d]++
		}
		for d, n := range seen {
			if n > 0 {
				c := s.cat.face(d)
				c.Label = c.Title + " ×" + strconv.Itoa(n)
				z.Cards = append(z.Cards, c)
			}
		}
		a.Zones = append(a.Zones, z)
	}
	if s.Must >= 0 && seat == s.Turn {
		sc.Caption = "You must play " + s.cat.def(s.Must).Name + " (taken from the Forest) before anything else."
	}
	sc.Areas = []games.Area{a}
	return sc
}

// face is a design's face: its colour and name, each circled ability
// cost with its text, then its triggers and scoring.
func (cat *Catalog) face(d int) games.Card {
	df := &cat.defs[d]
	c := games.Card{Title: df.Name, Band: "Bird", Colour: designColours[d%len(designColours)]}
	switch df.Kind {
	case kindResource:
		c.Band, c.Colour = "Resource", resourceColour
	case kindEffect:
		c.Band, c.Colour = "Effect", effectColour
		c.Rules = append(c.Rules, games.Rule{Text: "Main phase: " + opsText(df.Do)})
	}
	for _, a := range df.Abilities {
		c.Rules = append(c.Rules, games.Rule{Cost: strconv.Itoa(a.Cost), Text: opsText(a.Do)})
	}
	for _, t := range df.When {
		c.Rules = append(c.Rules, games.Rule{Text: triggerText(df, t)})
	}
	if df.Score != nil {
		c.Rules = append(c.Rules, games.Rule{Text: scoreText(df.Score)})
	}
	return c
}

// faces are the faces of physical cards.
func (cat *Catalog) faces(cs []int) []games.Card {
	out := make([]games.Card, len(cs))
	for i, c := range cs {
		out[i] = cat.face(cat.defOf(c))
	}
	return out
}

// backs is a face-down pile's top card, when it holds any.
func backs(n int) []games.Card {
	if n == 0 {
		return nil
	}
	return []games.Card{{Back: true}}
}

// top is the last card of a pile, the one that shows.
func top(cs []int) []int {
	if len(cs) == 0 {
		return nil
	}
	return cs[len(cs)-1:]
}
