package ismcts

import (
	"math/rand/v2"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// rules is how the search reads and plays one state: the lean path when
// the state is games.Searchable, prompts and Apply otherwise. It holds
// only the state and an RNG, so one value serves a whole search, reset
// for each determinization.
type rules struct {
	s    games.State
	lean games.Searchable // nil on the labelled path
	rng  *rand.Rand       // samples answers to prompts with too many combinations
}

func (r *rules) reset(s games.State) {
	r.s = s
	r.lean, _ = s.(games.Searchable)
}

// waiting appends the seats the game waits on, in ascending order.
func (r *rules) waiting(buf []int) []int {
	if r.lean != nil {
		return r.lean.Waiting(buf)
	}
	w := games.Waiting(r.s.Prompts())
	slices.Sort(w)
	return append(buf, w...)
}

// legal appends seat's candidate moves. On the lean path these are the
// game's own list, valid until the next play; on the labelled path they
// are built here (and so stay valid), and the game may still refuse some.
func (r *rules) legal(seat int, buf []games.Move) []games.Move {
	start := len(buf)
	if r.lean != nil {
		buf = r.lean.Legal(seat, buf)
	} else {
		for _, p := range r.s.Prompts() {
			if p.Seat == seat {
				buf = appendAnswers(buf, p, r.rng)
			}
		}
	}
	return buf[:start+len(games.DropBack(buf[start:]))]
}

func (r *rules) play(a games.Answer) error {
	if r.lean != nil {
		return r.lean.Play(a)
	}
	_, err := r.s.Apply(a)
	return err
}

// sampled is how many random answers stand for a multi-select prompt
// whose combinations are more than games.MaxLegal, as the random player
// tries random answers rather than listing them.
const sampled = 64

// appendAnswers appends the answers to p: every combination of Min to Max
// options while there are at most games.MaxLegal, else distinct random
// ones. The game may refuse some of them (an invalid meld); the search
// drops those when it tries them.
func appendAnswers(buf []games.Move, p games.Prompt, rng *rand.Rand) []games.Move {
	n := len(p.Options)
	if combinations(n, p.Min, p.Max) <= games.MaxLegal {
		for k := p.Min; k <= p.Max && k <= n; k++ {
			buf = appendSubsets(buf, p, k)
		}
		return buf
	}
	start := len(buf)
	for range sampled {
		m := games.Move{Answer: games.RandomAnswer(p, rng), Optional: p.Optional}
		if !containsAnswer(buf[start:], m.Answer) {
			buf = append(buf, m)
		}
	}
	return buf
}

// appendSubsets appends every k-option answer to p, in option order.
func appendSubsets(buf []games.Move, p games.Prompt, k int) []games.Move {
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	n := len(p.Options)
	for {
		choices := make([]string, k)
		for i, j := range idx {
			choices[i] = p.Options[j].ID
		}
		buf = append(buf, games.Move{Answer: games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: choices}, Optional: p.Optional})
		i := k - 1
		for i >= 0 && idx[i] == n-k+i {
			i--
		}
		if i < 0 {
			return buf
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

// combinations counts the answers picking min to max of n options,
// stopping once the count passes games.MaxLegal.
func combinations(n, min, max int) int {
	total := 0
	for k := min; k <= max && k <= n; k++ {
		c := 1 // C(n, k), built so that every step is exact
		for i := 1; i <= k; i++ {
			c = c * (n - k + i) / i
			if c > games.MaxLegal {
				return games.MaxLegal + 1
			}
		}
		total += c
		if total > games.MaxLegal {
			return total
		}
	}
	return total
}

func containsAnswer(ms []games.Move, a games.Answer) bool {
	for _, m := range ms {
		if sameAnswer(m.Answer, a) {
			return true
		}
	}
	return false
}

func sameAnswer(a, b games.Answer) bool {
	if a.Seat != b.Seat || a.PromptID != b.PromptID || len(a.Choices) != len(b.Choices) {
		return false
	}
	for i, c := range a.Choices {
		if b.Choices[i] != c {
			return false
		}
	}
	return true
}

// hashAnswer is FNV-1a over an answer's seat, prompt and choices, with
// separators so that no two answers run together.
func hashAnswer(a games.Answer) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	h = (h ^ uint64(a.Seat+1)) * prime
	mix := func(s string) {
		for i := 0; i < len(s); i++ {
			h = (h ^ uint64(s[i])) * prime
		}
		h = (h ^ 0xff) * prime
	}
	mix(a.PromptID)
	for _, c := range a.Choices {
		mix(c)
	}
	return h
}
