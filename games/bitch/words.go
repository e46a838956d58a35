package bitch

import (
	"sync"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
	"github.com/deckhand/deckhand/games/lang"
)

// english is what a state says when nobody asked for another language.
var english games.Lang = lang.Get(lang.English)

// words are the texts of one language that prompts and views use over
// and over, said once from the catalog: a random game asks thousands of
// prompts, and saying their labels afresh each time would be most of its
// cost. Each language's are made on first use and kept.
type words struct {
	l games.Lang

	// cardNames[c]: "7♥", "Joker" as the language names it.
	cardNames [64]string
	// values[v]: "7", "A high"; plurals[v]: "7s", "aces (high)".
	values, plurals [aceHigh + 1]string
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
	// countLabels[v][n][j]: "Play 7 ×2 + Joker ×1".
	countLabels [aceHigh + 1][maxNaturals + 1][maxJokers + 1]string
	// pickUp[n]: "Pick up the stack (n)"; drawN[n]: "Draw n"; deckHas[n].
	pickUp  [maxCards + 1]string
	drawN   [2*maxSevens + 1]string
	deckHas [maxCards + 1]string
	// By faceIndex: what the top asks for, "On top: …", and the turn
	// questions that name it.
	faceTexts, onTop, turnTexts, nakedTexts, blindTexts [faceSlots]string
	// pileTexts[k], pileCountTexts[k]: the questions of naked pile k+1.
	pileTexts, pileCountTexts [blindCards]string
	// pileValueLabels[r]: "Lay 7s…" (0: jokers alone); pileHaveDetail[n][j].
	pileValueLabels [cards.King + 1]string
	pileHaveDetail  [dealCards + 1][dealCards + 1]string
	// pileLabels[rank][naturals][jokers]: "7 ×2 + Joker ×1".
	pileLabels [cards.King + 1][dealCards + 1][dealCards + 1]string
	// blindLabels[i]: turn up blind card i+1.
	blindLabels [blindCards]string
	// bluffTexts[seat][n]: the Call bluff question about seat's pass
	// with n cards left in the deck (n up to wrongDraw: more reads the
	// same), each saying what a call will really draw.
	bluffTexts [maxSeats][wrongDraw + 1]string
	// declareLabels[c][v]: "Play Joker as 7", a turned blind card declared.
	declareLabels [64][aceHigh + 1]string
	// ordinals[n]: "1st"; decks[n]: "2 decks".
	ordinals [maxSeats + 1]string
	decks    [maxDecks + 1]string

	first, back, call, passDetail, passEmpty, drawEmpty, takeDetail string
}

var (
	wordsMu    sync.Mutex
	wordsByTag = map[string]*words{}
)

// wordsOf returns the words of l, made on first use.
func wordsOf(l games.Lang) *words {
	wordsMu.Lock()
	defer wordsMu.Unlock()
	w, ok := wordsByTag[l.Tag()]
	if !ok {
		w = newWords(l)
		wordsByTag[l.Tag()] = w
	}
	return w
}

// enWords are the English words, which the Go code's own English (the
// events' Text, a decode error) shares.
var enWords = sync.OnceValue(func() *words { return wordsOf(english) })

// say says id with its arguments in w's language.
func (w *words) say(id string, pairs ...any) string { return w.l.Say(games.Say(id, pairs...)) }

func newWords(l games.Lang) *words {
	w := &words{l: l}
	for c := cards.Card(0); c < 64; c++ {
		switch {
		case c.IsJoker():
			w.cardNames[c] = l.Say(cardText(c))
		case c.Valid():
			w.cardNames[c] = cardNames[c]
		}
	}
	for _, v := range playValues {
		w.values[v] = sayArg(l, valueArg(v))
		w.plurals[v] = l.Say(pluralText(v))
	}
	for n := range w.ordinals {
		w.ordinals[n] = l.Say(ordinalText(n))
	}
	for n := range w.decks {
		w.decks[n] = l.Say(decksText(n))
	}
	w.valueLabels()
	w.countLabelsOf()
	w.faceTextsOf()
	w.pileAndBlindTexts()
	w.layLabels()
	w.first = w.say("bitch.first.ask")
	w.back = w.say("bitch.back")
	w.call = w.say("bitch.bluff.call")
	w.passDetail = w.say("bitch.pass.detail")
	w.passEmpty = w.say("bitch.pass.emptyDetail")
	w.drawEmpty = w.say("bitch.pass.emptyDraw")
	w.takeDetail = w.say("bitch.pass.takeDetail")
	return w
}

