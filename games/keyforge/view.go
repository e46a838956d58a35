package keyforge

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

// Views are built to fit one Discord embed: when a long battleline would
// overflow a field or the whole board, the detail is shortened, never the
// cards dropped silently.

const (
	fieldMax = 1000
	viewMax  = 3900
)

func keysText(n int) string {
	return strings.Repeat("🔑", n) + strings.Repeat("▫️", 3-n)
}

// phaseLine says where the game stands, in v's words.
func phaseLine(s *state, v voice) string {
	a := games.Seat(s.Active)
	switch s.Phase {
	case phaseMulligan:
		return v.t("keyforge.phase.mulligan")
	case phaseStart:
		return v.t("keyforge.phase.start", "Turn", s.Turn, "Seat", a)
	case phaseHouse:
		return v.t("keyforge.phase.house", "Turn", s.Turn, "Seat", a)
	case phaseArchives:
		return v.t("keyforge.phase.archives", "Turn", s.Turn, "Seat", a, "House", s.House)
	case phaseMain:
		if s.Omega {
			return v.t("keyforge.phase.omega", "Turn", s.Turn, "Seat", a, "House", s.House)
		}
		return v.t("keyforge.phase.main", "Turn", s.Turn, "Seat", a, "House", s.House)
	case phaseEnd:
		return v.t("keyforge.phase.end", "Turn", s.Turn, "Seat", a)
	case phaseOver:
		return v.t("keyforge.phase.over", "Count", s.Turn, "Seat", games.Seat(s.Winner))
	}
	return ""
}

// unitText is one creature or artifact on the board; short drops the
// details a crowded board has no room for.
func (tb *table) unitText(v voice, u *Unit, creature, short bool) string {
	d := tb.face(u)
	var b strings.Builder
	b.WriteString("**" + v.say(d.msg) + "**")
	if creature {
		pw := tb.power(u.ID)
		if ar := tb.armor(u.ID); ar > 0 {
			b.WriteString(v.t("keyforge.unit.armored", "Power", pw, "Armor", ar))
		} else {
			b.WriteString(v.t("keyforge.unit.power", "Power", pw))
		}
		if u.Damage > 0 {
			fmt.Fprintf(&b, " 💥%d ❤%d", u.Damage, max(pw-u.Damage, 0))
		}
	}
	if u.Aember > 0 {
		fmt.Fprintf(&b, " %dÆ", u.Aember)
	}
	if u.Exhausted {
		b.WriteString(" 💤")
	}
	if u.Stunned {
		b.WriteString(" 😵")
	}
	if short {
		if len(u.Upgrades) > 0 {
			b.WriteString(v.t("keyforge.unit.upgrades", "N", len(u.Upgrades)))
		}
		return b.String()
	}
	if creature {
		if kws := tb.keywords(v, u); len(kws) > 0 {
			b.WriteString(" · " + strings.Join(kws, ", "))
		}
	}
	for _, up := range u.Upgrades {
		b.WriteString(" · +" + v.say(tb.faceID(up).msg))
	}
	if u.Token {
		b.WriteString(v.t("keyforge.unit.token"))
	}
	return b.String()
}

// keywords are the keywords a creature in play has now, in v's words;
// deploy, alpha and omega matter only while it is played.
func (tb *table) keywords(v voice, u *Unit) []string {
	var kws []string
	for _, k := range keywordNames {
		if n := tb.keyword(u.ID, k); n > 0 && k != "deploy" && k != "alpha" && k != "omega" {
			kws = append(kws, v.say(keywordMsg(k, n)))
		}
	}
	return kws
}

func (tb *table) lineText(v voice, p int, short bool) string {
	pl := &tb.P[p]
	if len(pl.Line) == 0 {
		return "—"
	}
	parts := make([]string, len(pl.Line))
	for i := range pl.Line {
		parts[i] = fmt.Sprintf("%d. %s", i+1, tb.unitText(v, &pl.Line[i], true, short))
	}
	return strings.Join(parts, "\n")
}

func (tb *table) artsText(v voice, p int, short bool) string {
	pl := &tb.P[p]
	parts := make([]string, len(pl.Arts))
	for i := range pl.Arts {
		parts[i] = tb.unitText(v, &pl.Arts[i], false, short)
	}
	return strings.Join(parts, "\n")
}

// checkMsg says what "Check!" means: a player announces it when they
// will have the Æmber for a key at the start of their next turn.
var checkMsg = games.Say("keyforge.check")

// checkWords are checkMsg in English.
var checkWords = english.Say(checkMsg)

