package draw

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/image/vector"

	"github.com/deckhand/deckhand/games"
)

// single draws one card alone on white and returns the picture.
func single(cd games.Card, sz image.Point) *image.RGBA {
	c := &canvas{pen: pen{img: image.NewRGBA(image.Rect(0, 0, 2*sz.Y, 2*sz.Y)), z: vector.NewRasterizer(0, 0)}, name: names}
	c.bounds = c.img.Rect
	c.rect(c.bounds, white)
	c.card(cd, sz, 0, 0)
	return c.img
}

// count counts the pixels of img for which is holds.
func count(img *image.RGBA, r image.Rectangle, is func(color.RGBA) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if is(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

func isRed(p color.RGBA) bool   { return p.R > 150 && p.G < 80 && p.B < 80 }
func isBlack(p color.RGBA) bool { return p.R < 60 && p.G < 60 && p.B < 60 }

func TestHeartsAndDiamondsAreRedSpadesAndClubsBlack(t *testing.T) {
	t.Parallel()
	corner := image.Rect(0, 0, standardSize.X/2, standardSize.Y/2)
	for _, name := range []string{"A♥", "10♦", "Q♥", "K♦"} {
		img := single(games.StandardCard(name, ""), standardSize)
		if count(img, corner, isRed) < 20 || count(img, corner, isBlack) > 0 {
			t.Errorf("%s: its corner should be red only (red %d, black %d pixels)", name, count(img, corner, isRed), count(img, corner, isBlack))
		}
	}
	for _, name := range []string{"A♠", "10♣", "J♠", "7♣"} {
		img := single(games.StandardCard(name, ""), standardSize)
		if count(img, corner, isBlack) < 20 || count(img, corner, isRed) > 0 {
			t.Errorf("%s: its corner should be black only (black %d, red %d pixels)", name, count(img, corner, isBlack), count(img, corner, isRed))
		}
	}
}

func TestASixAndANineReadTheSameInBothCornersSoNeitherLooksLikeTheOther(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"6♣", "9♥", "6♥", "9♣", "8♦"} {
		for _, sz := range []image.Point{standardSize, standardHand} {
			img := single(games.StandardCard(name, ""), sz)
			top, bottom := indexBoxes(image.Rectangle{Max: sz}, games.StandardCard(name, ""))
			ink := func(p color.RGBA) bool { return isRed(p) || isBlack(p) }
			if n := count(img, bottom, ink); n < 20 {
				t.Fatalf("%s at %v: the bottom corner has %d pixels of ink; it carries the index", name, sz, n)
			}
			// Upright, the bottom rank is the top one moved: each pixel
			// of the rank's ink box matches the one at the same place in
			// the bottom box. Turned half round, a 6 there reads as a 9.
			// (The rank alone: the middle pip reaches into both boxes.)
			rf, _, _ := indexFaces(sz.Y)
			glyph := image.Rectangle{}
			for y := top.Min.Y; y < top.Min.Y+rf.height; y++ {
				for x := top.Min.X; x < top.Max.X; x++ {
					if ink(img.RGBAAt(x, y)) {
						glyph = glyph.Union(image.Rect(x, y, x+1, y+1))
					}
				}
			}
			same, total := 0, 0
			d := bottom.Min.Sub(top.Min)
			for y := glyph.Min.Y; y < glyph.Max.Y; y++ {
				for x := glyph.Min.X; x < glyph.Max.X; x++ {
					p, q := ink(img.RGBAAt(x, y)), ink(img.RGBAAt(x+d.X, y+d.Y))
					if p || q {
						total++
						if p == q {
							same++
						}
					}
				}
			}
			if same*100 < total*95 {
				t.Errorf("%s at %v: only %d of %d index pixels of the bottom corner match the top one: the bottom index is not upright", name, sz, same, total)
			}
		}
	}
}

func TestJokerIsNeitherRedNorBlackSuit(t *testing.T) {
	t.Parallel()
	img := single(games.StandardCard("Joker", ""), standardSize)
	all := image.Rectangle{Max: standardSize}
	if count(img, all, isRed) > 0 {
		t.Error("a joker is drawn in its own colour, not a red suit's")
	}
	purple := func(p color.RGBA) bool { return p.B > 100 && p.R > 60 && p.G < 80 }
	if count(img, all, purple) < 50 {
		t.Error("a joker shows its star")
	}
}

func TestBackShowsNoFace(t *testing.T) {
	t.Parallel()
	img := single(games.Card{Back: true, Rank: "A", Suit: games.Hearts, Title: "secret"}, standardSize)
	all := image.Rectangle{Max: standardSize}
	if n := count(img, all, isRed); n > 0 {
		t.Errorf("a back with a heart's data behind it shows %d red pixels: a back shows nothing of the face", n)
	}
	blue := func(p color.RGBA) bool { return p.B > 120 && p.R < 80 }
	if count(img, all, blue) < standardSize.X*standardSize.Y/3 {
		t.Error("a back is mostly its blue pattern")
	}
}

func TestAnExhaustedCardStandsUprightUnderATabThatSaysSo(t *testing.T) {
	t.Parallel()
	cd := games.Card{Colour: "#cc3300", Band: "Emberforge", Title: "Brawler", Turned: true}
	if fp := footprint(cd, genericSize); fp != image.Pt(genericSize.X, genericSize.Y+tab) {
		t.Errorf("its place in a row is %v, want %v: upright, its text level, with a tab above", fp, image.Pt(genericSize.X, genericSize.Y+tab))
	}
	img := single(cd, genericSize)
	inked := image.Rectangle{}
	for y := 0; y < img.Rect.Dy(); y++ {
		for x := 0; x < img.Rect.Dx(); x++ {
			if img.RGBAAt(x, y) != white {
				inked = inked.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if inked.Dx() != genericSize.X || inked.Dy() != genericSize.Y+tab {
		t.Errorf("an exhausted card covers %v, want %dx%d: upright, not lying on its side", inked.Size(), genericSize.X, genericSize.Y+tab)
	}
	upright := single(games.Card{Colour: "#cc3300", Band: "Emberforge", Title: "Brawler"}, genericSize)
	mid := image.Pt(genericSize.X/2, genericSize.Y*3/4)
	lum := func(c color.RGBA) int { return int(c.R) + int(c.G) + int(c.B) }
	if a, b := lum(img.RGBAAt(mid.X, mid.Y+tab)), lum(upright.RGBAAt(mid.X, mid.Y)); a >= b {
		t.Errorf("the exhausted face is as bright as a ready one (%d, %d): it is dimmed", a, b)
	}
}

func TestALongBandIsWrittenSmallerThenKeepsItsHouseWholeNeverACutWord(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"Wildroot · creature", "Emberforge · creature", "Cogwright · token"} {
		w, want := genericHand.X, s
		if s == "Cogwright · token" {
			// A board card: the type does not fit MinText large.
			w, want = genericSize.X, "Cogwright"
		}
		band, text, shown := bandText(s, w)
		if shown != want {
			t.Errorf("band %q on a card %d wide reads %q, want %q", s, w, shown, want)
		}
		if text.size < MinText {
			t.Errorf("band %q is written %d px, under %d", s, text.size, MinText)
		}
		if text.height > band.height {
			t.Errorf("band %q: its letter is taller than the band", s)
		}
	}
}

func TestUpgradesShowAboveTheirCreature(t *testing.T) {
	t.Parallel()
	cd := games.Card{Title: "Host", Colour: "#336633", Attached: []games.Card{{Title: "A"}, {Title: "B"}}}
	if fp := footprint(cd, genericSize); fp.Y != genericSize.Y+2*tab {
		t.Errorf("a creature with two upgrades is %d high, want %d", fp.Y, genericSize.Y+2*tab)
	}
}

func TestSeatReferencesBecomeNamesAndBoldMarksGo(t *testing.T) {
	t.Parallel()
	c := &canvas{name: names}
	if got := c.expand("**" + games.Seat(1) + "** to play"); got != "Bartholomew to play" {
		t.Errorf("got %q", got)
	}
}

func TestWrapKeepsLinesWithinTheWidthAndMarksWhatIsLeftOut(t *testing.T) {
	t.Parallel()
	f := fontFace(false, 14)
	text := "Your opponent discards a random card to the Forest, then draws two cards and passes."
	lines := wrap(f, text, 120, 3)
	if len(lines) != 3 {
		t.Fatalf("got %d lines, want 3 at most and the text is long: %q", len(lines), lines)
	}
	for _, l := range lines {
		if f.width(l) > 120 {
			t.Errorf("line %q is %d px wide, over 120", l, f.width(l))
		}
	}
	if !strings.HasSuffix(lines[2], "…") {
		t.Errorf("the last line %q should end in … as text was left out", lines[2])
	}
	if got := strings.Join(wrap(f, "short text", 300, 2), "|"); got != "short text" {
		t.Errorf("short text wrapped to %q", got)
	}
}

func TestNothingIsDrawnPastTheBottomMargin(t *testing.T) {
	t.Parallel()
	// Every area, zone and note must be counted by the dry layout: a
	// picture that is too short cuts its last rows off.
	scenes := map[string]games.Scene{"table": tableScene(), "notes": {Title: "T", Notes: []string{strings.Repeat("word ", 80)}}}
	for name, sc := range scenes {
		img := Image(sc, names)
		b := img.Bounds()
		strip := image.Rect(0, b.Max.Y-margin+2, b.Max.X, b.Max.Y)
		for y := strip.Min.Y; y < strip.Max.Y; y++ {
			for x := 0; x < b.Max.X; x++ {
				if r, g, bb, _ := img.At(x, y).RGBA(); far(r, uint32(felt.R)<<8) || far(g, uint32(felt.G)<<8) || far(bb, uint32(felt.B)<<8) {
					t.Fatalf("%s: pixel (%d, %d) in the bottom margin is drawn on: the layout measured the picture too short", name, x, y)
				}
			}
		}
	}
}

func TestPictureIsSmallEnoughToUpload(t *testing.T) {
	t.Parallel()
	data, err := Bytes(tableScene(), names)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > MaxBytes {
		t.Errorf("an 8-seat table is %d bytes, over %d", len(data), MaxBytes)
	}
}

// tableScene is a crowded board: eight seats with piles and fans, a
// stack, and a note.
func tableScene() games.Scene {
	sc := games.Scene{Title: "Table", Caption: games.Seat(2) + " to play."}
	sc.Areas = append(sc.Areas, games.Area{Seat: -1, Zones: []games.Zone{{Name: "Stack", Layout: games.Stack,
		Cards: []games.Card{games.StandardCard("9♥", ""), games.StandardCard("10♠", "")}, Note: "Beat 10."}}})
	for seat := range 8 {
		sc.Areas = append(sc.Areas, games.Area{Seat: seat, Active: seat == 2, Zones: []games.Zone{
			{Name: "Naked", Layout: games.Fan, Cards: []games.Card{games.StandardCard("K♦", ""), games.StandardCard("K♣", "")}},
			{Name: "Blind", Layout: games.Pile, Count: 3, Cards: []games.Card{{Back: true}}},
		}})
	}
	sc.Notes = []string{"Bluff? " + games.Seat(1) + " passed."}
	return sc
}

func TestPicturesMayBeDrawnAtOnce(t *testing.T) {
	t.Parallel()
	// The caches (glyphs, faces, the palette) are shared by every
	// picture: boards of several tables are drawn at the same time.
	want, err := Bytes(tableScene(), names)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan []byte)
	for range 4 {
		go func() {
			b, _ := Bytes(tableScene(), names)
			done <- b
		}()
	}
	for range 4 {
		if got := <-done; string(got) != string(want) {
			t.Fatal("the same scene drawn at the same time as others came out different")
		}
	}
}

func TestPNGIsTheImageEvenOnBuffersKeptFromAnotherPicture(t *testing.T) {
	// PNG draws on buffers kept from earlier pictures, of other sizes;
	// Image on fresh ones. Not parallel, so that the pool hands this
	// test's buffers back to it.
	small := games.Scene{Title: "Small", Areas: []games.Area{{Seat: 0, Zones: []games.Zone{
		{Name: "Hand", Layout: games.Fan, Cards: []games.Card{games.StandardCard("A♠", "")}}}}}}
	for _, sc := range []games.Scene{tableScene(), small, tableScene()} {
		var buf bytes.Buffer
		if err := PNG(&buf, sc, names); err != nil {
			t.Fatal(err)
		}
		got, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		want := Image(sc, names)
		if p, ok := got.(*image.Paletted); !ok || p.Rect != want.Rect || !bytes.Equal(p.Pix, want.Pix) {
			t.Fatalf("%q written as PNG after another picture differs from the same scene drawn afresh", sc.Title)
		}
	}
}

func TestEveryPixelTakesThePaletteIndexOfItsColour(t *testing.T) {
	t.Parallel()
	// Runs of one colour, as pictures have, and lone pixels between them.
	rng := rand.New(rand.NewPCG(1, 2))
	src := image.NewRGBA(image.Rect(0, 0, 97, 13))
	for i := 0; i < len(src.Pix); i += 4 {
		if i == 0 || rng.IntN(4) == 0 {
			src.Pix[i], src.Pix[i+1], src.Pix[i+2] = uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256))
		} else {
			copy(src.Pix[i:i+3], src.Pix[i-4:i-1])
		}
		src.Pix[i+3] = 255
	}
	// Rows like the one above, as margins and card bodies are.
	for y := 1; y < src.Rect.Dy(); y += 3 {
		copy(src.Pix[y*src.Stride:(y+1)*src.Stride], src.Pix[(y-1)*src.Stride:])
	}
	dst := image.NewPaletted(src.Rect, nil)
	quantize(dst, src)
	for i := range dst.Pix {
		r, g, b := src.Pix[4*i], src.Pix[4*i+1], src.Pix[4*i+2]
		if want := nearest[int(r>>3)<<10|int(g>>3)<<5|int(b>>3)]; dst.Pix[i] != want {
			t.Fatalf("pixel %d (%d, %d, %d) took index %d, want %d", i, r, g, b, dst.Pix[i], want)
		}
	}
}

