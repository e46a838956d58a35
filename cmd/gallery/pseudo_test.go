package main

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// TestNoTextOfAnyPictureRunsPastItsBoxInTheLongestLanguage draws every
// game's board and hands in the pseudo language, which runs 40% longer
// than English (longer than German or Portuguese), with seat names as
// long as Discord allows: every string a picture writes lies within its
// card, tab or panel, wrapped or cut by rule (with "…"), never drawn
// past it. A game whose words are not yet in catalogs has its scene's
// words lengthened here as the pseudo language lengthens them.
func TestNoTextOfAnyPictureRunsPastItsBoxInTheLongestLanguage(t *testing.T) {
	t.Parallel()
	pseudo := lang.Get(lang.Pseudo)
	for _, g := range games.All() {
		info := g.Info()
		for _, seats := range seatCounts(info) {
			cfg := games.Config{Seats: seats, Seed: 5}
			t.Run(fmt.Sprintf("%s-%dp", info.Slug, seats), func(t *testing.T) {
				t.Parallel()
				log, err := play(g, cfg, 1500)
				if err != nil {
					t.Fatal(err)
				}
				busy, err := busiest(g, cfg, log)
				if err != nil {
					t.Fatal(err)
				}
				bad := 0
				for _, at := range []int{0, len(log) / 2, len(log), busy} {
					st, err := games.Replay(g, cfg, log[:at])
					if err != nil {
						t.Fatal(err)
					}
					said := games.In(st, pseudo)
					_, spoken := st.(games.Speaker)
					for seat := -1; seat < cfg.Seats; seat++ {
						sc, where := said.(games.Scener).Scene(seat), "board"
						if seat >= 0 {
							sc, where = sc.CardsOnly(), "hand "+strconv.Itoa(seat+1)
						}
						if !spoken {
							sc = lengthened(sc)
						}
						for _, tx := range draw.TextsIn(pseudo, sc, longName) {
							if !tx.Left && !tx.At.In(tx.Room) {
								if bad++; bad <= 12 {
									t.Errorf("step %d, %s: %q is drawn at %v, past its box %v", at, where, tx.S, tx.At, tx.Room)
								}
							}
						}
					}
				}
				if bad > 12 {
					t.Errorf("and %d more", bad-12)
				}
			})
		}
	}
}

// longName is a seat's name as long as Discord lets a display name be
// (32 characters), CPU level and all.
func longName(seat int) string {
	return "Ŵííļļéḿíñá Ŕöšéñƀéŕğ-Ķáţţéŕ " + strconv.Itoa(seat+1) + " · Ñöŕḿáļ"
}

// lengthened is sc with its words as the pseudo language says them:
// each 40% longer.
func lengthened(sc games.Scene) games.Scene {
	sc.Title, sc.Caption = longer(sc.Title), longer(sc.Caption)
	sc.Notes = longers(sc.Notes)
	if sc.Chart != nil {
		ch := *sc.Chart
		ch.Title, ch.Note = longer(ch.Title), longer(ch.Note)
		sc.Chart = &ch
	}
	areas := make([]games.Area, len(sc.Areas))
	for i, a := range sc.Areas {
		a.Title, a.Status = longer(a.Title), longer(a.Status)
		figures := make([]games.Figure, len(a.Figures))
		for k, f := range a.Figures {
			f.Label = longer(f.Label)
			figures[k] = f
		}
		a.Figures = figures
		zones := make([]games.Zone, len(a.Zones))
		for k, z := range a.Zones {
			z.Name, z.Note = longer(z.Name), longer(z.Note)
			z.Cards = longerCards(z.Cards)
			zones[k] = z
		}
		a.Zones = zones
		areas[i] = a
	}
	sc.Areas = areas
	return sc
}

func longerCards(cards []games.Card) []games.Card {
	out := make([]games.Card, len(cards))
	for i, c := range cards {
		c.Title, c.Label, c.Band = longer(c.Title), longer(c.Label), longer(c.Band)
		rules := make([]games.Rule, len(c.Rules))
		for k, r := range c.Rules {
			r.Text = longer(r.Text)
			rules[k] = r
		}
		c.Rules = rules
		c.Attached = longerCards(c.Attached)
		out[i] = c
	}
	return out
}

func longers(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = longer(s)
	}
	return out
}

// longer pads s by 40% of its length, as the pseudo language does.
func longer(s string) string {
	if strings.TrimSpace(s) == "" {
		return s
	}
	pad := (utf8.RuneCountInString(s)*2 + 4) / 5
	return s + " " + strings.Repeat("·", max(pad-1, 1))
}
