package draw

import (
	"bytes"
	"image"

	"golang.org/x/image/vector"
)

// Standings is a tournament's standings as a picture shows them: plain
// text in columns, the first column (the rank) narrow, the second (the
// name) wide, the others numbers. Struck rows (players who dropped) are
// drawn muted. Nothing here knows of Discord or of a tournament's rules.
type Standings struct {
	Title   string
	Note    string // under the title: the round, the format
	Columns []string
	Rows    [][]string
	Struck  []bool
}

// standingsRows is the most rows a picture shows; the text beside it
// lists everyone.
const standingsRows = 32

// StandingsPNG draws the standings.
func StandingsPNG(s Standings) ([]byte, error) {
	c := &canvas{pen: pen{z: vector.NewRasterizer(0, 0)}}
	h := c.standings(s)
	c.bounds = image.Rect(0, 0, Width, h)
	c.img = image.NewRGBA(c.bounds)
	c.standings(s)
	dst := image.NewPaletted(c.bounds, nil)
	quantize(dst, c.img)
	var b bytes.Buffer
	err := encode(&b, dst)
	return b.Bytes(), err
}

// standings lays the table out, or draws it when c has an image; it
// returns the height.
func (c *canvas) standings(s Standings) int {
	tf, nf, hf, rf := fontFace(true, 24), fontFace(false, 16), fontFace(true, 16), fontFace(false, 18)
	rows := s.Rows
	if len(rows) > standingsRows {
		rows = rows[:standingsRows]
	}
	rowH := rf.height + 8
	y := pad
	h := pad + tf.height + 4
	if s.Note != "" {
		h += nf.height + 4
	}
	h += hf.height + 8 + rowH*len(rows) + pad
	if len(s.Rows) > len(rows) {
		h += nf.height + 4
	}
	if c.img == nil {
		return h
	}
	c.rect(c.bounds, felt)
	c.text(tf, s.Title, pad, y, gold)
	y += tf.height + 4
	if s.Note != "" {
		c.text(nf, s.Note, pad, y, muted)
		y += nf.height + 4
	}
	xs, widths := columns(s.Columns, rows, hf, rf)
	for i, col := range s.Columns {
		c.text(hf, col, xs[i], y, muted)
	}
	y += hf.height + 4
	c.rect(image.Rect(pad, y, Width-pad, y+1), panelLine)
	y += 4
	for k, r := range rows {
		if k%2 == 1 {
			c.rect(image.Rect(pad, y, Width-pad, y+rowH), feltDark)
		}
		col := white
		if k < len(s.Struck) && s.Struck[k] {
			col = muted
		}
		for i, cell := range r {
			if i >= len(xs) {
				break
			}
			cc := col
			if k == 0 && col == white {
				cc = gold
			}
			c.text(rf, fit(rf, cell, widths[i]), xs[i], y+4, cc)
		}
		y += rowH
	}
	if len(s.Rows) > len(rows) {
		c.text(nf, "…", pad, y+2, muted)
	}
	return h
}

// columns places the columns: the rank, the name taking what the numbers
// leave, then the numbers, each as wide as its widest cell.
func columns(heads []string, rows [][]string, hf, rf *face) (xs, widths []int) {
	widths = make([]int, len(heads))
	for i, col := range heads {
		widths[i] = hf.width(col)
		for _, r := range rows {
			if i < len(r) {
				widths[i] = max(widths[i], rf.width(r[i]))
			}
		}
	}
	const gap = 18
	numbers := 0
	for i := 2; i < len(widths); i++ {
		numbers += widths[i] + gap
	}
	if len(widths) > 1 {
		widths[1] = max(Width-2*pad-widths[0]-gap-numbers, 60)
	}
	xs = make([]int, len(widths))
	x := pad
	for i, w := range widths {
		xs[i] = x
		x += w + gap
	}
	return xs, widths
}
