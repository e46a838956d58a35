package draw

import (
	"image"
	"image/color"
	"image/draw"
	"math"
)

// Shapes are filled through one vector rasterizer sized to each shape's
// box, so a small token costs a small mask, not a picture-sized one.

// fill fills the path that path draws (in picture coordinates) inside
// box with col.
func (c *pen) fill(box image.Rectangle, col color.RGBA, path func(ox, oy float32)) {
	box = box.Intersect(c.bounds)
	if c.img == nil || box.Empty() {
		return
	}
	c.z.Reset(box.Dx(), box.Dy())
	path(float32(box.Min.X), float32(box.Min.Y))
	c.z.Draw(c.img, box, &image.Uniform{col}, image.Point{})
}

// rect fills an axis-aligned rectangle exactly.
func (c *pen) rect(r image.Rectangle, col color.RGBA) {
	if c.img != nil {
		draw.Draw(c.img, r, &image.Uniform{col}, image.Point{}, draw.Over)
	}
}

// roundRect fills r with corners of radius rad. The straight parts are
// plain rectangles and only the four corners go through the rasterizer:
// a board's panels are large, and rasterizing them whole was most of the
// time a picture took.
func (c *pen) roundRect(r image.Rectangle, rad float32, col color.RGBA) {
	n := int(math.Ceil(float64(rad)))
	if n == 0 || r.Dx() < 2*n || r.Dy() < 2*n {
		c.fill(r, col, func(ox, oy float32) { c.roundPath(r, rad, ox, oy, false) })
		return
	}
	c.rect(image.Rect(r.Min.X+n, r.Min.Y, r.Max.X-n, r.Max.Y), col)
	c.rect(image.Rect(r.Min.X, r.Min.Y+n, r.Min.X+n, r.Max.Y-n), col)
	c.rect(image.Rect(r.Max.X-n, r.Min.Y+n, r.Max.X, r.Max.Y-n), col)
	// Each corner is a quarter disc of radius rad in an n×n box, its
	// centre at the box's inner corner (cx, cy) and its rim through the
	// box's outer sides.
	f := float32(n)
	k := rad * 0.5523 // control distance for a quarter circle
	for _, q := range [4]struct {
		at     image.Point
		cx, cy float32 // the disc's centre in the box
		sx, sy float32 // which way the rim lies from the centre
	}{
		{r.Min, f, f, -1, -1},
		{image.Pt(r.Max.X-n, r.Min.Y), 0, f, 1, -1},
		{image.Pt(r.Min.X, r.Max.Y-n), f, 0, -1, 1},
		{image.Pt(r.Max.X-n, r.Max.Y-n), 0, 0, 1, 1},
	} {
		box := image.Rectangle{q.at, q.at.Add(image.Pt(n, n))}
		c.fill(box, col, func(ox, oy float32) {
			z := c.z
			z.MoveTo(q.cx, q.cy)
			z.LineTo(q.cx+q.sx*rad, q.cy)
			z.CubeTo(q.cx+q.sx*rad, q.cy+q.sy*k, q.cx+q.sx*k, q.cy+q.sy*rad, q.cx, q.cy+q.sy*rad)
			z.ClosePath()
		})
	}
}

// ring draws the outline of a rounded rectangle, bw wide: the inner path
// runs the other way, so the rasterizer's winding leaves it empty.
func (c *pen) ring(r image.Rectangle, rad float32, bw int, col color.RGBA) {
	c.fill(r, col, func(ox, oy float32) {
		c.roundPath(r, rad, ox, oy, false)
		c.roundPath(r.Inset(bw), max(rad-float32(bw), 0), ox, oy, true)
	})
}

