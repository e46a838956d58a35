package birdrummy

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

// Card texts are generated from the deck data, so what a card says is
// always what the engine does.

// circled writes ability costs as the game's cards print them: in circled
// numbers.
var circled = [...]string{"⓪", "①", "②", "③"}

func circledCost(n int) string {
	if n >= 0 && n < len(circled) {
		return circled[n]
	}
	return "(" + strconv.Itoa(n) + ")"
}

// count says a number of cards as a player would: one for a single
// card ("a card"), games.Count's "3 cards" for any other number.
func count(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return games.Count(n, one, many)
}

// opText is one primitive as a sentence.
func opText(o Op) string {
	switch o.Do {
	case OpDraw:
		return "Draw " + count(o.N, "a card", "cards") + "."
	case OpGive:
		return "Your opponent draws " + count(o.N, "a card", "cards") + "."
	case OpForest:
		if o.N == 1 {
			return "Take the top card of the Forest."
		}
		return "Take the top " + count(o.N, "card", "cards") + " of the Forest."
	case OpPeek:
		return "Look at your opponent's hand."
	case OpDiscard:
		what := count(o.N, "a card", "cards")
		if o.Random {
			what = count(o.N, "a random card", "random cards")
		}
		return "Your opponent discards " + what + " to " + placeName(o.To) + "."
	case OpBanish:
		return "Move a bird from your opponent's nest to Heaven."
	case OpReturn:
		if o.Whose == whoseOwn {
			return "Return a bird from your nest to your hand."
		}
		return "Return a bird from your opponent's nest to their hand."
	case OpSteal:
		return "Steal a bird from your opponent's nest into yours."
	case OpShuffle:
		return "Shuffle the Forest and put it under the deck."
	case OpPoints:
		return "Gain " + count(o.N, "an ability point", "ability points") + " for any birds you play this turn."
	}
	return o.Do + "."
}

// placeName names where a discard goes.
func placeName(to string) string {
	if to == toHeaven {
		return "Heaven"
	}
	return "the Forest"
}

func opsText(ops []Op) string {
	parts := make([]string, len(ops))
	for i, o := range ops {
		parts[i] = opText(o)
	}
	return strings.Join(parts, " ")
}

func abilityText(a Ability) string {
	return circledCost(a.Cost) + " " + opsText(a.Do)
}

// triggerText is a When/At effect; a bird's speaks of its species, a
// resource's of any bird.
func triggerText(df *def, t Trigger) string {
	body := lowerFirst(opsText(t.Do))
	bird := df.Kind == kindBird
	switch t.On {
	case OnStart:
		if bird {
			return "At the start of your turn, with " + df.Plural + " in your nest: " + body
		}
		return "At the start of your turn: " + body
	case OnPlay:
		if bird {
			return "When you play " + df.Plural + ": " + body
		}
		return "When you play birds: " + body
	case OnLose:
		if bird {
			return "When a " + df.Name + " leaves your nest: " + body
		}
		return "When a bird leaves your nest: " + body
	}
	return body
}

func scoreText(s *Score) string {
	var parts []string
	if s.Each > 1 {
		how := "double"
		if s.Each == 3 {
			how = "triple"
		}
		parts = append(parts, "Counts "+how+" while your flock has "+strconv.Itoa(s.Min)+" or more.")
	}
	if s.Bonus > 0 {
		parts = append(parts, "Your flock scores "+strconv.Itoa(s.Bonus)+" more while it has "+strconv.Itoa(s.Min)+" or more.")
	}
	return strings.Join(parts, " ")
}

// cardText is the whole text of a card.
func cardText(df *def) string {
	var parts []string
	switch df.Kind {
	case kindResource:
		parts = append(parts, "Resource, stays in play.")
	case kindEffect:
		parts = append(parts, "Effect, main phase:")
	}
	for _, a := range df.Abilities {
		parts = append(parts, abilityText(a))
	}
	if df.Kind == kindEffect {
		parts = append(parts, opsText(df.Do))
	}
	for _, t := range df.When {
		parts = append(parts, triggerText(df, t))
	}
	if df.Score != nil {
		parts = append(parts, scoreText(df.Score))
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
