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

func (s *state) promptID(name string) string {
	return "s" + strconv.Itoa(s.Step) + "." + name
}

// Prompts lists the open questions. Every option of every prompt is a
// legal move: illegal ones are never offered.
func (s *state) Prompts() []games.Prompt {
	names := s.promptNames()
	if len(names) == 0 {
		return nil
	}
	ps := make([]games.Prompt, 0, len(names))
	b := s.builder()
	for _, name := range names {
		if p, ok := b.build(name); ok {
			ps = append(ps, p)
		}
	}
	return ps
}

// promptNames lists the prompts the state may ask now, in order; a
// prompt with no option is left out when built.
func (s *state) promptNames() []string {
	switch {
	case s.Phase == phaseOver:
		return nil
	case len(s.Queue) > 0:
		if s.Queue[0].Op.Do == OpDiscard {
			return namesLose
		}
		return namesTarget
	}
	return phasePrompts[s.Phase]
}

var (
	namesLose    = []string{pLose}
	namesTarget  = []string{pTarget}
	phasePrompts = map[string][]string{
		phaseFirst:   {pFirst},
		phaseDraw:    {pDraw, pCard},
		phaseMain:    {pPlay, pCard, pUse, pEnd},
		phaseDiscard: {pDiscard, pCard},
	}
)

// openPrompt builds the one open prompt an answer names, so Apply need
// not build them all.
func (s *state) openPrompt(id string) []games.Prompt {
	b := s.builder()
	if len(id) <= len(b.prefix) || id[:len(b.prefix)] != b.prefix {
		return nil
	}
	name := id[len(b.prefix):]
	for _, n := range s.promptNames() {
		if n == name {
			if p, ok := b.build(name); ok {
				return []games.Prompt{p}
			}
		}
	}
	return nil
}

// promptBuilder holds what several prompts of one state share.
type promptBuilder struct {
	s      *state
	prefix string
	counts []int // the hand of the seat to act, per def
}

func (s *state) builder() promptBuilder {
	return promptBuilder{s: s, prefix: s.promptID("")}
}

// hand counts the acting seat's hand per def, once.
func (b *promptBuilder) hand(seat int) []int {
	if b.counts == nil {
		b.counts = b.s.handCounts(seat)
	}
	return b.counts
}

func (b *promptBuilder) build(name string) (games.Prompt, bool) {
	s := b.s
	var p games.Prompt
	switch name {
	case pFirst:
		p = s.firstPrompt()
	case pDraw:
		p = s.drawPrompt()
	case pPlay:
		p = s.playPrompt(b.hand(s.Turn))
	case pCard:
		p = s.cardPrompt(b.hand(s.Turn))
	case pUse:
		p = s.usePrompt()
	case pEnd:
		if s.Must >= 0 {
			return p, false
		}
		p = games.Prompt{Seat: s.Turn, Text: "End the main phase: your landing birds join your nest.",
			Min: 1, Max: 1, Options: endOptions}
	case pDiscard:
		p = s.discardPrompt(b.hand(s.Turn))
	case pLose, pTarget:
		p = s.stepPrompt()
	}
	p.ID = b.prefix + name
	return p, len(p.Options) > 0
}

var endOptions = []games.Option{{ID: optEnd, Label: "End main phase"}}

func (s *state) firstPrompt() games.Prompt {
	return games.Prompt{
		Seat: s.Chooser, Min: 1, Max: 1,
		Text: "You won the dice roll. Look at your hand and the Forest, then choose who plays first (they draw only 1 card on the first turn).",
		Options: []games.Option{
			{ID: optMe, Label: "I play first"},
			{ID: optOther, Label: games.Seat(1-s.Chooser) + " plays first"},
		},
	}
}

// drawPrompt offers the deck draw and every legal Forest depth.
func (s *state) drawPrompt() games.Prompt {
	n := s.drawCount()
	p := games.Prompt{Seat: s.Turn, Min: 1, Max: 1}
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
			Detail: bottom.mustDetail,
		})
	}
	return p
}

// handCounts counts seat's hand per def.
func (s *state) handCounts(seat int) []int {
	counts := make([]int, len(s.cat.defs))
	for _, c := range s.Hands[seat] {
		counts[s.cat.cards[c]]++
	}
	return counts
}

// playPrompt offers every legal bird play: species and how many. With a
// Forest card to play first, only plays that include it.
func (s *state) playPrompt(counts []int) games.Prompt {
	p := games.Prompt{Seat: s.Turn, Min: 1, Max: 1, Text: playText[s.Turn]}
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
func (s *state) cardPrompt(counts []int) games.Prompt {
	p := games.Prompt{Seat: s.Turn, Min: 1, Max: 1,
		Text: "Play a resource (it stays in play) or an effect (it resolves, then goes to Heaven)."}
	if s.Phase != phaseMain {
		p.Text = "You may play a resource now: it stays in play."
		p.Optional = true
	}
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
func (s *state) usePrompt() games.Prompt {
	p := games.Prompt{Seat: s.Turn, Min: 1, Max: 1}
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
	if len(p.Options) > 0 {
		p.Text = clipText("Spend ability points ("+s.pointsText()+"): any ability of a species you played, as often as points last.", games.MaxTextLen)
	}
	return p
}

// discardPrompt: one card of the hand to the Forest ends the turn.
func (s *state) discardPrompt(counts []int) games.Prompt {
	p := games.Prompt{Seat: s.Turn, Min: 1, Max: 1,
		Text: "Discard a card to the Forest to end your turn. Discarding your last card ends the game."}
	for d, n := range counts {
		if n == 0 {
			continue
		}
		df := &s.cat.defs[d]
		p.Options = append(p.Options, games.Option{ID: df.discardID, Label: countLabel(df, n), Detail: df.detail})
	}
	return p
}

func countLabel(df *def, n int) string {
	if n == 1 {
		return df.Name
	}
	if n < len(df.inHand) {
		return df.inHand[n]
	}
	return df.Name + " (" + strconv.Itoa(n) + " in hand)"
}

// playText is the play prompt's text for each seat.
var playText = [seats]string{
	"Play birds: a pair or more of one species, or one or more of a species in " + games.Seat(1) + "'s nest.",
	"Play birds: a pair or more of one species, or one or more of a species in " + games.Seat(0) + "'s nest.",
}

// stepPrompt asks for the choice the first queued effect needs.
func (s *state) stepPrompt() games.Prompt {
	st := s.Queue[0]
	p := games.Prompt{Seat: chooser(st), Min: 1, Max: 1}
	if st.Op.Do == OpDiscard {
		p.Text = clipText(games.Seat(st.Actor)+"'s "+st.From+": discard "+count(st.Left, "a card", "cards")+" to "+placeName(st.Op.To)+", your choice.", games.MaxTextLen)
		counts := s.handCounts(p.Seat)
		for _, d := range s.stepChoices(st) {
			df := &s.cat.defs[d]
			p.Options = append(p.Options, games.Option{ID: df.discardID, Label: countLabel(df, counts[d]), Detail: df.detail})
		}
		return p
	}
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