// sideText is a side's deck, houses, Æmber, keys, chains and piles; and
// "Check!", which a player announces when they will have the Æmber for a
// key at the start of their next turn.
func (tb *table) sideText(v voice, p int) string {
	pl := &tb.P[p]
	t := fmt.Sprintf("*%s*\n%s\n", pl.DeckName, houseList(pl.Houses)) +
		v.t("keyforge.side.counts", "Aember", pl.Aember, "Keys", keysText(pl.Keys), "Cost", tb.keyCost(p), "Chains", pl.Chains) + "\n" +
		v.t("keyforge.side.piles", "Deck", len(pl.Deck), "Hand", len(pl.Hand), "Discard", len(pl.Discard), "Archives", len(pl.Archives), "Purged", len(pl.Purged))
	if pl.Check {
		t += "\n" + v.t("keyforge.side.check", "Why", checkMsg)
	}
	return t
}

// fit shortens a text to n characters at a line end.
func fit(t string, n int) string {
	if utf8.RuneCountInString(t) <= n {
		return t
	}
	r := []rune(t)[:n-2]
	cut := strings.LastIndexByte(string(r), '\n')
	if cut > 0 {
		return string(r)[:cut] + "\n…"
	}
	return string(r) + "…"
}

func viewSize(v games.View) int {
	n := utf8.RuneCountInString(v.Title)
	for _, l := range v.Lines {
		n += utf8.RuneCountInString(l) + 1
	}
	for _, f := range v.Fields {
		n += utf8.RuneCountInString(f.Name) + utf8.RuneCountInString(f.Value)
	}
	return n
}

// Public is the board: both sides' aember, keys, chains, piles, the
// battlelines in order and the artifacts; the active house; "Check!".
func (s *state) Public() games.View {
	w := voiceOf(s)
	for _, short := range []bool{false, true} {
		v := games.View{Title: w.t("keyforge.name"), Lines: []string{phaseLine(s, w)}}
		for p := 0; p < 2; p++ {
			name := games.Seat(p)
			if p == s.Active && s.Phase != phaseMulligan && s.Phase != phaseOver {
				name = "▶ " + name
			}
			v.Fields = append(v.Fields, games.Field{Name: name, Value: s.table.sideText(w, p)})
			v.Fields = append(v.Fields, games.Field{Name: w.t("keyforge.zone.battleline"), Value: fit(s.table.lineText(w, p, short), fieldMax)})
			if len(s.table.P[p].Arts) > 0 {
				v.Fields = append(v.Fields, games.Field{Name: w.t("keyforge.zone.artifacts"), Value: fit(s.table.artsText(w, p, short), fieldMax)})
			}
		}
		v.Lines = append(v.Lines, w.t("keyforge.legend"))
		if viewSize(v)+300 < viewMax || short {
			return v
		}
	}
	return games.View{}
}

// cardLine shows a card in a hand or archives.
func cardLine(v voice, d *CardDef, short bool) string {
	t := "**" + v.say(d.msg) + "** · " + kindLineIn(v, d)
	if !short && d.text != "" {
		t += " — " + v.say(d.textMsg)
	}
	return t
}

// kindLine is a card's house, type, power, armor and Æmber bonus, in
// English.
func kindLine(d *CardDef) string { return kindLineIn(voice{english}, d) }

// kindLineIn is kindLine in v's words.
func kindLineIn(v voice, d *CardDef) string {
	t := v.t("keyforge.kind", "House", d.House, "Type", typeMsg(d.Type))
	if d.Type == Creature {
		if d.Armor > 0 {
			t += v.t("keyforge.unit.armored", "Power", d.Power, "Armor", d.Armor)
		} else {
			t += v.t("keyforge.unit.power", "Power", d.Power)
		}
	}
	if d.Aember > 0 {
		t += fmt.Sprintf(" · +%dÆ", d.Aember)
	}
	return t
}

// Private is one seat's hand and archives.
func (s *state) Private(seat int) games.View {
	pl := &s.table.P[seat]
	w := voiceOf(s)
	why := whyNotLines(s, w, seat)
	for _, short := range []bool{false, true} {
		v := games.View{Title: w.t("keyforge.hand")}
		v.Lines = append(v.Lines, w.t("keyforge.deck", "Deck", pl.DeckName, "Houses", houseList(pl.Houses)))
		if len(pl.Hand) == 0 {
			v.Lines = append(v.Lines, w.t("keyforge.handEmpty"))
		}
		for _, id := range pl.Hand {
			v.Lines = append(v.Lines, "• "+cardLine(w, s.table.cdef(id), short))
		}
		if len(pl.Archives) > 0 {
			var names []string
			for _, id := range pl.Archives {
				names = append(names, w.say(s.table.faceID(id).msg))
			}
			v.Fields = append(v.Fields, games.Field{Name: w.t("keyforge.zone.yourArchives"), Value: fit(strings.Join(names, ", "), fieldMax)})
		}
		// The hand itself comes first: a crowded short view keeps only
		// the "Why not" lines that still fit.
		for _, l := range why {
			if short && viewSize(v)+utf8.RuneCountInString(l)+300 >= viewMax {
				continue
			}
			v.Lines = append(v.Lines, l)
		}
		if viewSize(v)+300 < viewMax || short {
			return v
		}
	}
	return games.View{}
}
