package starcollector

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

// A card's words come from the catalog (assets/starcollector/lang): its
// name is starcollector.card.<id>, its sides and special are put
// together from the deck's numbers. kindTexts are those words as Texts,
// made once at load, for events and views to carry; kindWords are them
// said in one language, made once per language, so that prompts and
// views in any language cost no formatting after the first.

// kindTexts are a card's words as catalog Texts.
type kindTexts struct {
	name      any           // the card's name: a Text, or the data's name for a card the catalog lacks
	stars     string        // "★★"
	short     games.Text    // "Red Giant ★★"
	sideLabel [2]games.Text // each side as a button says it: "Fight 3 + draw 1"
	play      [2]games.Text // an option's label, a play: "Fight 4 · Red Giant ★★"
	sideText  [2]games.Text // each side in words, specials in full
	special   games.Text    // the special in full; zero for none
	detail    games.Text    // an option's detail
	face      [2]games.Text // the numbers drawn on the card: "Fight 4", "Draw 2"
}

// texts makes k's words as Texts.
func (k *Kind) texts() kindTexts {
	var t kindTexts
	name := games.Say("starcollector.card." + k.ID)
	t.name = name
	if english.Say(name) == name.ID {
		t.name = k.Name // a deck of other data than the catalog's
	}
	stars := strings.Repeat("★", k.Stars)
	t.stars = stars
	t.short = games.Say("starcollector.short", "Name", t.name, "Stars", stars)
	t.face = [2]games.Text{games.Say("starcollector.side.fight", "N", k.Fight), games.Say("starcollector.side.draw", "N", k.Draw)}
	t.sideLabel, t.sideText = t.face, t.face
	t.detail = games.Say("starcollector.detail.plain", "Stars", stars, "Fight", k.Fight, "Draw", k.Draw)
	if k.Special != nil {
		e := effects[k.Special.Kind]
		t.special = e.text(k)
		i := sideIndex(e.side)
		t.sideLabel[i], t.sideText[i] = e.label(k), t.special
		t.detail = games.Say("starcollector.detail.special", "Stars", stars, "Fight", k.Fight, "Draw", k.Draw, "Special", t.special)
	}
	for i := range t.play {
		t.play[i] = games.Say("starcollector.play", "Side", t.sideLabel[i], "Card", t.short)
	}
	return t
}

func sideIndex(side Side) int {
	if side == Draw {
		return 1
	}
	return 0
}

// kindWords are a card's words said in one language. The labels of the
// options that warn (a last card, an empty deck) are made here too: a
// prompt only picks one.
type kindWords struct {
	name                  string    // the card's name
	starsText, shortName  string    // "★★", "Red Giant ★★"
	labelFight, labelDraw string    // option labels: the plays, cut to fit a button
	play                  [2]string // the plays whole, for a sentence
	detail                string    // option detail
	textFight, textDraw   string    // each side in words, specials included
	specialText           string
	top, bottom           string // "Fight 4", "Draw 2", as the card's face shows them
	// The labels of a warning option: a fight with the last card that
	// loses or may lose; a draw that draws nothing from an empty deck; a
	// draw that empties the deck and loses or may lose; either side of
	// the last card once the deck is empty.
	fightLoses, fightMayLose string
	drawEmpty                string
	drawLoses, drawMayLose   string
	lastFight, lastDraw      string
	// The details of those options, the same for every card.
	detailLastCard, detailEmpty, detailLastDraw, detailLastCardEnds string
}

// in says t in l. A label or detail longer than Discord shows is cut by
// rule (fit); every language a player reads fits whole (Deck.checkTexts),
// so only the test language, longer than any, is ever cut.
func (t *kindTexts) in(l games.Lang) kindWords {
	w := t.said(l)
	w.play = [2]string{w.labelFight, w.labelDraw}
	for _, label := range w.labelPtrs() {
		*label = fit(*label, games.MaxLabelLen)
	}
	for _, detail := range w.detailPtrs() {
		*detail = fit(*detail, games.MaxDetailLen)
	}
	return w
}

