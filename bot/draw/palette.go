package draw

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/png"
	"io"
	"sync"
)

// Pictures are encoded as paletted PNGs: a board is flat colours and
// text, so 256 colours lose little, and one byte a pixel keeps both the
// file (a Discord upload) and the encoding time small. The palette is
// fixed: the 6×6×6 web cube, a ramp of greys for anti-aliased text, and
// the few colours of the table that are not on the cube.

var (
	paletteOnce sync.Once
	palette     color.Palette
	// nearest maps a colour cut to 5 bits a channel to its palette index.
	nearest [1 << 15]uint8
)

// tableColours are drawn often enough to keep exactly.
var tableColours = []color.RGBA{felt, feltDark, panel, panelLine, gold, cream, backBlue, backLine, muted}

func buildPalette() {
	for r := 0; r < 6; r++ {
		for g := 0; g < 6; g++ {
			for b := 0; b < 6; b++ {
				palette = append(palette, color.RGBA{uint8(r * 51), uint8(g * 51), uint8(b * 51), 255})
			}
		}
	}
	for _, c := range tableColours {
		palette = append(palette, c)
	}
	for i := 0; len(palette) < 256; i++ {
		v := uint8(8 + i*240/(256-216-len(tableColours)))
		palette = append(palette, color.RGBA{v, v, v, 255})
	}
	for i := range nearest {
		r, g, b := (i>>10)&31, (i>>5)&31, i&31
		want := [3]int{r<<3 | r>>2, g<<3 | g>>2, b<<3 | b>>2}
		best, bestD := 0, 1<<30
		for j, p := range palette {
			pc := p.(color.RGBA)
			dr, dg, db := want[0]-int(pc.R), want[1]-int(pc.G), want[2]-int(pc.B)
			// Green weighs most to the eye.
			d := 3*dr*dr + 4*dg*dg + 2*db*db
			if d < bestD {
				best, bestD = j, d
			}
		}
		nearest[i] = uint8(best)
	}
}

// quantize maps every pixel of src (opaque) to the palette, into dst,
// which has src's bounds. A picture is mostly runs of one colour (felt,
// panels, card faces): a row like the one above it (a margin, a card's
// body between its lines of text) takes that row's indices, found by a
// comparison of bytes, and a pixel like the one before it takes the same
// index without a lookup.
func quantize(dst *image.Paletted, src *image.RGBA) {
	paletteOnce.Do(buildPalette)
	dst.Palette = palette
	b := src.Bounds()
	w := b.Dx()
	var above, aboveD []uint8
	for y := b.Min.Y; y < b.Max.Y; y++ {
		s := src.Pix[src.PixOffset(b.Min.X, y):][:4*w]
		d := dst.Pix[dst.PixOffset(b.Min.X, y):][:w]
		if bytes.Equal(s, above) {
			copy(d, aboveD)
			continue
		}
		above, aboveD = s, d
		last, idx := uint32(0), nearest[0] // the index of a zero pixel
		for x := range d {
			p := binary.LittleEndian.Uint32(s[4*x:]) // R, G, B, A from the low byte
			if p != last {
				last, idx = p, nearest[(p>>3&31)<<10|(p>>11&31)<<5|(p>>19&31)]
			}
			d[x] = idx
		}
	}
}

var encoder = png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &pool{}}

// pool keeps the encoder's buffers between pictures.
type pool struct{ p sync.Pool }

func (p *pool) Get() *png.EncoderBuffer {
	b, _ := p.p.Get().(*png.EncoderBuffer)
	return b
}
func (p *pool) Put(b *png.EncoderBuffer) { p.p.Put(b) }

func encode(w io.Writer, img *image.Paletted) error { return encoder.Encode(w, img) }
