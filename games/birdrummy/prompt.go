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

// countInto counts cs per def of cat into the reused counts buffer.
func (sc *scratch) countInto(cat *Catalog, cs []int) []int {
	counts := sc.counts[:0]
	for range cat.defs {
		counts = append(counts, 0)
	}
	for _, c := range cs {
		counts[cat.cards[c]]++
	}
	sc.counts = counts
	return counts
}

// handCounts counts seat's hand per def in a new slice.
func (s *state) handCounts(seat int) []int {
	return slices.Clone(s.scratch.countInto(s.cat, s.Hands[seat]))
}

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
		for d, n := range s.scratch.countInto(s.cat, s.Hands[s.Turn]) {
			if n > 0 {
				buf = append(buf, choice{id: s.cat.defs[d].discardID, d: d, n: n})
			}
		}
	case pLose:
		for d, n := range s.scratch.countInto(s.cat, s.Hands[chooser(s.Queue[0])]) {
			if n > 0 {
				buf = append(buf, choice{id: s.cat.defs[d].discardID, d: d, n: n})
			}
		}
	case pTarget:
		for d, n := range s.scratch.countInto(s.cat, s.Nests[targetSeat(s.Queue[0])]) {
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
	counts := s.scratch.countInto(s.cat, s.Hands[s.Turn])
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
	counts := s.scratch.countInto(s.cat, s.Hands[s.Turn])
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

// Prompts lists the open questions, with their words in the state's
// language.
func (s *state) Prompts() []games.Prompt {
	names := s.promptNames()
	if len(names) == 0 {
		return nil
	}
	r := readerOf(s)
	ps := make([]games.Prompt, 0, len(names))
	for _, name := range names {
		if cs := s.choicesOf(name); len(cs) > 0 {
			ps = append(ps, r.prompt(name, cs))
		}
	}
	return ps
}

// prompt words prompt name, whose options are cs.
func (r reader) prompt(name string, cs []choice) games.Prompt {
	s, w := r.s, r.w.defs
	p := games.Prompt{ID: s.scratch.pids.of(s.Step, name), Seat: s.promptSeat(name), Min: 1, Max: 1,
		Optional: s.optional(name), Options: make([]games.Option, len(cs))}
	opts := p.Options
	switch name {
	case pFirst:
		p.Text = r.say("birdrummy.prompt.first.text")
		opts[0] = games.Option{ID: optMe, Label: r.say("birdrummy.prompt.first.me")}
		opts[1] = games.Option{ID: optOther, Label: r.say("birdrummy.prompt.first.other", "Who", seatRef[1-s.Chooser])}
	case pDraw:
		p.Text = r.say("birdrummy.prompt.draw.text")
		if s.drawCount() == 1 {
			p.Text = r.say("birdrummy.prompt.draw.first")
		}
		opts[0] = games.Option{ID: optDeck, Label: r.w.drawDeck[s.drawCount()], Detail: r.w.deckLeft[min(len(s.Deck), len(r.w.deckLeft)-1)]}
		for i, c := range cs[1:] {
			label := ""
			if c.n < len(w[c.d].take) {
				label = w[c.d].take[c.n]
			} else {
				label = clipText(r.say("birdrummy.prompt.draw.forest", "N", c.n, "Card", w[c.d].name), games.MaxLabelLen)
			}
			opts[i+1] = games.Option{ID: c.id, Label: label, Detail: w[c.d].mustDetail}
		}
	case pPlay:
		p.Text = r.say("birdrummy.prompt.play.text")
		for i, c := range cs {
			opts[i] = games.Option{ID: c.id, Label: w[c.d].playLabel[c.n], Detail: w[c.d].detail}
		}
	case pCard:
		p.Text = r.say("birdrummy.prompt.card.text")
		if p.Optional {
			p.Text = r.say("birdrummy.prompt.card.optional")
		}
		for i, c := range cs {
			opts[i] = games.Option{ID: c.id, Label: w[c.d].cardLabel, Detail: w[c.d].detail}
		}
	case pUse:
		p.Text = clipText(r.say("birdrummy.prompt.use.text", "Points", s.purse().spendIn(r)), games.MaxTextLen)
		for i, c := range cs {
			opts[i] = games.Option{ID: c.id, Label: w[c.d].useLabel[c.n], Detail: w[c.d].useDetail[c.n]}
		}
	case pEnd:
		p.Text = r.say("birdrummy.prompt.end.text")
		opts[0] = games.Option{ID: optEnd, Label: r.say("birdrummy.prompt.end.label")}
	case pDiscard:
		p.Text = r.say("birdrummy.prompt.discard.text")
		r.countOptions(opts, cs)
		if end := r.lastDiscardLoses(); end != "" && len(opts) == 1 {
			opts[0].Label = r.warned(opts[0].Label, end)
			opts[0].Detail = clipText(r.say("birdrummy.prompt.discard.last"), games.MaxDetailLen)
		}
	case pLose:
		st := s.Queue[0]
		id := "birdrummy.prompt.lose.forest"
		if st.Op.To == toHeaven {
			id = "birdrummy.prompt.lose.heaven"
		}
		p.Text = clipText(r.say(id, "Who", seatRef[st.Actor], "From", s.cat.fromArg(st.From), "Count", st.Left), games.MaxTextLen)
		r.countOptions(opts, cs)
	case pTarget:
		st := s.Queue[0]
		owner := seatRef[targetSeat(st)]
		p.Text = clipText(r.say("birdrummy.prompt.target.text", "From", s.cat.fromArg(st.From), "Do", opMsg(st.Op)), games.MaxTextLen)
		for i, c := range cs {
			opts[i] = games.Option{ID: c.id, Label: r.say("birdrummy.prompt.target.label", "Card", w[c.d].name, "N", c.n, "Owner", owner),
				Detail: w[c.d].detail}
		}
	}
	if name != pDiscard && name != pFirst { // a last discard says so itself
		r.warnEnds(&p)
	}
	return p
}

// lastDiscardLoses says what discarding the last card of the hand does
// to the seat on turn when the game it ends goes against it: "you lose"
// when its nest scores less than the other nest could with every card
// of the other hand a bird, "you may lose" when less than the other nest
// alone; "" otherwise (more cards in hand, or a win or tie at worst). It
// reads only what the seat may see: the other hand's size, not its birds.
func (r reader) lastDiscardLoses() string {
	s := r.s
	me, other := s.Turn, 1-s.Turn
	if len(s.Hands[me]) != 1 {
		return ""
	}
	mine, theirs := s.cat.nestScore(s.Nests[me]), s.cat.nestScore(s.Nests[other])
	switch {
	case mine < theirs-len(s.Hands[other]):
		return r.say("birdrummy.warn.lose")
	case mine < theirs:
		return r.say("birdrummy.warn.maylose")
	}
	return ""
}

// countOptions words hand cards offered by design, with how many there
// are.
func (r reader) countOptions(opts []games.Option, cs []choice) {
	for i, c := range cs {
		w := &r.w.defs[c.d]
		opts[i] = games.Option{ID: c.id, Label: r.countLabel(w, c.n), Detail: w.detail}
	}
}

func (r reader) countLabel(w *defWords, n int) string {
	if n == 1 {
		return w.name
	}
	if n < len(w.inHand) {
		return w.inHand[n]
	}
	return r.say("birdrummy.inhand", "Card", w.name, "N", n)
}

// spendIn is the points the seat on turn may spend, in short: "4 for
// Magpie, 1 for any of them"; a species without points of its own is
// left out (only points for any of them pay for it).
func (pu purse) spendIn(r reader) string {
	var parts []string
	for sp, n := range pu.points {
		switch {
		case pu.played[sp] == 0 || n <= 0:
		case n < len(r.w.defs[sp].spend):
			parts = append(parts, r.w.defs[sp].spend[n])
		default:
			parts = append(parts, r.say("birdrummy.spend.bird", "N", n, "Bird", r.name(sp)))
		}
	}
	switch {
	case pu.wild <= 0:
	case pu.wild < len(r.w.spendAny):
		parts = append(parts, r.w.spendAny[pu.wild])
	default:
		parts = append(parts, r.say("birdrummy.spend.any", "N", pu.wild))
	}
	return strings.Join(parts, ", ")
}
