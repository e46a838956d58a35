package draw

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// update writes the golden pictures anew, when a person has looked at
// the new ones and wants them: go test ./bot/draw/ -run Golden -update
var update = flag.Bool("update", false, "write testdata/*.png from what is drawn now")

// Tolerance of a golden comparison: a pixel differs when a channel is
// off by more than pixelTolerance; a picture differs when more than
// areaTolerance of its pixels do (font hinting may move an edge).
const (
	pixelTolerance = 40
	areaTolerance  = 0.002
)

// golden compares the drawing of sc with testdata/name.png. On a
// mismatch it saves what was drawn beside the test's temporary files
// and says where the pictures differ.
func golden(t *testing.T, name string, sc games.Scene) {
	t.Helper()
	got := Image(sc, names)
	path := filepath.Join("testdata", name+".png")
	if *update {
		var b bytes.Buffer
		if err := encode(&b, got); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it after looking at the picture)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if d := differ(got, want); d != "" {
		out := filepath.Join(t.TempDir(), name+".png")
		var b bytes.Buffer
		_ = encode(&b, got)
		_ = os.WriteFile(out, b.Bytes(), 0o644)
		t.Errorf("%s is drawn differently: %s; the new drawing is %s", name, d, out)
	}
}

// differ says how got and want differ, or "" when they match within
// the tolerance.
func differ(got, want image.Image) string {
	if got.Bounds() != want.Bounds() {
		return "size " + got.Bounds().Size().String() + ", want " + want.Bounds().Size().String()
	}
	b := got.Bounds()
	bad := 0
	var box image.Rectangle
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, _ := got.At(x, y).RGBA()
			r2, g2, b2, _ := want.At(x, y).RGBA()
			if far(r1, r2) || far(g1, g2) || far(b1, b2) {
				bad++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if float64(bad) <= areaTolerance*float64(b.Dx()*b.Dy()) {
		return ""
	}
	return strconv.Itoa(bad) + " pixels differ, within " + box.String()
}

func far(a, b uint32) bool {
	a, b = a>>8, b>>8
	return a > b+pixelTolerance || b > a+pixelTolerance
}

// names are the seat names of every test picture.
func names(seat int) string {
	return []string{"Ada", "Bartholomew", "Cyd", "Dee", "Eli", "Fay", "Gus", "Hal"}[seat]
}

func TestGoldenStandardHand(t *testing.T) {
	t.Parallel()
	hand := []games.Card{}
	for _, n := range []string{"A♠", "10♥", "Q♦", "K♣", "7♣", "J♥", "Joker"} {
		hand = append(hand, games.StandardCard(n, n))
	}
	golden(t, "standard-hand", games.Scene{
		Title: "Your hand · 7 cards", Caption: "Your turn. To beat: 9.",
		Areas: []games.Area{{Seat: 0, Title: "Your hand", Active: true,
			Figures: []games.Figure{{Icon: games.Cards, Value: "7"}},
			Zones: []games.Zone{
				{Layout: games.Row, Cards: hand},
				{Name: "Blind", Layout: games.Pile, Count: 4, Cards: []games.Card{{Back: true}}},
			}}},
	})
}

func TestGoldenStandardTable(t *testing.T) {
	t.Parallel()
	std := func(n string, by int) games.Card {
		c := games.StandardCard(n, "")
		if by >= 0 {
			c.Marks = []games.Mark{{Seat: by}}
		}
		return c
	}
	sc := games.Scene{Title: "Bitch · 8 players", Caption: games.Seat(6) + " to play.",
		Areas: []games.Area{{Seat: -1, Title: "Table", Status: "burned: 12", Zones: []games.Zone{
			{Name: "Stack · 9", Layout: games.Stack, Cards: []games.Card{std("3♦", -1), std("5♣", -1), std("9♥", -1), std("9♠", -1)},
				Note: "To beat: 9: play 9 or lower (2, low ace), no 10."},
			{Name: "Deck", Layout: games.Pile, Count: 31, Cards: []games.Card{{Back: true}}},
			{Name: "Meld 1 · run 4♦–7♦", Layout: games.Fan, Cards: []games.Card{std("4♦", 0), std("5♦", 1), std("6♦", 0), std("7♦", 1)}},
		}}},
	}
	for seat := range 8 {
		a := games.Area{Seat: seat, Active: seat == 6, Figures: []games.Figure{{Icon: games.Cards, Value: strconv.Itoa(seat + 2)}}}
		if seat == 1 {
			a.Status = "out 1st"
		}
		a.Zones = []games.Zone{
			{Name: "Naked", Layout: games.Fan, Cards: []games.Card{std("7♥", -1), std("7♠", -1)}},
			{Layout: games.Fan},
			{Name: "Blind", Layout: games.Pile, Count: seat % 5, Cards: backIf(seat%5 > 0)},
		}
		sc.Areas = append(sc.Areas, a)
	}
	golden(t, "standard-table", sc)
}

func backIf(b bool) []games.Card {
	if !b {
		return nil
	}
	return []games.Card{{Back: true}}
}

func TestGoldenTwoSidedCardsHand(t *testing.T) {
	t.Parallel()
	star := games.Card{Colour: "#9933cc", Band: "★★", Title: "Binary Star", Centre: "★★",
		Top: "Fight 3", Bottom: "Draw 3", Label: "Binary Star"}
	special := games.Card{Colour: "#3366cc", Band: "★", Title: "Dark Nebula", Centre: "★",
		Top: "Fight 4", Bottom: "Draw 2", Label: "Dark Nebula", Lit: true,
		Rules: []games.Rule{{Text: "Fight 4; against a draw card, also collect that draw card."}}}
	golden(t, "two-sided-hand", games.Scene{
		Title: "Your hand · 2 of 7 cards", Caption: "You chose Fight 4 · Dark Nebula ★.",
		Areas: []games.Area{{Seat: 1, Title: "Your hand",
			Figures: []games.Figure{{Icon: games.Star, Value: "5"}},
			Zones:   []games.Zone{{Layout: games.Row, Cards: []games.Card{star, special}}}}},
	})
}

func TestGoldenAbilityCardsHand(t *testing.T) {
	t.Parallel()
	crow := games.Card{Colour: "#333333", Band: "Bird", Title: "Crow", Label: "Crow ×2", Rules: []games.Rule{
		{Cost: "1", Text: "Your opponent discards a random card to the Forest."},
		{Cost: "3", Text: "Move a bird from your opponent's nest to Heaven."},
		{Text: "When you play Crows: look at your opponent's hand."},
	}}
	creature := games.Card{Colour: "#336633", Band: "Wildroot · creature", Title: "Grove Mother", Label: "Grove Mother",
		Badges: []games.Badge{{Icon: games.Power, Value: "3"}, {Icon: games.Armor, Value: "1"}, {Icon: games.Amber, Value: "+1"}},
		Rules:  []games.Rule{{Text: "Elusive. Each neighbor of this creature gets +2 power."}}}
	golden(t, "ability-hand", games.Scene{
		Title: "Your hand", Caption: "Turn 14: " + games.Seat(0) + "'s main phase.",
		Areas: []games.Area{{Seat: 0, Title: "Your hand", Active: true,
			Figures: []games.Figure{{Icon: games.Key, Value: "1/3"}, {Icon: games.Amber, Value: "4"}, {Icon: games.Chain, Value: "2"}},
			Zones:   []games.Zone{{Layout: games.Row, Cards: []games.Card{crow, creature}}}}},
	})
}

func TestGoldenBattleline(t *testing.T) {
	t.Parallel()
	unit := func(title string, power string, marks []games.Mark) games.Card {
		return games.Card{Colour: "#cc3300", Band: "Emberforge", Title: title, Top: "taunt",
			Badges: []games.Badge{{Icon: games.Power, Value: power}, {Icon: games.Armor, Value: "2"}}, Marks: marks}
	}
	hurt := unit("Brawl Drummer", "5", []games.Mark{{Icon: games.Damage, Value: "2", Seat: -1}, {Icon: games.Amber, Value: "3", Seat: -1}})
	hurt.Badges = append(hurt.Badges, games.Badge{Icon: games.Health, Value: "3"})
	tired := unit("Pack Leader", "4", []games.Mark{{Icon: games.Stun, Seat: -1}})
	tired.Turned = true
	upgraded := unit("Dewdrop Sprite", "1", nil)
	upgraded.Attached = []games.Card{{Colour: "#336633", Title: "Bark Skin"}}
	art := games.Card{Colour: "#cc9900", Band: "Dawnguard", Title: "Sun Reliquary", Marks: []games.Mark{{Icon: games.Amber, Value: "1", Seat: -1}}}
	golden(t, "battleline", games.Scene{
		Title: "KeyForge", Caption: "Check! " + games.Seat(0) + " can forge a key next turn.",
		Areas: []games.Area{
			{Seat: 0, Active: true, Status: "Check!", Figures: []games.Figure{{Icon: games.Key, Value: "2/3"}, {Icon: games.Amber, Value: "6"}, {Label: "key costs", Value: "6"}},
				Zones: []games.Zone{{Name: "Battleline", Layout: games.Row, Cards: []games.Card{hurt, tired, upgraded}},
					{Name: "Artifacts", Layout: games.Row, Cards: []games.Card{art}},
					{Name: "Discard", Layout: games.Pile, Count: 7, Cards: []games.Card{art}}}},
			{Seat: 1, Figures: []games.Figure{{Icon: games.Key, Value: "0/3"}, {Icon: games.Amber, Value: "2"}},
				Zones: []games.Zone{{Name: "Battleline", Layout: games.Row}}},
		},
	})
}

func TestGoldenRace(t *testing.T) {
	t.Parallel()
	golden(t, "race", games.Scene{
		Title: "Rummy · round 6 · to 500", Caption: "Round 6 is over: " + games.Seat(1) + " went out.",
		Chart: &games.Chart{Title: "Match · first to 500", Target: 500, Note: games.Seat(1) + " leads by 115.",
			Series: []games.Series{{Seat: 0, Totals: []int{60, 130, 250, 310, 475}}, {Seat: 1, Totals: []int{-15, 180, 260, 420, 590}}}},
		Notes: []string{"**Match over** (a total reached 500)."},
	})
}
