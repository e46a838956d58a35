package games

import (
	"encoding/json"
	"math"
)

// Text is words for players as data: the id of a message in a catalog
// and its arguments. Whoever shows it (the bot, for one reader) turns it
// into a sentence of the reader's language; a game never builds the
// sentence itself, so an event kept in storage reads again in any
// language, today's or one added later.
//
// Argument values are strings (a seat reference from Seat, a number
// already formatted, a name), ints (a count; "Count" also picks the
// plural form), a Text (a card's name, a nested phrase: said in the same
// language first) or a []Text (said as a list of the language).
type Text struct {
	ID   string         `json:"id"`
	Args map[string]any `json:"args,omitempty"`
}

// Say makes a Text of id with its arguments given as name, value pairs:
// Say("starcollector.plays", "Who", Seat(1), "Card", Say("starcollector.card.comet")).
// A name without a value, or one that is not a string, panics: the
// mistake is in the code, and the first test that says it finds it.
func Say(id string, pairs ...any) Text {
	t := Text{ID: id}
	if len(pairs)%2 != 0 {
		panic("games.Say: " + id + ": odd number of name, value arguments")
	}
	if len(pairs) > 0 {
		t.Args = make(map[string]any, len(pairs)/2)
	}
	for i := 0; i < len(pairs); i += 2 {
		name, ok := pairs[i].(string)
		if !ok {
			panic("games.Say: " + id + ": an argument name is not a string")
		}
		t.Args[name] = pairs[i+1]
	}
	return t
}

// IsZero reports whether t says nothing.
func (t Text) IsZero() bool { return t.ID == "" }

// UnmarshalJSON reads a Text back with the types its arguments were
// made with: JSON knows numbers, not ints, and objects, not Texts.
func (t *Text) UnmarshalJSON(b []byte) error {
	var raw struct {
		ID   string                     `json:"id"`
		Args map[string]json.RawMessage `json:"args"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	t.ID, t.Args = raw.ID, nil
	if len(raw.Args) == 0 {
		return nil
	}
	t.Args = make(map[string]any, len(raw.Args))
	for name, v := range raw.Args {
		a, err := decodeArg(v)
		if err != nil {
			return err
		}
		t.Args[name] = a
	}
	return nil
}

func decodeArg(v json.RawMessage) (any, error) {
	var probe any
	if err := json.Unmarshal(v, &probe); err != nil {
		return nil, err
	}
	switch p := probe.(type) {
	case float64:
		if p == math.Trunc(p) && math.Abs(p) < 1<<53 {
			return int(p), nil
		}
		return p, nil
	case map[string]any:
		var nested Text
		err := json.Unmarshal(v, &nested)
		return nested, err
	case []any:
		var list []Text
		err := json.Unmarshal(v, &list)
		return list, err
	}
	return probe, nil
}

// Lang says Texts in one language. The bot holds one per language it
// speaks (package games/lang); a game needs one only to say its texts in
// tests, and never picks one itself.
type Lang interface {
	Say(t Text) string
	// Tag is the language's Discord locale: "en-US", "de", "pt-BR".
	Tag() string
}

// Speaker is implemented by the states of a game whose words all come
// from catalogs: In returns the state as seen by a reader of l, whose
// View, Prompts, Scene and Result say everything in l. It does not
// change the receiver, and the result is only read from (never
// Applied), so a shallow copy carrying l is enough.
type Speaker interface {
	In(l Lang) State
}

// Source is the language every state and Info speaks until asked
// another: English, the catalogs' source (a Discord locale).
const Source = "en-US"

// In returns st, a state as a game made it, as a reader of l sees it:
// st itself when l is English (what st already speaks: the test kit
// holds every Speaker to it, so a caller keeps whatever st has cached)
// or when its game's words are not in catalogs.
func In(st State, l Lang) State {
	if s, ok := st.(Speaker); ok && l != nil && l.Tag() != Source {
		return s.In(l)
	}
	return st
}

// Refusal is the error of an answer a game refuses: Text says why, for
// the bot to say in the player's language, and Error is that Text as the
// refusing state's language said it (English unless it was asked in
// another), for logs and tests.
type Refusal struct {
	Text Text
	Said string
}

func (r *Refusal) Error() string { return r.Said }

// Refuse makes the Refusal of t, said in l.
func Refuse(l Lang, t Text) *Refusal { return &Refusal{Text: t, Said: l.Say(t)} }

// InfoSpeaker is implemented by a game whose Info is in catalogs: InfoIn
// returns Info said in l (Name, Summary, the options' words and the
// rules page of l). Slug, seats and option keys and values are the same
// in every language.
type InfoSpeaker interface {
	InfoIn(l Lang) Info
}

// InfoIn returns g's Info as a reader of l reads it: Info() when g's
// words are not in catalogs.
func InfoIn(g Game, l Lang) Info {
	if s, ok := g.(InfoSpeaker); ok && l != nil && l.Tag() != Source {
		return s.InfoIn(l)
	}
	return g.Info()
}
