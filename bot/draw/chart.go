package draw

import (
	"image"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// chart draws a race: each seat's running total round by round as a
// line in its colour, the target as a dashed gold line, and the note
// (who leads by how much) under it. It returns the height.
func (c *canvas) chart(ch games.Chart, x, y, w int) int {
	tf, lf, nf := fontFace(true, 18), fontFace(false, MinText), fontFace(true, 16)
	const plotH = 180
	h := pad + tf.height + 4 + plotH + lf.height + 6
	if ch.Note != "" {
		h += nf.height + 4
	}
	if c.img == nil {
		return h
	}
	c.frame(image.Rect(x, y, x+w, y+h), 10, 1, panelLine, feltDark)
	c.text(tf, c.expand(ch.Title), x+pad, y+pad, white)
	// The plot: rounds along, totals up; the target sets the top.
	rounds, top := 1, ch.Target
	for _, s := range ch.Series {
		rounds = max(rounds, len(s.Totals))
		for _, t := range s.Totals {
			top = max(top, t)
		}
	}
	top = max(top, 1)
	nameW := 0
	for _, s := range ch.Series {
		nameW = max(nameW, lf.width(fit(lf, c.expand(games.Seat(s.Seat)), 110)+" 000"))
	}
	px0, py0 := x+pad+lf.width("000")+6, y+pad+tf.height+4
	px1, py1 := x+w-pad-nameW-8, py0+plotH
	at := func(round, total int) (float32, float32) {
		fx := float32(px0) + float32(px1-px0)*float32(round)/float32(rounds)
		fy := float32(py1) - float32(py1-py0)*float32(total)/float32(top)
		return fx, fy
	}
	c.rect(image.Rect(px0, py1, px1, py1+1), muted)
	c.rect(image.Rect(px0, py0, px0+1, py1), muted)
	c.text(lf, "0", px0-lf.width("0")-4, py1-lf.height/2, muted)
	for r := 1; r <= rounds; r++ {
		fx, _ := at(r, 0)
		if rounds <= 12 || r%2 == 0 {
			c.centred(lf, strconv.Itoa(r), int(fx), py1+3, muted)
		}
	}
	if ch.Target > 0 {
		_, ty := at(0, ch.Target)
		for xx := px0; xx < px1; xx += 12 {
			c.rect(image.Rect(xx, int(ty)-1, min(xx+7, px1), int(ty)+1), gold)
		}
		s := strconv.Itoa(ch.Target)
		c.text(lf, s, px0-lf.width(s)-4, int(ty)-lf.height/2, gold)
	}
	// Line ends are labelled at their last total, nudged apart.
	var labelYs []int
	for _, s := range ch.Series {
		col := SeatColour(s.Seat)
		lx, ly := at(0, 0)
		for r, t := range s.Totals {
			nx, ny := at(r+1, t)
			c.line(lx, ly, nx, ny, 3, col)
			c.circle(int(nx)-3, int(ny)-3, 7, col)
			lx, ly = nx, ny
		}
		yy := int(ly) - lf.height/2
		for _, o := range labelYs {
			if yy > o-lf.height && yy < o+lf.height {
				yy = o + lf.height
			}
		}
		labelYs = append(labelYs, yy)
		last := 0
		if len(s.Totals) > 0 {
			last = s.Totals[len(s.Totals)-1]
		}
		label := fit(lf, c.expand(games.Seat(s.Seat)), 110) + " " + strconv.Itoa(last)
		c.text(lf, label, int(lx)+8, yy, col)
	}
	if ch.Note != "" {
		c.text(nf, fit(nf, c.expand(ch.Note), w-2*pad), x+pad, py1+lf.height+8, gold)
	}
	return h
}