// valueLabels are the labels of a value: playing one card or many.
func (w *words) valueLabels() {
	for _, v := range playValues {
		for c := cards.Card(0); c < 64; c++ {
			if c.Valid() && !c.IsJoker() && c.Rank() == v.rank() {
				id := "bitch.play.card"
				switch v {
				case aceLow:
					id = "bitch.play.cardLow"
				case aceHigh:
					id = "bitch.play.cardHigh"
				}
				w.oneCard[v][c] = w.say(id, "Card", w.cardNames[c])
			}
			if c.Valid() && (c.IsJoker() || c.Rank() == v.rank()) {
				w.declareLabels[c][v] = w.say("bitch.play.as", "Cards", w.cardNames[c], "Value", w.values[v])
			}
		}
		w.oneJoker[v] = w.say("bitch.play.joker", "Value", w.values[v])
		w.manyJokers[v] = w.say("bitch.play.jokers", "Value", w.values[v])
		w.manyOf[v] = w.say("bitch.play.values", "Values", w.plurals[v])
		w.countTexts[v][0] = w.say("bitch.count.ask", "Values", w.plurals[v])
		w.countTexts[v][1] = w.say("bitch.count.askJokers", "Values", w.plurals[v], "Value", w.values[v])
		for n := 0; n <= maxNaturals; n++ {
			for j := 0; j <= maxJokers; j++ {
				if n+j > 0 {
					w.countLabels[v][n][j] = w.l.Say(countText(v, n, j))
				}
			}
		}
	}
}

// countLabelsOf are the count step's details, pick-ups and draws.
func (w *words) countLabelsOf() {
	for n := 0; n <= maxNaturals; n++ {
		for j := 0; j <= maxJokers; j++ {
			w.haveDetail[n][j] = w.l.Say(haveText(n, j))
		}
	}
	for n := range w.pickUp {
		w.pickUp[n] = w.say("bitch.pass.pickUp", "N", n)
		w.deckHas[n] = w.say("bitch.pass.deck", "Count", n)
	}
	for n := range w.drawN {
		w.drawN[n] = w.say("bitch.pass.draw", "N", n)
	}
}

// faceTextsOf are what lies on top, and the turn questions that name it.
func (w *words) faceTextsOf() {
	faces := []face{{Kind: faceFree}, {Kind: faceNine, V: 9}, {Kind: faceHighAce, V: aceHigh}}
	for v := value(2); v <= king; v++ {
		faces = append(faces, face{Kind: faceValue, V: v})
	}
	for n := 1; n <= maxSevens; n++ {
		faces = append(faces, face{Kind: faceSevens, V: 7, Sevens: n})
	}
	blind := w.say("bitch.turn.blind")
	for _, f := range faces {
		i := faceIndex(f)
		w.faceTexts[i] = w.l.Say(faceText(f))
		// The question first: a select shows its first sentence. The
		// hand says whose move it is; the picture, what is left to play.
		w.onTop[i] = w.say("bitch.onTop", "Face", w.faceTexts[i])
		play, naked := "bitch.turn.play", "bitch.turn.naked"
		switch {
		case f.Kind == faceSevens:
			play, naked = "bitch.turn.playOrDraw", "bitch.turn.nakedOrDraw"
		case f.restricts():
			play, naked = "bitch.turn.playOrPickUp", "bitch.turn.nakedOrPickUp"
		}
		w.turnTexts[i] = w.say(play) + " " + w.onTop[i]
		w.nakedTexts[i] = w.say(naked) + " " + w.onTop[i]
		w.blindTexts[i] = blind + " " + w.onTop[i]
	}
}

