package starcollector

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/stretchr/testify/require"
)

// damaged encodes a mid-game save (turn 4, the game going on) after
// harm has been done to it.
func damaged(t *testing.T, harm func(s *state)) []byte {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 1))
	var s *state
	for seed := uint64(1); s == nil || s.Over != nil; seed++ {
		var err error
		s, err = newState(games.Config{Seats: 2, Seed: seed})
		require.NoError(t, err)
		for s.Over == nil && s.Turn < 4 {
			_, _, err := games.PlayRandom(s, -1, false, rng)
			require.NoError(t, err)
		}
	}
	harm(s)
	data, err := s.Encode()
	require.NoError(t, err)
	return data
}

func TestDecodeRefusesDamagedSaves(t *testing.T) {
	t.Parallel()
	for name, harm := range map[string]func(s *state){
		"a hand empty while the game goes on": func(s *state) {
			s.Discard = append(s.Discard, s.Hands[0]...)
			s.Hands[0] = nil
		},
		"a choice both taken back and kept": func(s *state) {
			s.Chosen[1] = &Choice{Card: s.Hands[1][0], Side: Fight}
			s.Masked[1] = true
		},
		"a last reveal about a seat that does not exist": func(s *state) { s.Last.Seat = 5 },
		"a discard by a seat that does not exist":        func(s *state) { s.Last.DiscardSeat, s.Last.Discarded = -1, 2 },
		"a last reveal of an unknown kind":               func(s *state) { s.Last.Settle = "stolen" },
		"a last reveal of a card on no side":             func(s *state) { s.Last.Plays[0].Side = "edge" },
		"a last reveal of a turn not yet played":         func(s *state) { s.Last.Turn = s.Turn },
		"a last reveal of more cards drawn than asked":   func(s *state) { s.Last.Got[0], s.Last.Want[0] = 3, 1 },
		"an end ranked other than won, lost or drawn": func(s *state) {
			s.Over = &Outcome{Rank: [2]int{0, 3}, Summary: "?"}
		},
		"a game that should have ended when the deck ran out": func(s *state) {
			s.End = endDeckEmpty
			s.Discard = append(s.Discard, s.Deck...)
			s.Deck = s.Deck[:0]
		},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Game{}.Decode(damaged(t, harm))
			require.Error(t, err, "Decode accepted %s", name)
		})
	}
}

func TestDecodeAcceptsEverySaveOfARealGame(t *testing.T) {
	t.Parallel()
	for _, data := range snapshots(t) {
		s, err := Game{}.Decode(data)
		require.NoError(t, err)
		again, err := s.Encode()
		require.NoError(t, err)
		require.Equal(t, string(data), string(again))
	}
}

// oldSave is a save made before the last reveal was kept as facts: it
// kept the reveal's sentences under "last". It was dealt from the first,
// 46-card edition of the deck, and names no edition.
const oldSave = `{"end":"default","turn":3,"rng":"cGNnOqOHKGkkbdmT/XYrAjYNbhc","deck":["red-giant","cluster","nursery","dark-nebula","pulsar","shooting-star","comet","pulsar","solar-wind","nebula","observatory","binary","comet","galaxy","binary","observatory","pulsar","supernova","cluster","dark-nebula","nursery","shooting-star","solar-wind","nursery","quasar","eclipse","pulsar","black-hole","quasar","eclipse","nursery","quasar","black-hole","meteor","binary"],"hands":[["solar-wind"],["meteor","solar-wind","nebula","red-giant","binary","supernova"]],"chosen":[null,{"card":"red-giant","side":"fight"}],"collected":[["red-giant","meteor"],[]],"pot":[],"discard":["wormhole","galaxy"],"last":["Turn 2: {seat0} plays Fight 4 · Red Giant ★★; {seat1} plays Draw 2 · Galaxy ★★★.","{seat0} fights unopposed and collects 2 cards: +3★, 3★ in all.","{seat1} draws 2 cards."]}`