// roundPath adds a rounded rectangle to the rasterizer, clockwise or
// (reverse) anticlockwise.
func (c *pen) roundPath(r image.Rectangle, rad, ox, oy float32, reverse bool) {
	x0, y0, x1, y1 := float32(r.Min.X)-ox, float32(r.Min.Y)-oy, float32(r.Max.X)-ox, float32(r.Max.Y)-oy
	rad = min(rad, (x1-x0)/2, (y1-y0)/2)
	k := rad * 0.4477    // control distance for a quarter circle
	pts := [][6]float32{ // each: a line end, then a curve's two controls... flattened below
		{x1 - rad, y0, x1 - k, y0, x1, y0 + k},
		{x1, y1 - rad, x1, y1 - k, x1 - k, y1},
		{x0 + rad, y1, x0 + k, y1, x0, y1 - k},
		{x0, y0 + rad, x0, y0 + k, x0 + k, y0},
	}
	ends := [][2]float32{{x1, y0 + rad}, {x1 - rad, y1}, {x0, y1 - rad}, {x0 + rad, y0}}
	z := c.z
	if !reverse {
		z.MoveTo(x0+rad, y0)
		for i, q := range pts {
			z.LineTo(q[0], q[1])
			z.CubeTo(q[2], q[3], q[4], q[5], ends[i][0], ends[i][1])
		}
		z.ClosePath()
		return
	}
	// The same outline walked backwards.
	z.MoveTo(x0+rad, y0)
	for i := 3; i >= 0; i-- {
		q := pts[i]
		z.LineTo(ends[i][0], ends[i][1])
		z.CubeTo(q[4], q[5], q[2], q[3], q[0], q[1])
	}
	z.ClosePath()
}

// frame draws a rounded rectangle with a border of width bw.
func (c *pen) frame(r image.Rectangle, rad float32, bw int, border, inside color.RGBA) {
	c.roundRect(r, rad, border)
	c.roundRect(r.Inset(bw), max(rad-float32(bw), 0), inside)
}

// circle fills the circle of diameter d at (x, y) top-left.
func (c *pen) circle(x, y, d int, col color.RGBA) {
	c.roundRect(image.Rect(x, y, x+d, y+d), float32(d)/2, col)
}

// polygon fills the closed polygon pts.
func (c *pen) polygon(pts [][2]float32, col color.RGBA) {
	if len(pts) < 3 {
		return
	}
	minX, minY, maxX, maxY := pts[0][0], pts[0][1], pts[0][0], pts[0][1]
	for _, p := range pts {
		minX, minY = min(minX, p[0]), min(minY, p[1])
		maxX, maxY = max(maxX, p[0]), max(maxY, p[1])
	}
	box := image.Rect(int(math.Floor(float64(minX))), int(math.Floor(float64(minY))), int(math.Ceil(float64(maxX))), int(math.Ceil(float64(maxY))))
	c.fill(box, col, func(ox, oy float32) {
		c.z.MoveTo(pts[0][0]-ox, pts[0][1]-oy)
		for _, p := range pts[1:] {
			c.z.LineTo(p[0]-ox, p[1]-oy)
		}
		c.z.ClosePath()
	})
}

// line draws a segment of width w.
func (c *pen) line(x0, y0, x1, y1, w float32, col color.RGBA) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	c.polygon([][2]float32{{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}}, col)
}

// iconKind is a symbol drawn as vector shapes.
type iconKind int

const (
	iconNone iconKind = iota
	iconStar
	iconCheck
	iconWait
	iconHeart
	iconDiamond
	iconSpade
	iconClub
	iconShield
	iconSword
	iconDrop
	iconBolt
	iconKey
	iconChain
	iconCards
	iconArrow
)

