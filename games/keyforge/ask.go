package keyforge

import (
	"slices"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// The words of an ability's question: its text and each option's label
// and detail are made as messages when it is asked, and said only when
// a reader reads the prompt, in the reader's language.

// optWords are one option's label and detail as messages.
type optWords struct{ label, detail games.Text }

var (
	flankWords = []optWords{{label: games.Say("keyforge.option.leftFlank")}, {label: games.Say("keyforge.option.rightFlank")}}
	yesNoWords = []optWords{{label: games.Say("keyforge.option.yes")}, {label: games.Say("keyforge.option.no")}}
)

// add offers card id, described from ctl's point of view when read: the
// table does not change while the question waits, so the words are made
// only for a reader, never on a search's lean path.
func (a *Ask) add(id, ctl int) {
	a.Options = append(a.Options, games.Option{ID: optionID('c', id)})
	a.cards, a.chooser = true, ctl
}

// optWords are option i's words.
func (a *Ask) optWords(tb *table, i int) optWords {
	if a.cards {
		id, _ := strconv.Atoi(a.Options[i].ID[1:])
		return tb.cardWords(id, a.chooser)
	}
	return a.words[i]
}

// cardWords describe a card as a choice from ctl's point of view: its
// name, and in play its side, which of its namesakes, power and damage;
// elsewhere its pile.
func (tb *table) cardWords(id, ctl int) optWords {
	w := optWords{label: tb.faceID(id).msg, detail: tb.faceID(id).textMsg}
	if u := tb.P.unit(id); u != nil {
		name := tb.face(u).msg
		p, cr, i, _ := tb.P.find(id)
		side := games.Say("keyforge.side.yours")
		if p != ctl {
			side = games.Say("keyforge.side.enemy")
		}
		if !cr {
			w.label = games.Say("keyforge.option.artifact", "Card", name, "Side", side)
			return w
		}
		if which := tb.namesake(p, i); !which.IsZero() {
			side = commas([]games.Text{side, which})
		}
		if u.Damage > 0 {
			w.label = games.Say("keyforge.option.damaged", "Card", name, "Side", side, "Power", tb.power(id), "Damage", u.Damage)
		} else {
			w.label = games.Say("keyforge.option.creature", "Card", name, "Side", side, "Power", tb.power(id))
		}
		return w
	}
	for p := 0; p < 2; p++ {
		if slices.Contains(tb.P[p].Discard, id) {
			w.label = games.Say("keyforge.option.inDiscard", "Card", w.label)
		}
		if slices.Contains(tb.P[p].Hand, id) {
			w.label = games.Say("keyforge.option.inHand", "Card", w.label)
		}
	}
	return w
}

// cardOption is card id as a choice of ctl, in English.
func (tb *table) cardOption(id, ctl int) games.Option {
	return tb.cardOptionIn(voice{english}, id, ctl)
}

// cardOptionIn is cardOption in v's words.
func (tb *table) cardOptionIn(v voice, id, ctl int) games.Option {
	return v.option(optionID('c', id), tb.cardWords(id, ctl))
}

// option is an option of id with its words said and cut to Discord's
// limits.
func (v voice) option(id string, w optWords) games.Option {
	return games.Option{ID: id, Label: clip(v.say(w.label), games.MaxLabelLen), Detail: clip(v.say(w.detail), games.MaxDetailLen)}
}

// rulesText is a text generated in English from the card data
// (text.go) as a message: the catalogs' translation where they have one
// (a card's rules text, an instruction's sentence, found by its English),
// else the English as generated.
func rulesText(t string) games.Text {
	if t == "" {
		return games.Text{}
	}
	if id, ok := translated[t]; ok {
		return games.Say(id)
	}
	return games.Say("keyforge.rules", "Text", t)
}

// The ids of the translated generated texts begin with these: a card's
// rules text (keyforge.text.<card>, keyforge.text.<card>-ed<edition>
// for an earlier edition's), one ability of a card of several, for the
// question which of simultaneous abilities resolves first
// (keyforge.ability.<card>-<index>), and an instruction an ability asks
// about (keyforge.effect.<words>).
const (
	textPrefix    = "keyforge.text."
	abilityPrefix = "keyforge.ability."
	effectPrefix  = "keyforge.effect."
)

// translated maps the English of each generated text the catalogs hold
// to its id.
var translated = func() map[string]string {
	m := map[string]string{}
	for _, id := range lang.IDs() {
		if strings.HasPrefix(id, textPrefix) || strings.HasPrefix(id, abilityPrefix) || strings.HasPrefix(id, effectPrefix) {
			m[english.Say(games.Say(id))] = id
		}
	}
	return m
}()

// effectMsg is the sentence of an instruction as a message.
func effectMsg(e *Effect) games.Text {
	if !e.msg.IsZero() {
		return e.msg
	}
	return rulesText(effectText(e))
}

// prompt is the question as the reader of v reads it. A question read
// from a save keeps the English words it was saved with.
func (a *Ask) prompt(tb *table, v voice, id string, seat int) games.Prompt {
	p := games.Prompt{ID: id, Seat: seat, Min: a.Min, Max: a.Max, Options: a.Options}
	if a.Text != "" && (v.english() || a.about.id == "") {
		p.Text = a.Text
		return p
	}
	p.Text = clip(v.say(a.about.msg()), games.MaxTextLen)
	p.Options = make([]games.Option, len(a.Options))
	for i, o := range a.Options {
		p.Options[i] = v.option(o.ID, a.optWords(tb, i))
	}
	return p
}

// said is the question with its words said in English, as a save holds
// it.
func (a *Ask) said(tb *table) *Ask {
	if a == nil || a.Text != "" {
		return a
	}
	p := a.prompt(tb, voice{english}, "", 0)
	c := *a
	c.Text, c.Options = p.Text, p.Options
	return &c
}

// learn takes the data of the words of the same question asked again
// (b, from Decode's check), for a question read from a save.
func (a *Ask) learn(b *Ask) {
	if a != nil && b != nil && a.about.id == "" {
		a.about, a.words, a.cards, a.chooser = b.about, b.words, b.cards, b.chooser
	}
}

// question is what a question's text says: its message, the card whose
// ability asks and the instruction it asks about, kept until a reader
// reads it.
type question struct {
	id     string
	card   games.Text
	effect *Effect
}

const askMayID = "keyforge.ask.may"

// msg is the question's text as a message.
func (q question) msg() games.Text {
	switch {
	case q.effect != nil && q.id == askMayID:
		return games.Say(q.id, "Card", q.card, "Effect", rulesText(lowerFirst(effectText(q.effect))))
	case q.effect != nil:
		return games.Say(q.id, "Card", q.card, "Effect", effectMsg(q.effect))
	case !q.card.IsZero():
		return games.Say(q.id, "Card", q.card)
	}
	return games.Say(q.id)
}

// triggerMsg is the name of an ability's trigger: "Play", "Reap".
func triggerMsg(a Ability) games.Text {
	return games.Say(triggerPrefix + string(a.Trigger))
}

// triggerPrefix begins the ids of the triggers' names.
const triggerPrefix = "keyforge.trigger."
