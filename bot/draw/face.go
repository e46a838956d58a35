package draw

import (
	"image"
	"image/color"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// A card's face: a standard card's corners and suit pips, a generic
// card's coloured band, title, badges and rules, its back, and the marks
// (tokens, a turned card) drawn over it.

// face draws the card's face or back, then its marks.
func (c *canvas) face(cd games.Card, sz image.Point, x, y int) {
	r := image.Rect(x, y, x+sz.X, y+sz.Y)
	switch {
	case cd.Back:
		c.back(r)
	case cd.Suit != games.NoSuit:
		kind := byte('s')
		if c.under {
			kind = 'c'
		}
		c.cached(tileKey(kind, r.Size(), false, cd.Rank, strconv.Itoa(int(cd.Suit))), r, func(tmp *canvas, b image.Rectangle) { tmp.standard(cd, b) })
	case c.under:
		c.cached(tileKey('e', r.Size(), false, cd.Colour), r, func(tmp *canvas, b image.Rectangle) { tmp.edge(cd, b) })
	default:
		c.cached(c.genericKey(cd, r.Size()), r, func(tmp *canvas, b image.Rectangle) { tmp.generic(cd, b) })
	}
	if cd.Lit {
		c.ring(r.Inset(-3), 9, 4, gold)
	}
}

// back is a card's back: a blue lattice in a white border.
func (c *canvas) back(r image.Rectangle) {
	c.cached(tileKey('b', r.Size(), false), r, func(tmp *canvas, b image.Rectangle) {
		tmp.frame(b, 6, 3, white, backBlue)
		in := b.Inset(7)
		d := 10
		for yy := in.Min.Y; yy+d <= in.Max.Y; yy += d {
			for xx := in.Min.X + (in.Dx()%d)/2; xx+d <= in.Max.X; xx += d {
				tmp.icon(iconDiamond, xx+2, yy+2, d-4, backLine)
			}
		}
		tmp.ring(in, 4, 1, backLine)
	})
}

func suitColour(s games.Suit) color.RGBA {
	if s == games.Hearts || s == games.Diamonds {
		return red
	}
	return black
}

func suitIcon(s games.Suit) iconKind {
	return [...]iconKind{games.Spades: iconSpade, games.Hearts: iconHeart, games.Diamonds: iconDiamond, games.Clubs: iconClub, games.Joker: iconStar}[s]
}

// standard draws rank and suit in two corners and the suit large in the
// middle; a court card shows its letter large; a joker, a star.
func (c *canvas) standard(cd games.Card, r image.Rectangle) {
	c.frame(r, 6, 1, grey, white)
	w, h := r.Dx(), r.Dy()
	col := suitColour(cd.Suit)
	if cd.Suit == games.Joker {
		col = color.RGBA{0x66, 0x33, 0x99, 255}
	}
	rf, is, js := indexFaces(h)
	top, bottom := indexBoxes(r, cd)
	bw := top.Dx()
	corner := func(cv *canvas, x, y int) {
		if cd.Suit == games.Joker {
			cv.icon(iconStar, x+(bw-js)/2, y+1, js, col)
			return
		}
		cv.centred(rf, cd.Rank, x+bw/2, y, col)
		cv.icon(suitIcon(cd.Suit), x+(bw-is)/2, y+rf.height-1, is, col)
	}
	// The bottom index stands upright too: a held card is turned round,
	// which is why printed decks turn theirs, but a picture never is,
	// and a turned 6 reads as a 9.
	corner(c, top.Min.X, top.Min.Y)
	corner(c, bottom.Min.X, bottom.Min.Y)
	if c.under {
		return // the next card hides the middle
	}
	mid := w * 46 / 100
	switch cd.Rank {
	case "J", "Q", "K":
		bf := fontFace(true, h*36/100)
		c.centred(bf, cd.Rank, r.Min.X+w/2, r.Min.Y+(h-bf.height)/2, col)
	default:
		if cd.Suit == games.Joker {
			c.icon(iconStar, r.Min.X+(w-mid)/2, r.Min.Y+(h-mid)/2-4, mid, col)
			// The word under the star, where it fits MinText large: the
			// star in the corners says it anyway.
			if word := strings.ToUpper(c.say("deckhand.draw.joker")); fontFace(true, MinText).width(word) <= w-6 {
				jf := fontFace(true, MinText)
				c.centred(jf, word, r.Min.X+w/2, r.Min.Y+(h+mid)/2-2, col)
			}
			return
		}
		c.icon(suitIcon(cd.Suit), r.Min.X+(w-mid)/2, r.Min.Y+(h-mid)/2, mid, col)
	}
}

// indexFaces are the rank's face, the suit icon's size and a joker's
// star's size on a card h high.
func indexFaces(h int) (rank *face, suit, star int) {
	is := h * 17 / 100
	return fontFace(true, max(h*24/100, MinText)), is, is + 4
}

// indexBoxes are the boxes of a standard card's index in r: the top-left
// corner and the bottom-right one.
func indexBoxes(r image.Rectangle, cd games.Card) (top, bottom image.Rectangle) {
	rf, is, js := indexFaces(r.Dy())
	bw, bh := max(rf.width("10"), is)+2, rf.height+is
	if cd.Suit == games.Joker {
		// A joker's index is a star alone: a "J" there read as a Jack.
		bh = js + 2
	}
	top = image.Rect(r.Min.X+2, r.Min.Y+2, r.Min.X+2+bw, r.Min.Y+2+bh)
	bottom = image.Rect(r.Max.X-2-bw, r.Max.Y-2-bh, r.Max.X-2, r.Max.Y-2)
	return top, bottom
}

// edge is a generic face under a copy of itself: its frame and its
// band's colour, which is all that shows; a word there would show cut.
func (c *canvas) edge(cd games.Card, r image.Rectangle) {
	c.frame(r, 8, 2, ink, cream)
	in := r.Inset(4)
	bf, _, _ := bandText("", r.Dx())
	c.rect(image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+bf.height+4), hex(cd.Colour))
}

