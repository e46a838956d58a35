package rummy

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// Encode is the state as JSON: every field exported, card lists as
// strings of codes.
func (s *state) Encode() ([]byte, error) { return json.Marshal(s) }

// Decode rebuilds a state from Encode's bytes and checks it is whole.
func (Game) Decode(data []byte) (games.State, error) {
	s := &state{}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, fmt.Errorf("rummy: %w", err)
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("rummy: %w", err)
	}
	return s, nil
}

// cardList is a zone of cards, stored as one readable string of codes
// ("AS 10H KD").
type cardList = cards.List

// meldJSON is how a meld is stored: its cards, and who laid each as one
// digit per card ("001": the last card was laid by seat 1).
type meldJSON struct {
	Run   bool     `json:"run,omitempty"`
	Cards cardList `json:"cards"`
	By    string   `json:"by"`
}

func (m Meld) MarshalJSON() ([]byte, error) {
	j := meldJSON{Run: m.Run, Cards: m.cardList()}
	by := make([]byte, len(m.Cards))
	for i, p := range m.Cards {
		by[i] = byte('0' + p.By)
	}
	j.By = string(by)
	return json.Marshal(j)
}

func (m *Meld) UnmarshalJSON(data []byte) error {
	var j meldJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	if len(j.By) != len(j.Cards) {
		return errors.New("rummy: a meld's cards and layers differ in number")
	}
	m.Run = j.Run
	m.Cards = make([]Placed, len(j.Cards))
	for i, c := range j.Cards {
		by := int(j.By[i]) - '0'
		if by < 0 || by > 1 {
			return errors.New("rummy: a meld card laid by no seat")
		}
		m.Cards[i] = Placed{Card: c, By: by}
	}
	return nil
}
