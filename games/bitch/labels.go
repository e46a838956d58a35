package bitch

import (
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// The texts of the turn prompts are built once here: a random game asks
// thousands of prompts, and building their labels afresh each time was
// most of its cost.
const (
	maxNaturals = 4 * maxDecks      // natural cards of one rank, at most
	maxJokers   = jokers * maxDecks // jokers, at most
	maxCards    = maxDecks * (52 + jokers)
	maxSevens   = maxNaturals + maxJokers
)

var (
	// oneCard[v][card]: "Play 7♥", "Play A♠ high".
	oneCard [aceHigh + 1][64]string
	// oneJoker[v]: "Play the Joker as 7".
	oneJoker [aceHigh + 1]string
	// manyJokers[v]: "Play Jokers as 7…"; manyOf[v]: "Play 7s…"; both
	// lead to the count.
	manyJokers, manyOf [aceHigh + 1]string
	// countTexts[v][jokers]: the question of the count step, without
	// and with jokers to join.
	countTexts [aceHigh + 1][2]string
	// haveDetail[n][j]: "You have 2 + 1 Joker; choose how many next".
	haveDetail [maxNaturals + 1][maxJokers + 1]string
	// countIDs[n][j]: "n2j1"; countLabels[v][n][j]: "Play 7 ×2 + Joker ×1".
	countIDs    [maxNaturals + 1][maxJokers + 1]string
	countLabels [aceHigh + 1][maxNaturals + 1][maxJokers + 1]string
	// cardCounts[n]: "1 card", "12 cards".
	cardCounts [maxCards + 1]string
	// pickUp[n]: "Pick up the stack (n)"; drawN[n]: "Draw n"; deckHas[n].
	pickUp  [maxCards + 1]string
	drawN   [2*maxSevens + 1]string
	deckHas [maxCards + 1]string
	// faceTexts and turnTexts by faceIndex.
	faceTexts, turnTexts, nakedTexts [faceSlots]string
	// pilePromptIDs[k], pileTexts[k]: the question of naked pile k+1;
	// pileCountIDs[k], pileCountTexts[k]: how many, once a value is chosen.
	pilePromptIDs, pileTexts, pileCountIDs, pileCountTexts [blindCards]string
	// pileValueIDs[r], pileValueLabels[r]: choose rank r (0: jokers alone)
	// for a naked pile: "7", "Lay 7s…"; pileHaveDetail[n][j]: "You have
	// 2 + 1 Joker; choose how many next".
	pileValueIDs, pileValueLabels [cards.King + 1]string
	pileHaveDetail                [dealCards + 1][dealCards + 1]string
	// blindIDs[i], blindLabels[i]: turn up blind card i+1.
	blindIDs, blindLabels [blindCards]string
	// bluffTexts[seat][n]: the Call bluff question about seat's pass
	// with n cards left in the deck (n up to wrongDraw: more reads the
	// same), each saying what a call will really draw.
	bluffTexts [maxSeats][wrongDraw + 1]string
	// seatRefs[seat] is games.Seat(seat); seatIDs[seat] the dealer's
	// option naming it: "seat2".
	seatRefs, seatIDs [maxSeats]string
	// takeIDs[c]: "take7H", the pickup that also takes naked card c.
	takeIDs [64]string
	// declareLabels[c][v]: "Play Joker as 7", a turned blind card declared.
	declareLabels [64][aceHigh + 1]string
	// blindTexts by faceIndex: the question of a blind card turn.
	blindTexts [faceSlots]string
	// cardNames[c] is c.String().
	cardNames [64]string
	// pileIDs, pileLabels [rank][naturals][jokers]: "7x2j1", "7 ×2 + Joker ×1";
	// rank 0 is a pile of jokers alone.
	pileIDs, pileLabels [cards.King + 1][dealCards + 1][dealCards + 1]string
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
	initValueLabels()
	initCountLabels()
	initFaceTexts()
	initPileAndBlindTexts()
	initCardLabels()
	initLayLabels()
}

// initValueLabels builds the labels of a value: playing one card or many, and how many.
func initValueLabels() {
	for _, v := range playValues {
		for c := cards.Card(0); c < 64; c++ {
			if c.Valid() && !c.IsJoker() && c.Rank() == v.rank() {
				oneCard[v][c] = "Play " + c.String() + valueSuffix(v)
			}
		}
		oneJoker[v] = "Play the Joker as " + v.String()
		manyJokers[v] = "Play Jokers as " + v.String() + "…"
		manyOf[v] = "Play " + v.plural() + "…"
		countTexts[v][0] = "How many " + v.plural() + "?"
		countTexts[v][1] = "How many " + v.plural() + "? Jokers may join, as " + v.String() + "."
		for n := 0; n <= maxNaturals; n++ {
			for j := 0; j <= maxJokers; j++ {
				countLabels[v][n][j] = countLabel(v, n, j)
			}
		}
	}
}

// initCountLabels builds counts: the count step's ids and details, card counts, pick-ups and draws.
func initCountLabels() {
	for n := 0; n <= maxNaturals; n++ {
		for j := 0; j <= maxJokers; j++ {
			countIDs[n][j] = "n" + strconv.Itoa(n) + "j" + strconv.Itoa(j)
			if n == 0 {
				haveDetail[n][j] = "You have " + games.Count(j, "Joker", "Jokers") + "; choose how many next"
			} else {
				haveDetail[n][j] = "You have " + have(n, j) + "; choose how many next"
			}
		}
	}
	for n := range cardCounts {
		cardCounts[n] = games.Count(n, "card", "cards")
	}
	for n := range pickUp {
		pickUp[n] = "Pick up the stack (" + strconv.Itoa(n) + ")"
		deckHas[n] = "The deck has " + games.Count(n, "card", "cards") + "; anyone may call your bluff"
	}
	for n := range drawN {
		drawN[n] = "Draw " + strconv.Itoa(n)
	}
}

// initFaceTexts builds what lies on top, and the turn questions that name it.
func initFaceTexts() {
	faces := []face{{Kind: faceFree}, {Kind: faceNine, V: 9}, {Kind: faceHighAce, V: aceHigh}}
	for v := value(2); v <= king; v++ {
		faces = append(faces, face{Kind: faceValue, V: v})
	}
	for n := 1; n <= maxSevens; n++ {
		faces = append(faces, face{Kind: faceSevens, V: 7, Sevens: n})
	}
	for _, f := range faces {
		i := faceIndex(f)
		faceTexts[i] = f.describe()
		// The question first: a select shows its first sentence. The
		// hand says whose move it is; the picture, what is left to play.
		onTop := " On top: " + f.describe() + "."
		turnTexts[i] = "Pick a value to play" + passHint(f) + "." + onTop
		nakedTexts[i] = "Your hand is empty: play naked cards. Pick a value" + passHint(f) + "." + onTop
		blindTexts[i] = "Turn up a blind card: it plays if legal, else it goes to your hand with the stack." + onTop
	}
}

// initPileAndBlindTexts builds the naked piles' and blind cards' questions, and seat references.
func initPileAndBlindTexts() {
	for k := range pilePromptIDs {
		pilePromptIDs[k] = "pile" + strconv.Itoa(k+1)
		pileTexts[k] = "Naked pile " + strconv.Itoa(k+1) + " of 4: pick a value to lay face up on a blind card. A Joker may join a pile as that value. Once your 4 piles are down, your hand is filled up to 5 cards from the deck."
		pileCountIDs[k] = "pile" + strconv.Itoa(k+1) + ".n"
		pileCountTexts[k] = "Naked pile " + strconv.Itoa(k+1) + " of 4: how many cards?"
	}
	for i := range blindIDs {
		blindIDs[i] = "blind" + strconv.Itoa(i+1)
		blindLabels[i] = "Turn up blind card " + strconv.Itoa(i+1)
	}
	for seat := range seatRefs {
		seatRefs[seat] = games.Seat(seat)
		seatIDs[seat] = "seat" + strconv.Itoa(seat)
	}
}

// initCardLabels builds each card's name, its take id and its declared plays.
func initCardLabels() {
	for c := cards.Card(0); c < 64; c++ {
		if !c.Valid() {
			continue
		}
		cardNames[c] = c.String()
		takeIDs[c] = "take" + c.Code()
		for _, v := range playValues {
			if c.IsJoker() || c.Rank() == v.rank() {
				declareLabels[c][v] = "Play " + c.String() + " as " + v.String()
			}
		}
	}
	for n := 0; n <= dealCards; n++ {
		for j := 0; j <= dealCards; j++ {
			pileHaveDetail[n][j] = haveDetail[min(n, maxNaturals)][min(j, maxJokers)]
		}
	}
}

// initLayLabels builds laying naked piles, and the Call bluff question per seat and deck.
func initLayLabels() {
	for r := cards.Rank(0); r <= cards.King; r++ {
		name := r.String()
		if r == 0 {
			name = "W"
			pileValueLabels[r] = "Lay Jokers…"
		} else {
			pileValueLabels[r] = "Lay " + name + "s…"
		}
		pileValueIDs[r] = name
		for n := 0; n <= dealCards; n++ {
			for j := 0; j <= dealCards; j++ {
				pileIDs[r][n][j] = pileID(name, n, j)
				pileLabels[r][n][j] = cardsLabel(name, n, j)
			}
		}
	}
	for seat := range bluffTexts {
		for n := range bluffTexts[seat] {
			bluffTexts[seat][n] = bluffText(seat, n)
		}
	}
}

// bluffText is the Call bluff question about seat's pass with deck cards
// left: what a right and a wrong call do, as the deck can pay them.
func bluffText(seat, deck int) string {
	q := games.Seat(seat) + " passed instead of playing. Call the bluff? "
	if deck == 0 {
		return q + "The deck is empty, so nobody draws: right, nothing happens; wrong, your hand is shown to everyone."
	}
	return q + "Right: they " + drawWords(bluffDraw, deck) + ". Wrong: your hand is shown and you " + drawWords(wrongDraw, deck) + "."
}

// drawWords says what a draw of n takes from a deck of deck cards:
// "draw 4", or "draw the deck's last 3" when it holds fewer.
func drawWords(n, deck int) string {
	switch {
	case deck >= n:
		return "draw " + strconv.Itoa(n)
	case deck == 1:
		return "draw the deck's last card"
	}
	return "draw the deck's last " + strconv.Itoa(deck)
}

func passHint(f face) string {
	switch {
	case f.Kind == faceSevens:
		return ", or draw"
	case f.restricts():
		return ", or pick up the stack"
	}
	return ""
}

// pileID is a naked pile option id: "7x2j1", "Wx0j2" (jokers alone).
func pileID(r string, n, j int) string {
	return r + "x" + strconv.Itoa(n) + "j" + strconv.Itoa(j)
}

// cardsLabel says n natural cards of one value and j jokers together:
// "7 ×2 + Joker ×1", "7 ×2", "Joker ×2".
func cardsLabel(name string, n, j int) string {
	var sb strings.Builder
	if n > 0 {
		sb.WriteString(name)
		sb.WriteString(" ×")
		sb.WriteString(strconv.Itoa(n))
		if j > 0 {
			sb.WriteString(" + ")
		}
	}
	if j > 0 {
		sb.WriteString("Joker ×")
		sb.WriteString(strconv.Itoa(j))
	}
	return sb.String()
}

// countLabel is an option of the count step: "Play 7 ×2", "Play 7 ×2 +
// Joker ×1", "Play Joker ×2 as 7".
func countLabel(v value, n, j int) string {
	l := "Play " + cardsLabel(v.String(), n, j)
	if n == 0 {
		l += " as " + v.String()
	}
	return l
}

// valueSuffix adds an ace's declaration to a one-card label.
func valueSuffix(v value) string {
	switch v {
	case aceLow:
		return " low"
	case aceHigh:
		return " high"
	}
	return ""
}

// have says what a player holds of a value: "2", "2 + 1 Joker".
func have(n, jokers int) string {
	s := strconv.Itoa(n)
	if jokers > 0 {
		s += " + " + games.Count(jokers, "Joker", "Jokers")
	}
	return s
}
