package draw

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
)

func altNames(seat int) string { return []string{"ann", "bob"}[seat] }

func TestThePictureInWordsSaysWhoseTurnItIsAndWhatLiesWhere(t *testing.T) {
	t.Parallel()
	sc := games.Scene{
		Title:   "Rummy · round 1",
		Caption: games.Seat(1) + " to draw.",
		Areas: []games.Area{
			{Seat: 0, Figures: []games.Figure{{Label: "total", Value: "40"}}, Zones: []games.Zone{{Name: "Hand", Layout: games.Pile, Cards: []games.Card{{Back: true}}, Count: 7}}},
			{Seat: 1, Active: true, Zones: []games.Zone{{Name: "Hand", Layout: games.Pile, Cards: []games.Card{{Back: true}}, Count: 6}}},
			{Seat: -1, Zones: []games.Zone{
				{Name: "Discard pile", Layout: games.Pile, Cards: []games.Card{games.StandardCard("6♣", "")}, Count: 3},
				{Name: "Meld", Layout: games.Fan, Cards: []games.Card{
					{Rank: "7", Suit: games.Clubs, Marks: []games.Mark{{Seat: 1}}}, {Rank: "7", Suit: games.Hearts}, {Suit: games.Joker},
				}},
			}},
		},
		Notes: []string{"**" + games.Seat(0) + "** took 6♣."},
	}
	assert.Equal(t, "Rummy · round 1. bob to draw. ann: total 40; Hand: 7 face-down cards. bob, to move: Hand: 6 face-down cards. "+
		"The table: Discard pile: 3 cards, 6♣ on top; Meld: 7♣ (bob's), 7♥, Joker. ann took 6♣.", AltText(sc, altNames, 1024))
}

func TestThePictureInWordsStopsAtAWholePartWithinItsLimit(t *testing.T) {
	t.Parallel()
	var areas []games.Area
	for range 40 {
		areas = append(areas, games.Area{Seat: -1, Zones: []games.Zone{{Name: "Row", Cards: []games.Card{{Title: "Wildroot Sentinel", Turned: true}}}}})
	}
	alt := AltText(games.Scene{Title: "KeyForge", Areas: areas}, altNames, 200)
	assert.LessOrEqual(t, utf8.RuneCountInString(alt), 200, "within the limit")
	assert.True(t, strings.HasSuffix(alt, " …"), "says that more was left out: %q", alt)
	assert.Contains(t, alt, "Wildroot Sentinel (exhausted).", "parts are whole")
}

func TestThePictureInWordsSaysRepeatsAndAMeldsLayerOnce(t *testing.T) {
	t.Parallel()
	laid := []games.Mark{{Seat: 0}}
	sc := games.Scene{Areas: []games.Area{{Seat: -1, Zones: []games.Zone{
		{Name: "Crow ×3", Cards: []games.Card{{Title: "Crow"}, {Title: "Crow"}, {Title: "Crow"}}},
		{Name: "Set of Ks", Layout: games.Fan, Cards: []games.Card{{Rank: "K", Suit: games.Clubs, Marks: laid}, {Rank: "K", Suit: games.Hearts, Marks: laid}}},
	}}}}
	assert.Equal(t, "The table: Crow ×3; Set of Ks: K♣, K♥, laid by ann.", AltText(sc, altNames, 1024),
		"a zone named for its cards is not said twice, and one player's meld names them once")
}

func TestThePictureInWordsNamesACardOnceWhenItsLabelRepeatsItsFace(t *testing.T) {
	t.Parallel()
	sc := games.Scene{Areas: []games.Area{{Seat: 0, Zones: []games.Zone{{Name: "Hand", Layout: games.Fan, Cards: []games.Card{
		{Rank: "3", Suit: games.Clubs, Label: "3♣"}, {Title: "Eclipse", Label: "Eclipse"}, {Rank: "9", Suit: games.Hearts, Label: "as 9"},
	}}}}}}
	alt := AltText(sc, altNames, 1024)
	assert.Contains(t, alt, "Hand: 3♣, Eclipse, 9♥ (as 9)", "a label that repeats the face says nothing more; one that adds something stays")
}
