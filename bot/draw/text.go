package draw

import (
	"image"
	"image/color"
	"image/draw"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// The Go fonts carry ♠ ♥ ♦ ♣ and Æ but no ★ or ✓: those are drawn as
// vector icons inline (see inlineIcons), so a game's text may use them.

// face is one font at one size with its glyphs kept once rasterized:
// the same few hundred glyphs are drawn on every picture, and
// rasterizing them again each time cost more than the rest of a board.
type face struct {
	f      font.Face
	size   int
	ascent int
	height int
	mu     sync.Mutex
	glyphs map[rune]*glyph
}

// glyph is one rasterized rune: its mask placed relative to the dot.
type glyph struct {
	mask    *image.Alpha
	off     image.Point // top-left of the mask from the dot
	advance int
	ok      bool
}

var (
	fontsOnce sync.Once
	regular   *opentype.Font
	bold      *opentype.Font
	facesMu   sync.Mutex
	faces     = map[faceKey]*face{}
)

type faceKey struct {
	bold bool
	size int
}

// fontFace returns the cached face of the Go font at size pixels.
func fontFace(isBold bool, size int) *face {
	fontsOnce.Do(func() {
		var err error
		if regular, err = opentype.Parse(goregular.TTF); err != nil {
			panic("draw: embedded Go Regular font: " + err.Error())
		}
		if bold, err = opentype.Parse(gobold.TTF); err != nil {
			panic("draw: embedded Go Bold font: " + err.Error())
		}
	})
	facesMu.Lock()
	defer facesMu.Unlock()
	k := faceKey{isBold, size}
	if f := faces[k]; f != nil {
		return f
	}
	src := regular
	if isBold {
		src = bold
	}
	ff, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("draw: font face: " + err.Error())
	}
	m := ff.Metrics()
	f := &face{f: ff, size: size, ascent: m.Ascent.Ceil(), height: m.Ascent.Ceil() + m.Descent.Ceil(), glyphs: map[rune]*glyph{}}
	faces[k] = f
	return f
}

func (f *face) glyph(r rune) *glyph {
	f.mu.Lock()
	defer f.mu.Unlock()
	if g := f.glyphs[r]; g != nil {
		return g
	}
	dr, mask, mp, adv, ok := f.f.Glyph(fixed.Point26_6{}, r)
	g := &glyph{advance: adv.Round(), ok: ok}
	if ok && !dr.Empty() {
		// The face reuses its mask buffer: copy it out.
		a := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.Draw(a, a.Bounds(), mask, mp, draw.Src)
		g.mask, g.off = a, dr.Min
	}
	f.glyphs[r] = g
	return g
}

// inlineIcons are runes the fonts lack, drawn as icons of the text's size.
var inlineIcons = map[rune]iconKind{'★': iconStar, '✓': iconCheck, '✅': iconCheck, '⏳': iconWait}

// width is how wide s is drawn in f.
func (f *face) width(s string) int {
	w := 0
	for _, r := range s {
		if _, ok := inlineIcons[r]; ok {
			w += f.iconSize() + 1
			continue
		}
		w += f.glyph(r).advance
	}
	return w
}

func (f *face) iconSize() int { return f.ascent }

// text draws s with its baseline's left end at (x, y+ascent), so y is
// the top of the line; it returns the x after the text.
func (c *pen) text(f *face, s string, x, y int, col color.RGBA) int {
	c.wrote(f, s, image.Rect(x, y, x+f.width(s), y+f.height))
	base := y + f.ascent
	for _, r := range s {
		if k, ok := inlineIcons[r]; ok {
			sz := f.iconSize()
			c.icon(k, x, base-sz, sz, col)
			x += sz + 1
			continue
		}
		g := f.glyph(r)
		if c.img != nil && g.mask != nil {
			at := image.Pt(x, base).Add(g.off)
			rect := image.Rectangle{at, at.Add(g.mask.Rect.Size())}
			draw.DrawMask(c.img, rect, &image.Uniform{col}, image.Point{}, g.mask, image.Point{}, draw.Over)
		}
		x += g.advance
	}
	return x
}

// centred draws s centred on cx.
func (c *pen) centred(f *face, s string, cx, y int, col color.RGBA) {
	c.text(f, s, cx-f.width(s)/2, y, col)
}

// fit cuts s to at most w pixels, ending it with … when cut.
// shrink is the largest face from size down to least in which s fits w
// pixels; least when none does (fit then cuts it).
func shrink(isBold bool, size, least int, s string, w int) *face {
	for ; size > least; size-- {
		if f := fontFace(isBold, size); f.width(s) <= w {
			return f
		}
	}
	return fontFace(isBold, least)
}

func fit(f *face, s string, w int) string {
	if f.width(s) <= w {
		return s
	}
	for len(s) > 0 {
		_, n := utf8.DecodeLastRuneInString(s)
		s = strings.TrimRight(s[:len(s)-n], " ")
		if f.width(s+"…") <= w {
			return s + "…"
		}
	}
	return ""
}

// wrap breaks s into lines of at most w pixels, at spaces; a word longer
// than a line is cut. At most max lines; the last one ends in … when
// text was left out.
func wrap(f *face, s string, w, max int) []string {
	var lines []string
	line := ""
	words := strings.Fields(s)
	for i, word := range words {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if f.width(try) <= w {
			line = try
			continue
		}
		if line != "" {
			lines = append(lines, line)
		}
		line = word
		if len(lines) == max-1 && max > 0 {
			line = fit(f, strings.Join(words[i:], " "), w)
			break
		}
	}
	if line != "" {
		lines = append(lines, fit(f, line, w))
	}
	if max > 0 && len(lines) > max {
		lines = lines[:max]
	}
	return lines
}