// generic draws a coloured face: top text, the band, the title, the
// centre figure, badges, rules (when there is room), and the bottom
// text. Without rules it returns the height the face needs.
func (c *canvas) generic(cd games.Card, r image.Rectangle) int {
	c.frame(r, 8, 2, ink, cream)
	w := r.Dx()
	in := r.Inset(4)
	y := in.Min.Y
	small := fontFace(true, max(w/9, MinText))
	if cd.Top != "" {
		c.centred(small, fit(small, c.expand(cd.Top), in.Dx()), r.Min.X+w/2, y, ink)
		y += small.height + 1
	}
	bottom := in.Max.Y
	if cd.Bottom != "" {
		bottom -= small.height + 1
		// Upright, as a standard card's bottom index: see standard.
		c.centred(small, fit(small, c.expand(cd.Bottom), in.Dx()), r.Min.X+w/2, bottom, ink)
	}
	band := hex(cd.Colour)
	if cd.Band != "" || cd.Colour != "" {
		bf, tf, text := bandText(c.expand(cd.Band), w)
		c.rect(image.Rect(in.Min.X, y, in.Max.X, y+bf.height+4), band)
		c.centred(tf, text, r.Min.X+w/2, y+2+(bf.height-tf.height)/2, onColour(band))
		y += bf.height + 6
	}
	tf := fontFace(true, max(w*14/100, MinText))
	for _, l := range wrap(tf, c.expand(cd.Title), in.Dx()-2, 2) {
		c.centred(tf, l, r.Min.X+w/2, y, black)
		y += tf.height
	}
	if cd.Centre != "" {
		cf := fontFace(true, max(w/4, 16))
		c.centred(cf, fit(cf, cd.Centre, in.Dx()), r.Min.X+w/2, y+2, ink)
		y += cf.height + 4
	}
	if len(cd.Badges) > 0 {
		y += 2
		y += c.badges(cd.Badges, r.Min.X+w/2, y, max(w*13/100, MinText))
	}
	if !c.roomy {
		if hasTokens(cd) { // the upper half of a token lies on the face
			y += tokenSize(w) / 2
		}
		return y + in.Max.Y - bottom + 4 - r.Min.Y
	}
	c.rules(cd.Rules, in.Min.X+2, in.Max.X-1, y, bottom)
	return r.Dy()
}

// moreWord ends a card's rules when some are left to "Read a card",
// in moreInk: apart from the rules, and as readable on cream.
// It is the catalog's deckhand.draw.more.
const moreWord = "More: Read a card"

var moreInk = color.RGBA{0x5a, 0x5a, 0x5a, 255}

