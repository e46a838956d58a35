package birdrummy

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

// Card texts are generated from the deck data, so what a card says is
// always what the engine does; each primitive, trigger and scoring rule
// is a message of the catalog (assets/birdrummy/lang), said in the
// reader's language.

// circled writes ability costs as the game's cards print them: in circled
// numbers.
var circled = [...]string{"⓪", "①", "②", "③"}

func circledCost(n int) string {
	if n >= 0 && n < len(circled) {
		return circled[n]
	}
	return "(" + strconv.Itoa(n) + ")"
}

// opMsg is one primitive as a sentence.
func opMsg(o Op) games.Text {
	switch o.Do {
	case OpDraw:
		return games.Say("birdrummy.op.draw", "Count", o.N)
	case OpGive:
		return games.Say("birdrummy.op.give", "Count", o.N)
	case OpForest:
		return games.Say("birdrummy.op.forest", "Count", o.N)
	case OpPeek:
		return games.Say("birdrummy.op.peek")
	case OpDiscard:
		return games.Say(discardMsg[o.Random][o.To == toHeaven], "Count", o.N)
	case OpBanish:
		return games.Say("birdrummy.op.banish")
	case OpReturn:
		if o.Whose == whoseOwn {
			return games.Say("birdrummy.op.return.own")
		}
		return games.Say("birdrummy.op.return.opponent")
	case OpSteal:
		return games.Say("birdrummy.op.steal")
	case OpShuffle:
		return games.Say("birdrummy.op.shuffle")
	case OpPoints:
		return games.Say("birdrummy.op.points", "Count", o.N)
	}
	return games.Text{} // the deck's checks let no other primitive in
}

// discardMsg[random][to Heaven] is the message of a discard: where it
// goes changes the sentence's grammar in German and Portuguese.
var discardMsg = map[bool]map[bool]string{
	false: {false: "birdrummy.op.discard.forest", true: "birdrummy.op.discard.heaven"},
	true:  {false: "birdrummy.op.discard.random.forest", true: "birdrummy.op.discard.random.heaven"},
}

// opsIn says a list of primitives, one sentence each.
func opsIn(l games.Lang, ops []Op) string {
	parts := make([]string, len(ops))
	for i, o := range ops {
		parts[i] = l.Say(opMsg(o))
	}
	return strings.Join(parts, " ")
}

func abilityIn(l games.Lang, a Ability) string {
	return circledCost(a.Cost) + " " + opsIn(l, a.Do)
}

// triggerIn is a When/At effect; a bird's speaks of its species, a
// resource's of any bird. names are the card's names in l.
func triggerIn(l games.Lang, df *def, names *defWords, t Trigger) string {
	body := lowerFirst(opsIn(l, t.Do))
	bird := df.Kind == kindBird
	switch t.On {
	case OnStart:
		if bird {
			return l.Say(games.Say("birdrummy.trigger.start.bird", "Birds", names.plural, "Do", body))
		}
		return l.Say(games.Say("birdrummy.trigger.start", "Do", body))
	case OnPlay:
		if bird {
			return l.Say(games.Say("birdrummy.trigger.play.bird", "Birds", names.plural, "Do", body))
		}
		return l.Say(games.Say("birdrummy.trigger.play", "Do", body))
	case OnLose:
		if bird {
			return l.Say(games.Say("birdrummy.trigger.lose.bird", "Bird", names.name, "Do", body))
		}
		return l.Say(games.Say("birdrummy.trigger.lose", "Do", body))
	}
	return body
}

func scoreIn(l games.Lang, s *Score) string {
	var parts []string
	if s.Each > 1 {
		id := "birdrummy.score.double"
		if s.Each == 3 {
			id = "birdrummy.score.triple"
		}
		parts = append(parts, l.Say(games.Say(id, "Min", s.Min)))
	}
	if s.Bonus > 0 {
		parts = append(parts, l.Say(games.Say("birdrummy.score.bonus", "Bonus", s.Bonus, "Min", s.Min)))
	}
	return strings.Join(parts, " ")
}

// cardIn is the whole text of a card in l.
func cardIn(l games.Lang, df *def, names *defWords) string {
	var parts []string
	switch df.Kind {
	case kindResource:
		parts = append(parts, l.Say(games.Say("birdrummy.kind.resource.text")))
	case kindEffect:
		parts = append(parts, l.Say(games.Say("birdrummy.kind.effect.text")))
	}
	for _, a := range df.Abilities {
		parts = append(parts, abilityIn(l, a))
	}
	if df.Kind == kindEffect {
		parts = append(parts, opsIn(l, df.Do))
	}
	for _, t := range df.When {
		parts = append(parts, triggerIn(l, df, names, t))
	}
	if df.Score != nil {
		parts = append(parts, scoreIn(l, df.Score))
	}
	return strings.Join(parts, " ")
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// clipText keeps s within n characters, marking a cut with an ellipsis.
func clipText(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