// said says t in l, whole.
func (t *kindTexts) said(l games.Lang) kindWords {
	w := kindWords{
		shortName: l.Say(t.short), labelFight: l.Say(t.play[0]), labelDraw: l.Say(t.play[1]),
		detail: l.Say(t.detail), textFight: l.Say(t.sideText[0]), textDraw: l.Say(t.sideText[1]), starsText: t.stars,
		specialText: l.Say(t.special), top: l.Say(t.face[0]), bottom: l.Say(t.face[1]),
	}
	switch n := t.name.(type) {
	case games.Text:
		w.name = l.Say(n)
	case string:
		w.name = n
	}
	fight, draw := t.play[0], t.play[1]
	say := func(id string, play games.Text) string { return l.Say(games.Say(id, "Play", play)) }
	w.fightLoses = say("starcollector.prompt.last-card.lose", fight)
	w.fightMayLose = say("starcollector.prompt.last-card.may-lose", fight)
	w.drawEmpty = say("starcollector.prompt.deck-empty.label", draw)
	w.drawLoses = say("starcollector.prompt.last-draw.lose", draw)
	w.drawMayLose = say("starcollector.prompt.last-draw.may-lose", draw)
	w.lastFight = say("starcollector.prompt.last-card-ends.label", fight)
	w.lastDraw = say("starcollector.prompt.last-card-ends.label", draw)
	detail := func(id string) string { return l.Say(games.Say(id)) }
	w.detailLastCard = detail("starcollector.prompt.last-card.detail")
	w.detailEmpty = detail("starcollector.prompt.deck-empty.detail")
	w.detailLastDraw = detail("starcollector.prompt.last-draw.detail")
	w.detailLastCardEnds = detail("starcollector.prompt.last-card-ends.detail")
	return w
}

// fit cuts s to at most n characters, its end said by "…": a label starts
// with the play and its card, which stay whole, and its detail says the
// rest.
func fit(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n-1])) + "…"
}

// labelPtrs are every label an option of the card may carry.
func (w *kindWords) labelPtrs() []*string {
	return []*string{&w.labelFight, &w.labelDraw, &w.fightLoses, &w.fightMayLose, &w.drawEmpty,
		&w.drawLoses, &w.drawMayLose, &w.lastFight, &w.lastDraw}
}

// detailPtrs are every detail an option of the card may carry.
func (w *kindWords) detailPtrs() []*string {
	return []*string{&w.detail, &w.detailLastCard, &w.detailEmpty, &w.detailLastDraw, &w.detailLastCardEnds}
}

// deckWords are the standard deck's cards said in one language, by Card.
type deckWords struct {
	kinds  []kindWords
	prompt string // the question of every turn
	// counted are "a card", "2 cards"… (cardsWord), by number, up to
	// the deck's size.
	counted []string
}

// cards says n cards in a sentence: "a card", "2 cards".
func (w *deckWords) cards(n int) string { return w.counted[n] }

// names lists cards, already said in l: "Comet ★, Galaxy ★★★".
func (w *deckWords) names(l games.Lang, cs []Card) string {
	if len(cs) == 1 {
		return w.of(cs[0]).shortName
	}
	return l.Say(games.Say("starcollector.names", "First", w.of(cs[0]).shortName, "Rest", w.names(l, cs[1:])))
}

// said holds the deckWords of each language asked for, by its tag.
var said sync.Map

// words returns the standard deck's words in l: English as the deck
// made them at load, another language said once on its first use.
func words(l games.Lang) *deckWords {
	if l == english {
		return englishWords()
	}
	if w, ok := said.Load(l.Tag()); ok {
		return w.(*deckWords)
	}
	w, _ := said.LoadOrStore(l.Tag(), sayDeck(l, func(k *Kind) kindWords { return k.msg.in(l) }))
	return w.(*deckWords)
}

var englishWords = sync.OnceValue(func() *deckWords {
	return sayDeck(english, func(k *Kind) kindWords { return k.kindWords })
})

func sayDeck(l games.Lang, say func(k *Kind) kindWords) *deckWords {
	w := &deckWords{kinds: make([]kindWords, len(stdDeck.Kinds)), prompt: l.Say(games.Say("starcollector.prompt.text"))}
	for i := range stdDeck.Kinds {
		w.kinds[i] = say(&stdDeck.Kinds[i])
	}
	w.counted = make([]string, maxDeckSize+1)
	for n := range w.counted {
		w.counted[n] = l.Say(cardsWord(n))
	}
	return w
}

// of is the words of card c.
func (w *deckWords) of(c Card) *kindWords { return &w.kinds[c] }

// names lists cards for players: "Comet ★, Galaxy ★★★", as a Text the
// catalog says (starcollector.names: the first, then the rest).
func names(cs []Card) games.Text {
	if len(cs) == 1 {
		return cs[0].kind().msg.short
	}
	return games.Say("starcollector.names", "First", cs[0].kind().msg.short, "Rest", names(cs[1:]))
}
