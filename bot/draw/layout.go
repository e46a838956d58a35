package draw

import (
	"image"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

const (
	margin  = 10
	pad     = 8
	cardGap = 6
	zoneGap = 12
)

// scene lays sc out top to bottom and returns the height used: the
// header, the areas (the middle across the picture; seats in two
// columns when there are three or more, or when each side fits half the
// width), the chart, the notes.
func (c *canvas) scene(sc games.Scene) int {
	c.rect(image.Rect(0, 0, Width, 1<<20), felt)
	y := c.header(sc)
	inner := Width - 2*margin
	seatAreas := 0
	for _, a := range sc.Areas {
		if a.Seat >= 0 {
			seatAreas++
		}
	}
	cols, colW := 1, inner
	half := (inner - margin) / 2
	narrow := true
	for _, a := range sc.Areas {
		if a.Seat >= 0 {
			w, _ := c.dry().areaBody(a, 0, 0, inner)
			narrow = narrow && w <= half
		}
	}
	if seatAreas >= 3 || (seatAreas == 2 && narrow) {
		cols, colW = 2, half
	}
	for i := 0; i < len(sc.Areas); {
		a := sc.Areas[i]
		if a.Seat < 0 || cols == 1 {
			y += c.areaH(a, margin, y, inner, 0) + margin
			i++
			continue
		}
		// A row of seat areas, as tall as its tallest.
		row := []games.Area{}
		for ; i < len(sc.Areas) && sc.Areas[i].Seat >= 0 && len(row) < cols; i++ {
			row = append(row, sc.Areas[i])
		}
		h := 0
		dry := c.dry()
		for _, a := range row {
			_, ah := dry.areaBody(a, 0, 0, colW)
			h = max(h, ah)
		}
		for j, a := range row {
			c.areaH(a, margin+j*(colW+margin), y, colW, h)
		}
		y += h + margin
	}
	if sc.Chart != nil {
		y += c.chart(*sc.Chart, margin, y, inner) + margin
	}
	f := fontFace(false, 16)
	for _, n := range sc.Notes {
		for _, l := range wrap(f, c.expand(n), inner, 3) {
			c.text(f, l, margin, y, cream)
			y += f.height + 2
		}
	}
	return y + margin
}

// dry is a canvas that only measures.
func (c *canvas) dry() *canvas {
	d := *c
	d.img = nil
	return &d
}

// header is the title band: the title and, in gold, the caption; none
// when the scene has neither (a hand's picture, whose message is titled).
func (c *canvas) header(sc games.Scene) int {
	if sc.Title == "" && sc.Caption == "" {
		return margin
	}
	tf, cf := fontFace(true, 24), fontFace(true, 19)
	title := fit(tf, c.expand(sc.Title), Width-2*margin)
	caps := wrap(cf, c.expand(sc.Caption), Width-2*margin, 2)
	h := pad + tf.height + pad
	if len(caps) > 0 {
		h += len(caps) * (cf.height + 2)
	}
	c.rect(image.Rect(0, 0, Width, h), panel)
	c.text(tf, title, margin, pad, white)
	y := pad + tf.height + 2
	for _, l := range caps {
		c.text(cf, l, margin, y, gold)
		y += cf.height + 2
	}
	return h + margin
}

// areaH draws a panel at least minH high.
func (c *canvas) areaH(a games.Area, x, y, w, minH int) int {
	_, h := c.dry().areaBody(a, x, y, w)
	h = max(h, minH)
	if c.img != nil {
		box := image.Rect(x, y, x+w, y+h)
		room := c.room
		c.room = box
		defer func() { c.room = room }()
		if a.Active {
			c.frame(box, 10, 3, gold, feltDark)
		} else {
			c.frame(box, 10, 1, panelLine, feltDark)
		}
		c.areaBody(a, x, y, w)
	}
	return h
}

// areaBody draws a's header line and zones; it returns the width the
// content needs (at most w) and the height.
func (c *canvas) areaBody(a games.Area, x, y, w int) (int, int) {
	nf, sf, ff := fontFace(true, 19), fontFace(false, MinText), fontFace(true, 18)
	cx, cy := x+pad, y+pad
	right := x + w - pad
	if a.Active {
		c.icon(iconArrow, cx, cy+3, 15, gold)
		cx += 19
	}
	if a.Seat >= 0 {
		c.circle(cx, cy+4, 13, SeatColour(a.Seat))
		cx += 18
	}
	// Figures go right of the name when they fit, else on a line below.
	figW := 0
	for _, f := range a.Figures {
		figW += c.dry().figure(f, ff, sf, 0, 0) + 12
	}
	title := a.Title
	if title == "" && a.Seat >= 0 {
		title = games.Seat(a.Seat)
	}
	title = c.expand(title)
	status := c.expand(a.Status)
	nameRoom := right - cx
	figsBelow := figW > 0 && nf.width(title)+sf.width(status)+20+figW > nameRoom
	if !figsBelow {
		nameRoom -= figW
	}
	nameCol := white
	if a.Active {
		nameCol = gold
	}
	title = fit(nf, title, nameRoom)
	tx := c.text(nf, title, cx, cy, nameCol)
	if status != "" {
		tx = c.text(sf, fit(sf, status, max(right-tx-10-figW, 0)), tx+8, cy+3, muted)
	}
	used := tx + 20 + figW - x
	cy += nf.height + 4
	fx, fy := right-figW+12, y+pad
	if figsBelow {
		fx, fy = x+pad, cy
		cy += ff.height + 4
	}
	for _, f := range a.Figures {
		fx += c.figure(f, ff, sf, fx, fy) + 12
	}
	// Zones flow left to right and wrap; when any zone has a name, every
	// zone keeps the name's line so their cards line up.
	named := false
	for _, z := range a.Zones {
		named = named || z.Name != ""
	}
	zx, rowH := x+pad, 0
	for _, z := range a.Zones {
		zw, zh := c.dry().zone(z, 0, 0, right-x-pad, named)
		if zx > x+pad && zx+zw > right {
			zx, cy, rowH = x+pad, cy+rowH+pad, 0
		}
		c.zone(z, zx, cy, right-zx, named)
		used = max(used, zx+zw+pad-x)
		zx += zw + zoneGap
		rowH = max(rowH, zh)
	}
	return min(used, w), cy + rowH + pad - y
}

// figure draws icon-or-label and value; it returns the width.
func (c *canvas) figure(f games.Figure, vf, lf *face, x, y int) int {
	x0 := x
	if k := iconOf(f.Icon); k != iconNone {
		c.icon(k, x, y+2, vf.ascent, iconColour(f.Icon))
		x += vf.ascent + 4
	} else if f.Label != "" {
		x = c.text(lf, c.expand(f.Label), x, y+3, muted) + 4
	}
	x = c.text(vf, c.expand(f.Value), x, y, white)
	return x - x0
}

// zone draws z at (x, y) within w and returns its size: its name (or,
// with named, the line a name would take), its cards, and its note.
func (c *canvas) zone(z games.Zone, x, y, w int, named bool) (int, int) {
	lf := fontFace(false, MinText)
	name := c.expand(z.Name)
	if n := max(z.Count, len(z.Cards)); z.Layout == games.Pile && n > 1 && len(z.Cards) > 0 && !z.Cards[len(z.Cards)-1].Back {
		name += " · " + strconv.Itoa(n)
	}
	cy := y
	if name != "" || named {
		cy += lf.height + 2
	}
	cw, ch := c.cards(z, x, cy, w)
	zw := cw
	if name != "" {
		zw = max(zw, min(lf.width(name), w))
		c.text(lf, fit(lf, name, w), x, y, muted)
	}
	cy += ch
	if z.Note != "" {
		nf := fontFace(true, MinText)
		cy += 2
		for _, l := range wrap(nf, c.expand(z.Note), max(zw, min(w, 300)), 2) {
			c.text(nf, l, x, cy, gold)
			zw = max(zw, nf.width(l))
			cy += nf.height + 1
		}
		cy += 2
	}
	return zw, cy - y
}
