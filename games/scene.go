package games

import (
	"slices"
	"strings"
)

// A scene is what lies on the table, as data to draw. The text views
// (Public, Private) stay for screen readers and notifications; a scene
// says the same things with structure, so a picture can be drawn from it
// by code that knows no game: every card face is described in generic
// terms (a standard corner index, or a coloured face with a band, a
// title, a centre figure, badges and rules lines). Strings may hold seat
// references (Seat); whoever draws expands them with its own names.

// Scener is implemented by states that describe their table as a scene.
// It is optional: a game without it is shown as text only.
type Scener interface {
	// Scene is the public board for seat -1, or the hand view of one
	// seat: its own cards in the order and with the labels its prompts
	// use, and its own secrets. Neither shows a card its viewer cannot
	// see: a determinized state draws the same scene (gametest.CheckScenes).
	Scene(seat int) Scene
}

// CardsOnly is a hand's scene as its picture shows it: the seat's cards,
// which change only when the seat plays or draws, without the caption
// and the areas' turn marks (whose turn it is, what to do), which change
// at every turn and which the text beside the picture says. So a hand's
// picture stays true while others play, and need not be drawn again when
// the turn comes round. Its title goes too: the hand's message is titled
// with it ("Your hand · 7 cards"), once.
func (sc Scene) CardsOnly() Scene {
	sc.Title, sc.Caption = "", ""
	sc.Areas = slices.Clone(sc.Areas)
	for i := range sc.Areas {
		sc.Areas[i].Active = false
	}
	return sc
}

// Scene is one picture: a title, a caption, areas of cards and an
// optional chart.
type Scene struct {
	Title string
	// Caption is the line under the title: whose turn it is, "Check!".
	Caption string
	// Areas are drawn in order: shared areas (Seat -1) across the whole
	// picture, seat areas side by side where there is room.
	Areas []Area
	Chart *Chart
	// Notes are short lines under everything: the last reveal, the
	// result of a finished game.
	Notes []string
}

// Area is one part of the table: a seat's side, or the middle.
type Area struct {
	Seat  int    // the owner; -1 for the middle of the table
	Title string // shown instead of the seat's name when set
	// Active marks the seat the game waits on (whose turn it is).
	Active bool
	// Status is a short word beside the name: "has chosen", "out".
	Status  string
	Figures []Figure
	Zones   []Zone
}

// Figure is one number a seat holds: keys, Æmber, chains, a score.
type Figure struct {
	Label string
	Value string
	// Icon, when set, is drawn instead of the label.
	Icon Icon
}

// Layout says how the cards of a zone lie.
type Layout int

const (
	// Row: cards side by side, all faces readable (a hand, a battleline).
	Row Layout = iota
	// Fan: cards overlapping left to right, each corner readable (a meld).
	Fan
	// Pile: one card on top of a pile; Count says how many lie there.
	Pile
	// Stack: the top cards overlapping downwards, the last one on top
	// (Bitch's stack, the top of a discard pile).
	Stack
)

// Zone is one group of cards.
type Zone struct {
	Name   string
	Layout Layout
	// Cards in order; for Pile and Stack the last one is on top.
	Cards []Card
	// Count is how many cards the zone holds when that is more than
	// Cards shows (a face-down pile, a discard pile's hidden depth).
	Count int
	// Note is a short line under the zone: "beat 9♥".
	Note string
}

// Suit is the suit of a standard card.
type Suit int

const (
	NoSuit Suit = iota
	Spades
	Hearts
	Diamonds
	Clubs
	Joker
)

// Card is one card's face, or its back.
type Card struct {
	// Back: only the back is drawn, whatever else is set.
	Back bool
	// A standard card has a Suit: Rank ("A", "10", "K") and suit in the
	// corners. A joker has Suit Joker and no rank.
	Rank string
	Suit Suit
	// A generic face: Colour ("#RRGGBB") fills the band that holds Band
	// (a house, a species); Title is the card's name; Centre is the big
	// figure in the middle; Top is printed along the top edge and Bottom
	// along the bottom edge, upright like the rest of the picture.
	Colour string
	Band   string
	Title  string
	Centre string
	Top    string
	Bottom string
	Badges []Badge
	Rules  []Rule
	// Label is the name the seat's prompts use for this card, printed
	// under it in a hand.
	Label string
	// In play.
	Turned   bool   // exhausted: drawn upright, dimmed, under a tab saying so
	Lit      bool   // picked out: the seat's own secret choice
	Marks    []Mark // tokens on the card
	Attached []Card // upgrades, tucked under the card
}

// Icon names a small symbol the drawing knows.
type Icon int

const (
	NoIcon Icon = iota
	Star
	Power
	Armor
	Amber
	Damage
	Stun
	Key
	Chain
	Cards
	Check
	Health
)

// Badge is a number printed on a card's face: power, armor, Æmber, stars.
type Badge struct {
	Icon  Icon
	Value string
}

// Rule is one line of rules text; Cost, when set, is printed circled
// before it (an ability's cost).
type Rule struct {
	Cost string
	Text string
}

// Mark is a token lying on a card in play.
type Mark struct {
	// Icon: Damage, Stun, Amber (captured), Star; NoIcon for a seat mark.
	Icon Icon
	// Value is printed on the token ("3", "2 left").
	Value string
	// Seat is the seat a seat mark names (who laid a meld card); -1 none.
	Seat int
}

// Chart is a race: each seat's running total, round by round, against a
// target.
type Chart struct {
	Title  string
	Target int
	Series []Series
	// Note says who leads by how much.
	Note string
}

// Series is one seat's line: its total after each round, from round 1.
type Series struct {
	Seat   int
	Totals []int
}

// StandardCard is the face of a standard card from the name players read
// ("10♥", "A♠", "Joker"); label is printed under it in a hand.
func StandardCard(name, label string) Card {
	if name == "Joker" {
		return Card{Suit: Joker, Label: label}
	}
	suit := NoSuit
	rank := name
	for s, sym := range map[Suit]string{Spades: "♠", Hearts: "♥", Diamonds: "♦", Clubs: "♣"} {
		if r, ok := strings.CutSuffix(name, sym); ok {
			suit, rank = s, r
		}
	}
	if suit == NoSuit {
		return Card{Title: name, Label: label}
	}
	return Card{Rank: rank, Suit: suit, Label: label}
}
