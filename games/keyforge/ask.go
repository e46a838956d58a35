package keyforge

import (
	"slices"

	"github.com/deckhand/deckhand/games"
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

// add offers card id, described from ctl's point of view.
func (a *Ask) add(tb *table, id, ctl int) {
	a.Options = append(a.Options, games.Option{ID: optionID('c', id)})
	a.words = append(a.words, tb.cardWords(id, ctl))
}

// cardWords describe a card as a choice from ctl's point of view: its
// name, and in play its side, which of its namesakes, power and damage;
// elsewhere its pile.
func (tb *table) cardWords(id, ctl int) optWords {
	w := optWords{label: tb.faceID(id).msg, detail: rulesText(tb.faceID(id).text)}
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

// rulesText is a card's rules text as a message. The texts are
// generated in English from the card data (text.go), so every language
// shows them as they are.
func rulesText(t string) games.Text {
	if t == "" {
		return games.Text{}
	}
	return games.Say("keyforge.rules", "Text", t)
}

// prompt is the question as the reader of v reads it. A question read
// from a save keeps the English words it was saved with.
func (a *Ask) prompt(v voice, id string, seat int) games.Prompt {
	p := games.Prompt{ID: id, Seat: seat, Min: a.Min, Max: a.Max, Options: a.Options}
	if a.Text != "" && (v.english() || a.msg.IsZero()) {
		p.Text = a.Text
		return p
	}
	p.Text = clip(v.say(a.msg), games.MaxTextLen)
	p.Options = make([]games.Option, len(a.Options))
	for i, o := range a.Options {
		p.Options[i] = v.option(o.ID, a.words[i])
	}
	return p
}

// said is the question with its words said in English, as a save holds
// it.
func (a *Ask) said() *Ask {
	if a == nil || a.Text != "" {
		return a
	}
	p := a.prompt(voice{english}, "", 0)
	c := *a
	c.Text, c.Options = p.Text, p.Options
	return &c
}

// learn takes the data of the words of the same question asked again
// (b, from Decode's check), for a question read from a save.
func (a *Ask) learn(b *Ask) {
	if a != nil && b != nil && a.msg.IsZero() {
		a.msg, a.words = b.msg, b.words
	}
}

// triggerMsg is the name of an ability's trigger: "Play", "Reap".
func triggerMsg(a Ability) games.Text {
	return games.Say(triggerPrefix + string(a.Trigger))
}

// triggerPrefix begins the ids of the triggers' names.
const triggerPrefix = "keyforge.trigger."
