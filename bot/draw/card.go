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
	genericSize  = image.Pt(104, 146)
	genericHand  = image.Pt(150, 212)
)

// tab is how much of an upgrade shows above the creature it is on.
const tab = 20

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

// turnedWord is written on the tab of a turned card. A card used this
// turn was once drawn lying on its side, which turned its text on end:
// upright and dimmed under a tab, it stays readable.
const turnedWord = "exhausted"

// tokenSize is the diameter of a token on a card w wide.
func tokenSize(w int) int { return max(w/4, 20) }

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
	if !c.roomy {
		base := sz.X
		for need(sz) > w && sz.X > standardSize.X*3/4 && sz.X*4 > base*3 {
			sz = image.Pt(sz.X-4, (sz.X-4)*sz.Y/sz.X)
		}
	}
	// Labels name a hand's cards as its prompts do; a board has none.
	lf := fontFace(false, 14)
	labelH := 0
	for _, cd := range z.Cards {
		if cd.Label != "" && c.roomy {
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
		if labelH > 0 {
			lw := max(fp.X, sz.X)
			c.centred(lf, fit(lf, c.expand(cd.Label), lw+cardGap), cx+fp.X/2, cy+fp.Y+2, cream)
		}
		cx += fp.X + cardGap
		used = max(used, cx-cardGap-x)
		lineH = max(lineH, fp.Y+labelH)
	}
	return used, cy + lineH - y
}

// fan overlaps cards left to right (a Stack also steps down), each
// showing its corner; the step shrinks to fit w.
func (c *canvas) fan(z games.Zone, sz image.Point, x, y, w int) (int, int) {
	n := len(z.Cards)
	if n == 0 {
		return c.empty(sz, x, y)
	}
	step := max(sz.X*43/100, 22)
	if alike(z.Cards) && generic(z) {
		step = sz.X / 5 // copies of one face: their edges are enough
	}
	if n > 1 && sz.X+step*(n-1) > w {
		step = max((w-sz.X)/(n-1), 10)
	}
	dy := 0
	if z.Layout == games.Stack {
		dy = 5
	}
	for i, cd := range z.Cards {
		c.card(cd, sz, x+i*step, y+i*dy)
	}
	return sz.X + step*(n-1), sz.Y + dy*(n-1)
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
	c.ring(image.Rect(x, y, x+sz.X, y+sz.Y), 6, 2, panelLine)
	f := fontFace(false, 13)
	c.centred(f, "empty", x+sz.X/2, y+sz.Y/2-f.height/2, panelLine)
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
	if cd.Turned {
		c.turnedTab(image.Rect(x, y, x+w, y+tab+10))
		i++
	}
	for _, up := range cd.Attached {
		c.tab(up, image.Rect(x, y+i*tab, x+w, y+i*tab+tab+10))
		i++
	}
	y += tab * i
	r := image.Rect(x, y, x+sz.X, y+sz.Y)
	c.face(cd, sz, x, y)
	if cd.Turned {
		c.roundRect(r, 6, color.RGBA{0, 0, 0, 70})
	}
	c.marks(cd, r, sz.X)
}

// turnedTab is the tab above a turned card: the word, on grey.
func (c *canvas) turnedTab(r image.Rectangle) {
	c.frame(r, 6, 1, ink, grey)
	f := fontFace(true, 13)
	c.centred(f, fit(f, turnedWord, r.Dx()-6), (r.Min.X+r.Max.X)/2, r.Min.Y+2, white)
}

// tab is the edge of an upgrade showing above its creature: its colour
// and its title.
func (c *canvas) tab(up games.Card, r image.Rectangle) {
	col := hex(up.Colour)
	c.frame(r, 6, 1, ink, col)
	f := fontFace(true, 13)
	c.centred(f, fit(f, "+ "+c.expand(up.Title), r.Dx()-6), (r.Min.X+r.Max.X)/2, r.Min.Y+2, onColour(col))
}

// blend puts a premultiplied pixel over the picture.
func (c *canvas) blend(x, y int, p color.RGBA) {
	if p.A == 0 || !image.Pt(x, y).In(c.bounds) {
		return
	}
	if p.A == 255 {
		c.img.SetRGBA(x, y, p)
		return
	}
	i := c.img.PixOffset(x, y)
	pixelOver(c.img.Pix[i:i+4], [4]uint8{p.R, p.G, p.B, p.A})
}

// pixelOver puts the premultiplied pixel s (R, G, B, A) over the pixel d
// (the same four bytes of an RGBA image).
func pixelOver(d []uint8, s [4]uint8) {
	k := 255 - uint32(s[3])
	for i := range 4 {
		d[i] = uint8(uint32(s[i]) + uint32(d[i])*k/255)
	}
}

