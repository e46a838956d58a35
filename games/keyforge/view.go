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

// legend explains the icons of the board.
const legend = "🔑 key · Æ æmber · 💥 damage · ❤ health left · 💤 exhausted · 😵 stunned"

func keysText(n int) string {
	return strings.Repeat("🔑", n) + strings.Repeat("▫️", 3-n)
}

func (s *state) phaseLine() string {
	a := games.Seat(s.Active)
	switch s.Phase {
	case phaseMulligan:
		return "Setup: each player keeps their opening hand or takes a mulligan."
	case phaseStart:
		return fmt.Sprintf("Turn %d · %s: start of turn.", s.Turn, a)
	case phaseHouse:
		return fmt.Sprintf("Turn %d · %s is choosing a house.", s.Turn, a)
	case phaseArchives:
		return fmt.Sprintf("Turn %d · %s chose **%s** and decides on their archives.", s.Turn, a, s.House)
	case phaseMain:
		line := fmt.Sprintf("Turn %d · %s · active house **%s**", s.Turn, a, s.House)
		if s.Omega {
			line += " · omega: no more cards this turn"
		}
		return line
	case phaseEnd:
		return fmt.Sprintf("Turn %d · %s is ending their turn.", s.Turn, a)
	case phaseOver:
		return fmt.Sprintf("Game over after %d turns: %s wins.", s.Turn, games.Seat(s.Winner))
	}
	return ""
}

// unitText is one creature or artifact on the board; short drops the
// details a crowded board has no room for.
func (tb *table) unitText(u *Unit, creature, short bool) string {
	d := tb.face(u)
	var b strings.Builder
	b.WriteString("**" + d.Name + "**")
	if creature {
		pw := tb.power(u.ID)
		fmt.Fprintf(&b, " · power %d", pw)
		if ar := tb.armor(u.ID); ar > 0 {
			fmt.Fprintf(&b, ", armor %d", ar)
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
			fmt.Fprintf(&b, " +%d upg.", len(u.Upgrades))
		}
		return b.String()
	}
	if creature {
		var kws []string
		for _, k := range keywordNames {
			if v := tb.keyword(u.ID, k); v > 0 && k != "deploy" && k != "alpha" && k != "omega" {
				if k == "assault" || k == "hazardous" {
					kws = append(kws, fmt.Sprintf("%s %d", k, v))
				} else {
					kws = append(kws, k)
				}
			}
		}
		if len(kws) > 0 {
			b.WriteString(" · " + strings.Join(kws, ", "))
		}
	}
	for _, up := range u.Upgrades {
		b.WriteString(" · +" + tb.name(up))
	}
	if u.Token {
		b.WriteString(" (token)")
	}
	return b.String()
}

func (tb *table) lineText(p int, short bool) string {
	pl := &tb.P[p]
	if len(pl.Line) == 0 {
		return "—"
	}
	parts := make([]string, len(pl.Line))
	for i := range pl.Line {
		parts[i] = fmt.Sprintf("%d. %s", i+1, tb.unitText(&pl.Line[i], true, short))
	}
	return strings.Join(parts, "\n")
}

func (tb *table) artsText(p int, short bool) string {
	pl := &tb.P[p]
	parts := make([]string, len(pl.Arts))
	for i := range pl.Arts {
		parts[i] = tb.unitText(&pl.Arts[i], false, short)
	}
	return strings.Join(parts, "\n")
}

// checkWords say what "Check!" means: a player announces it when they
// will have the Æmber for a key at the start of their next turn.
const checkWords = "Can forge a key at the start of their next turn."

func (tb *table) sideText(p int) string {
	pl := &tb.P[p]
	t := fmt.Sprintf("*%s*\n%s\nÆmber **%d** · Keys %s (cost %d) · Chains %d\nDeck %d · Hand %d · Discard %d · Archives %d · Purged %d",
		pl.DeckName, houseList(pl.Houses), pl.Aember, keysText(pl.Keys), tb.keyCost(p), pl.Chains,
		len(pl.Deck), len(pl.Hand), len(pl.Discard), len(pl.Archives), len(pl.Purged))
	if pl.Check {
		t += "\n**Check!** " + checkWords
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
	for _, short := range []bool{false, true} {
		v := games.View{Title: "KeyForge", Lines: []string{s.phaseLine()}}
		for p := 0; p < 2; p++ {
			name := games.Seat(p)
			if p == s.Active && s.Phase != phaseMulligan && s.Phase != phaseOver {
				name = "▶ " + name
			}
			v.Fields = append(v.Fields, games.Field{Name: name, Value: s.table.sideText(p)})
			v.Fields = append(v.Fields, games.Field{Name: "Battleline", Value: fit(s.table.lineText(p, short), fieldMax)})
			if len(s.table.P[p].Arts) > 0 {
				v.Fields = append(v.Fields, games.Field{Name: "Artifacts", Value: fit(s.table.artsText(p, short), fieldMax)})
			}
		}
		v.Lines = append(v.Lines, legend)
		if viewSize(v)+300 < viewMax || short {
			return v
		}
	}
	return games.View{}
}

// cardLine shows a card in a hand or archives.
func cardLine(d *CardDef, short bool) string {
	t := "**" + d.Name + "** · " + kindLine(d)
	if !short && d.text != "" {
		t += " — " + d.text
	}
	return t
}

// kindLine is a card's house, type, power, armor and Æmber bonus.
func kindLine(d *CardDef) string {
	t := fmt.Sprintf("%s %s", d.House, d.Type)
	if d.Type == Creature {
		t += fmt.Sprintf(" · power %d", d.Power)
		if d.Armor > 0 {
			t += fmt.Sprintf(", armor %d", d.Armor)
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
	why := s.whyNot(seat)
	for _, short := range []bool{false, true} {
		v := games.View{Title: "Your hand"}
		v.Lines = append(v.Lines, fmt.Sprintf("Deck: *%s* (%s)", pl.DeckName, houseList(pl.Houses)))
		if len(pl.Hand) == 0 {
			v.Lines = append(v.Lines, "Your hand is empty.")
		}
		for _, id := range pl.Hand {
			v.Lines = append(v.Lines, "• "+cardLine(s.table.cdef(id), short))
		}
		if len(pl.Archives) > 0 {
			var names []string
			for _, id := range pl.Archives {
				names = append(names, s.table.name(id))
			}
			v.Fields = append(v.Fields, games.Field{Name: "Your archives", Value: fit(strings.Join(names, ", "), fieldMax)})
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
