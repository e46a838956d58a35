package bitch

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// cardList is a zone of cards, stored as one string of codes ("7H 7S
// JK"): far smaller and faster than an array of strings, and the state
// is encoded at every answer the bot stores.
type cardList = cards.List

// stackList is the middle stack. It encodes as one string of entries,
// "5S/5t 8C/8 7D/7s JK/10": the card, what it counts as, and t for
// turned up, s for a spent 7.
type stackList []entry

// MarshalJSON writes the entries as one JSON string.
func (l stackList) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 2+7*len(l))
	b = append(b, '"')
	for i, e := range l {
		if !e.Card.Valid() || e.As < aceLow || e.As > aceHigh {
			return nil, errors.New("bitch: invalid stack entry")
		}
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, e.Card.Code()...)
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(e.As), 10)
		if e.Turned {
			b = append(b, 't')
		}
		if e.Spent {
			b = append(b, 's')
		}
	}
	return append(b, '"'), nil
}

// UnmarshalJSON reads entries written by MarshalJSON.
func (l *stackList) UnmarshalJSON(data []byte) error {
	s, err := strconv.Unquote(string(data))
	if err != nil {
		return errors.New("bitch: the stack must be a string of entries")
	}
	fields := strings.Fields(s)
	out := make(stackList, 0, len(fields))
	for _, f := range fields {
		code, rest, ok := strings.Cut(f, "/")
		if !ok {
			return errors.New("bitch: bad stack entry " + strconv.Quote(f))
		}
		c, err := cards.Parse(code)
		if err != nil {
			return err
		}
		e := entry{Card: c}
		e.Spent = strings.HasSuffix(rest, "s")
		rest = strings.TrimSuffix(rest, "s")
		e.Turned = strings.HasSuffix(rest, "t")
		rest = strings.TrimSuffix(rest, "t")
		v, err := strconv.Atoi(rest)
		if err != nil || v < int(aceLow) || v > int(aceHigh) {
			return errors.New("bitch: bad stack entry " + strconv.Quote(f))
		}
		e.As = value(v)
		out = append(out, e)
	}
	*l = out
	return nil
}

// Encode serialises the whole state as JSON that Decode (encoding/json)
// reads back. It is written by hand, field by field in a fixed order:
// the bot stores a snapshot at every answer and the test kit encodes at
// every step, and reflection made this the slowest part of a game.
func (s *state) Encode() ([]byte, error) {
	b := make([]byte, 0, 512+4*s.Decks*(52+jokers))
	var err error
	num := func(key string, n int) {
		b = append(b, ',', '"')
		b = append(b, key...)
		b = append(b, '"', ':')
		b = strconv.AppendInt(b, int64(n), 10)
	}
	list := func(l cardList) {
		if err != nil {
			return
		}
		var out []byte
		out, err = l.MarshalJSON()
		b = append(b, out...)
	}
	lists := func(key string, ls []cardList) {
		b = append(b, ',', '"')
		b = append(b, key...)
		b = append(b, '"', ':', '[')
		for i, l := range ls {
			if i > 0 {
				b = append(b, ',')
			}
			list(l)
		}
		b = append(b, ']')
	}
	obj := func(key string, v any) {
		if err != nil {
			return
		}
		var out []byte
		out, err = json.Marshal(v)
		b = append(b, ',', '"')
		b = append(b, key...)
		b = append(b, '"', ':')
		b = append(b, out...)
	}

	b = append(b, `{"Seats":`...)
	b = strconv.AppendInt(b, int64(s.Seats), 10)
	num("Decks", s.Decks)
	num("Dealer", s.Dealer)
	if s.DealerFirst {
		b = append(b, `,"DealerFirst":true`...)
	}
	if s.Edition != 0 {
		num("Edition", s.Edition)
	}
	num("Phase", int(s.Phase))
	lists("Hands", s.Hands)
	b = append(b, `,"Naked":[`...)
	for i, piles := range s.Naked {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for j, p := range piles {
			if j > 0 {
				b = append(b, ',')
			}
			list(p)
		}
		b = append(b, ']')
	}
	b = append(b, ']')
	lists("Blind", s.Blind)
	b = append(b, `,"Deck":`...)
	list(s.Deck)
	b = append(b, `,"Stack":`...)
	if err == nil {
		var out []byte
		out, err = s.Stack.MarshalJSON()
		b = append(b, out...)
	}
	b = append(b, `,"Burned":`...)
	list(s.Burned)
	num("Turn", s.Turn)
	num("TurnNo", s.TurnNo)
	num("Step", s.Step)
	if s.Piling != nil {
		b = append(b, `,"Piling":[`...)
		for i, v := range s.Piling {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(v), 10)
		}
		b = append(b, ']')
	}
	if s.Flip {
		b = append(b, `,"Flip":true`...)
	}
	if s.Pending != nil {
		obj("Pending", s.Pending)
	}
	if s.Bluff != nil {
		obj("Bluff", s.Bluff)
	}
	if s.Shown != nil {
		obj("Shown", s.Shown)
	}
	b = append(b, `,"Out":[`...)
	for i, seat := range s.Out {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(seat), 10)
	}
	b = append(b, ']')
	if s.Exposed != nil {
		lists("Exposed", s.Exposed)
	}
	obj("RNG", s.RNG)
	b = append(b, '}')
	if err != nil {
		return nil, err
	}
	return b, nil
}

// Decode rebuilds a state from Encode's bytes and checks its shape.
func (Game) Decode(data []byte) (games.State, error) {
	s := &state{}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, err
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	return s, nil
}