// rules writes a card's rules MinText large between x0 and x1, from y
// down to bottom. A rule is written whole or not at all: those that do
// not fit are left to "Read a card", and the card says so.
func (c *canvas) rules(rules []games.Rule, x0, x1, y, bottom int) {
	rf := fontFace(false, MinText)
	cf := fontFace(true, rf.ascent)
	type laid struct {
		cost  string
		d     int
		lines []string
		h     int
	}
	var all []laid
	total := 0
	for _, rule := range rules {
		l := laid{cost: rule.Cost}
		x := x0
		if rule.Cost != "" {
			l.d = max(cf.width(rule.Cost)+6, rf.height)
			x += l.d + 3
		}
		l.lines = wrap(rf, c.expand(rule.Text), x1-x, 0)
		l.h = max(len(l.lines)*rf.height, l.d) + 2
		all = append(all, l)
		total += l.h
	}
	shown := len(all)
	if y+total > bottom {
		room := bottom - y - rf.height
		for shown, total = 0, 0; shown < len(all) && total+all[shown].h <= room; shown++ {
			total += all[shown].h
		}
	}
	for _, l := range all[:shown] {
		x := x0
		if l.cost != "" {
			c.circle(x, y, l.d, ink)
			c.centred(cf, l.cost, x+l.d/2, y+(l.d-cf.height)/2, cream)
			x += l.d + 3
		}
		for i, s := range l.lines {
			c.text(rf, s, x, y+i*rf.height, ink)
		}
		y += l.h
	}
	if shown == len(all) {
		return
	}
	for _, rule := range rules[shown:] {
		c.left(rf, rule.Cost+" "+c.expand(rule.Text))
	}
	if y+rf.height <= bottom {
		c.text(rf, fit(rf, c.say("deckhand.draw.more"), x1-x0), x0, y, moreInk)
	}
}

// bandText is how the band of a card w wide shows s: the face that sets
// its height, the face s is written in and s as written. A long band
// ("Wildroot · creature") takes a smaller letter, down to MinText; then
// it drops its last parts ("Wildroot"), and only then is it cut.
func bandText(s string, w int) (band, text *face, shown string) {
	size := max(w*11/100, MinText)
	room := w - 8 - 4 // the face's inset, and a margin
	text = shrink(true, size, MinText, s, room)
	for text.width(s) > room {
		i := strings.LastIndex(s, " · ")
		if i < 0 {
			break
		}
		s = s[:i]
	}
	return fontFace(true, size), text, fit(text, s, room)
}

// badges draws icons with their values centred on cx; it returns the
// height.
func (c *canvas) badges(bs []games.Badge, cx, y, size int) int {
	f := fontFace(true, size)
	total := 0
	for _, b := range bs {
		total += f.ascent + 2 + f.width(b.Value) + 8
	}
	x := cx - (total-8)/2
	for _, b := range bs {
		c.icon(iconOf(b.Icon), x, y+1, f.ascent, iconColour(b.Icon))
		x = c.text(f, b.Value, x+f.ascent+2, y, ink) + 8
	}
	return f.height + 2
}

// marks draws the tokens on a card astride its lower edge, where they
// hide nothing of its face; a seat mark is a bar of the seat's colour
// across the bottom, so a fanned meld shows who laid each card on the
// part that stays visible. w is the card's width upright.
func (c *canvas) marks(cd games.Card, r image.Rectangle, w int) {
	d := tokenSize(w)
	f := fontFace(true, max(d*6/10, MinText))
	room := c.room
	defer func() { c.room = room }()
	x, y := r.Min.X+3, r.Max.Y-d/2
	for _, m := range cd.Marks {
		if m.Icon == games.NoIcon {
			bar := image.Rect(r.Min.X+2, r.Max.Y-9, r.Max.X-2, r.Max.Y-2)
			c.covering(bar)
			c.roundRect(bar, 3, SeatColour(m.Seat))
			continue
		}
		c.covering(image.Rect(x, y, x+d, y+d))
		c.room = image.Rect(x, y, x+d, y+d)
		col := iconColour(m.Icon)
		c.circle(x, y, d, black)
		c.circle(x+2, y+2, d-4, col)
		if m.Value == "" {
			c.icon(iconOf(m.Icon), x+d/4, y+d/4, d/2, onColour(col))
		} else {
			c.centred(f, m.Value, x+d/2, y+(d-f.height)/2, onColour(col))
		}
		x += d + 2
	}
}

// iconOf is the drawing of a scene icon.
func iconOf(i games.Icon) iconKind {
	return [...]iconKind{
		games.NoIcon: iconNone, games.Star: iconStar, games.Power: iconSword, games.Armor: iconShield,
		games.Amber: iconDrop, games.Damage: iconBolt, games.Stun: iconBolt, games.Key: iconKey,
		games.Chain: iconChain, games.Cards: iconCards, games.Check: iconCheck, games.Health: iconHeart,
	}[i]
}

// iconColour is the colour a scene icon is drawn in.
func iconColour(i games.Icon) color.RGBA {
	switch i {
	case games.Star, games.Key:
		return gold
	case games.Amber:
		return color.RGBA{0xff, 0x99, 0x00, 255}
	case games.Damage, games.Health:
		return red
	case games.Stun:
		return color.RGBA{0x99, 0x33, 0xcc, 255}
	case games.Armor:
		return color.RGBA{0x66, 0x66, 0x99, 255}
	case games.Power:
		return color.RGBA{0x99, 0x33, 0x00, 255}
	case games.Check:
		return color.RGBA{0x33, 0xcc, 0x66, 255}
	}
	return grey
}
