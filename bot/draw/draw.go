// Package draw turns a games.Scene into a picture: a PNG of the board
// or of one seat's hand, drawn from the scene's data alone with vector
// shapes and the embedded Go fonts. It knows no game and no Discord:
// every face is described by the scene in generic terms, and seat
// references in its strings are expanded with the caller's names.
// Every word is written at least MinText high; Texts says what a picture
// writes where, for tests that read it as a player at chat width would.
package draw

import (
	"bytes"
	"image"
	"image/color"
	"io"
	"strings"
	"sync"

	"golang.org/x/image/vector"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// MaxBytes is the most a picture may weigh: the bot uploads one with
// every board edit, and a small file keeps that quick.
const MaxBytes = 250 << 10

// Width is the width of every picture: Discord shows an attachment at
// about 400-550 px, so text is sized to stay readable at two thirds.
const Width = 800

// canvas is one picture being laid out or drawn. With img nil every
// drawing call only measures: the scene is laid out once dry to learn
// its height, then drawn on an image of that height.
type canvas struct {
	pen
	name  func(seat int) string
	roomy bool       // a hand: cards large enough for their rules text
	under bool       // a card drawn now lies under the next: only its edge shows
	words *lang.Lang // the picture's own words' language; nil: English
}

// say is the picture's own message id in its language.
func (c *canvas) say(id string, pairs ...any) string { return or(c.words).T(id, pairs...) }

// pen puts pixels on a picture: shapes, icons and text, clipped to its
// bounds. It knows nothing of cards or scenes; canvas lays those out
// and draws them with its pen.
type pen struct {
	img    *image.RGBA
	bounds image.Rectangle
	z      *vector.Rasterizer
	// rec, when set, keeps what is written (Texts); room is the box
	// what is written now must lie within.
	rec  *recorder
	room image.Rectangle
}

// Image draws sc. name gives each seat's name for seat references.
func Image(sc games.Scene, name func(seat int) string) *image.Paletted {
	rgba := drawRGBA(nil, sc, name, nil)
	dst := image.NewPaletted(rgba.Bounds(), nil)
	quantize(dst, rgba)
	return dst
}

// drawRGBA draws sc on an RGBA image, in pix when it is large enough,
// its own words in l.
func drawRGBA(l *lang.Lang, sc games.Scene, name func(seat int) string, pix *[]uint8) *image.RGBA {
	return drawWith(l, sc, name, pix, nil)
}

// drawWith is drawRGBA keeping what is written in rec, when set.
func drawWith(l *lang.Lang, sc games.Scene, name func(seat int) string, pix *[]uint8, rec *recorder) *image.RGBA {
	if name == nil {
		name = games.SeatName
	}
	c := &canvas{pen: pen{z: vector.NewRasterizer(0, 0)}, name: name, roomy: isHand(sc), words: l}
	h := c.scene(sc)
	c.bounds = image.Rect(0, 0, Width, h)
	c.rec, c.room = rec, c.bounds
	if pix == nil {
		c.img = image.NewRGBA(c.bounds)
	} else {
		c.img = &image.RGBA{Pix: resize(pix, 4*Width*h), Stride: 4 * Width, Rect: c.bounds}
	}
	c.scene(sc)
	return c.img
}

// PNG draws sc and writes it as PNG.
func PNG(w io.Writer, sc games.Scene, name func(seat int) string) error {
	return PNGIn(nil, w, sc, name)
}

// PNGIn is PNG with the picture's own words in l (nil: English).
func PNGIn(l *lang.Lang, w io.Writer, sc games.Scene, name func(seat int) string) error {
	// A picture's pixels are megabytes; a busy bot draws many a second,
	// so they are kept for the next one instead of left to the collector.
	b := buffers.Get().(*pixels)
	defer buffers.Put(b)
	rgba := drawRGBA(l, sc, name, &b.rgba)
	dst := &image.Paletted{Pix: resize(&b.paletted, Width*rgba.Rect.Dy()), Stride: Width, Rect: rgba.Rect}
	quantize(dst, rgba)
	return encode(w, dst)
}

// pixels are the buffers of one picture being drawn.
type pixels struct{ rgba, paletted []uint8 }

var buffers = sync.Pool{New: func() any { return new(pixels) }}

// resize makes *buf n bytes long and zero, growing it when it is short.
func resize(buf *[]uint8, n int) []uint8 {
	if cap(*buf) < n {
		*buf = make([]uint8, n)
	} else {
		*buf = (*buf)[:n]
		clear(*buf)
	}
	return *buf
}

// Bytes is PNG into memory.
func Bytes(sc games.Scene, name func(seat int) string) ([]byte, error) {
	return BytesIn(nil, sc, name)
}

// BytesIn is PNGIn into memory.
func BytesIn(l *lang.Lang, sc games.Scene, name func(seat int) string) ([]byte, error) {
	var b bytes.Buffer
	err := PNGIn(l, &b, sc, name)
	return b.Bytes(), err
}

// isHand reports whether sc is a seat's hand view: every area belongs
// to a seat and there is only one such seat.
func isHand(sc games.Scene) bool {
	seat := -2
	for _, a := range sc.Areas {
		if a.Seat < 0 || (seat != -2 && a.Seat != seat) {
			return false
		}
		seat = a.Seat
	}
	return seat >= 0
}

// expand replaces seat references in s with names and drops Markdown's
// bold marks, which games' texts share with their text views.
func (c *canvas) expand(s string) string {
	return strings.ReplaceAll(games.ExpandSeats(s, c.name), "**", "")
}

// The table's colours.
var (
	felt      = color.RGBA{0x1f, 0x5c, 0x3a, 255}
	feltDark  = color.RGBA{0x16, 0x45, 0x2b, 255}
	panel     = color.RGBA{0x12, 0x36, 0x22, 255}
	panelLine = color.RGBA{0x3c, 0x7a, 0x55, 255}
	gold      = color.RGBA{0xf2, 0xc2, 0x30, 255}
	cream     = color.RGBA{0xfb, 0xf8, 0xee, 255}
	backBlue  = color.RGBA{0x27, 0x4a, 0x9a, 255}
	backLine  = color.RGBA{0x8f, 0xa8, 0xe0, 255}
	muted     = color.RGBA{0xb4, 0xcc, 0xbc, 255}
	white     = color.RGBA{255, 255, 255, 255}
	black     = color.RGBA{0x11, 0x11, 0x11, 255}
	ink       = color.RGBA{0x22, 0x22, 0x22, 255}
	red       = color.RGBA{0xcc, 0x00, 0x00, 255}
	grey      = color.RGBA{0x99, 0x99, 0x99, 255}
)

// seatColours tell seats apart: their name dot, their meld marks, their
// line on a chart.
var seatColours = []color.RGBA{
	{0x33, 0x99, 0xff, 255}, {0xff, 0x99, 0x33, 255}, {0xcc, 0x66, 0xcc, 255}, {0x66, 0xcc, 0x66, 255},
	{0xff, 0x66, 0x66, 255}, {0x33, 0xcc, 0xcc, 255}, {0xff, 0xcc, 0x33, 255}, {0x99, 0x99, 0xff, 255},
}

// SeatColour is the colour the pictures give a seat (grey for no seat):
// a message about the picture, such as the accent of the board whose
// seat is to move, uses the same one.
func SeatColour(seat int) color.RGBA {
	if seat < 0 {
		return grey
	}
	return seatColours[seat%len(seatColours)]
}

// hex reads "#RRGGBB"; anything else is grey.
func hex(s string) color.RGBA {
	if len(s) != 7 || s[0] != '#' {
		return grey
	}
	var v [3]uint8
	for i := range 3 {
		for _, ch := range s[1+2*i : 3+2*i] {
			var d uint8
			switch {
			case '0' <= ch && ch <= '9':
				d = uint8(ch - '0')
			case 'a' <= ch && ch <= 'f':
				d = uint8(ch-'a') + 10
			case 'A' <= ch && ch <= 'F':
				d = uint8(ch-'A') + 10
			default:
				return grey
			}
			v[i] = v[i]<<4 | d
		}
	}
	return color.RGBA{v[0], v[1], v[2], 255}
}

// onColour is black or white, whichever reads better on bg.
func onColour(bg color.RGBA) color.RGBA {
	if int(bg.R)*299+int(bg.G)*587+int(bg.B)*114 > 150000 {
		return black
	}
	return white
}