// pileAndBlindTexts are the naked piles' and blind cards' questions.
func (w *words) pileAndBlindTexts() {
	for k := range w.pileTexts {
		w.pileTexts[k] = w.say("bitch.pile.ask", "K", k+1)
		w.pileCountTexts[k] = w.say("bitch.pile.howMany", "K", k+1)
	}
	for i := range w.blindLabels {
		w.blindLabels[i] = w.say("bitch.blind.turn", "N", i+1)
	}
	for n := 0; n <= dealCards; n++ {
		for j := 0; j <= dealCards; j++ {
			w.pileHaveDetail[n][j] = w.haveDetail[min(n, maxNaturals)][min(j, maxJokers)]
		}
	}
}

// layLabels are laying naked piles, and the Call bluff question per seat
// and deck.
func (w *words) layLabels() {
	for r := cards.Rank(0); r <= cards.King; r++ {
		name := r.String()
		if r == 0 {
			w.pileValueLabels[r] = w.say("bitch.pile.layJokers")
		} else {
			// Said in full: a translation may name a rank in words.
			w.pileValueLabels[r] = w.l.Say(games.Say("bitch.pile.lay", "Rank", name))
		}
		for n := 0; n <= dealCards; n++ {
			for j := 0; j <= dealCards; j++ {
				if n+j > 0 {
					w.pileLabels[r][n][j] = w.l.Say(cardsText(name, n, j))
				}
			}
		}
	}
	for seat := range w.bluffTexts {
		for n := range w.bluffTexts[seat] {
			w.bluffTexts[seat][n] = w.l.Say(bluffText(seat, n))
		}
	}
}

// cardText is the name of a joker, said in the reader's language; every
// other card is named by its rank and suit symbol, the same in every one.
func cardText(cards.Card) games.Text { return games.Say("bitch.card.joker") }

// Events' arguments, each made into an argument once: an event's
// message is built at every Apply, and making a string or a Text into
// an argument allocates.
var (
	seatArgs    [maxSeats]any
	cardArgs    [64]any
	ordinalArgs [maxSeats + 1]any
	// playedAs[v]: what a play says after its cards: " (as 7)" with a
	// joker among them, else " (high)", " (low)" for an ace, else nothing.
	playedAs, jokerAs [aceHigh + 1]any
)

func init() {
	for seat := range seatArgs {
		seatArgs[seat] = games.Seat(seat)
	}
	for c := cards.Card(0); c < 64; c++ {
		switch {
		case c.IsJoker():
			cardArgs[c] = cardText(c)
		case c.Valid():
			cardArgs[c] = c.String()
		}
	}
	for n := range ordinalArgs {
		ordinalArgs[n] = ordinalText(n)
	}
	for _, v := range playValues {
		jokerAs[v] = games.Say("bitch.event.as", "Value", valueArg(v))
		playedAs[v] = ""
	}
	playedAs[aceHigh] = games.Say("bitch.event.high")
	playedAs[aceLow] = games.Say("bitch.event.low")
}

// seatArg is a seat's reference as a message's argument.
func seatArg(seat int) any { return seatArgs[seat] }

// cardArg is a card as a message's argument.
func cardArg(c cards.Card) any { return cardArgs[c] }

// cardsArg is cards as one argument, their names apart by spaces as
// appendCards writes them: a run of natural cards is one string, each
// joker a Text, chained in order.
func cardsArg(cs []cards.Card) any {
	switch len(cs) {
	case 0:
		return ""
	case 1:
		return cardArgs[cs[0]]
	}
	i := 0
	for i < len(cs) && !cs[i].IsJoker() {
		i++
	}
	var head any
	switch {
	case i == 0:
		head, i = cardText(cs[0]), 1
	default:
		head = string(appendCards(nil, cs[:i]))
	}
	if i == len(cs) {
		return head
	}
	return games.Say("bitch.cards.then", "First", head, "Then", cardsArg(cs[i:]))
}