// face draws the card's face or back, then its marks.
func (c *canvas) face(cd games.Card, sz image.Point, x, y int) {
	r := image.Rect(x, y, x+sz.X, y+sz.Y)
	switch {
	case cd.Back:
		c.back(r)
	case cd.Suit != games.NoSuit:
		c.cached(tileKey('s', r.Size(), false, cd.Rank, strconv.Itoa(int(cd.Suit))), r, func(tmp *canvas, b image.Rectangle) { tmp.standard(cd, b) })
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
	rf := fontFace(true, h*24/100)
	is := h * 17 / 100
	// The index sits in a box in the top-left corner and, turned half
	// round, in the same box in the bottom-right one.
	bw, bh := max(rf.width("10"), is)+2, rf.height+is
	js := is + 4
	if cd.Suit == games.Joker {
		// A joker's index is a star alone: a "J" there read as a Jack.
		bh = js + 2
	}
	corner := func(cv *canvas, x, y int) {
		if cd.Suit == games.Joker {
			cv.icon(iconStar, x+(bw-js)/2, y+1, js, col)
			return
		}
		cv.centred(rf, cd.Rank, x+bw/2, y, col)
		cv.icon(suitIcon(cd.Suit), x+(bw-is)/2, y+rf.height-1, is, col)
	}
	corner(c, r.Min.X+2, r.Min.Y+2)
	c.flipped(image.Rect(r.Max.X-2-bw, r.Max.Y-2-bh, r.Max.X-2, r.Max.Y-2), white, corner)
	mid := w * 46 / 100
	switch cd.Rank {
	case "J", "Q", "K":
		bf := fontFace(true, h*36/100)
		c.centred(bf, cd.Rank, r.Min.X+w/2, r.Min.Y+(h-bf.height)/2, col)
	default:
		if cd.Suit == games.Joker {
			c.icon(iconStar, r.Min.X+(w-mid)/2, r.Min.Y+(h-mid)/2-4, mid, col)
			jf := fontFace(true, max(h*11/100, 9))
			c.centred(jf, "JOKER", r.Min.X+w/2, r.Min.Y+(h+mid)/2-2, col)
			return
		}
		c.icon(suitIcon(cd.Suit), r.Min.X+(w-mid)/2, r.Min.Y+(h-mid)/2, mid, col)
	}
}

// flipped draws with fn into a scratch picture of r's size and puts it
// upside down into r: the turned corner of a card, Bottom text.
func (c *canvas) flipped(r image.Rectangle, bg color.RGBA, fn func(cv *canvas, x, y int)) {
	if c.img == nil || r.Empty() {
		return
	}
	tmp := &canvas{img: image.NewRGBA(image.Rectangle{Max: r.Size()}), z: c.z, name: c.name}
	tmp.bounds = tmp.img.Rect
	tmp.rect(tmp.bounds, bg)
	fn(tmp, 0, 0)
	w, h := r.Dx(), r.Dy()
	for v := 0; v < h; v++ {
		for u := 0; u < w; u++ {
			c.blend(r.Min.X+w-1-u, r.Min.Y+h-1-v, tmp.img.RGBAAt(u, v))
		}
	}
}

// generic draws a coloured face: top text, the band, the title, the
// centre figure, badges, rules (when there is room), and the bottom
// text upside down. Without rules it returns the height the face needs.
func (c *canvas) generic(cd games.Card, r image.Rectangle) int {
	c.frame(r, 8, 2, ink, cream)
	w := r.Dx()
	in := r.Inset(4)
	y := in.Min.Y
	small := fontFace(true, max(w/9, 11))
	if cd.Top != "" {
		c.centred(small, fit(small, c.expand(cd.Top), in.Dx()), r.Min.X+w/2, y, ink)
		y += small.height + 1
	}
	bottom := in.Max.Y
	if cd.Bottom != "" {
		bottom -= small.height + 1
		c.flipped(image.Rect(in.Min.X, bottom, in.Max.X, in.Max.Y), cream, func(cv *canvas, x, yy int) {
			cv.centred(small, fit(small, c.expand(cd.Bottom), in.Dx()), x+in.Dx()/2, yy, ink)
		})
	}
	band := hex(cd.Colour)
	if cd.Band != "" || cd.Colour != "" {
		bf, tf, text := bandText(c.expand(cd.Band), w)
		c.rect(image.Rect(in.Min.X, y, in.Max.X, y+bf.height+4), band)
		c.centred(tf, text, r.Min.X+w/2, y+2+(bf.height-tf.height)/2, onColour(band))
		y += bf.height + 6
	}
	tf := fontFace(true, max(w*14/100, 11))
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
		y += c.badges(cd.Badges, r.Min.X+w/2, y, max(w*13/100, 12))
	}
	if !c.roomy {
		if hasTokens(cd) { // the upper half of a token lies on the face
			y += tokenSize(w) / 2
		}
		return y + in.Max.Y - bottom + 4 - r.Min.Y
	}
	rf := fontFace(false, max(w*9/100, 11))
	for _, rule := range cd.Rules {
		x := in.Min.X + 2
		if rule.Cost != "" {
			cf := fontFace(true, rf.ascent)
			d := max(cf.width(rule.Cost)+6, rf.height)
			if y+rf.height > bottom {
				return r.Dy()
			}
			c.circle(x, y, d, ink)
			c.centred(cf, rule.Cost, x+d/2, y+(d-cf.height)/2, cream)
			x += d + 3
		}
		for _, l := range wrap(rf, c.expand(rule.Text), in.Max.X-x-1, 0) {
			if y+rf.height > bottom {
				return r.Dy()
			}
			c.text(rf, l, x, y, ink)
			y += rf.height
		}
		y += 2
	}
	return r.Dy()
}

// bandText is how the band of a card w wide shows s: the face that sets
// its height, the face s is written in and s as written. A long band
// ("Wildroot · creature") takes a smaller letter, down to three
// quarters, before it is cut.
func bandText(s string, w int) (band, text *face, shown string) {
	size := max(w*11/100, 10)
	room := w - 8 - 4 // the face's inset, and a margin
	text = shrink(true, size, size*3/4, s, room)
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
	f := fontFace(true, d*6/10)
	x, y := r.Min.X+3, r.Max.Y-d/2
	for _, m := range cd.Marks {
		if m.Icon == games.NoIcon {
			c.roundRect(image.Rect(r.Min.X+2, r.Max.Y-9, r.Max.X-2, r.Max.Y-2), 3, SeatColour(m.Seat))
			continue
		}
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