func TestASaveFromBeforeTheRevealWasKeptAsFactsStillPlays(t *testing.T) {
	t.Parallel()
	st, err := Game{}.Decode([]byte(oldSave))
	require.NoError(t, err, "a game saved by the previous version must go on")
	s := st.(*state)
	require.NotNil(t, s.Chosen[1], "seat 1's choice survives")
	require.NotContains(t, render(s.Public()), "Last reveal", "the old sentences are dropped, not shown wrong")
	choose(t, s, 0, Draw, "solar-wind")
	require.Contains(t, render(s.Public()), "Turn 3: ", "the next reveal is shown")
}

func TestDecodeRefusesACardNumberPastTheDeck(t *testing.T) {
	t.Parallel()
	// A JSON string where a list of cards belongs decodes as base64
	// bytes, card numbers that skip the card names' check: "////" is
	// three cards numbered 255.
	s, err := newState(games.Config{Seats: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	raw["deck"] = "////"
	if data, err = json.Marshal(raw); err != nil {
		t.Fatal(err)
	}
	if _, err := (Game{}).Decode(data); err == nil {
		t.Error("a save holding card number 255 was loaded: the deck has no such card")
	}
}

func TestAGameDealtFromAnEarlierDeckPlaysOnWithThatDeck(t *testing.T) {
	t.Parallel()
	st, err := Game{}.Decode([]byte(oldSave))
	require.NoError(t, err, "retuning the deck must not break a game saved before")
	s := st.(*state)
	require.Equal(t, 0, s.Edition, "a save without an edition holds the first deck")
	require.Equal(t, 46, sum(stdDeck.Copies(0)), "the first edition had 46 cards")
	rng := rand.New(rand.NewPCG(1, 2))
	for s.Result() == nil {
		_, _, err := games.PlayRandom(s, -1, false, rng)
		require.NoError(t, err)
		data, err := s.Encode()
		require.NoError(t, err)
		_, err = Game{}.Decode(data)
		require.NoError(t, err, "every save of the old game loads, to its end")
	}
}

func TestNewGamesAreDealtTheCurrentDeckAndASaveMustMatchItsEdition(t *testing.T) {
	t.Parallel()
	s, err := newState(games.Config{Seats: 2, Seed: 1})
	require.NoError(t, err)
	require.Equal(t, stdDeck.Current(), s.Edition)
	require.Equal(t, stdDeck.Size(), len(s.Deck)+len(s.Hands[0])+len(s.Hands[1]), "dealt from the deck as its data says now")

	old, err := Game{}.Decode([]byte(oldSave))
	require.NoError(t, err)
	claimed := old.(*state).clone()
	claimed.Edition = stdDeck.Current()
	data, err := claimed.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	require.Error(t, err, "46 cards under the 40-card edition's name do not add up")

	claimed.Edition = stdDeck.Current() + 1
	data, err = claimed.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	require.ErrorContains(t, err, "no edition", "a deck edition this version does not know is refused")
}

func sum(ns []int) int {
	t := 0
	for _, n := range ns {
		t += n
	}
	return t
}

func TestAGameDealtAgainWithItsEditionIsDealtFromThatEditionsDeck(t *testing.T) {
	t.Parallel()
	first := 0
	s, err := newState(games.Config{Seats: 2, Seed: 7, Edition: &first})
	require.NoError(t, err)
	require.Equal(t, 0, s.DealtEdition(), "a replay of a first-edition game is dealt in the first edition")
	require.Equal(t, sum(stdDeck.Copies(0)), len(s.Deck)+len(s.Hands[0])+len(s.Hands[1]), "from the first edition's 46 cards, not today's deck")

	none := stdDeck.Current() + 1
	_, err = newState(games.Config{Seats: 2, Seed: 7, Edition: &none})
	require.Error(t, err, "an edition the deck never had deals nothing")
}
