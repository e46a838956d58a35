package birdrummy

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// Prompt names; a prompt id is "s<step>." + name, so a button from
// before the last answer is refused as stale.
const (
	pFirst   = "first"
	pDraw    = "draw"
	pPlay    = "play"
	pCard    = "card"
	pUse     = "use"
	pEnd     = "end"
	pDiscard = "discard"
	pLose    = "lose"   // the opponent's discard forced by an effect
	pTarget  = "target" // which bird an effect moves
)

// Option ids that are not card keys.
const (
	optMe     = "me"
	optOther  = "other"
	optDeck   = "deck"
	optEnd    = "end"
	forestPre = "f" // "f3": take the top 3 Forest cards
)

func (s *State) promptID(name string) string {
	return "s" + strconv.Itoa(s.Step) + "." + name
}

// Prompts lists the open questions. Every option of every prompt is a
// legal move: illegal ones are never offered.
func (s *State) Prompts() []games.Prompt {
	if s.Phase == phaseOver {
		return nil
	}
	if len(s.Queue) > 0 {
		return []games.Prompt{s.stepPrompt()}
	}
	var ps []games.Prompt
	add := func(p games.Prompt) {
		if len(p.Options) > 0 {
			ps = append(ps, p)
		}
	}
	switch s.Phase {
	case phaseFirst:
		add(s.firstPrompt())
	case phaseDraw:
		add(s.drawPrompt())
		add(s.cardPrompt())
	case phaseMain:
		add(s.playPrompt())
		add(s.cardPrompt())
		add(s.usePrompt())
		if s.Must < 0 {
			add(games.Prompt{ID: s.promptID(pEnd), Seat: s.Turn, Text: "End the main phase: your landing birds join your nest.",
				Min: 1, Max: 1, Options: []games.Option{{ID: optEnd, Label: "End main phase"}}})
		}
	case phaseDiscard:
		add(s.discardPrompt())
		add(s.cardPrompt())
	}
	return ps
}

func (s *State) firstPrompt() games.Prompt {
	return games.Prompt{
		ID: s.promptID(pFirst), Seat: s.Chooser, Min: 1, Max: 1,
		Text: "You won the dice roll. Look at your hand and the Forest, then choose who plays first (they draw only 1 card on the first turn).",
		Options: []games.Option{
			{ID: optMe, Label: "I play first"},
			{ID: optOther, Label: games.Seat(1-s.Chooser) + " plays first"},
		},
	}
}

// drawPrompt offers the deck draw and every legal Forest depth.
func (s *State) drawPrompt() games.Prompt {
	n := s.drawCount()
	p := games.Prompt{ID: s.promptID(pDraw), Seat: s.Turn, Min: 1, Max: 1}
	label := "Draw 2 from the deck"
	if n == 1 {
		label = "Draw 1 from the deck"
		p.Text = "First turn of the game: draw 1 card from the deck."
	} else {
		p.Text = "Draw 2 from the deck, or take 2 or more from the top of the Forest: the deepest card taken must be the next card you play."
	}
	p.Options = append(p.Options, games.Option{ID: optDeck, Label: label, Detail: strconv.Itoa(len(s.Deck)) + " cards in the deck"})
	if n == 1 {
		return p
	}
	for k := 2; k <= len(s.Forest); k++ {
		if !s.forestTakeLegal(s.Turn, k) {
			continue
		}
		bottom := s.def(s.Forest[len(s.Forest)-k])
		p.Options = append(p.Options, games.Option{
			ID:     forestPre + strconv.Itoa(k),
			Label:  clipText("Take "+strconv.Itoa(k)+" from the Forest, down to "+bottom.Name, games.MaxLabelLen),
			Detail: clipText(bottom.Name+" must be played next. "+bottom.text, games.MaxDetailLen),
		})
	}
	return p
}

// handCounts counts seat's hand per def.
func (s *State) handCounts(seat int) []int {
	counts := make([]int, len(s.cat.defs))
	for _, c := range s.Hands[seat] {
		counts[s.cat.cards[c]]++
	}
	return counts
}

