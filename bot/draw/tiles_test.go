package draw

import (
	"fmt"
	"image"
	"image/draw"
	"testing"

	"golang.org/x/image/vector"

	"github.com/deckhand/deckhand/games"
)

// ward is a generic face with everything generic prints.
func ward(title string) games.Card {
	return games.Card{Colour: "#8844cc", Band: "Gloomveil", Title: title, Centre: "3", Top: "Creature", Bottom: "Power 3",
		Badges: []games.Badge{{Icon: games.Armor, Value: "1"}}, Rules: []games.Rule{{Cost: "1", Text: "Reap: gain 1 amber."}}}
}

func TestAFaceCopiedFromItsTileIsTheFaceDrawnInPlace(t *testing.T) {
	t.Parallel()
	for _, roomy := range []bool{false, true} {
		size := genericSize
		if roomy {
			size = genericHand
		}
		cd := ward(fmt.Sprintf("Tile test %v", roomy))
		r := image.Rect(5, 7, 5+size.X, 7+size.Y)
		canvasOf := func() *canvas {
			c := &canvas{pen: pen{img: image.NewRGBA(image.Rect(0, 0, size.X+10, size.Y+14)), z: vector.NewRasterizer(0, 0)}, name: names, roomy: roomy}
			c.bounds = c.img.Rect
			draw.Draw(c.img, c.bounds, image.NewUniform(felt), image.Point{}, draw.Src)
			return c
		}
		inPlace, tiled := canvasOf(), canvasOf()
		inPlace.generic(cd, r)
		tiled.face(cd, size, r.Min.X, r.Min.Y) // draws the tile
		again := canvasOf()
		again.face(cd, size, r.Min.X, r.Min.Y) // copies it
		for i := range inPlace.img.Pix {
			if d := int(inPlace.img.Pix[i]) - int(again.img.Pix[i]); d < -1 || d > 1 || tiled.img.Pix[i] != again.img.Pix[i] {
				t.Fatalf("roomy %v: byte %d is %d drawn in place, %d from the tile: a face over the felt must look the same either way",
					roomy, i, inPlace.img.Pix[i], again.img.Pix[i])
			}
		}
	}
}

func TestACardNamingASeatShowsEachTablesNameForIt(t *testing.T) {
	t.Parallel()
	sc := games.Scene{Title: "Table", Areas: []games.Area{{Seat: -1, Zones: []games.Zone{
		{Name: "Hand", Layout: games.Row, Cards: []games.Card{ward(games.Seat(1) + "'s Ward")}}}}}}
	a := Image(sc, func(int) string { return "Alice" })
	b := Image(sc, func(int) string { return "Brian" })
	if string(a.Pix) == string(b.Pix) {
		t.Fatal("a face that prints a seat's name was drawn the same for two tables whose seats have other names: its tile was shared")
	}
}

func TestTilesKeepWithinTheirBudget(t *testing.T) {
	t.Parallel()
	tile := func() *image.RGBA { return image.NewRGBA(image.Rect(0, 0, 10, 10)) } // 400 bytes
	c := tileCache{budget: 1000, m: map[string]*image.RGBA{}}
	for i := range 10 {
		key := fmt.Sprint(i)
		c.put(key, tile())
		if c.bytes > c.budget {
			t.Fatalf("after %d tiles the cache holds %d bytes, over its budget of %d", i+1, c.bytes, c.budget)
		}
		if c.get(key) == nil {
			t.Fatalf("tile %d was dropped as it was kept: the newest tile must stay", i)
		}
	}
	sum := 0
	for _, img := range c.m {
		sum += len(img.Pix)
	}
	if sum != c.bytes {
		t.Fatalf("the cache counts %d bytes but holds %d", c.bytes, sum)
	}
}