func TestAJokersCornerShowsNoJLikeAJacks(t *testing.T) {
	t.Parallel()
	joker := single(games.StandardCard("Joker", ""), standardSize)
	jack := single(games.StandardCard("J♠", ""), standardSize)
	// The index where a rank's letter stands.
	box := image.Rect(2, 2, 18, 2+standardSize.Y*24/100)
	inked := func(p color.RGBA) bool { return int(p.R)+int(p.G)+int(p.B) < 3*160 }
	same, jackInk := 0, 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			if inked(jack.RGBAAt(x, y)) {
				jackInk++
				if inked(joker.RGBAAt(x, y)) {
					same++
				}
			}
		}
	}
	if jackInk == 0 {
		t.Fatal("the jack shows no letter in its corner")
	}
	if same*10 > jackInk*6 {
		t.Errorf("%d of the %d pixels of the jack's J are inked on the joker too: a joker's corner must not read as a J", same, jackInk)
	}
}

func TestTheLineAtTheFootOfACardReadsUprightAsTheOneAtItsHead(t *testing.T) {
	t.Parallel()
	// Star Collector prints "Draw 9" at the foot: turned, it read "6 warD".
	cd := games.Card{Colour: "#3366cc", Title: "Pulsar", Top: "Draw 9", Bottom: "Draw 9"}
	img := single(cd, genericSize)
	small := fontFace(true, max(genericSize.X/9, MinText))
	in := image.Rectangle{Max: genericSize}.Inset(4)
	head := image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+small.height)
	foot := head.Add(image.Pt(0, in.Max.Y-small.height-1-head.Min.Y))
	dark := func(p color.RGBA) bool { return p.R < 100 && p.G < 100 && p.B < 100 }
	same, total := 0, 0
	for y := head.Min.Y; y < head.Max.Y; y++ {
		for x := head.Min.X; x < head.Max.X; x++ {
			p, q := dark(img.RGBAAt(x, y)), dark(img.RGBAAt(x, y+foot.Min.Y-head.Min.Y))
			if p || q {
				total++
				if p == q {
					same++
				}
			}
		}
	}
	if total < 30 || same*100 < total*95 {
		t.Errorf("only %d of %d pixels of the foot's line match the head's: the foot is not written upright", same, total)
	}
}

