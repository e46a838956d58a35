package draw

import (
	"image"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/image/vector"

	"github.com/deckhand/deckhand/games"
)

// A card's face is the same picture wherever it lies: a Star Collector
// hand shows a dozen designs, a KeyForge deck 36. Faces are drawn once
// into a tile, kept, and copied onto each picture that shows them; the
// vector shapes and the text of a face are most of a hand's drawing.

// faceBudget bounds the kept tiles: a hand's face is 127 KiB of pixels,
// a board's 61 KiB, so 16 MiB holds a few games' worth of designs.
const faceBudget = 16 << 20

// drawn are the kept tiles, by tileKey.
var drawn = tileCache{budget: faceBudget, m: map[string]*image.RGBA{}}

type tileCache struct {
	budget int // bytes of pixels at most
	mu     sync.Mutex
	m      map[string]*image.RGBA
	bytes  int
}

func (t *tileCache) get(key string) *image.RGBA {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.m[key]
}

// put keeps img under key. When the budget is spent, tiles picked at
// random (the map's order) make room: a face dropped is drawn again the
// next time it shows, so a bot whose games show more designs than the
// budget holds draws more, never holds more.
func (t *tileCache) put(key string, img *image.RGBA) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.m[key]; ok {
		return
	}
	for k, old := range t.m {
		if t.bytes+len(img.Pix) <= t.budget {
			break
		}
		t.bytes -= len(old.Pix)
		delete(t.m, k)
	}
	t.m[key] = img
	t.bytes += len(img.Pix)
}

// tileKey names a tile: its kind (b: a back, s: a standard face, c: a
// standard face under the next card, its corners alone, e: a generic
// face's edge, g: a generic face), its size, whether it has room for
// rules, and what is printed on it.
func tileKey(kind byte, size image.Point, roomy bool, printed ...string) string {
	var b strings.Builder
	b.WriteByte(kind)
	b.WriteString(strconv.Itoa(size.X))
	b.WriteByte('x')
	b.WriteString(strconv.Itoa(size.Y))
	if roomy {
		b.WriteByte('+')
	}
	for _, s := range printed {
		b.WriteByte(0)
		b.WriteString(s)
	}
	return b.String()
}

// genericKey is the key of a generic face: everything generic prints,
// with the seat names it prints expanded.
func (c *canvas) genericKey(cd games.Card, size image.Point) string {
	printed := []string{cd.Colour, c.expand(cd.Band), c.expand(cd.Title), cd.Centre, c.expand(cd.Top), c.expand(cd.Bottom)}
	for _, bd := range cd.Badges {
		printed = append(printed, "badge", strconv.Itoa(int(bd.Icon)), bd.Value)
	}
	for _, r := range cd.Rules {
		printed = append(printed, "rule", r.Cost, c.expand(r.Text))
	}
	return tileKey('g', size, c.roomy, printed...)
}

// cached copies the tile of key into r, drawing it with fn the first
// time (or the first time since it was dropped).
func (c *canvas) cached(key string, r image.Rectangle, fn func(tmp *canvas, b image.Rectangle)) {
	if c.rec != nil {
		// What a face writes is kept where it lies: drawn in place.
		fn(c, r)
		return
	}
	img := drawn.get(key)
	if img == nil {
		size := r.Size()
		tmp := &canvas{pen: pen{img: image.NewRGBA(image.Rectangle{Max: size}), z: vector.NewRasterizer(0, 0)}, name: c.name, roomy: c.roomy, under: c.under}
		tmp.bounds = tmp.img.Rect
		fn(tmp, tmp.bounds)
		img = tmp.img
		drawn.put(key, img)
	}
	over(c.img, r, img)
}

// over puts the tile src (premultiplied) over dst at r. A face is
// opaque but for its rounded corners and the anti-aliased edge, so runs
// of opaque pixels are copied and only the others blended: image/draw
// blends every pixel of an RGBA source, which cost more than drawing the
// face afresh.
func over(dst *image.RGBA, r image.Rectangle, src *image.RGBA) {
	clip := r.Intersect(dst.Rect)
	if clip.Empty() {
		return
	}
	sp := clip.Min.Sub(r.Min)
	n := 4 * clip.Dx()
	for y := range clip.Dy() {
		d := dst.Pix[dst.PixOffset(clip.Min.X, clip.Min.Y+y):][:n]
		s := src.Pix[src.PixOffset(sp.X, sp.Y+y):][:n]
		for x := 0; x < n; {
			switch a := s[x+3]; a {
			case 255:
				e := x + 4
				for e < n && s[e+3] == 255 {
					e += 4
				}
				copy(d[x:e], s[x:e])
				x = e
				continue
			case 0:
			default:
				pixelOver(d[x:x+4], [4]uint8(s[x:x+4]))
			}
			x += 4
		}
	}
}
