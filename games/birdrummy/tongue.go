package birdrummy

import (
	"sync"

	"github.com/deckhand/deckhand/games"
)

// A catalog's card words are said once per language and kept: prompts
// list many cards at every step, and a card's text never changes.

// defWords are one design's words in one language.
type defWords struct {
	name, plural string
	text, detail string   // the whole card text, and clipped to an option's detail
	abilityText  []string // "① Draw a card."
	playLabel    []string // play n birds (index n)
	useLabel     []string // use ability i
	useDetail    []string // its text, clipped to an option's detail
	mustDetail   string   // detail of a Forest take down to this card
	inHand       []string // "Owl (n in hand)"
	cardLabel    string   // "Play Storm"
	take         []string // "Take n from the Forest, down to Owl", by n up to counted
	spend        []string // "n for Owl", by n up to counted
}

// counted is how far the words with a number are said ahead; a larger
// number is said when asked.
const counted = 16

// tongue is every design's words in one language, and the messages
// without arguments (a question, a button) as they were first said.
type tongue struct {
	l        games.Lang
	defs     []defWords
	fixed    sync.Map // message id -> its words
	deckLeft []string // "n cards in the deck", by n
	drawDeck []string // "Draw n from the deck", by n
	spendAny []string // "n for any of them", by n up to counted
	// Summaries said so far by outcome: a search's playouts end on the
	// same outcomes again and again, and there are few (scores are
	// bounded by the deck), so Result makes no words once warm.
	mu        sync.RWMutex
	summaries map[outcome]summaryWords
}

// summaryWords are an outcome's summary as data and as said.
type summaryWords struct {
	msg  games.Text // shared by every Result of the outcome: read only
	said string
}

// summary is the game's summary for outcome k.
func (t *tongue) summary(k outcome) summaryWords {
	t.mu.RLock()
	w, ok := t.summaries[k]
	t.mu.RUnlock()
	if ok {
		return w
	}
	msg := k.msg()
	w = summaryWords{msg: msg, said: t.l.Say(msg)}
	t.mu.Lock()
	if t.summaries == nil {
		t.summaries = map[outcome]summaryWords{}
	}
	t.summaries[k] = w
	t.mu.Unlock()
	return w
}

// tongue returns the card words of l, said the first time l asks.
func (cat *Catalog) tongue(l games.Lang) *tongue {
	if l == nil || l.Tag() == english.Tag() {
		return cat.en
	}
	if t, ok := cat.tongues.Load(l.Tag()); ok {
		return t.(*tongue)
	}
	t, _ := cat.tongues.LoadOrStore(l.Tag(), cat.say(l))
	return t.(*tongue)
}

// cardMsg is the message id of a design's name or plural ("name",
// "plural") in the catalog.
func cardMsg(key, which string) string { return "birdrummy.card." + key + "." + which }

// nameArg is how a design's name goes into a Text: the catalog's message
// when it has one, else the deck's own word (a deck written for a test).
func nameArg(key, which, word string) any {
	t := games.Say(cardMsg(key, which))
	if english.Say(t) == t.ID {
		return word
	}
	return t
}

// say says every design of cat in l.
func (cat *Catalog) say(l games.Lang) *tongue {
	t := &tongue{l: l, defs: make([]defWords, len(cat.defs))}
	for n := range len(cat.cards) + 1 {
		t.deckLeft = append(t.deckLeft, l.Say(games.Say("birdrummy.prompt.draw.left", "Count", n)))
	}
	for n := range 3 {
		t.drawDeck = append(t.drawDeck, l.Say(games.Say("birdrummy.prompt.draw.deck", "Count", n)))
	}
	for n := range counted + 1 {
		t.spendAny = append(t.spendAny, l.Say(games.Say("birdrummy.spend.any", "N", n)))
	}
	for i := range cat.defs {
		df, w := &cat.defs[i], &t.defs[i]
		w.name, w.plural = sayArg(l, df.nameArg), sayArg(l, df.pluralArg)
		for _, a := range df.Abilities {
			w.abilityText = append(w.abilityText, abilityIn(l, a))
		}
		w.text = cardIn(l, df, w)
		w.detail = clipText(w.text, games.MaxDetailLen)
		w.mustDetail = clipText(l.Say(games.Say("birdrummy.prompt.draw.must", "Card", w.name, "Text", w.text)), games.MaxDetailLen)
		for n := 0; n <= maxCopies; n++ {
			w.inHand = append(w.inHand, l.Say(games.Say("birdrummy.inhand", "Card", w.name, "N", n)))
		}
		w.cardLabel = l.Say(games.Say("birdrummy.prompt.card.label", "Card", w.name))
		for n := range counted + 1 {
			w.take = append(w.take, clipText(l.Say(games.Say("birdrummy.prompt.draw.forest", "N", n, "Card", w.name)), games.MaxLabelLen))
			w.spend = append(w.spend, l.Say(games.Say("birdrummy.spend.bird", "N", n, "Bird", w.name)))
		}
		if df.Kind != kindBird {
			continue
		}
		w.playLabel = make([]string, maxCopies+1)
		for n := 1; n <= maxCopies; n++ {
			w.playLabel[n] = l.Say(games.Say("birdrummy.prompt.play.label", "Count", n, "Bird", w.name, "Birds", w.plural))
		}
		for j := range df.Abilities {
			w.useLabel = append(w.useLabel, clipText(w.name+" "+w.abilityText[j], games.MaxLabelLen))
			w.useDetail = append(w.useDetail, clipText(w.abilityText[j], games.MaxDetailLen))
		}
	}
	return t
}

// sayArg says a Text argument, or returns a plain word as it is.
func sayArg(l games.Lang, a any) string {
	if t, ok := a.(games.Text); ok {
		return l.Say(t)
	}
	s, _ := a.(string)
	return s
}

// fromArg is what a queued step came from (Step.From, the English words
// a state keeps), as a Text argument: a card's name, or a bird's ability
// by its cost ("Crow ③").
func (cat *Catalog) fromArg(from string) any {
	for i := range cat.defs {
		df := &cat.defs[i]
		if df.Name == from {
			return df.nameArg
		}
		for j, u := range df.useFrom {
			if u == from {
				return games.Say("birdrummy.ability", "Bird", df.nameArg, "Cost", circledCost(df.Abilities[j].Cost))
			}
		}
	}
	return from
}
