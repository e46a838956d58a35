package bitch

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// moveKind is what choosing an option does.
type moveKind uint8

const (
	mPile      moveKind = iota // lay a naked pile: V (0: jokers only), N naturals, J jokers
	mPileValue                 // choose the value of the next naked pile, its count to come: V
	mPileBack                  // drop the chosen pile value
	mFirst                     // the dealer names the first player: Seat
	mCall                      // call the bluff
	mValue                     // choose the value to play, its count to come: V
	mPlay                      // play N naturals and J jokers as V
	mBack                      // drop the chosen value
	mPass                      // pick up the stack (or draw for the 7s), taking naked card Card if set
	mBlind                     // turn up blind card N
	mDeclare                   // declare the turned-up blind card as V
)

// move is the meaning of one option, kept beside the prompts so Apply
// never parses option ids.
type move struct {
	Kind moveKind
	V    value
	N, J int8 // counts of naturals and jokers, or a blind card's index
	Seat int8
	Card cards.Card
}

// derived is what the state works out from its fields and keeps until
// the next change. It is never encoded, and Clone leaves it behind.
type derived struct {
	// labelled is the builder behind Prompts; prompts is what Prompts
	// returned, in memory of its own that callers may keep.
	labelled   builder
	prompts    []games.Prompt
	labelledOK bool
	// lean is the same questions without text, for Legal and Play.
	lean   builder
	leanOK bool
	// The actor's prompt id, kept while the turn and step stand.
	idTurn, idStep int
	id             string
	// The Call bluff prompt id, kept while the window's turn stands.
	bluffTurn int
	bluffID   string
	// spareBluff is the last closed Call bluff window, for the next;
	// sparePending the last value taken back or played, likewise.
	spareBluff   *bluff
	sparePending *pending
}

func (s *state) derive() *derived {
	if s.derived == nil {
		s.derived = &derived{idTurn: -1}
	}
	return s.derived
}

// changed forgets everything derived from the state's fields.
func (d *derived) changed() {
	if d != nil {
		d.prompts, d.labelledOK, d.leanOK = nil, false, false
	}
}

// Prompts lists the open questions. They are built when asked, once per
// change, in fresh memory: a caller may keep them after the state moves.
func (s *state) Prompts() []games.Prompt {
	d := s.derive()
	if !d.labelledOK {
		d.labelled.build(s, false)
		d.prompts = d.labelled.export()
		d.labelledOK = true
	}
	return d.prompts
}

// questions is the current set of prompts with the move behind each
// option: the labelled ones if they are built, else the lean ones.
func (s *state) questions() *builder {
	d := s.derive()
	if d.labelledOK {
		return &d.labelled
	}
	if !d.leanOK {
		d.lean.build(s, true)
		d.leanOK = true
	}
	return &d.lean
}

// find returns the move behind a, or the error games.Find gives for it
// (worked out on the labelled prompts: refusals are rare in search).
func (s *state) find(a games.Answer) (move, error) {
	b := s.questions()
	if len(a.Choices) == 1 {
		for i := range b.prompts {
			p := &b.prompts[i]
			if p.Seat != a.Seat || p.ID != a.PromptID {
				continue
			}
			start, end := b.span(i)
			for k := start; k < end; k++ {
				if b.ids[k] == a.Choices[0] {
					return b.moves[k], nil
				}
			}
		}
	}
	if _, err := games.Find(s.Prompts(), a); err != nil {
		return move{}, err
	}
	return move{}, games.ErrStale // unreachable: every prompt picks one option
}

// builder collects prompts with their moves in space it keeps from one
// build to the next. A lean build writes no text and no options: prompt
// ids, option ids and moves only.
type builder struct {
	lean    bool
	w       *words // the labels' language
	prompts []games.Prompt
	starts  []int          // where each prompt's options begin in ids and moves
	opts    []games.Option // the labelled build's options
	ids     []string       // the option ids: Legal's Choices slice them
	moves   []move
}

func (b *builder) build(s *state, lean bool) {
	b.lean, b.w = lean, wordsFor(s)
	b.prompts, b.starts, b.opts, b.ids, b.moves = b.prompts[:0], b.starts[:0], b.opts[:0], b.ids[:0], b.moves[:0]
	s.buildPrompts(b)
}

// span is where prompt i's options are in ids and moves.
func (b *builder) span(i int) (start, end int) {
	end = len(b.ids)
	if i+1 < len(b.starts) {
		end = b.starts[i+1]
	}
	return b.starts[i], end
}

func (b *builder) open(p games.Prompt) {
	b.prompts = append(b.prompts, p)
	b.starts = append(b.starts, len(b.ids))
}

