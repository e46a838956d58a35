package draw

import (
	"bytes"
	"fmt"
	"image/png"
	"testing"
)

func standingsOf(n int) Standings {
	s := Standings{Title: "Friday Swiss · Star Collector", Note: "After round 2 of 3", Columns: []string{"#", "Player", "Pts", "Bh", "SB"}}
	for i := range n {
		s.Rows = append(s.Rows, []string{fmt.Sprint(i + 1), fmt.Sprintf("Player number %d with a long display name", i), "2", "4", "8"})
		s.Struck = append(s.Struck, i == 1)
	}
	return s
}

func TestTheStandingsPictureGrowsWithItsRowsUpToItsBound(t *testing.T) {
	height := func(n int) int {
		data, err := StandingsPNG(standingsOf(n))
		if err != nil {
			t.Fatal(err)
		}
		if len(data) > MaxBytes {
			t.Fatalf("%d rows weigh %d bytes", n, len(data))
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if img.Bounds().Dx() != Width {
			t.Fatalf("width %d", img.Bounds().Dx())
		}
		return img.Bounds().Dy()
	}
	h1, h9, h32, h200 := height(1), height(9), height(standingsRows), height(200)
	if !(h1 < h9 && h9 < h32) {
		t.Fatalf("heights 1: %d, 9: %d, %d: %d", h1, h9, standingsRows, h32)
	}
	if h200 > h32+40 {
		t.Fatalf("200 rows draw %d px high, %d rows %d: the picture shows at most %d", h200, standingsRows, h32, standingsRows)
	}
}
