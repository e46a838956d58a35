package keyforge

import (
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// houseColours are the houses' colours on a card's band.
var houseColours = map[string]string{
	"Cogwright":  "#996633",
	"Dawnguard":  "#cc9900",
	"Emberforge": "#cc3300",
	"Gloomveil":  "#663399",
	"Wildroot":   "#336633",
}

// Scene is the board (seat -1): for each side its keys, Æmber, chains
// and piles, the battleline in order with damage, exhaustion, stun,
// captured Æmber and upgrades, and the artifacts; "Check!" when it was
// announced. For a seat, its hand in order and its own archives.
func (s *state) Scene(seat int) games.Scene {
	sc := games.Scene{Title: "KeyForge", Caption: strings.ReplaceAll(s.phaseLine(), "**", "")}
	if seat >= 0 && seat < 2 {
		return s.handScene(seat, sc)
	}
	for p := range 2 {
		pl := &s.table.P[p]
		if pl.Check {
			sc.Caption = "Check! " + games.Seat(p) + " can forge a key next turn. " + sc.Caption
		}
		a := games.Area{Seat: p, Active: p == s.Active && s.Phase != "mulligan" && s.Phase != "over",
			Status: pl.DeckName, Figures: s.table.figures(p)}
		if pl.Check {
			a.Status = "Check! a key next turn"
		}
		line := games.Zone{Name: "Battleline", Layout: games.Row}
		for i := range pl.Line {
			line.Cards = append(line.Cards, s.table.unitFace(&pl.Line[i], true))
		}
		a.Zones = append(a.Zones, line)
		if len(pl.Arts) > 0 {
			arts := games.Zone{Name: "Artifacts", Layout: games.Row}
			for i := range pl.Arts {
				arts.Cards = append(arts.Cards, s.table.unitFace(&pl.Arts[i], false))
			}
			a.Zones = append(a.Zones, arts)
		}
		a.Zones = append(a.Zones,
			games.Zone{Name: "Deck", Layout: games.Pile, Count: len(pl.Deck), Cards: backs(len(pl.Deck))},
			games.Zone{Name: "Hand", Layout: games.Pile, Count: len(pl.Hand), Cards: backs(len(pl.Hand))},
			games.Zone{Name: "Archives", Layout: games.Pile, Count: len(pl.Archives), Cards: backs(len(pl.Archives))},
			games.Zone{Name: "Discard", Layout: games.Pile, Count: len(pl.Discard), Cards: s.table.cardFaces(top(pl.Discard))},
		)
		sc.Areas = append(sc.Areas, a)
	}
	return sc
}

// figures are a side's keys forged, Æmber, key cost and chains.
func (tb *table) figures(p int) []games.Figure {
	pl := &tb.P[p]
	f := []games.Figure{
		{Icon: games.Key, Value: strconv.Itoa(pl.Keys) + "/3"},
		{Icon: games.Amber, Value: strconv.Itoa(pl.Aember)},
		{Label: "key costs", Value: strconv.Itoa(tb.keyCost(p))},
	}
	if pl.Chains > 0 {
		f = append(f, games.Figure{Icon: games.Chain, Value: strconv.Itoa(pl.Chains)})
	}
	return f
}

// handScene is seat's hand in order, named as its prompts name the
// cards, and its archives, which only it has seen. Its deck's name and
// houses are the hand's text to say ("Deck: …"): the picture, titled
// with the name and listing the houses, said them again.
func (s *state) handScene(seat int, sc games.Scene) games.Scene {
	pl := &s.table.P[seat]
	sc.Title = "Your hand"
	a := games.Area{Seat: seat, Title: "Your hand", Active: seat == s.Active && s.Phase != "over",
		Figures: s.table.figures(seat),
		Zones:   []games.Zone{{Layout: games.Row, Cards: s.table.cardFaces(pl.Hand)}}}
	if len(pl.Archives) > 0 {
		a.Zones = append(a.Zones, games.Zone{Name: "Your archives", Layout: games.Fan, Cards: s.table.cardFaces(pl.Archives)})
	}
	sc.Areas = []games.Area{a}
	return sc
}

// defFace is a card's printed face: house colour and name, power,
// armor and Æmber bonus, keywords and text.
func defFace(d *CardDef) games.Card {
	c := games.Card{Colour: houseColours[d.House], Band: d.House + " · " + string(d.Type), Title: d.Name, Label: d.Name}
	if c.Colour == "" {
		c.Colour = "#666666"
	}
	if d.Type == Creature {
		c.Badges = append(c.Badges, games.Badge{Icon: games.Power, Value: strconv.Itoa(d.Power)})
		if d.Armor > 0 {
			c.Badges = append(c.Badges, games.Badge{Icon: games.Armor, Value: strconv.Itoa(d.Armor)})
		}
	}
	if d.Aember > 0 {
		c.Badges = append(c.Badges, games.Badge{Icon: games.Amber, Value: "+" + strconv.Itoa(d.Aember)})
	}
	if d.text != "" {
		c.Rules = []games.Rule{{Text: d.text}}
	}
	return c
}

// unitFace is a card in play as it stands now: its current power and
// armor, damage with the health left (a heart badge), exhausted (turned), stunned,
// captured or stored Æmber, and its upgrades tucked under it.
func (tb *table) unitFace(u *Unit, creature bool) games.Card {
	d := tb.face(u)
	c := defFace(d)
	c.Band = d.House
	if u.Token {
		c.Band += " · token"
	}
	if creature {
		// Power and armor as modified now; whatever its printed type, a
		// card in the battleline fights.
		c.Badges = []games.Badge{{Icon: games.Power, Value: strconv.Itoa(tb.power(u.ID))}}
		if armor := tb.armor(u.ID); armor > 0 {
			c.Badges = append(c.Badges, games.Badge{Icon: games.Armor, Value: strconv.Itoa(armor)})
		}
		if d.Aember > 0 {
			c.Badges = append(c.Badges, games.Badge{Icon: games.Amber, Value: "+" + strconv.Itoa(d.Aember)})
		}
		var kws []string
		for _, k := range keywordNames {
			if v := tb.keyword(u.ID, k); v > 0 && k != "deploy" && k != "alpha" && k != "omega" {
				if k == "assault" || k == "hazardous" {
					k += " " + strconv.Itoa(v)
				}
				kws = append(kws, k)
			}
		}
		c.Top = strings.Join(kws, ", ")
	}
	if u.Damage > 0 {
		c.Marks = append(c.Marks, games.Mark{Icon: games.Damage, Value: strconv.Itoa(u.Damage), Seat: -1})
		if creature {
			c.Badges = append(c.Badges, games.Badge{Icon: games.Health, Value: strconv.Itoa(max(tb.power(u.ID)-u.Damage, 0))})
		}
	}
	if u.Stunned {
		c.Marks = append(c.Marks, games.Mark{Icon: games.Stun, Seat: -1})
	}
	if u.Aember > 0 {
		c.Marks = append(c.Marks, games.Mark{Icon: games.Amber, Value: strconv.Itoa(u.Aember), Seat: -1})
	}
	c.Turned = u.Exhausted
	for _, up := range u.Upgrades {
		c.Attached = append(c.Attached, defFace(tb.cdef(up)))
	}
	return c
}

func (tb *table) cardFaces(ids []int) []games.Card {
	out := make([]games.Card, len(ids))
	for i, id := range ids {
		out[i] = defFace(tb.cdef(id))
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
func top(ids []int) []int {
	if len(ids) == 0 {
		return nil
	}
	return ids[len(ids)-1:]
}
