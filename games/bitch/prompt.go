package bitch

import (
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// moveKind is what choosing an option does.
type moveKind uint8

const (
	mPile    moveKind = iota // lay a naked pile: V (0: jokers only), N naturals, J jokers
	mFirst                   // the dealer names the first player: Seat
	mCall                    // call the bluff
	mValue                   // choose the value to play (step one of two): V
	mPlay                    // play N naturals and J jokers as V
	mBack                    // drop the chosen value
	mPass                    // pick up the stack (or draw for the 7s), taking naked card Card if set
	mBlind                   // turn up blind card N
	mDeclare                 // declare the turned-up blind card as V
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

// promptCache is Prompts() and the moves behind each prompt's options.
type promptCache struct {
	prompts []games.Prompt
	// moves holds every prompt's moves one after the other, in the order
	// of their options.
	moves []move
	one   [1]games.Prompt // backs prompts when there is just one
}

// Prompts lists the open questions.
func (s *state) Prompts() []games.Prompt {
	return s.prompted().prompts
}

func (s *state) prompted() *promptCache {
	if s.cache == nil {
		if s.scratch == nil {
			s.scratch = &builder{}
		}
		s.scratch.reset()
		s.buildPrompts(s.scratch)
		s.cache = s.scratch.finish()
	}
	return s.cache
}

// lookup finds the move behind an answer already checked by games.Find.
func (s *state) lookup(a games.Answer) (move, bool) {
	c := s.prompted()
	start := 0
	for _, p := range c.prompts {
		if p.Seat == a.Seat && p.ID == a.PromptID {
			for j, o := range p.Options {
				if o.ID == a.Choices[0] {
					return c.moves[start+j], true
				}
			}
		}
		start += len(p.Options)
	}
	return move{}, false
}

// builder collects prompts with their moves in scratch space that the
// state keeps from one build to the next; finish copies them out into
// slices of the exact size. A random game builds prompts at every answer,
// and growing fresh slices each time was most of its garbage.
type builder struct {
	prompts []games.Prompt
	starts  []int // where each prompt's options begin in opts
	opts    []games.Option
	moves   []move
}

func (b *builder) reset() {
	b.prompts, b.starts, b.opts, b.moves = b.prompts[:0], b.starts[:0], b.opts[:0], b.moves[:0]
}

func (b *builder) open(p games.Prompt) {
	b.prompts = append(b.prompts, p)
	b.starts = append(b.starts, len(b.opts))
}

func (b *builder) add(id, label, detail string, m move) {
	b.opts = append(b.opts, games.Option{ID: id, Label: label, Detail: detail})
	b.moves = append(b.moves, m)
}

// close ends the open prompt; every prompt here picks one option.
func (b *builder) close() {
	p := &b.prompts[len(b.prompts)-1]
	p.Min, p.Max = 1, 1
}

// finish copies the prompts out of the scratch space.
func (b *builder) finish() *promptCache {
	c := &promptCache{moves: make([]move, len(b.moves))}
	copy(c.moves, b.moves)
	if len(b.prompts) == 1 {
		c.prompts = c.one[:]
	} else {
		c.prompts = make([]games.Prompt, len(b.prompts))
	}
	opts := make([]games.Option, len(b.opts))
	copy(opts, b.opts)
	for i, p := range b.prompts {
		end := len(opts)
		if i+1 < len(b.starts) {
			end = b.starts[i+1]
		}
		p.Options = opts[b.starts[i]:end:end]
		c.prompts[i] = p
	}
	return c
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
		b.open(games.Prompt{ID: "first", Seat: s.Dealer, Text: "Everyone has laid their naked cards. You are the dealer: who plays first?"})
		for seat := 0; seat < s.Seats; seat++ {
			b.add("seat"+strconv.Itoa(seat), seatRef(seat), "", move{Kind: mFirst, Seat: int8(seat)})
		}
		b.close()
	case phasePlay:
		s.turnPrompt(b)
		s.bluffPrompts(b)
	}
}

// turnID names the actor's prompt; it changes with every step of a turn
// so an old button is refused as stale.
func (s *state) turnID() string {
	var buf [24]byte
	b := append(buf[:0], 't')
	b = strconv.AppendInt(b, int64(s.TurnNo), 10)
	b = append(b, '.')
	return string(strconv.AppendInt(b, int64(s.Step), 10))
}

// turnPrompt is the actor's question: a value (or pick up), a count, a
// blind card, or a declaration.
func (s *state) turnPrompt(b *builder) {
	seat := s.Turn
	f := faceOf(s.Stack)
	switch {
	case s.Pending != nil && s.Pending.Flipped != nil:
		c := *s.Pending.Flipped
		b.open(games.Prompt{ID: s.turnID(), Seat: seat, Text: "Your blind card is " + c.String() + ". On top: " + faceTexts[faceIndex(f)] + ". What does it count as?"})
		for _, v := range f.valuesFor(c) {
			b.add(v.id(), "Play "+c.String()+" as "+v.String(), "", move{Kind: mDeclare, V: v})
		}
		b.close()
	case s.Pending != nil:
		s.countPrompt(b, seat, s.Pending.Value)
	case s.stage(seat) == fromBlind:
		b.open(games.Prompt{ID: s.turnID(), Seat: seat, Text: "Your hand and naked cards are gone. On top: " + faceTexts[faceIndex(f)] + ". Turn up a blind card: it plays if legal, else it goes to your hand with the stack."})
		for i := range s.Blind[seat] {
			b.add(blindIDs[i], blindLabels[i], "", move{Kind: mBlind, N: int8(i)})
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

// valuePrompt offers every legal play of natural cards, one value at a
// time and any count ("Play 7 ×2"), then the plays with jokers (their
// count is the next step), then the pickup (or the draw for 7s) where
// the top restricts anything.
func (s *state) valuePrompt(b *builder, seat int, f face) {
	st := s.stage(seat)
	var t counts
	if st == fromHand {
		t = tally(s.Hands[seat])
		b.open(games.Prompt{ID: s.turnID(), Seat: seat, Text: turnTexts[faceIndex(f)]})
	} else {
		t = tally(s.nakedCards(seat))
		b.open(games.Prompt{ID: s.turnID(), Seat: seat, Text: nakedTexts[faceIndex(f)]})
	}
	nj := min(t.jokers, maxJokers)
	for _, v := range playValues {
		if !f.legal(v) {
			continue
		}
		n := min(t.rank[v.rank()], maxNaturals)
		for k := 1; k <= n; k++ {
			switch {
			case n == 1:
				b.add(v.id(), oneCard[v][t.first[v.rank()]], "", move{Kind: mPlay, V: v, N: 1})
			case k == 1:
				b.add(v.id(), countLabels[v][1][0], "", move{Kind: mPlay, V: v, N: 1})
			default:
				b.add(naturalIDs[v][k], countLabels[v][k][0], "", move{Kind: mPlay, V: v, N: int8(k)})
			}
		}
		switch {
		case nj == 0:
		case n == 0 && nj == 1:
			b.add(v.id(), oneJoker[v], "", move{Kind: mPlay, V: v, J: 1})
		case n == 0:
			b.add(v.id(), manyJokers[v], haveDetail[0][nj], move{Kind: mValue, V: v})
		default:
			b.add(jokerIDs[v], withJokers[v], haveDetail[n][nj], move{Kind: mValue, V: v})
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
	what, detail := pickUp[min(len(s.Stack), maxCards)], "Ends your turn; anyone may call your bluff"
	if f.Kind == faceSevens {
		what, detail = drawN[min(2*f.Sevens, len(drawN)-1)], deckHas[min(len(s.Deck), maxCards)]
	}
	if st == fromHand {
		b.add("pass", what, detail, move{Kind: mPass})
		return
	}
	var seen []cards.Card
	for _, c := range s.nakedCards(seat) {
		if slices.Contains(seen, c) {
			continue
		}
		seen = append(seen, c)
		b.add("take"+c.Code(), what+" + take "+c.String(), "Ends your turn; the naked card goes to your hand", move{Kind: mPass, Card: c})
	}
}

// countPrompt asks how many jokers, and natural cards of the chosen
// value, to play together; the jokers count as that value.
func (s *state) countPrompt(b *builder, seat int, v value) {
	t := tally(s.source(seat))
	n := min(t.rank[v.rank()], maxNaturals)
	nj := min(t.jokers, maxJokers)
	b.open(games.Prompt{ID: s.turnID(), Seat: seat, Text: countTexts[v]})
	for j := 1; j <= nj; j++ {
		for k := 0; k <= n; k++ {
			b.add(countIDs[k][j], countLabels[v][k][j], "", move{Kind: mPlay, V: v, N: int8(k), J: int8(j)})
		}
	}
	b.add("back", "Back: choose another value", "", move{Kind: mBack})
	b.close()
}

// bluffPrompts open the Call bluff window to every other seat still in.
func (s *state) bluffPrompts(b *builder) {
	bl := s.Bluff
	if bl == nil {
		return
	}
	id := "b" + strconv.Itoa(bl.Turn)
	for seat := 0; seat < s.Seats; seat++ {
		if seat == bl.Seat || s.isOut(seat) {
			continue
		}
		b.open(games.Prompt{
			ID:       id,
			Seat:     seat,
			Text:     bluffTexts[bl.Seat],
			Optional: true,
			Public:   true,
		})
		b.add("call", "Call bluff", "", move{Kind: mCall})
		b.close()
	}
}
