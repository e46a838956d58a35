package draw

import (
	"image"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// MinText is the smallest face a picture writes in, in pixels on a
// picture Width wide: Discord shows a picture about 500 px wide, where
// it is 10 px, the least a player reads without zooming. A text that
// cannot be written this large where it lies (a long ability on a card)
// is left to "Read a card", which says it in words, and not drawn.
const MinText = 16

// Text is one string a picture writes: what, in what size and where.
// Size is the face's size in pixels, its em square as a font size is
// given, on a picture Width wide.
type Text struct {
	S    string
	Size int
	// At is the box the string takes: its advance by the face's height.
	At image.Rectangle
	// Room is the box it must lie within: the card, the tab, the panel
	// or the picture it is written on.
	Room image.Rectangle
	// Covered says how much of it a card drawn later hides: 0 none,
	// 1 part of it (a fragment shows), 2 all of it.
	Covered int
	// Left: not drawn, too long to be written MinText large where it
	// lies; "Read a card" says it.
	Left bool
}

// recorder keeps what a picture writes, and the faces drawn over it.
type recorder struct {
	texts  []Text
	seq    []int // the number of faces drawn when each text was written
	covers []image.Rectangle
}

// Texts draws sc as Image does and returns every string it writes,
// with where and how large, and those it leaves to "Read a card".
func Texts(sc games.Scene, name func(seat int) string) []Text { return TextsIn(nil, sc, name) }

// TextsIn is Texts of the picture drawn with its own words in l.
func TextsIn(l *lang.Lang, sc games.Scene, name func(seat int) string) []Text {
	rec := &recorder{}
	drawWith(l, sc, name, nil, rec)
	for i := range rec.texts {
		at := rec.texts[i].At
		for _, r := range rec.covers[rec.seq[i]:] {
			switch over := at.Intersect(r); {
			case over.Empty():
			case over == at:
				rec.texts[i].Covered = 2
			default:
				rec.texts[i].Covered = max(rec.texts[i].Covered, 1)
			}
		}
	}
	return rec.texts
}

// wrote notes a string written at at.
func (c *pen) wrote(f *face, s string, at image.Rectangle) {
	if c.rec == nil || c.img == nil || s == "" {
		return
	}
	c.rec.texts = append(c.rec.texts, Text{S: s, Size: f.size, At: at, Room: c.room})
	c.rec.seq = append(c.rec.seq, len(c.rec.covers))
}

// left notes a string not drawn: "Read a card" says it.
func (c *pen) left(f *face, s string) {
	if c.rec == nil || c.img == nil || s == "" {
		return
	}
	c.rec.texts = append(c.rec.texts, Text{S: s, Size: f.size, Room: c.room, Left: true})
	c.rec.seq = append(c.rec.seq, len(c.rec.covers))
}

// covering notes an opaque face or tab drawn at r, over what was
// written before.
func (c *pen) covering(r image.Rectangle) {
	if c.rec != nil && c.img != nil {
		c.rec.covers = append(c.rec.covers, r)
	}
}
