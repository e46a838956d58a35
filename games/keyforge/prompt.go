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
func (s *State) Prompts() []games.Prompt {
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

func (s *State) prompts0() []games.Prompt {
	seq := "." + strconv.Itoa(s.Seq)
	a := s.Active
	switch {
	case s.Phase == "mulligan":
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
	case s.Phase == "house":
		p := games.Prompt{ID: "house" + seq, Seat: a, Text: "Choose your active house for this turn.", Min: 1, Max: 1}
		for _, h := range s.houseChoices() {
			p.Options = append(p.Options, games.Option{ID: houseID(h), Label: h})
		}
		return []games.Prompt{p}
	case s.Phase == "archives":
		return []games.Prompt{{ID: "arch" + seq, Seat: a, Min: 1, Max: 1,
			Text:    "Take the " + amount(len(s.P[a].Archives), "card") + " of your archives into your hand?",
			Options: []games.Option{{ID: "take", Label: "Take archives"}, {ID: "leave", Label: "Leave them"}}}}
	case s.Phase == "main" && s.UI != nil:
		return []games.Prompt{s.uiPrompt(seq)}
	case s.Phase == "main":
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

func (s *State) uiPrompt(seq string) games.Prompt {
	ui := s.UI
	p := games.Prompt{Seat: s.Active, Min: 1, Max: 1}
	back := games.Option{ID: "back", Label: "Back"}
	switch ui.Kind {
	case "flank":
		p.ID = "flank" + seq
		p.Text = fmt.Sprintf("Where does %s enter your battleline?", s.name(ui.Card))
		p.Options = s.flankOptions(ui.Card)
	case "fight":
		p.ID = "target" + seq
		p.Text = fmt.Sprintf("%s fights: choose the enemy creature it attacks.", s.name(ui.Card))
		for _, d := range s.defenders(ui.Card) {
			p.Options = append(p.Options, s.cardOption(d, s.Active))
		}
		p.Options = append(p.Options, back)
	case "host":
		p.ID = "host" + seq
		p.Text = fmt.Sprintf("Choose the creature %s is attached to.", s.name(ui.Card))
		for _, h := range s.hosts() {
			p.Options = append(p.Options, s.cardOption(h, s.Active))
		}
		p.Options = append(p.Options, back)
	case "confirm":
		p.ID = "confirm" + seq
		p.Text = "You can still play, discard or use cards. End your turn anyway?"
		p.Options = []games.Option{{ID: "end", Label: "End turn"}, {ID: "back", Label: "Keep playing"}}
	}
	return p
}

// Apply checks the answer against the open prompts (so every option it
// carries is a legal move) and then carries it out.
func (s *State) Apply(ans games.Answer) ([]games.Event, error) {
	if s.Winner >= 0 {
		return nil, games.ErrOver
	}
	p, err := games.Find(s.Prompts(), ans)
	if err != nil {
		return nil, err
	}
	s.ev = nil
	kind, _, _ := strings.Cut(p.ID, ".")
	c := ""
	if len(ans.Choices) > 0 {
		c = ans.Choices[0]
	}
	switch kind {
	case "mulligan":
		s.mulligan(ans.Seat, c == "mull")
	case "ask":
		s.answerAsk(ans.Choices)
	case "house":
		for _, h := range s.houseChoices() {
			if houseID(h) == c {
				s.chooseHouse(h)
			}
		}
	case "arch":
		s.takeArchives(c == "take")
	case "act":
		s.doAct(c)
	case "end":
		if len(s.acts()) > 0 {
			s.UI = &UI{Kind: "confirm"}
		} else {
			s.endTurn()
		}
	case "confirm":
		s.UI = nil
		if c == "end" {
			s.endTurn()
		}
	case "flank", "target", "host":
		s.answerUI(kind, c)
	}
	s.Seq++
	ev := s.ev
	s.ev = nil
	return ev, nil
}

func cardID(opt string) int {
	n, _ := strconv.Atoi(opt[1:])
	return n
}

func (s *State) answerAsk(choices []string) {
	f := s.top()
	switch s.Ask.Kind {
	case "target":
		f.List = make([]int, 0, len(choices))
		for _, c := range choices {
			f.List = append(f.List, cardID(c))
		}
		f.Flag = true
	case "extra":
		f.Ex = choices[0]
	default: // may, order
		f.Pick = choices
	}
	s.Ask = nil
	s.run()
}

// doAct starts a step-3 move; moves that need a flank, a defender or a
// host ask for it first.
func (s *State) doAct(c string) {
	id := cardID(c)
	switch c[0] {
	case 'p':
		d := s.cdef(id)
		switch {
		case d.Type == Creature && len(s.P[s.Active].Line) > 0:
			s.UI = &UI{Kind: "flank", Card: id}
		case d.Type == Upgrade:
			s.UI = &UI{Kind: "host", Card: id}
		default:
			s.play(id, 0, -1)
		}
	case 'd':
		s.discard(id)
	case 'r':
		s.reap(id)
	case 'f':
		s.UI = &UI{Kind: "fight", Card: id}
	case 'a':
		s.activate(id, OnAction)
	case 'o':
		s.activate(id, OnOmni)
	case 'u':
		s.unstun(id)
	}
	s.run()
}

func (s *State) answerUI(kind, c string) {
	id := s.UI.Card
	s.UI = nil
	if c == "back" {
		return
	}
	switch kind {
	case "flank":
		pos := 0
		switch {
		case c == "right":
			pos = len(s.P[s.Active].Line)
		case strings.HasPrefix(c, "pos"):
			pos, _ = strconv.Atoi(c[3:])
		}
		s.play(id, pos, -1)
	case "target":
		s.startFight(id, cardID(c))
	case "host":
		s.play(id, 0, cardID(c))
	}
	s.run()
}

// mulligan: keep, or shuffle the hand into the deck and draw one fewer.
// When both have decided, the first turn begins.
func (s *State) mulligan(seat int, redraw bool) {
	pl := &s.P[seat]
	if redraw {
		n := len(pl.Hand)
		pl.Deck = append(pl.Deck, pl.Hand...)
		pl.Hand = nil
		s.RNG.Shuffle(len(pl.Deck), func(i, j int) { pl.Deck[i], pl.Deck[j] = pl.Deck[j], pl.Deck[i] })
		s.draw(seat, n-1)
		s.Mull[seat] = 2
		s.event(fmt.Sprintf("%s takes a mulligan.", games.Seat(seat)))
	} else {
		s.Mull[seat] = 1
		s.event(fmt.Sprintf("%s keeps their hand.", games.Seat(seat)))
	}
	if s.Mull[0] != 0 && s.Mull[1] != 0 {
		s.Turn = 1
		s.Active = s.First
		s.beginTurn()
		s.run()
	}
}
