package birdrummy

import (
	"strconv"
	"sync"
)

// Prompt ids: the prompt names, an id for each step's prompts (cut from
// shared strings, as a search asks for them often), and the open prompt
// an id names, found without building a prompt.

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

// promptOrder numbers the prompt names, for the id cache.
var promptOrder = [...]string{pFirst, pDraw, pPlay, pCard, pUse, pEnd, pDiscard, pLose, pTarget}

func (s *state) promptID(name string) string {
	return "s" + strconv.Itoa(s.Step) + "." + name
}

// promptIDs is the prompt ids of one step, all cut from one string of
// every name in promptOrder behind the step's prefix: Legal lists many
// moves of one prompt, and a search asks several times a step.
type promptIDs struct {
	step   int
	all    string
	prefix int // len("s<step>.")
}

func newPromptIDs(step int) promptIDs {
	var b [len(promptOrder) * 32]byte
	all := append(strconv.AppendInt(append(b[:0], 's'), int64(step), 10), '.')
	prefix := len(all)
	for i, n := range promptOrder {
		if i > 0 {
			all = append(all, all[:prefix]...)
		}
		all = append(all, n...)
	}
	return promptIDs{step: step, all: string(all), prefix: prefix}
}

// id is the id of name i of promptOrder.
func (c *promptIDs) id(i int) string {
	start := i*c.prefix + nameAt[i]
	return c.all[start : start+c.prefix+len(promptOrder[i])]
}

// nameAt[i] is where name i of promptOrder starts in promptIDs.all,
// leaving out the prefixes before it.
var nameAt = func() (at [len(promptOrder) + 1]int) {
	for i, n := range promptOrder {
		at[i+1] = at[i] + len(n)
	}
	return at
}()

// sharedIDs holds the ids of the first steps, where nearly every game
// and playout spends its moves, built once for every state.
var sharedIDs = sync.OnceValue(func() []promptIDs {
	ids := make([]promptIDs, 1024)
	for step := range ids {
		ids[step] = newPromptIDs(step)
	}
	return ids
})

// of is the id of prompt name at step, cut from the shared ids of the
// first steps, or from c, kept for the step it last served: without an
// allocation on most steps.
func (c *promptIDs) of(step int, name string) string {
	i := 0
	for i < len(promptOrder) && promptOrder[i] != name {
		i++
	}
	if i == len(promptOrder) {
		return "s" + strconv.Itoa(step) + "." + name
	}
	if shared := sharedIDs(); step >= 0 && step < len(shared) {
		return shared[step].id(i)
	}
	if c.step != step || c.all == "" {
		*c = newPromptIDs(step)
	}
	return c.id(i)
}

// openName returns the prompt name of id when id names a prompt the
// state asks now, without building any text.
func (s *state) openName(id string) (string, bool) {
	if len(id) < 3 || id[0] != 's' {
		return "", false
	}
	step, i := 0, 1
	for ; i < len(id) && '0' <= id[i] && id[i] <= '9'; i++ {
		step = step*10 + int(id[i]-'0')
		if step > s.Step {
			return "", false
		}
	}
	if i == 1 || i >= len(id) || id[i] != '.' || step != s.Step || (id[1] == '0' && i > 2) {
		return "", false
	}
	name := id[i+1:]
	for _, n := range s.promptNames() {
		if n == name {
			return n, true
		}
	}
	return "", false
}
