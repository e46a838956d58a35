package bitch

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// The ids of the turn prompts' options are built once here, as their
// words are in words.go: a random game asks thousands of prompts.
const (
	maxNaturals = 4 * maxDecks      // natural cards of one rank, at most
	maxJokers   = jokers * maxDecks // jokers, at most
	maxCards    = maxDecks * (52 + jokers)
	maxSevens   = maxNaturals + maxJokers
)

var (
	// countIDs[n][j]: "n2j1", the count step's options.
	countIDs [maxNaturals + 1][maxJokers + 1]string
	// cardCounts[n]: "1 card", "12 cards", for the events' English.
	cardCounts [maxCards + 1]string
	// pilePromptIDs[k], pileCountIDs[k]: the questions of naked pile k+1.
	pilePromptIDs, pileCountIDs [blindCards]string
	// pileValueIDs[r]: choose rank r (0: jokers alone) for a naked pile.
	pileValueIDs [cards.King + 1]string
	// blindIDs[i]: turn up blind card i+1.
	blindIDs [blindCards]string
	// seatRefs[seat] is games.Seat(seat); seatIDs[seat] the dealer's
	// option naming it: "seat2".
	seatRefs, seatIDs [maxSeats]string
	// takeIDs[c]: "take7H", the pickup that also takes naked card c.
	takeIDs [64]string
	// cardNames[c] is c.String(): the code's name of a card, which the
	// pictures read and the events' English says.
	cardNames [64]string
	// pileIDs[rank][naturals][jokers]: "7x2j1"; rank 0 is a pile of
	// jokers alone.
	pileIDs [cards.King + 1][dealCards + 1][dealCards + 1]string
)

// seatRef is games.Seat(seat), without building the string each time.
func seatRef(seat int) string { return seatRefs[seat] }

// faceIndex numbers faces for the text tables: free, nine, high ace, a
// value V, or n sevens.
const faceSlots = 20 + maxSevens + 1

func faceIndex(f face) int {
	switch f.Kind {
	case faceFree:
		return 0
	case faceNine:
		return 1
	case faceHighAce:
		return 2
	case faceSevens:
		return 20 + min(f.Sevens, maxSevens)
	}
	return 3 + int(f.V)
}

func init() {
	for n := 0; n <= maxNaturals; n++ {
		for j := 0; j <= maxJokers; j++ {
			countIDs[n][j] = "n" + strconv.Itoa(n) + "j" + strconv.Itoa(j)
		}
	}
	for n := range cardCounts {
		cardCounts[n] = games.Count(n, "card", "cards")
	}
	for k := range pilePromptIDs {
		pilePromptIDs[k] = "pile" + strconv.Itoa(k+1)
		pileCountIDs[k] = "pile" + strconv.Itoa(k+1) + ".n"
	}
	for i := range blindIDs {
		blindIDs[i] = "blind" + strconv.Itoa(i+1)
	}
	for seat := range seatRefs {
		seatRefs[seat] = games.Seat(seat)
		seatIDs[seat] = "seat" + strconv.Itoa(seat)
	}
	for c := cards.Card(0); c < 64; c++ {
		if c.Valid() {
			cardNames[c] = c.String()
			takeIDs[c] = "take" + c.Code()
		}
	}
	for r := cards.Rank(0); r <= cards.King; r++ {
		name := r.String()
		if r == 0 {
			name = "W"
		}
		pileValueIDs[r] = name
		for n := 0; n <= dealCards; n++ {
			for j := 0; j <= dealCards; j++ {
				pileIDs[r][n][j] = pileID(name, n, j)
			}
		}
	}
}

// pileID is a naked pile option id: "7x2j1", "Wx0j2" (jokers alone).
func pileID(r string, n, j int) string {
	return r + "x" + strconv.Itoa(n) + "j" + strconv.Itoa(j)
}
