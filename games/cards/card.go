// Package cards holds the standard playing cards several games share:
// 52 cards in four suits, jokers, several decks shuffled together.
package cards

import (
	"fmt"
	"strings"
)

// Suit of a standard card.
type Suit uint8

const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// Suits in the usual order.
var Suits = [4]Suit{Clubs, Diamonds, Hearts, Spades}

func (s Suit) String() string { return [...]string{"♣", "♦", "♥", "♠"}[s&3] }

// Letter is the one-letter code of the suit: C, D, H, S.
func (s Suit) Letter() string { return [...]string{"C", "D", "H", "S"}[s&3] }

// Rank of a standard card: Ace is 1, King 13.
type Rank uint8

const (
	Ace   Rank = 1
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

// rankNames are the ranks as players read them; index 0 is no rank.
var rankNames = [...]string{"?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

func (r Rank) String() string {
	if int(r) < len(rankNames) {
		return rankNames[r]
	}
	return "?"
}

// Card is a standard card or a joker, in one byte: rank<<2 | suit.
// The zero Card is not a card.
type Card uint8

// Joker is the joker; decks with two jokers hold it twice.
const Joker Card = 14 << 2

// New makes the card of rank r and suit s.
func New(r Rank, s Suit) Card { return Card(uint8(r)<<2 | uint8(s)) }

// Rank of the card (0 for a joker).
func (c Card) Rank() Rank {
	if c == Joker {
		return 0
	}
	return Rank(c >> 2)
}

// Suit of the card (meaningless for a joker).
func (c Card) Suit() Suit { return Suit(c & 3) }

// IsJoker reports whether c is a joker.
func (c Card) IsJoker() bool { return c == Joker }

// Valid reports whether c is a real card.
func (c Card) Valid() bool {
	return c == Joker || (c.Rank() >= Ace && c.Rank() <= King)
}

// String is what players read: "10♥", "A♠", "Joker".
func (c Card) String() string {
	if int(c) < len(names) && names[c] != "" {
		return names[c]
	}
	return "?"
}

// Code is a short ASCII code, used as an option id and in storage:
// "10H", "AS", "JK".
func (c Card) Code() string {
	if int(c) < len(codes) && codes[c] != "" {
		return codes[c]
	}
	return "?"
}

// names, codes and byCode are built once: games encode, parse and show
// cards on every move, and string work there showed up in their profiles.
var names, codes, byCode = func() (n, c [Joker + 1]string, b map[string]Card) {
	b = map[string]Card{}
	for _, s := range Suits {
		for r := Ace; r <= King; r++ {
			card := New(r, s)
			n[card] = r.String() + s.String()
			c[card] = r.String() + s.Letter()
			b[c[card]] = card
		}
	}
	n[Joker], c[Joker], b["JK"] = "Joker", "JK", Joker
	return n, c, b
}()

// Parse reads a Code, in either case. Only exact codes are cards: a
// prefix such as the 5 of "5XH" is not.
func Parse(code string) (Card, error) {
	if c, ok := byCode[strings.ToUpper(strings.TrimSpace(code))]; ok {
		return c, nil
	}
	return 0, fmt.Errorf("cards: bad code %q", code)
}

// MustParse is Parse for tests and tables; it panics on a bad code.
func MustParse(code string) Card {
	c, err := Parse(code)
	if err != nil {
		panic(err)
	}
	return c
}

// ParseAll reads space-separated codes: "AS 2S 3S".
func ParseAll(codes string) []Card {
	var out []Card
	for _, f := range strings.Fields(codes) {
		out = append(out, MustParse(f))
	}
	return out
}

// MarshalText encodes a card as its Code, so stored states stay readable.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("cards: invalid card %d", uint8(c))
	}
	return []byte(c.Code()), nil
}

// UnmarshalText decodes a Code.
func (c *Card) UnmarshalText(b []byte) error {
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}