// playPrompt offers every legal bird play: species and how many. With a
// Forest card to play first, only plays that include it.
func (s *State) playPrompt() games.Prompt {
	p := games.Prompt{ID: s.promptID(pPlay), Seat: s.Turn, Min: 1, Max: 1,
		Text: "Play birds: a pair or more of one species, or one or more of a species in " + games.Seat(1-s.Turn) + "'s nest."}
	counts := s.handCounts(s.Turn)
	for sp := 0; sp < s.cat.birds; sp++ {
		if s.Must >= 0 && s.defOf(s.Must) != sp {
			continue
		}
		df := &s.cat.defs[sp]
		for n := s.minPlay(s.Turn, sp); n <= counts[sp] && n <= maxCopies; n++ {
			p.Options = append(p.Options, games.Option{ID: df.playID[n], Label: df.playLabel[n], Detail: df.detail})
		}
	}
	return p
}

// cardPrompt offers the resources in hand (any phase of your turn) and
// the effects (main phase only).
func (s *State) cardPrompt() games.Prompt {
	p := games.Prompt{ID: s.promptID(pCard), Seat: s.Turn, Min: 1, Max: 1,
		Text: "Play a resource (it stays in play) or an effect (it resolves, then goes to Heaven)."}
	if s.Phase != phaseMain {
		p.Text = "You may play a resource now: it stays in play."
		p.Optional = true
	}
	counts := s.handCounts(s.Turn)
	for d := s.cat.birds; d < len(s.cat.defs); d++ {
		df := &s.cat.defs[d]
		if counts[d] == 0 || (df.Kind == kindEffect && s.Phase != phaseMain) {
			continue
		}
		if s.Must >= 0 && s.defOf(s.Must) != d {
			continue
		}
		p.Options = append(p.Options, games.Option{ID: df.cardID, Label: "Play " + df.Name, Detail: df.detail})
	}
	return p
}

// usePrompt offers the affordable abilities of the species played this
// turn.
func (s *State) usePrompt() games.Prompt {
	p := games.Prompt{ID: s.promptID(pUse), Seat: s.Turn, Min: 1, Max: 1,
		Text: clipText("Spend ability points ("+s.pointsText()+"): any ability of a species you played, as often as points last.", games.MaxTextLen)}
	for sp := 0; sp < s.cat.birds; sp++ {
		if s.Played[sp] == 0 {
			continue
		}
		df := &s.cat.defs[sp]
		for i := range df.Abilities {
			if s.canUse(sp, i) {
				p.Options = append(p.Options, games.Option{ID: df.useID[i], Label: df.useLabel[i], Detail: df.abilityText[i]})
			}
		}
	}
	return p
}

// discardPrompt: one card of the hand to the Forest ends the turn.
func (s *State) discardPrompt() games.Prompt {
	p := games.Prompt{ID: s.promptID(pDiscard), Seat: s.Turn, Min: 1, Max: 1,
		Text: "Discard a card to the Forest to end your turn. Discarding your last card ends the game."}
	counts := s.handCounts(s.Turn)
	for d, n := range counts {
		if n == 0 {
			continue
		}
		df := &s.cat.defs[d]
		p.Options = append(p.Options, games.Option{ID: df.discardID, Label: countLabel(df.Name, n), Detail: df.detail})
	}
	return p
}

func countLabel(name string, n int) string {
	if n == 1 {
		return name
	}
	return name + " (" + strconv.Itoa(n) + " in hand)"
}

// stepPrompt asks for the choice the first queued effect needs.
func (s *State) stepPrompt() games.Prompt {
	st := s.Queue[0]
	p := games.Prompt{Seat: chooser(st), Min: 1, Max: 1}
	if st.Op.Do == OpDiscard {
		p.ID = s.promptID(pLose)
		where := "the Forest"
		if st.Op.To == toHeaven {
			where = "Heaven"
		}
		p.Text = clipText(games.Seat(st.Actor)+"'s "+st.From+": discard "+count(st.Left, "a card", "more cards")+" to "+where+", your choice.", games.MaxTextLen)
		counts := s.handCounts(p.Seat)
		for _, d := range s.stepChoices(st) {
			df := &s.cat.defs[d]
			p.Options = append(p.Options, games.Option{ID: df.discardID, Label: countLabel(df.Name, counts[d]), Detail: df.detail})
		}
		return p
	}
	p.ID = s.promptID(pTarget)
	owner := targetSeat(st)
	p.Text = clipText(st.From+": "+opText(st.Op)+" Choose the bird.", games.MaxTextLen)
	for _, d := range s.stepChoices(st) {
		df := &s.cat.defs[d]
		p.Options = append(p.Options, games.Option{ID: df.targetID,
			Label:  df.Name + " (" + strconv.Itoa(s.nestCount(owner, d)) + " in " + games.Seat(owner) + "'s nest)",
			Detail: df.detail})
	}
	return p
}
