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
	v := voiceOf(s)
	sc := games.Scene{Title: v.t("keyforge.name"), Caption: strings.ReplaceAll(phaseLine(s, v), "**", "")}
	if seat >= 0 && seat < 2 {
		return handScene(s, v, seat, sc)
	}
	for p := range 2 {
		pl := &s.table.P[p]
		if pl.Check {
			sc.Caption = v.t("keyforge.scene.check", "Seat", games.Seat(p)) + " " + sc.Caption
		}
		a := games.Area{Seat: p, Active: p == s.Active && s.Phase != "mulligan" && s.Phase != "over",
			Status: pl.DeckName, Figures: s.table.figures(v, p)}
		if pl.Check {
			a.Status = v.t("keyforge.scene.checkStatus")
		}
		line := games.Zone{Name: v.t("keyforge.zone.battleline"), Layout: games.Row}
		for i := range pl.Line {
			line.Cards = append(line.Cards, s.table.unitFace(v, &pl.Line[i], true))
		}
		a.Zones = append(a.Zones, line)
		if len(pl.Arts) > 0 {
			arts := games.Zone{Name: v.t("keyforge.zone.artifacts"), Layout: games.Row}
			for i := range pl.Arts {
				arts.Cards = append(arts.Cards, s.table.unitFace(v, &pl.Arts[i], false))
			}
			a.Zones = append(a.Zones, arts)
		}
		a.Zones = append(a.Zones,
			games.Zone{Name: v.t("keyforge.zone.deck"), Layout: games.Pile, Count: len(pl.Deck), Cards: backs(len(pl.Deck))},
			games.Zone{Name: v.t("keyforge.zone.hand"), Layout: games.Pile, Count: len(pl.Hand), Cards: backs(len(pl.Hand))},
			games.Zone{Name: v.t("keyforge.zone.archives"), Layout: games.Pile, Count: len(pl.Archives), Cards: backs(len(pl.Archives))},
			games.Zone{Name: v.t("keyforge.zone.discard"), Layout: games.Pile, Count: len(pl.Discard), Cards: s.table.cardFaces(v, top(pl.Discard))},
		)
		sc.Areas = append(sc.Areas, a)
	}
	return sc
}

// figures are a side's keys forged, Æmber, key cost and chains.
func (tb *table) figures(v voice, p int) []games.Figure {
	pl := &tb.P[p]
	f := []games.Figure{
		{Icon: games.Key, Value: strconv.Itoa(pl.Keys) + "/3"},
		{Icon: games.Amber, Value: strconv.Itoa(pl.Aember)},
		{Label: v.t("keyforge.scene.keyCost"), Value: strconv.Itoa(tb.keyCost(p))},
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
func handScene(s *state, v voice, seat int, sc games.Scene) games.Scene {
	pl := &s.table.P[seat]
	sc.Title = v.t("keyforge.hand")
	a := games.Area{Seat: seat, Title: sc.Title, Active: seat == s.Active && s.Phase != "over",
		Figures: s.table.figures(v, seat),
		Zones:   []games.Zone{{Layout: games.Row, Cards: s.table.cardFaces(v, pl.Hand)}}}
	if len(pl.Archives) > 0 {
		a.Zones = append(a.Zones, games.Zone{Name: v.t("keyforge.zone.yourArchives"), Layout: games.Fan, Cards: s.table.cardFaces(v, pl.Archives)})
	}
	sc.Areas = []games.Area{a}
	return sc
}

// defFace is a card's printed face: house colour and name, power,
// armor and Æmber bonus, keywords and text.
func defFace(v voice, d *CardDef) games.Card {
	name := v.say(d.msg)
	c := games.Card{Colour: houseColours[d.House], Band: d.House + " · " + v.say(typeMsg(d.Type)), Title: name, Label: name}
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
		c.Rules = []games.Rule{{Text: v.say(d.textMsg)}}
	}
	return c
}

// unitFace is a card in play as it stands now: its current power and
// armor, damage with the health left (a heart badge), exhausted (turned), stunned,
// captured or stored Æmber, and its upgrades tucked under it.
func (tb *table) unitFace(v voice, u *Unit, creature bool) games.Card {
	d := tb.face(u)
	c := defFace(v, d)
	c.Band = d.House
	if u.Token {
		c.Band += " · " + v.say(typeMsg(Token))
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
		c.Top = strings.Join(tb.keywords(v, u), ", ")
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
		c.Attached = append(c.Attached, defFace(v, tb.cdef(up)))
	}
	return c
}

func (tb *table) cardFaces(v voice, ids []int) []games.Card {
	out := make([]games.Card, len(ids))
	for i, id := range ids {
		out[i] = defFace(v, tb.cdef(id))
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
