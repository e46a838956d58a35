package draw

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// AltText says in words what the picture of sc shows, for a reader who
// cannot see it (a screen reader reads it in place of the picture): the
// title and caption, the chart (each round's scores and the totals),
// then each area (whose it is, whether the game waits on it, its figures,
// and its cards by name, or how many lie face down), and the notes. It is at most n characters: where the words
// run longer, they stop after the last whole part that fits, with "…".
// Like the picture, it says nothing the scene does not show.
func AltText(sc games.Scene, name func(seat int) string, n int) string {
	return AltTextIn(nil, sc, name, n)
}

// AltTextIn is AltText in l (nil: English): its own words, the scene's
// as the game said them.
func AltTextIn(l *lang.Lang, sc games.Scene, name func(seat int) string, n int) string {
	expand := func(s string) string { return strings.ReplaceAll(games.ExpandSeats(s, name), "**", "") }
	w := alt{l: or(l), expand: expand, name: name}
	var parts []string
	add := func(s string) {
		if s = strings.TrimSpace(s); s != "" {
			parts = append(parts, strings.TrimRight(s, ".")+".")
		}
	}
	add(expand(sc.Title))
	add(expand(sc.Caption))
	// The race of a match comes before the table: its rounds are what
	// a long table would otherwise push past the limit.
	if ch := sc.Chart; ch != nil {
		var totals []string
		for _, s := range ch.Series {
			total := 0
			if len(s.Totals) > 0 {
				total = s.Totals[len(s.Totals)-1]
			}
			totals = append(totals, name(s.Seat)+" "+strconv.Itoa(total))
		}
		line := expand(ch.Title) + ": " + strings.Join(totals, ", ")
		if ch.Target > 0 {
			line += w.l.T("deckhand.draw.alt.target", "Target", ch.Target)
		}
		add(line)
		add(w.rounds(ch))
		add(expand(ch.Note))
	}
	for _, a := range sc.Areas {
		add(w.area(a))
	}
	for _, note := range sc.Notes {
		add(expand(note))
	}
	return fitParts(parts, n)
}

// fitParts joins parts with spaces, keeping the whole parts that fit in n
// characters and "…" after them when some did not.
func fitParts(parts []string, n int) string {
	var b strings.Builder
	for i, p := range parts {
		sep := ""
		if i > 0 {
			sep = " "
		}
		rest := utf8.RuneCountInString(b.String()) + utf8.RuneCountInString(sep+p)
		if rest > n || (i < len(parts)-1 && rest > n-2) {
			if b.Len() == 0 { // one part longer than n: cut it at a word
				return cutWords(p, n)
			}
			return b.String() + " …"
		}
		b.WriteString(sep + p)
	}
	return b.String()
}

// cutWords cuts s at a word so that it and "…" fit in n characters.
func cutWords(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := string(r[:max(0, n-1)])
	if i := strings.LastIndex(cut, " "); i > 0 {
		cut = cut[:i]
	}
	return cut + "…"
}

// alt says a scene's parts in words in l: expand says the scene's own
// strings, name a seat.
type alt struct {
	l      *lang.Lang
	expand func(string) string
	name   func(int) string
}

// area is one area in words: "bob, to move, has chosen: 3 stars;
// hand: 7 face-down cards".
func (w alt) area(a games.Area) string {
	expand, name := w.expand, w.name
	who := expand(a.Title)
	if who == "" {
		who = w.l.T("deckhand.draw.alt.table")
		if a.Seat >= 0 {
			who = name(a.Seat)
		}
	}
	if a.Active {
		who += w.l.T("deckhand.draw.alt.to-move")
	}
	if a.Status != "" {
		who += ", " + expand(a.Status)
	}
	var items []string
	for _, f := range a.Figures {
		label := expand(f.Label)
		if label == "" {
			label = w.icon(f.Icon)
		}
		items = append(items, strings.TrimSpace(label+" "+expand(f.Value)))
	}
	for _, z := range a.Zones {
		items = append(items, w.zone(z))
	}
	if len(items) == 0 {
		return who
	}
	return who + ": " + strings.Join(items, "; ")
}

// zoneWords is a zone in words: its name, then its cards by name, or how
// many lie there when they lie face down or under the top one.
func (w alt) zone(z games.Zone) string {
	expand, name := w.expand, w.name
	// Who laid the cards, said once when one seat laid them all.
	layer, one := laidBy(z.Cards)
	var shown []string
	for _, c := range z.Cards {
		if c.Back {
			continue
		}
		if one {
			c.Marks = nil
		}
		shown = append(shown, w.card(c))
	}
	faceUp := len(shown)
	shown = grouped(shown)
	total := max(z.Count, len(z.Cards))
	var out string
	switch {
	case total == 0:
		out = w.l.T("deckhand.draw.empty")
	case faceUp == 0:
		out = w.l.T("deckhand.draw.alt.face-down", "Count", total)
	case z.Layout == games.Pile:
		out = w.l.T("deckhand.draw.alt.pile", "Count", total, "Top", shown[len(shown)-1])
	default:
		out = strings.Join(shown, ", ")
		if hidden := total - faceUp; hidden > 0 {
			out += w.l.T("deckhand.draw.alt.and-face-down", "Count", hidden)
		}
	}
	if one {
		out += w.l.T("deckhand.draw.alt.laid-by", "Seat", name(layer))
	}
	if zn := expand(z.Name); zn != "" && zn != out {
		out = zn + ": " + out
	}
	if z.Note != "" {
		out += " (" + expand(z.Note) + ")"
	}
	return out
}