func TestAHandsPictureRepeatsNeitherItsMessagesTitleNorACardsNameUnderIt(t *testing.T) {
	t.Parallel()
	hand := games.Scene{Title: "Your hand · 3 cards", Areas: []games.Area{{Seat: 0, Title: "Your hand", Zones: []games.Zone{{Cards: []games.Card{
		games.StandardCard("6♥", "6♥"),
		{Colour: "#3366cc", Title: "Pulsar", Label: "Pulsar"},
		{Colour: "#333333", Title: "Crow", Label: "Crow ×2"},
	}}}}}}.CardsOnly()
	said := map[string]int{}
	for _, tx := range Texts(hand, names) {
		said[tx.S]++
	}
	if said["Your hand · 3 cards"] > 0 {
		t.Error("the picture is titled as its message is: said twice")
	}
	if said["6♥"] > 0 || said["Pulsar"] != 1 {
		t.Errorf("a label that only names its card is printed under it (6♥ %d times, Pulsar %d)", said["6♥"], said["Pulsar"])
	}
	if said["Crow ×2"] != 1 {
		t.Errorf("a label that says more than the card (Crow ×2) is printed: %d", said["Crow ×2"])
	}
}

func TestARuleTooLongForItsCardIsLeftWholeToReadACardAndTheCardSaysSo(t *testing.T) {
	t.Parallel()
	long := "Your opponent discards a random card to the Forest, then draws two cards, passes, and does it all again twice over."
	cd := games.Card{Colour: "#336633", Band: "Bird", Title: "Owl", Rules: []games.Rule{
		{Cost: "1", Text: "Draw a card."}, {Cost: "2", Text: "First, " + long}, {Cost: "3", Text: "Second, " + long}, {Cost: "4", Text: "Third, " + long}}}
	hand := games.Scene{Areas: []games.Area{{Seat: 0, Zones: []games.Zone{{Cards: []games.Card{cd}}}}}}
	var left []string
	drawn := map[string]bool{}
	for _, tx := range Texts(hand, names) {
		if tx.Left {
			left = append(left, tx.S)
			continue
		}
		drawn[tx.S] = true
		if tx.Size < MinText {
			t.Errorf("%q is written %d px, under %d", tx.S, tx.Size, MinText)
		}
	}
	if len(left) == 0 || !drawn[moreWord] {
		t.Fatalf("left %q, the card says %q: %v", left, moreWord, drawn)
	}
	if !drawn["Draw a card."] {
		t.Error("the rule that fits is written")
	}
	for _, l := range left {
		// Each rule opens on its own word ("Second,"): none of a left
		// rule's lines is written.
		opening := strings.Fields(l)[1]
		for s := range drawn {
			if strings.HasPrefix(s, opening) {
				t.Errorf("a rule left to Read a card is half written: %q of %q", s, l)
			}
		}
	}
}
