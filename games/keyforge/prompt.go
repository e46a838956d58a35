package keyforge

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// Prompts lists the open questions: both mulligans at setup, otherwise
// only the active player's (an ability's question, a house, the archives,
// a follow-up of a move, or "act" and "end turn" in step 3).
func (s *state) Prompts() []games.Prompt {
	if s.Winner >= 0 {
		return nil
	}
	// The prompts change only when an answer is applied (Seq moves), so
	// they are computed once per answer.
	if s.cacheAt == s.Seq+1 {
		return s.prompts
	}
	s.prompts = s.prompts0()
	s.cacheAt = s.Seq + 1
	return s.prompts
}

func (s *state) prompts0() []games.Prompt {
	seq := "." + strconv.Itoa(s.Seq)
	a := s.Active
	switch {
	case s.Phase == phaseMulligan:
		var out []games.Prompt
		for p := 0; p < 2; p++ {
			if s.Mull[p] == 0 {
				n := len(s.P[p].Hand)
				out = append(out, games.Prompt{ID: "mulligan", Seat: p, Min: 1, Max: 1,
					Text:    fmt.Sprintf("Keep your opening hand of %d cards, or shuffle it into your deck and draw %d?", n, n-1),
					Options: []games.Option{{ID: "keep", Label: "Keep"}, {ID: "mull", Label: fmt.Sprintf("Mulligan (draw %d)", n-1)}}})
			}
		}
		return out
	case s.Ask != nil:
		return []games.Prompt{{ID: "ask" + seq, Seat: a, Text: s.Ask.Text, Options: s.Ask.Options, Min: s.Ask.Min, Max: s.Ask.Max}}
	case s.Phase == phaseHouse:
		p := games.Prompt{ID: "house" + seq, Seat: a, Text: "Choose your active house for this turn.", Min: 1, Max: 1}
		for _, h := range s.houseChoices() {
			p.Options = append(p.Options, games.Option{ID: houseID(h), Label: h})
		}
		return []games.Prompt{p}
	case s.Phase == phaseArchives:
		return []games.Prompt{{ID: "arch" + seq, Seat: a, Min: 1, Max: 1,
			Text:    "Take the " + amount(len(s.P[a].Archives), "card") + " of your archives into your hand?",
			Options: []games.Option{{ID: "take", Label: "Take archives"}, {ID: "leave", Label: "Leave them"}}}}
	case s.Phase == phaseMain && s.UI != nil:
		return []games.Prompt{s.uiPrompt(seq)}
	case s.Phase == phaseMain:
		var out []games.Prompt
		if acts := s.acts(); len(acts) > 0 {
			out = append(out, games.Prompt{ID: "act" + seq, Seat: a, Min: 1, Max: 1, Options: acts,
				Text: fmt.Sprintf("%s: play, discard or use a card.", s.House)})
		}
		out = append(out, games.Prompt{ID: "end" + seq, Seat: a, Min: 1, Max: 1, Text: "End your turn: ready your cards and draw up to six.",
			Options: []games.Option{{ID: "end", Label: "End turn"}}})
		return out
	}
	return nil
}

func houseID(h string) string { return "h-" + strings.ToLower(h) }

func (s *state) uiPrompt(seq string) games.Prompt {
	ui := s.UI
	p := games.Prompt{Seat: s.Active, Min: 1, Max: 1}
	back := games.Option{ID: "back", Label: "Back"}
	switch ui.Kind {
	case uiFlank:
		p.ID = "flank" + seq
		p.Text = fmt.Sprintf("Where does %s enter your battleline?", s.name(ui.Card))
		p.Options = s.flankOptions(ui.Card)
	case uiFight:
		p.ID = "target" + seq
		p.Text = fmt.Sprintf("%s fights: choose the enemy creature it attacks.", s.name(ui.Card))
		for _, d := range s.defenders(ui.Card) {
			p.Options = append(p.Options, s.cardOption(d, s.Active))
		}
		p.Options = append(p.Options, back)
	case uiHost:
		p.ID = "host" + seq
		p.Text = fmt.Sprintf("Choose the creature %s is attached to.", s.name(ui.Card))
		for _, h := range s.hosts() {
			p.Options = append(p.Options, s.cardOption(h, s.Active))
		}
		p.Options = append(p.Options, back)
	case uiConfirm:
		p.ID = "confirm" + seq
		p.Text = "You can still play, discard or use cards. End your turn anyway?"
		p.Options = []games.Option{{ID: "end", Label: "End turn"}, {ID: "back", Label: "Keep playing"}}
	}
	return p
}