// add offers one option. Callers pass the label and detail from the
// tables in labels.go (free to look up); a lean build drops them.
func (b *builder) add(id, label, detail string, m move) {
	if !b.lean {
		b.opts = append(b.opts, games.Option{ID: id, Label: label, Detail: detail})
	}
	b.ids = append(b.ids, id)
	b.moves = append(b.moves, m)
}

// close ends the open prompt; every prompt here picks one option.
func (b *builder) close() {
	p := &b.prompts[len(b.prompts)-1]
	p.Min, p.Max = 1, 1
}

// export copies the labelled prompts and their options out of the
// builder's space. Most builds are the actor's prompt alone with a few
// options: those take one allocation for both instead of two.
func (b *builder) export() []games.Prompt {
	if len(b.prompts) == 1 {
		switch n := len(b.opts); {
		case n <= 8:
			block := new(struct {
				p [1]games.Prompt
				o [8]games.Option
			})
			return b.exportInto(block.p[:], block.o[:n])
		case n <= 32:
			block := new(struct {
				p [1]games.Prompt
				o [32]games.Option
			})
			return b.exportInto(block.p[:], block.o[:n])
		}
	}
	return b.exportInto(make([]games.Prompt, len(b.prompts)), make([]games.Option, len(b.opts)))
}

func (b *builder) exportInto(ps []games.Prompt, opts []games.Option) []games.Prompt {
	copy(opts, b.opts)
	for i, p := range b.prompts {
		start, end := b.span(i)
		p.Options = opts[start:end:end]
		ps[i] = p
	}
	return ps
}

func (s *state) buildPrompts(b *builder) {
	switch s.Phase {
	case phaseSetup:
		for seat := 0; seat < s.Seats; seat++ {
			if len(s.Naked[seat]) < blindCards {
				s.pilePrompt(b, seat)
			}
		}
	case phaseFirst:
		b.open(games.Prompt{ID: "first", Seat: s.Dealer, Text: b.w.first})
		for seat := 0; seat < s.Seats; seat++ {
			b.add(seatIDs[seat], seatRef(seat), "", move{Kind: mFirst, Seat: int8(seat)})
		}
		b.close()
	case phasePlay:
		s.turnPrompt(b)
		s.bluffPrompts(b)
	}
}

// turnPrompt is the actor's question: a value (or pick up), a count, a
// blind card, or a declaration.
func (s *state) turnPrompt(b *builder) {
	seat := s.Turn
	f := faceOf(s.Stack)
	switch {
	case s.Pending != nil && s.Pending.Flipped != nil:
		c := *s.Pending.Flipped
		p := games.Prompt{ID: s.turnID(), Seat: seat}
		if !b.lean {
			p.Text = b.w.say("bitch.declare.ask", "Card", b.w.cardNames[c], "Face", b.w.faceTexts[faceIndex(f)])
		}
		b.open(p)
		for _, v := range playValues {
			if f.legal(v) && (c.IsJoker() || c.Rank() == v.rank()) {
				b.add(v.id(), b.w.declareLabels[c][v], "", move{Kind: mDeclare, V: v})
			}
		}
		b.close()
	case s.Pending != nil:
		s.countPrompt(b, seat, s.Pending.Value)
	case s.holding(seat).stage() == fromBlind:
		b.open(games.Prompt{ID: s.turnID(), Seat: seat, Text: b.w.blindTexts[faceIndex(f)]})
		for i := range s.Blind[seat] {
			b.add(blindIDs[i], b.w.blindLabels[i], "", move{Kind: mBlind, N: int8(i)})
		}
		b.close()
	default:
		s.valuePrompt(b, seat, f)
	}
}

// counts tallies natural cards of each rank and jokers, and remembers
// the first natural card of each rank (for one-card labels).
type counts struct {
	rank   [14]int
	first  [14]cards.Card
	jokers int
}

func tally(cs []cards.Card) counts {
	var t counts
	for _, c := range cs {
		if c.IsJoker() {
			t.jokers++
			continue
		}
		r := c.Rank()
		if t.rank[r] == 0 {
			t.first[r] = c
		}
		t.rank[r]++
	}
	return t
}

