package birdrummy

import (
	"slices"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// Option ids that are not card keys.
const (
	optMe     = "me"
	optOther  = "other"
	optDeck   = "deck"
	optEnd    = "end"
	forestPre = "f" // "f3": take the top 3 Forest cards
)

// forestIDs[k] is the option id of a Forest take of k cards.
var forestIDs = func() []string {
	ids := make([]string, maxCards+1)
	for k := range ids {
		ids[k] = forestPre + strconv.Itoa(k)
	}
	return ids
}()

// promptNames lists the prompts the state may ask now, in order; a
// prompt with no option is not asked.
func (s *state) promptNames() []string {
	switch {
	case s.Phase == phaseOver:
		return nil
	case len(s.Queue) > 0:
		if stepPrompt(s.Queue[0]) == pLose {
			return namesLose
		}
		return namesTarget
	}
	switch s.Phase {
	case phaseFirst:
		return namesFirst
	case phaseDraw:
		return namesDraw
	case phaseMain:
		return namesMain
	case phaseDiscard:
		return namesDiscard
	}
	return nil
}

var (
	namesLose    = []string{pLose}
	namesTarget  = []string{pTarget}
	namesFirst   = []string{pFirst}
	namesDraw    = []string{pDraw, pCard}
	namesMain    = []string{pPlay, pCard, pUse, pEnd}
	namesDiscard = []string{pDiscard, pCard}
)

// promptSeat is the seat that answers prompt name.
func (s *state) promptSeat(name string) int {
	switch name {
	case pFirst:
		return s.Chooser
	case pLose, pTarget:
		return chooser(s.Queue[0])
	}
	return s.Turn
}

// optional reports whether prompt name does not hold the game up: a
// resource may be played outside the main phase, but need not be.
func (s *state) optional(name string) bool { return name == pCard && s.Phase != phaseMain }

// choice is one option of a prompt before any text: its id and the move
// it makes.
type choice struct {
	id string
	d  int // the design it names (species, card, Forest bottom); -1 for none
	n  int // birds played, ability index, Forest depth, first seat; or how many d there are
}

// countInto counts cs per def into the reused counts buffer.
func (s *state) countInto(cs []int) []int {
	counts := s.scratch.counts[:0]
	for range s.cat.defs {
		counts = append(counts, 0)
	}
	for _, c := range cs {
		counts[s.cat.cards[c]]++
	}
	s.scratch.counts = counts
	return counts
}

// handCounts counts seat's hand per def in a new slice.
func (s *state) handCounts(seat int) []int { return slices.Clone(s.countInto(s.Hands[seat])) }

// choices appends the options of prompt name to buf. Every one is a
// legal move: illegal ones are never offered. Both paths list them from
// here: Prompts adds the words, Legal and Play use them bare.
func (s *state) choices(name string, buf []choice) []choice {
	switch name {
	case pFirst:
		return append(buf, choice{id: optMe, d: -1, n: s.Chooser}, choice{id: optOther, d: -1, n: 1 - s.Chooser})
	case pDraw:
		buf = append(buf, choice{id: optDeck, d: -1})
		if s.drawCount() == 1 {
			return buf
		}
		for k := 2; k <= len(s.Forest); k++ {
			if s.forestTakeLegal(s.Turn, k) {
				buf = append(buf, choice{id: forestIDs[k], d: s.cat.defOf(s.Forest[len(s.Forest)-k]), n: k})
			}
		}
	case pPlay:
		return s.playChoices(buf)
	case pCard:
		return s.cardChoices(buf)
	case pUse:
		for sp := 0; sp < s.cat.birds; sp++ {
			if s.Played[sp] == 0 {
				continue
			}
			df := &s.cat.defs[sp]
			for i := range df.Abilities {
				if s.purse().canUse(sp, i) {
					buf = append(buf, choice{id: df.useID[i], d: sp, n: i})
				}
			}
		}
	case pEnd:
		if s.Must < 0 {
			buf = append(buf, choice{id: optEnd, d: -1})
		}
	case pDiscard:
		for d, n := range s.countInto(s.Hands[s.Turn]) {
			if n > 0 {
				buf = append(buf, choice{id: s.cat.defs[d].discardID, d: d, n: n})
			}
		}
	case pLose:
		for d, n := range s.countInto(s.Hands[chooser(s.Queue[0])]) {
			if n > 0 {
				buf = append(buf, choice{id: s.cat.defs[d].discardID, d: d, n: n})
			}
		}
	case pTarget:
		for d, n := range s.countInto(s.Nests[targetSeat(s.Queue[0])]) {
			if n > 0 {
				buf = append(buf, choice{id: s.cat.defs[d].targetID, d: d, n: n})
			}
		}
	}
	return buf
}

// playChoices are the plays of birds: two or more of a species, or a
// single bird of a species the opponent's nest holds; with a Forest card
// to play first, only plays that include it.
func (s *state) playChoices(buf []choice) []choice {
	var single cardSet
	for _, c := range s.Nests[1-s.Turn] {
		single.add(s.cat.defOf(c))
	}
	counts := s.countInto(s.Hands[s.Turn])
	for sp := 0; sp < s.cat.birds; sp++ {
		if s.Must >= 0 && s.cat.defOf(s.Must) != sp {
			continue
		}
		least := 2
		if single.has(sp) {
			least = 1
		}
		for n := least; n <= counts[sp] && n <= maxCopies; n++ {
			buf = append(buf, choice{id: s.cat.defs[sp].playID[n], d: sp, n: n})
		}
	}
	return buf
}

// cardChoices are the resource and effect cards the seat may play:
// resources in any phase of the turn, effects in the main phase.
func (s *state) cardChoices(buf []choice) []choice {
	counts := s.countInto(s.Hands[s.Turn])
	for d := s.cat.birds; d < len(s.cat.defs); d++ {
		df := &s.cat.defs[d]
		if counts[d] == 0 || (df.Kind == kindEffect && s.Phase != phaseMain) ||
			(s.Must >= 0 && s.cat.defOf(s.Must) != d) {
			continue
		}
		buf = append(buf, choice{id: df.cardID, d: d, n: counts[d]})
	}
	return buf
}

// choicesOf lists the options of prompt name in the reused buffer; they
// stay valid until the next call.
func (s *state) choicesOf(name string) []choice {
	cs := s.choices(name, s.scratch.choices[:0])
	s.scratch.choices = cs[:0]
	return cs
}

// Prompts lists the open questions, with their words.
func (s *state) Prompts() []games.Prompt {
	names := s.promptNames()
	if len(names) == 0 {
		return nil
	}
	ps := make([]games.Prompt, 0, len(names))
	for _, name := range names {
		if cs := s.choicesOf(name); len(cs) > 0 {
			ps = append(ps, s.prompt(name, cs))
		}
	}
	return ps
}

// prompt words prompt name, whose options are cs.
func (s *state) prompt(name string, cs []choice) games.Prompt {
	p := games.Prompt{ID: s.cachedID(name), Seat: s.promptSeat(name), Min: 1, Max: 1,
		Optional: s.optional(name), Options: make([]games.Option, len(cs))}
	opts := p.Options
	switch name {
	case pFirst:
		p.Text = "You won the dice roll: who plays first? They draw only 1 card on their first turn."
		opts[0] = games.Option{ID: optMe, Label: "I play first"}
		opts[1] = games.Option{ID: optOther, Label: seatRef[1-s.Chooser] + " plays first"}
	case pDraw:
		p.Text = "Draw 2 from the deck, or take 2 or more from the top of the Forest: the deepest card taken must be the next card you play."
		label := "Draw 2 from the deck"
		if s.drawCount() == 1 {
			p.Text = "First turn of the game: draw 1 card from the deck."
			label = "Draw 1 from the deck"
		}
		opts[0] = games.Option{ID: optDeck, Label: label, Detail: games.Count(len(s.Deck), "card", "cards") + " in the deck"}
		for i, c := range cs[1:] {
			bottom := &s.cat.defs[c.d]
			opts[i+1] = games.Option{ID: c.id,
				Label:  clipText("Take "+strconv.Itoa(c.n)+" from the Forest, down to "+bottom.Name, games.MaxLabelLen),
				Detail: bottom.mustDetail}
		}
	case pPlay:
		p.Text = playText
		for i, c := range cs {
			df := &s.cat.defs[c.d]
			opts[i] = games.Option{ID: c.id, Label: df.playLabel[c.n], Detail: df.detail}
		}
	case pCard:
		p.Text = "Play a resource (it stays in play) or an effect (it goes to Heaven)."
		if p.Optional {
			p.Text = "You may play a resource now: it stays in play."
		}
		for i, c := range cs {
			df := &s.cat.defs[c.d]
			opts[i] = games.Option{ID: c.id, Label: "Play " + df.Name, Detail: df.detail}
		}
	case pUse:
		p.Text = clipText("Spend ability points on birds you played this turn: "+s.purse().spendText()+".", games.MaxTextLen)
		for i, c := range cs {
			df := &s.cat.defs[c.d]
			opts[i] = games.Option{ID: c.id, Label: df.useLabel[c.n], Detail: df.abilityText[c.n]}
		}
	case pEnd:
		p.Text = "End the main phase: your landing birds join your nest."
		opts[0] = games.Option{ID: optEnd, Label: "End main phase"}
	case pDiscard:
		p.Text = "Discard a card to the Forest to end your turn. Discarding your last card ends the game."
		s.cat.countOptions(opts, cs)
		if end := s.lastDiscardLoses(); end != "" && len(opts) == 1 {
			opts[0].Label = clipText(opts[0].Label+" · ends the game: "+end, games.MaxLabelLen)
			opts[0].Detail = "Your last card: the game ends, your nest against theirs minus the birds in their hand."
		}
	case pLose:
		st := s.Queue[0]
		p.Text = clipText(seatRef[st.Actor]+"'s "+st.From+": discard "+count(st.Left, "a card", "cards")+" to "+placeName(st.Op.To)+", your choice.", games.MaxTextLen)
		s.cat.countOptions(opts, cs)
	case pTarget:
		st := s.Queue[0]
		owner := seatRef[targetSeat(st)]
		p.Text = clipText(st.From+": "+opText(st.Op)+" Choose the bird.", games.MaxTextLen)
		for i, c := range cs {
			df := &s.cat.defs[c.d]
			opts[i] = games.Option{ID: c.id, Label: df.Name + " (" + strconv.Itoa(c.n) + " in " + owner + "'s nest)", Detail: df.detail}
		}
	}
	if name != pDiscard && name != pFirst { // a last discard says so itself
		s.warnEnds(&p)
	}
	return p
}

// lastDiscardLoses says what discarding the last card of the hand does
// to the seat on turn when the game it ends goes against it: "you lose"
// when its nest scores less than the other nest could with every card
// of the other hand a bird, "you may lose" when less than the other nest
// alone; "" otherwise (more cards in hand, or a win or tie at worst). It
// reads only what the seat may see: the other hand's size, not its birds.
func (s *state) lastDiscardLoses() string {
	me, other := s.Turn, 1-s.Turn
	if len(s.Hands[me]) != 1 {
		return ""
	}
	mine, theirs := s.cat.nestScore(s.Nests[me]), s.cat.nestScore(s.Nests[other])
	switch {
	case mine < theirs-len(s.Hands[other]):
		return "you lose"
	case mine < theirs:
		return "you may lose"
	}
	return ""
}

// countOptions words hand cards offered by design, with how many there
// are.
func (cat *Catalog) countOptions(opts []games.Option, cs []choice) {
	for i, c := range cs {
		df := &cat.defs[c.d]
		opts[i] = games.Option{ID: c.id, Label: countLabel(df, c.n), Detail: df.detail}
	}
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

// spendText is the points the seat on turn may spend, in short: "4 for
// Magpie, 1 for any of them"; a species without points of its own is
// left out (only points for any of them pay for it).
func (pu purse) spendText() string {
	var parts []string
	for sp, n := range pu.points {
		if pu.played[sp] > 0 && n > 0 {
			parts = append(parts, strconv.Itoa(n)+" for "+pu.cat.defs[sp].Name)
		}
	}
	if pu.wild > 0 {
		parts = append(parts, strconv.Itoa(pu.wild)+" for any of them")
	}
	return strings.Join(parts, ", ")
}

// playText is the play prompt's text. Two play, so "the other nest"
// names the opponent's without a mention's length.
const playText = "Play birds: a pair or more of one species, or one or more of a species in the other nest."