// laidBy reports the seat whose marks lie on every card, when one seat
// laid them all (a meld of one player's).
func laidBy(cards []games.Card) (seat int, one bool) {
	seat = -1
	for _, c := range cards {
		if len(c.Marks) != 1 || c.Marks[0].Icon != games.NoIcon || c.Marks[0].Seat < 0 {
			return -1, false
		}
		if seat >= 0 && c.Marks[0].Seat != seat {
			return -1, false
		}
		seat = c.Marks[0].Seat
	}
	return seat, seat >= 0
}

// grouped says a run of cards of one name once: "Crow ×4".
func grouped(names []string) []string {
	var out []string
	for i := 0; i < len(names); {
		j := i
		for j < len(names) && names[j] == names[i] {
			j++
		}
		if j-i > 1 {
			out = append(out, names[i]+" ×"+strconv.Itoa(j-i))
		} else {
			out = append(out, names[i])
		}
		i = j
	}
	return out
}

// cardWords names a card as its face reads: "10♥", "Joker", or a generic
// face's title with what lies on it.
func (w alt) card(c games.Card) string {
	expand, name := w.expand, w.name
	var s string
	switch {
	case c.Suit == games.Joker:
		s = w.l.T("deckhand.draw.joker")
	case c.Suit != games.NoSuit:
		s = c.Rank + suitSymbols[c.Suit]
	default:
		s = expand(c.Title)
		if s == "" {
			s = expand(c.Centre)
		}
	}
	var extra []string
	if l := expand(c.Label); l != "" && l != s {
		extra = append(extra, l) // printed under the card: "as 9"; a label that repeats the face ("3♣" under 3♣) says nothing more
	}
	if c.Turned {
		extra = append(extra, w.l.T("deckhand.draw.turned"))
	}
	for _, m := range c.Marks {
		switch icon := w.icon(m.Icon); {
		case icon != "":
			extra = append(extra, strings.TrimSpace(m.Value+" "+icon))
		case m.Seat >= 0:
			extra = append(extra, w.l.T("deckhand.draw.alt.seats", "Seat", name(m.Seat)))
		}
	}
	for _, u := range c.Attached {
		extra = append(extra, w.l.T("deckhand.draw.alt.with", "Card", w.card(u)))
	}
	if len(extra) > 0 {
		s += " (" + strings.Join(extra, ", ") + ")"
	}
	return s
}

var suitSymbols = map[games.Suit]string{games.Spades: "♠", games.Hearts: "♥", games.Diamonds: "♦", games.Clubs: "♣"}

// iconWords name what an icon stands for, where a figure or a mark has
// no label: the catalog's deckhand.draw.icon.<name>.
var iconWords = map[games.Icon]string{
	games.Star: "stars", games.Power: "power", games.Armor: "armor", games.Amber: "amber",
	games.Damage: "damage", games.Stun: "stunned", games.Key: "keys", games.Chain: "chains",
	games.Cards: "cards", games.Check: "check", games.Health: "health",
}

// icon is what an icon stands for in words, "" for one without.
func (w alt) icon(i games.Icon) string {
	if k, ok := iconWords[i]; ok {
		return w.l.T("deckhand.draw.icon." + k)
	}
	return ""
}

// roundWords says a chart's rounds, each seat's score in each and the
// totals after it, as the picture's lines rise: "Round 1: ann +200, bob
// +120, totals 200, 120; Round 2: …".
func (w alt) rounds(ch *games.Chart) string {
	name := w.name
	rounds := 0
	for _, s := range ch.Series {
		rounds = max(rounds, len(s.Totals))
	}
	var out []string
	for r := range rounds {
		var scores, totals []string
		for _, s := range ch.Series {
			if r >= len(s.Totals) {
				continue
			}
			prev := 0
			if r > 0 {
				prev = s.Totals[r-1]
			}
			scores = append(scores, name(s.Seat)+" "+signed(s.Totals[r]-prev))
			totals = append(totals, signed(s.Totals[r])[btoi(s.Totals[r] > 0):])
		}
		out = append(out, w.l.T("deckhand.draw.alt.round", "Round", r+1, "Scores", strings.Join(scores, ", "), "Totals", strings.Join(totals, ", ")))
	}
	return strings.Join(out, "; ")
}

// signed is a score with its sign: "+20", "−5", "0".
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
