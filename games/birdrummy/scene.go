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
	r := readerOf(s)
	sc := games.Scene{Title: r.say("birdrummy.name"), Caption: r.caption()}
	if seat >= 0 && seat < seats {
		return r.handScene(seat, sc)
	}
	if s.Phase == phaseOver {
		sc.Notes = append(sc.Notes, r.say("birdrummy.scene.note.score"))
	}
	sc.Notes = append(sc.Notes, r.waiting()...)
	forest := make([]int, len(s.Forest))
	for i, c := range s.Forest {
		forest[len(forest)-1-i] = c
	}
	sc.Areas = append(sc.Areas, games.Area{Seat: -1, Title: r.say("birdrummy.scene.table"), Zones: []games.Zone{
		{Name: r.say("birdrummy.scene.deck"), Layout: games.Pile, Count: len(s.Deck), Cards: backs(len(s.Deck))},
		{Name: r.say("birdrummy.scene.forest"), Layout: games.Row, Cards: r.faces(forest)},
		{Name: r.say("birdrummy.scene.heaven"), Layout: games.Pile, Count: len(s.Heaven), Cards: r.faces(top(s.Heaven))},
	}})
	nest, inHand, score := r.say("birdrummy.figure.nest"), r.say("birdrummy.figure.hand"), r.say("birdrummy.figure.score")
	for p := range seats {
		a := games.Area{Seat: p, Active: s.waitsOn(p), Figures: []games.Figure{
			{Label: nest, Value: strconv.Itoa(s.cat.nestScore(s.Nests[p]))},
			{Icon: games.Cards, Value: strconv.Itoa(len(s.Hands[p]))},
		}}
		if s.Phase == phaseOver {
			// The score made up: the nest less the birds left in hand.
			a.Figures = []games.Figure{
				{Label: nest, Value: strconv.Itoa(s.cat.nestScore(s.Nests[p]))},
				{Label: inHand, Value: minus(s.cat.handBirds(s.Hands[p]))},
				{Label: score, Value: num(s.score(p))},
				{Icon: games.Cards, Value: strconv.Itoa(len(s.Hands[p]))},
			}
		}
		a.Zones = r.flockZones(s.Nests[p], "birdrummy.scene.flock")
		if p == s.Turn && len(s.Landing) > 0 {
			a.Zones = append(a.Zones, r.flockZones(s.Landing, "birdrummy.scene.landing")...)
		}
		if len(s.Kept[p]) > 0 {
			a.Zones = append(a.Zones, games.Zone{Name: r.say("birdrummy.scene.resources"), Layout: games.Row, Cards: r.faces(s.Kept[p])})
		}
		if len(a.Zones) == 0 {
			a.Status = r.say("birdrummy.scene.nobirds")
		}
		sc.Areas = append(sc.Areas, a)
	}
	return sc
}