// valueArg names a value as a message's argument: "7", "A high".
func valueArg(v value) any {
	switch v {
	case aceLow:
		return games.Say("bitch.value.low")
	case aceHigh:
		return games.Say("bitch.value.high")
	}
	return v.id()
}

// pluralText names several cards of a value: "7s", "aces (high)".
func pluralText(v value) games.Text {
	switch v {
	case aceLow:
		return games.Say("bitch.values.low")
	case aceHigh:
		return games.Say("bitch.values.high")
	}
	return games.Say("bitch.values.rank", "Rank", v.id())
}

// ordinalText is a finishing place: "1st", "2nd".
func ordinalText(n int) games.Text {
	switch n {
	case 1:
		return games.Say("bitch.ordinal.first", "N", n)
	case 2:
		return games.Say("bitch.ordinal.second", "N", n)
	case 3:
		return games.Say("bitch.ordinal.third", "N", n)
	}
	return games.Say("bitch.ordinal.nth", "N", n)
}

// faceText says what f asks for, for the board and prompts.
func faceText(f face) games.Text {
	switch f.Kind {
	case faceFree:
		return games.Say("bitch.face.free")
	case faceSevens:
		return games.Say("bitch.face.sevens", "Count", f.Sevens, "Draw", 2*f.Sevens)
	case faceNine:
		return games.Say("bitch.face.nine")
	case faceHighAce:
		return games.Say("bitch.face.highAce")
	}
	return games.Say("bitch.face.value", "Value", valueArg(f.V))
}

// cardsText says n natural cards of one value (named by name, a string
// or a Text) and j jokers together: "7 ×2 + Joker ×1", "7 ×2", "Joker ×2".
func cardsText(name any, n, j int) games.Text {
	switch {
	case j == 0:
		return games.Say("bitch.cards.naturals", "Value", name, "N", n)
	case n == 0:
		return games.Say("bitch.cards.jokers", "J", j)
	}
	return games.Say("bitch.cards.both", "Value", name, "N", n, "J", j)
}

// countText is an option of the count step: "Play 7 ×2", "Play 7 ×2 +
// Joker ×1", "Play Joker ×2 as 7".
func countText(v value, n, j int) games.Text {
	if n == 0 {
		return games.Say("bitch.play.as", "Cards", cardsText("", n, j), "Value", valueArg(v))
	}
	return games.Say("bitch.play.count", "Cards", cardsText(valueArg(v), n, j))
}

// sayArg says a message's argument on its own: a Text in l, a string as
// it is.
func sayArg(l games.Lang, a any) string {
	if t, ok := a.(games.Text); ok {
		return l.Say(t)
	}
	return a.(string)
}

// haveText is what a player holds of a value: "You have 2 + 1 Joker;
// choose how many next".
func haveText(n, j int) games.Text {
	switch {
	case n == 0:
		return games.Say("bitch.have.jokers", "Count", j)
	case j == 0:
		return games.Say("bitch.have.naturals", "N", n)
	}
	return games.Say("bitch.have.both", "N", n, "Count", j)
}

// bluffText is the Call bluff question about seat's pass with deck cards
// left: what a right and a wrong call do, as the deck can pay them.
func bluffText(seat, deck int) games.Text {
	if deck == 0 {
		return games.Say("bitch.bluff.askEmpty", "Who", games.Seat(seat))
	}
	return games.Say("bitch.bluff.ask", "Who", games.Seat(seat),
		"Right", drawWords("bitch.bluff.right.", bluffDraw, deck), "Wrong", drawWords("bitch.bluff.wrong.", wrongDraw, deck))
}

// drawWords says what a draw of n takes from a deck of deck cards:
// "draw 4", or "draw the deck's last 3" when it holds fewer.
func drawWords(who string, n, deck int) games.Text {
	switch {
	case deck >= n:
		return games.Say(who+"draw", "N", n)
	case deck == 1:
		return games.Say(who + "last")
	}
	return games.Say(who+"lastN", "N", deck)
}