// icon draws k in the square of side s at (x, y).
func (c *pen) icon(k iconKind, x, y, s int, col color.RGBA) {
	fx, fy, fs := float32(x), float32(y), float32(s)
	p := func(u, v float32) [2]float32 { return [2]float32{fx + u*fs, fy + v*fs} }
	switch k {
	case iconStar:
		var pts [][2]float32
		for i := range 10 {
			r := float32(0.5)
			if i%2 == 1 {
				r = 0.2
			}
			a := math.Pi*float64(i)/5 - math.Pi/2
			pts = append(pts, p(0.5+r*float32(math.Cos(a)), 0.55+r*float32(math.Sin(a))))
		}
		c.polygon(pts, col)
	case iconCheck:
		c.line(fx+0.1*fs, fy+0.55*fs, fx+0.4*fs, fy+0.85*fs, fs*0.18, col)
		c.line(fx+0.4*fs, fy+0.85*fs, fx+0.92*fs, fy+0.2*fs, fs*0.18, col)
	case iconWait:
		c.polygon([][2]float32{p(0.15, 0.05), p(0.85, 0.05), p(0.5, 0.5)}, col)
		c.polygon([][2]float32{p(0.5, 0.5), p(0.85, 0.95), p(0.15, 0.95)}, col)
	case iconHeart:
		d := int(fs * 0.52)
		c.circle(x, y+int(fs*0.05), d, col)
		c.circle(x+s-d, y+int(fs*0.05), d, col)
		c.polygon([][2]float32{p(0.02, 0.36), p(0.98, 0.36), p(0.5, 0.95)}, col)
	case iconDiamond:
		c.polygon([][2]float32{p(0.5, 0), p(0.88, 0.5), p(0.5, 1), p(0.12, 0.5)}, col)
	case iconSpade:
		d := int(fs * 0.5)
		c.circle(x+int(fs*0.02), y+int(fs*0.36), d, col)
		c.circle(x+s-d-int(fs*0.02), y+int(fs*0.36), d, col)
		c.polygon([][2]float32{p(0.5, 0), p(0.97, 0.58), p(0.03, 0.58)}, col)
		c.polygon([][2]float32{p(0.5, 0.6), p(0.7, 1), p(0.3, 1)}, col)
	case iconClub:
		d := int(fs * 0.42)
		c.circle(x+(s-d)/2, y, d, col)
		c.circle(x, y+int(fs*0.38), d, col)
		c.circle(x+s-d, y+int(fs*0.38), d, col)
		c.polygon([][2]float32{p(0.5, 0.45), p(0.7, 1), p(0.3, 1)}, col)
	case iconShield:
		c.polygon([][2]float32{p(0.1, 0.05), p(0.9, 0.05), p(0.9, 0.5), p(0.5, 0.98), p(0.1, 0.5)}, col)
	case iconSword:
		c.line(fx+0.2*fs, fy+0.8*fs, fx+0.9*fs, fy+0.1*fs, fs*0.16, col)
		c.line(fx+0.12*fs, fy+0.58*fs, fx+0.42*fs, fy+0.88*fs, fs*0.14, col)
		c.line(fx+0.08*fs, fy+0.92*fs, fx+0.25*fs, fy+0.75*fs, fs*0.14, col)
	case iconDrop:
		d := int(fs * 0.7)
		c.circle(x+(s-d)/2, y+s-d, d, col)
		c.polygon([][2]float32{p(0.5, 0), p(0.84, 0.55), p(0.16, 0.55)}, col)
	case iconBolt:
		c.polygon([][2]float32{p(0.6, 0), p(0.15, 0.58), p(0.45, 0.58), p(0.35, 1), p(0.85, 0.4), p(0.55, 0.4)}, col)
	case iconKey:
		d := int(fs * 0.5)
		c.circle(x, y+(s-d)/2, d, col)
		c.rect(image.Rect(x+d/2, y+int(fs*0.44), x+s, y+int(fs*0.58)), col)
		c.rect(image.Rect(x+int(fs*0.75), y+int(fs*0.5), x+int(fs*0.85), y+int(fs*0.78)), col)
		c.rect(image.Rect(x+int(fs*0.9), y+int(fs*0.5), x+s, y+int(fs*0.72)), col)
	case iconChain:
		c.ring(image.Rect(x, y+int(fs*0.25), x+int(fs*0.6), y+int(fs*0.75)), fs*0.25, max(2, s/7), col)
		c.ring(image.Rect(x+int(fs*0.4), y+int(fs*0.25), x+s, y+int(fs*0.75)), fs*0.25, max(2, s/7), col)
	case iconCards:
		c.roundRect(image.Rect(x+int(fs*0.05), y, x+int(fs*0.7), y+int(fs*0.85)), fs*0.1, col)
		c.roundRect(image.Rect(x+int(fs*0.3), y+int(fs*0.15), x+s, y+s), fs*0.1, col)
	case iconArrow:
		c.polygon([][2]float32{p(0.1, 0.1), p(0.9, 0.5), p(0.1, 0.9)}, col)
	}
}

// pixelOver puts the premultiplied pixel s (R, G, B, A) over the pixel d
// (the same four bytes of an RGBA image).
func pixelOver(d []uint8, s [4]uint8) {
	k := 255 - uint32(s[3])
	for i := range 4 {
		d[i] = uint8(uint32(s[i]) + uint32(d[i])*k/255)
	}
}
