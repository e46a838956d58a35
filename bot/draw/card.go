package draw

import (
	"image"
	"image/color"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// Card sizes. Standard cards need only their corners; generic faces
// carry a title and badges, and in a hand their rules text too.
var (
	standardSize = image.Pt(58, 82)
	standardHand = image.Pt(62, 88)
	// A board's generic card is wide enough for an eleven-letter name
	// ("Hummingbird") MinText large; a hand's, four to a row, for
	// rules text as large.
	genericSize = image.Pt(120, 168)
	genericHand = image.Pt(186, 263)
)

// tab is how much of an upgrade shows above the creature it is on.
const tab = 22

// generic reports whether z shows generic faces (any face-up card
// without a suit); backs take the size of the faces beside them.
func generic(z games.Zone) bool {
	for _, cd := range z.Cards {
		if !cd.Back && cd.Suit == games.NoSuit {
			return true
		}
	}
	return false
}

// cardSize is the size of z's cards when room allows. Generic faces
// on a board, drawn without their rules, are only as tall as what they
// show: a flock of birds needs its band and name, not a whole card.
func (c *canvas) cardSize(z games.Zone) image.Point {
	switch g := generic(z); {
	case g && c.roomy && z.Layout == games.Row:
		return genericHand
	case g:
		h := 0
		for _, cd := range z.Cards {
			if !cd.Back {
				h = max(h, c.dry().generic(cd, image.Rectangle{Max: genericSize}))
			}
		}
		return image.Pt(genericSize.X, min(max(h, genericSize.X*6/10), genericSize.Y))
	case c.roomy && z.Layout == games.Row:
		return standardHand
	}
	return standardSize
}

// footprint is the box one card of size sz takes in a row: upgrades and
// a turned card's "exhausted" tab show above it.
func footprint(cd games.Card, sz image.Point) image.Point {
	p := sz
	p.Y += tab * tabs(cd)
	if hasTokens(cd) {
		p.Y += tokenSize(sz.X) / 2
	}
	return p
}

// tabs is how many tabs show above a card: one per upgrade, and one
// saying it is turned.
func tabs(cd games.Card) int {
	n := len(cd.Attached)
	if cd.Turned {
		n++
	}
	return n
}

// tokenSize is the diameter of a token on a card w wide.
func tokenSize(w int) int { return max(w/4, 28) }

// hasTokens reports whether cd carries tokens, which hang over its
// bottom edge.
func hasTokens(cd games.Card) bool {
	for _, m := range cd.Marks {
		if m.Icon != games.NoIcon {
			return true
		}
	}
	return false
}

// cards draws z's cards at (x, y) within w and returns their size.
func (c *canvas) cards(z games.Zone, x, y, w int) (int, int) {
	sz := c.cardSize(z)
	switch z.Layout {
	case games.Pile:
		return c.pile(z, sz, x, y)
	case games.Fan, games.Stack:
		return c.fan(z, sz, x, y, w)
	}
	return c.row(z, sz, x, y, w)
}

// row lays cards side by side; on a board they shrink to three quarters
// before wrapping to a second line.
func (c *canvas) row(z games.Zone, sz image.Point, x, y, w int) (int, int) {
	if len(z.Cards) == 0 {
		return c.empty(sz, x, y)
	}
	need := func(sz image.Point) int {
		t := 0
		for _, cd := range z.Cards {
			t += footprint(cd, sz).X + cardGap
		}
		return t - cardGap
	}
	// Standard cards on a board shrink, while their index stays MinText
	// large; generic faces would lose their words, so they wrap.
	if !c.roomy && !generic(z) {
		base := sz.X
		for need(sz) > w && sz.X*4 > base*3 {
			next := image.Pt(sz.X-4, (sz.X-4)*sz.Y/sz.X)
			if rf, _, _ := indexFaces(next.Y); rf.size < MinText {
				break
			}
			sz = next
		}
	}
	// Labels name a hand's cards as its prompts do; a board has none,
	// and a label that only repeats its card's face is not printed.
	lf := fontFace(false, MinText)
	labelH := 0
	for _, cd := range z.Cards {
		if c.label(cd) != "" && c.roomy {
			labelH = lf.height + 2
		}
	}
	cx, cy, lineH, used := x, y, 0, 0
	for _, cd := range z.Cards {
		fp := footprint(cd, sz)
		if cx > x && cx+fp.X > x+w {
			cx, cy, lineH = x, cy+lineH+cardGap, 0
		}
		c.card(cd, sz, cx, cy)
		if l := c.label(cd); labelH > 0 && l != "" {
			lw := max(fp.X, sz.X)
			c.centred(lf, fit(lf, l, lw+cardGap), cx+fp.X/2, cy+fp.Y+2, cream)
		}
		cx += fp.X + cardGap
		used = max(used, cx-cardGap-x)
		lineH = max(lineH, fp.Y+labelH)
	}
	return used, cy + lineH - y
}

// label is what is printed under cd in a hand: its label, unless that
// only names the face above it ("Pulsar" under Pulsar, "6♥" under 6♥).
func (c *canvas) label(cd games.Card) string {
	l := c.expand(cd.Label)
	face := c.expand(cd.Title)
	switch {
	case cd.Suit == games.Joker:
		face = c.say("deckhand.draw.joker")
	case cd.Suit != games.NoSuit:
		face = cd.Rank + suitSymbol[cd.Suit]
	}
	if l == face {
		return ""
	}
	return l
}

// suitSymbol is how a suit is written after a rank.
var suitSymbol = map[games.Suit]string{games.Spades: "♠", games.Hearts: "♥", games.Diamonds: "♦", games.Clubs: "♣"}

// fan overlaps cards left to right (a Stack also steps down), each
// showing its corner; the step shrinks to fit w, down to the corner's
// width, and then the fan goes on below. A card under the next one
// shows only what stays in view: a standard card its corner, a copy of
// the face on top its edge. Generic faces that differ have no corner to
// show, and lie in a row.
func (c *canvas) fan(z games.Zone, sz image.Point, x, y, w int) (int, int) {
	n := len(z.Cards)
	if n == 0 {
		return c.empty(sz, x, y)
	}
	copies := alike(z.Cards) && generic(z)
	if generic(z) && !copies {
		return c.row(z, sz, x, y, w)
	}
	top, _ := indexBoxes(image.Rectangle{Max: sz}, games.Card{Suit: games.Spades})
	least := top.Max.X + 1
	step := max(sz.X*43/100, least)
	if copies {
		step, least = sz.X/5, sz.X/5 // copies of one face: their edges are enough
	}
	if n > 1 && sz.X+step*(n-1) > w {
		step = max((w-sz.X)/(n-1), least)
	}
	perLine := n
	if n > 1 && sz.X+step*(n-1) > w {
		perLine = max(1+(w-sz.X)/step, 1)
	}
	dy := 0
	if z.Layout == games.Stack {
		dy = 5
	}
	lineH := sz.Y + dy*(min(n, perLine)-1)
	for i, cd := range z.Cards {
		line, at := i/perLine, i%perLine
		under := *c
		under.under = i+1 < n && at+1 < perLine
		under.card(cd, sz, x+at*step, y+line*(lineH+cardGap)+at*dy)
	}
	lines := (n + perLine - 1) / perLine
	return sz.X + step*(min(n, perLine)-1), lines*lineH + (lines-1)*cardGap
}

// alike reports whether cards are copies of one face.
func alike(cards []games.Card) bool {
	for _, cd := range cards[1:] {
		if cd.Title != cards[0].Title || cd.Colour != cards[0].Colour || cd.Back != cards[0].Back {
			return false
		}
	}
	return true
}

// pile draws the top card over the edges of those below and the count.
func (c *canvas) pile(z games.Zone, sz image.Point, x, y int) (int, int) {
	n := max(z.Count, len(z.Cards))
	if n == 0 {
		return c.empty(sz, x, y)
	}
	top := games.Card{Back: true}
	if len(z.Cards) > 0 {
		top = z.Cards[len(z.Cards)-1]
	}
	edges := min(n-1, 2)
	for i := edges; i > 0; i-- {
		c.frame(image.Rect(x+3*i, y+3*i, x+3*i+sz.X, y+3*i+sz.Y), 6, 1, grey, cream)
	}
	c.card(top, sz, x, y)
	if top.Back {
		room := c.room
		c.room = image.Rect(x, y, x+sz.X, y+sz.Y)
		defer func() { c.room = room }()
		f := fontFace(true, 17)
		s := strconv.Itoa(n)
		pw := f.width(s) + 12
		bx, by := x+(sz.X-pw)/2, y+(sz.Y-f.height)/2
		c.roundRect(image.Rect(bx, by, bx+pw, by+f.height+4), 8, color.RGBA{0, 0, 0, 200})
		c.text(f, s, bx+6, by+2, white)
	}
	return sz.X + 3*edges, sz.Y + 3*edges
}

// empty is the outline where a zone's cards would lie.
func (c *canvas) empty(sz image.Point, x, y int) (int, int) {
	box := image.Rect(x, y, x+sz.X, y+sz.Y)
	c.ring(box, 6, 2, panelLine)
	room := c.room
	c.room = box
	defer func() { c.room = room }()
	f := fontFace(false, MinText)
	c.centred(f, fit(f, c.say("deckhand.draw.empty"), sz.X-8), x+sz.X/2, y+sz.Y/2-f.height/2, panelLine)
	return sz.X, sz.Y
}

// card draws one card with its upgrades above it; a turned card is
// drawn upright, dimmed, under a tab that says so.
func (c *canvas) card(cd games.Card, sz image.Point, x, y int) {
	if c.img == nil {
		return
	}
	w := sz.X
	i := 0
	room := c.room
	defer func() { c.room = room }()
	// Each tab shows tab pixels above what is drawn next; what it says
	// stays there.
	if cd.Turned {
		c.covering(image.Rect(x, y, x+w, y+tab+10))
		c.room = image.Rect(x, y, x+w, y+tab)
		c.turnedTab(image.Rect(x, y, x+w, y+tab+10))
		i++
	}
	for _, up := range cd.Attached {
		r := image.Rect(x, y+i*tab, x+w, y+i*tab+tab+10)
		c.covering(r)
		c.room = image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+tab)
		c.tab(up, r)
		i++
	}
	y += tab * i
	r := image.Rect(x, y, x+sz.X, y+sz.Y)
	c.covering(r)
	c.room = r
	c.face(cd, sz, x, y)
	if cd.Turned {
		c.roundRect(r, 6, color.RGBA{0, 0, 0, 70})
	}
	c.marks(cd, r, sz.X)
}

// turnedTab is the tab above a turned card: the word, on grey.
func (c *canvas) turnedTab(r image.Rectangle) {
	c.frame(r, 6, 1, ink, grey)
	f := fontFace(true, MinText)
	c.centred(f, fit(f, c.say("deckhand.draw.turned"), r.Dx()-6), (r.Min.X+r.Max.X)/2, r.Min.Y+1, white)
}

// tab is the edge of an upgrade showing above its creature: its colour
// and its title.
func (c *canvas) tab(up games.Card, r image.Rectangle) {
	col := hex(up.Colour)
	c.frame(r, 6, 1, ink, col)
	f := fontFace(true, MinText)
	c.centred(f, fit(f, "+ "+c.expand(up.Title), r.Dx()-6), (r.Min.X+r.Max.X)/2, r.Min.Y+1, onColour(col))
}
