package gametest

import (
	"fmt"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

// checkPrompts checks that every prompt is well formed and renders as
// Discord components.
func checkPrompts(prompts []games.Prompt, seats int) error {
	perSeat := map[int]map[string]bool{}
	for _, p := range prompts {
		if p.Seat < 0 || p.Seat >= seats {
			return fmt.Errorf("prompt %q for seat %d of %d", p.ID, p.Seat, seats)
		}
		if perSeat[p.Seat] == nil {
			perSeat[p.Seat] = map[string]bool{}
		}
		if perSeat[p.Seat][p.ID] {
			return fmt.Errorf("seat %d has prompt %q twice", p.Seat, p.ID)
		}
		perSeat[p.Seat][p.ID] = true
		if len(perSeat[p.Seat]) > games.MaxPromptsPerSeat {
			return fmt.Errorf("seat %d has more than %d prompts", p.Seat, games.MaxPromptsPerSeat)
		}
		if !games.ValidID(p.ID) {
			return fmt.Errorf("prompt id %q: 1 to %d letters, digits or . _ - + = ~", p.ID, games.MaxIDLen)
		}
		if p.Text == "" || utf8.RuneCountInString(p.Text) > games.MaxTextLen {
			return fmt.Errorf("prompt %q: text of 1 to %d characters, got %q", p.ID, games.MaxTextLen, p.Text)
		}
		if len(p.Options) == 0 || p.Max < 1 || p.Min < 0 || p.Min > p.Max || p.Max > len(p.Options) {
			return fmt.Errorf("prompt %q: min %d max %d with %d options", p.ID, p.Min, p.Max, len(p.Options))
		}
		ids := map[string]bool{}
		for _, o := range p.Options {
			if !games.ValidID(o.ID) || ids[o.ID] {
				return fmt.Errorf("prompt %q: option id %q repeated, or not 1 to %d letters, digits or . _ - + = ~", p.ID, o.ID, games.MaxIDLen)
			}
			ids[o.ID] = true
			if o.Label == "" || utf8.RuneCountInString(o.Label) > games.MaxLabelLen {
				return fmt.Errorf("prompt %q: option label %q: 1 to %d characters", p.ID, o.Label, games.MaxLabelLen)
			}
			if utf8.RuneCountInString(o.Detail) > games.MaxDetailLen {
				return fmt.Errorf("prompt %q: option detail %q over %d characters", p.ID, o.Detail, games.MaxDetailLen)
			}
		}
	}
	return nil
}

// Discord's embed limits (a title of 256 characters, a description of
// 4,096, 25 fields of 256 and 1,024, 6,000 characters in all), less what
// the bot adds to a view (recent moves, whose turn, a footer): 5 fields and
// 1,500 characters.
const (
	maxTitle       = 256
	maxDescription = 4096
	maxFields      = 25 - 5
	maxFieldName   = 256
	maxFieldValue  = 1024
	maxEmbedTotal  = 6000 - 1500
)

// checkView checks that a view fits one Discord embed. Seat references
// are counted as long as a mention may be.
func checkView(what string, v games.View) error {
	seatLen := func(int) string { return "<@123456789012345678>" }
	n := func(s string) int { return utf8.RuneCountInString(games.ExpandSeats(s, seatLen)) }
	total := n(v.Title)
	if total > maxTitle {
		return fmt.Errorf("%s: title over %d characters", what, maxTitle)
	}
	desc := 0
	for _, l := range v.Lines {
		desc += n(l) + 1
	}
	if desc > maxDescription {
		return fmt.Errorf("%s: %d characters of lines, over %d", what, desc, maxDescription)
	}
	total += desc
	if len(v.Fields) > maxFields {
		return fmt.Errorf("%s: %d fields, over %d", what, len(v.Fields), maxFields)
	}
	for _, f := range v.Fields {
		if f.Name == "" || f.Value == "" {
			return fmt.Errorf("%s: a field needs a name and a value: %+v", what, f)
		}
		if n(f.Name) > maxFieldName || n(f.Value) > maxFieldValue {
			return fmt.Errorf("%s: field %q too long", what, f.Name)
		}
		total += n(f.Name) + n(f.Value)
	}
	if total > maxEmbedTotal {
		return fmt.Errorf("%s: %d characters in all, over %d", what, total, maxEmbedTotal)
	}
	return nil
}