// valuePrompt asks "Play which value?": one option per value the player
// can play, then the pickup (or the draw for 7s) where the top restricts
// anything. A value with a single card to play it with plays at once
// ("Play 9♦", "Play the Joker as 7"); a value with a real choice of how
// many, or of jokers joining, leads to the count (countPrompt). So a
// hand offers at most one option per value, whatever its size.
func (s *state) valuePrompt(b *builder, seat int, f face) {
	st := s.holding(seat).stage()
	var t counts
	if st == fromHand {
		t = tally(s.Hands[seat])
		b.open(games.Prompt{ID: s.turnID(), Seat: seat, Text: b.w.turnTexts[faceIndex(f)]})
	} else {
		t = tally(s.holding(seat).nakedCards())
		b.open(games.Prompt{ID: s.turnID(), Seat: seat, Text: b.w.nakedTexts[faceIndex(f)]})
	}
	nj := min(t.jokers, maxJokers)
	for _, v := range playValues {
		if !f.legal(v) {
			continue
		}
		n := min(t.rank[v.rank()], maxNaturals)
		switch {
		case n+nj == 0:
		case n == 1 && nj == 0:
			b.add(v.id(), b.w.oneCard[v][t.first[v.rank()]], "", move{Kind: mPlay, V: v, N: 1})
		case n == 0 && nj == 1:
			b.add(v.id(), b.w.oneJoker[v], "", move{Kind: mPlay, V: v, J: 1})
		case n == 0:
			b.add(v.id(), b.w.manyJokers[v], b.w.haveDetail[0][nj], move{Kind: mValue, V: v})
		default:
			b.add(v.id(), b.w.manyOf[v], b.w.haveDetail[n][nj], move{Kind: mValue, V: v})
		}
	}
	if f.restricts() {
		s.passOptions(b, seat, f, st)
	}
	b.close()
}

// passOptions: pick up the stack, or draw for the 7s; from naked cards,
// also take one naked card of the player's choice.
func (s *state) passOptions(b *builder, seat int, f face, st stage) {
	w := b.w
	what, detail := w.pickUp[min(len(s.Stack), maxCards)], w.passDetail
	if f.Kind == faceSevens {
		what, detail = w.drawN[min(2*f.Sevens, len(w.drawN)-1)], w.deckHas[min(len(s.Deck), maxCards)]
	}
	if len(s.Deck) == 0 && s.Edition >= editionNoEmptyCalls {
		detail = w.passEmpty
		if f.Kind == faceSevens {
			detail = w.drawEmpty
		}
	}
	if st == fromHand {
		b.add("pass", what, detail, move{Kind: mPass})
		return
	}
	var seen [64]bool
	for _, pile := range s.Naked[seat] {
		for _, c := range pile {
			if seen[c] {
				continue
			}
			seen[c] = true
			label := ""
			if !b.lean {
				label = w.say("bitch.pass.take", "What", what, "Card", w.cardNames[c])
			}
			b.add(takeIDs[c], label, w.takeDetail, move{Kind: mPass, Card: c})
		}
	}
}

// countPrompt asks how many cards of the chosen value to play: the
// natural cards alone first, then with jokers joining as that value.
func (s *state) countPrompt(b *builder, seat int, v value) {
	t := tally(s.holding(seat).source())
	n := min(t.rank[v.rank()], maxNaturals)
	nj := min(t.jokers, maxJokers)
	p := games.Prompt{ID: s.turnID(), Seat: seat}
	if !b.lean {
		// What lies on top, as the question before said it: the hand's
		// text says it only in its question.
		p.Text = b.w.countTexts[v][min(nj, 1)] + " " + b.w.onTop[faceIndex(faceOf(s.Stack))]
	}
	b.open(p)
	for j := 0; j <= nj; j++ {
		for k := 0; k <= n; k++ {
			if k+j > 0 {
				b.add(countIDs[k][j], b.w.countLabels[v][k][j], "", move{Kind: mPlay, V: v, N: int8(k), J: int8(j)})
			}
		}
	}
	b.add(games.BackID, b.w.back, "", move{Kind: mBack})
	b.close()
}

// bluffPrompts open the Call bluff window to every other seat still in.
func (s *state) bluffPrompts(b *builder) {
	bl := s.Bluff
	if bl == nil {
		return
	}
	d := s.derive()
	if d.bluffTurn != bl.Turn || d.bluffID == "" {
		d.bluffTurn, d.bluffID = bl.Turn, bluffIDFor(bl.Turn)
	}
	id := d.bluffID
	for seat := 0; seat < s.Seats; seat++ {
		if seat == bl.Seat || s.Out.has(seat) {
			continue
		}
		b.open(games.Prompt{
			ID:       id,
			Seat:     seat,
			Text:     b.w.bluffTexts[bl.Seat][min(len(s.Deck), wrongDraw)],
			Optional: true,
			Public:   true,
		})
		b.add("call", b.w.call, "", move{Kind: mCall})
		b.close()
	}
}
