package render

import "github.com/deckhand/deckhand/games"

// Parts is how many select menus a prompt's options are split into.
func Parts(p games.Prompt) int { return (len(p.Options) + maxSelectOpts - 1) / maxSelectOpts }

// MergePart replaces the picks made in one part of a long multi-select.
// A part the prompt does not have changes nothing.
func MergePart(p games.Prompt, part int, picked, values []string) []string {
	if part < 0 || part >= Parts(p) {
		return picked
	}
	lo, hi := part*maxSelectOpts, min(len(p.Options), (part+1)*maxSelectOpts)
	if lo >= hi {
		return picked
	}
	inPart := map[string]bool{}
	for _, o := range p.Options[lo:hi] {
		inPart[o.ID] = true
	}
	var out []string
	for _, id := range picked {
		if !inPart[id] {
			out = append(out, id)
		}
	}
	for _, v := range values {
		if inPart[v] {
			out = append(out, v)
		}
	}
	return out
}