// caption says whose turn and phase it is.
func (r reader) caption() string {
	s := r.s
	switch s.Phase {
	case phaseOver:
		return r.say("birdrummy.scene.over", "Summary", s.summary())
	case phaseFirst:
		return r.say("birdrummy.view.first", "Who", games.Seat(s.Chooser))
	}
	return r.say(turnMsg[s.Phase], "N", s.TurnNo, "Who", games.Seat(s.Turn))
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

// flockZones groups cs by species, in catalog order: one fan a flock,
// named by the message id (a flock, or a flock still landing).
func (r reader) flockZones(cs []int, id string) []games.Zone {
	cat := r.s.cat
	byDef := make([][]int, len(cat.defs))
	for _, c := range cs {
		d := cat.defOf(c)
		byDef[d] = append(byDef[d], c)
	}
	var zs []games.Zone
	for d, flock := range byDef {
		if len(flock) > 0 {
			zs = append(zs, games.Zone{Name: r.say(id, "Card", r.name(d), "N", len(flock)), Layout: games.Fan, Cards: r.faces(flock)})
		}
	}
	return zs
}

// handScene is seat's hand as its view lists it: one face per design,
// in catalog order, labelled with how many it holds; the Forest card it
// must play first picked out, and what it saw of the other hand.
func (r reader) handScene(seat int, sc games.Scene) games.Scene {
	s := r.s
	sc.Title = r.say("birdrummy.scene.hand.title", "Count", len(s.Hands[seat]))
	var hand []games.Card
	for d, n := range s.handCounts(seat) {
		if n == 0 {
			continue
		}
		c := r.face(d)
		c.Label = r.say("birdrummy.times", "Card", c.Title, "N", n)
		c.Lit = s.Must >= 0 && seat == s.Turn && s.cat.defOf(s.Must) == d
		hand = append(hand, c)
	}
	for _, c := range hand {
		if slices.ContainsFunc(c.Rules, func(r games.Rule) bool { return r.Cost != "" }) {
			sc.Notes = []string{r.say("birdrummy.note.costs")}
			break
		}
	}
	// The score if the game ended now, made up as the final board's is.
	a := games.Area{Seat: seat, Title: r.say("birdrummy.hand.title"), Active: s.waitsOn(seat),
		Figures: []games.Figure{
			{Label: r.say("birdrummy.figure.nest"), Value: strconv.Itoa(s.cat.nestScore(s.Nests[seat]))},
			{Label: r.say("birdrummy.figure.hand"), Value: minus(s.cat.handBirds(s.Hands[seat]))},
			{Label: r.say("birdrummy.figure.now"), Value: num(s.score(seat))},
		},
		Zones: []games.Zone{{Layout: games.Row, Cards: hand}}}
	if s.Peek[seat] != nil {
		// One readable face per design with how many, as the seat's own
		// hand is shown: a fan of every card hid all but the last.
		z := games.Zone{Name: r.say("birdrummy.hand.saw", "Who", games.Seat(1-seat)), Layout: games.Row}
		seen := make([]int, len(s.cat.defs))
		for _, d := range s.Peek[seat] {
			seen[d]++
		}
		for d, n := range seen {
			if n > 0 {
				c := r.face(d)
				c.Label = r.say("birdrummy.times", "Card", c.Title, "N", n)
				z.Cards = append(z.Cards, c)
			}
		}
		a.Zones = append(a.Zones, z)
	}
	if s.Must >= 0 && seat == s.Turn {
		sc.Caption = r.say("birdrummy.hand.must", "Card", r.name(s.cat.defOf(s.Must)))
	}
	sc.Areas = []games.Area{a}
	return sc
}

// face is a design's face: its colour and name, each circled ability
// cost with its text, then its triggers and scoring.
func (r reader) face(d int) games.Card {
	l, df, w := r.l, &r.s.cat.defs[d], &r.w.defs[d]
	c := games.Card{Title: w.name, Band: r.say("birdrummy.band.bird"), Colour: designColours[d%len(designColours)]}
	switch df.Kind {
	case kindResource:
		c.Band, c.Colour = r.say("birdrummy.band.resource"), resourceColour
	case kindEffect:
		c.Band, c.Colour = r.say("birdrummy.band.effect"), effectColour
		c.Rules = append(c.Rules, games.Rule{Text: r.say("birdrummy.rule.main", "Do", opsIn(l, df.Do))})
	}
	for _, a := range df.Abilities {
		c.Rules = append(c.Rules, games.Rule{Cost: strconv.Itoa(a.Cost), Text: opsIn(l, a.Do)})
	}
	for _, t := range df.When {
		c.Rules = append(c.Rules, games.Rule{Text: triggerIn(l, df, w, t)})
	}
	if df.Score != nil {
		c.Rules = append(c.Rules, games.Rule{Text: scoreIn(l, df.Score)})
	}
	return c
}

// faces are the faces of physical cards.
func (r reader) faces(cs []int) []games.Card {
	out := make([]games.Card, len(cs))
	for i, c := range cs {
		out[i] = r.face(r.s.cat.defOf(c))
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
