package cards

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
)

// List is a zone of cards that encodes as one readable string of codes,
// "AS 10H JK": stored states stay legible, and a state, encoded at every
// answer the bot stores, skips a text marshaller call per card.
type List []Card

// MarshalJSON writes the codes as one JSON string.
func (l List) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 2+4*len(l))
	b = append(b, '"')
	for i, c := range l {
		if !c.Valid() {
			return nil, errors.New("cards: cannot encode an invalid card")
		}
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, codes[c]...)
	}
	return append(b, '"'), nil
}

// UnmarshalJSON reads codes written by MarshalJSON; only exact codes are
// cards.
func (l *List) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return errors.New("cards: a list of cards must be a string of codes")
	}
	fields := strings.Fields(s)
	out := make(List, 0, len(fields))
	for _, f := range fields {
		c, ok := Lookup(f)
		if !ok {
			return errors.New("cards: bad code " + strconv.Quote(f))
		}
		out = append(out, c)
	}
	*l = out
	return nil
}

// Lookup finds the card of an exact code ("10H", "JK"), as option ids
// and stored states carry them: faster than Parse, which also accepts
// other cases and spaces.
func Lookup(code string) (Card, bool) {
	c, ok := byCode[code]
	return c, ok
}
