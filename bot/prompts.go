package bot

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

// registerPromptComponents wires the components the bot renders itself:
// the hand, its prompts, public prompts on the board, and rules pages.
func (b *Bot) registerPromptComponents() {
	b.Component(KindHand, func(c *Context, p []string) {
		if len(p) < 2 {
			b.forged(c)
			return
		}
		page, _ := strconv.Atoi(p[1])
		b.ShowHand(c, p[0], max(page, 0))
	})
	b.Component(KindAnswer, func(c *Context, p []string) {
		if len(p) != 4 {
			b.forged(c)
			return
		}
		b.answerClick(c, p[0], p[1], p[2], []string{p[3]})
	})
	b.Component(KindSelect, func(c *Context, p []string) {
		if len(p) != 4 {
			b.forged(c)
			return
		}
		b.answerClick(c, p[0], p[1], p[2], c.Values())
	})
	b.Component(KindDraft, func(c *Context, p []string) {
		if len(p) != 4 {
			b.forged(c)
			return
		}
		part, _ := strconv.Atoi(p[3])
		b.draftClick(c, p[0], p[1], p[2], func(p games.Prompt, picked []string) []string {
			return mergePart(p, part, picked, c.Values())
		})
	})
	b.Component(KindClear, func(c *Context, p []string) {
		if len(p) != 3 {
			b.forged(c)
			return
		}
		b.draftClick(c, p[0], p[1], p[2], func(games.Prompt, []string) []string { return nil })
	})
	b.Component(KindConfirm, func(c *Context, p []string) {
		if len(p) != 3 {
			b.forged(c)
			return
		}
		t, err := b.table(p[0])
		if err != nil {
			b.refuse(c, err)
			return
		}
		t.mu.Lock()
		seat := t.rec.SeatOf(c.User.ID)
		var picked []string
		if seat >= 0 {
			picked = t.drafts[seat][p[1]]
		}
		t.mu.Unlock()
		b.answerClick(c, p[0], p[1], p[2], picked)
	})
	b.Component(KindPublic, func(c *Context, p []string) {
		if len(p) != 3 {
			b.forged(c)
			return
		}
		b.answerClick(c, p[0], p[1], "", []string{p[2]})
	})
	b.Component(KindRules, func(c *Context, p []string) {
		if len(p) != 1 {
			b.forged(c)
			return
		}
		b.ShowRules(c, p[0])
	})
}

func (b *Bot) forged(c *Context) {
	_ = c.Respond(Notice("That button is not one of mine; nothing was changed."))
}

// refuse answers a click that cannot be taken, without changing anything.
func (b *Bot) refuse(c *Context, err error) {
	_ = c.Respond(Notice(sentence(err)))
}

// seat resolves the table of a click and the clicker's seat, with the
// table locked on success (the caller unlocks).
func (b *Bot) seat(c *Context, tableID string) (*table, int, bool) {
	t, err := b.table(tableID)
	if err != nil {
		b.refuse(c, err)
		return nil, 0, false
	}
	t.mu.Lock()
	if t.rec.Phase.Done() {
		t.mu.Unlock()
		b.closedTable(c)
		return nil, 0, false
	}
	seat := t.rec.SeatOf(c.User.ID)
	if seat < 0 {
		t.mu.Unlock()
		b.refuse(c, ErrNotSeated)
		return nil, 0, false
	}
	if t.state == nil {
		t.mu.Unlock()
		b.refuse(c, ErrNotStarted)
		return nil, 0, false
	}
	return t, seat, true
}

// closedTable answers a click on a finished table; an old hand loses its
// buttons so it cannot be clicked again.
func (b *Bot) closedTable(c *Context) {
	_ = c.Reply(Message{Content: ErrGameOver.Error()})
}

// ShowHand answers with the clicker's hand: a new ephemeral from the
// board or /hand, an update from the hand itself.
func (b *Bot) ShowHand(c *Context, tableID string, page int) {
	t, seat, ok := b.seat(c, tableID)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	_ = c.Reply(b.hand(t, seat, page, ""))
}

// answerClick answers a prompt. hash is the fingerprint of the prompt the
// clicked component was rendered for ("" for public prompts, which every
// seat answers with its own prompt of that id).
func (b *Bot) answerClick(c *Context, tableID, promptID, hash string, choices []string) {
	t, seat, ok := b.seat(c, tableID)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	p, open := findPrompt(t, seat, promptID)
	if !open || (hash != "" && promptHash(p) != hash) {
		_ = c.Reply(b.hand(t, seat, 0, "That choice is no longer open. Here is your hand as it is now."))
		return
	}
	if err := b.apply(t, games.Answer{Seat: seat, PromptID: promptID, Choices: choices}, "player", c.User.ID); err != nil {
		_ = c.Reply(b.hand(t, seat, 0, "⚠ "+sentence(err)))
		return
	}
	delete(t.drafts, seat)
	b.playCPUs(t)
	b.afterChange(t)
	if !c.FromEphemeral() && p.Public {
		_ = c.Respond(Notice("Done: " + expandPlain(t.rec, optionLabel(p, choices))))
		return
	}
	_ = c.Reply(b.hand(t, seat, 0, ""))
}

// draftClick changes the picks of a long multi-select and shows them.
func (b *Bot) draftClick(c *Context, tableID, promptID, hash string, change func(games.Prompt, []string) []string) {
	t, seat, ok := b.seat(c, tableID)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	p, open := findPrompt(t, seat, promptID)
	if !open || promptHash(p) != hash {
		_ = c.Reply(b.hand(t, seat, 0, "That choice is no longer open. Here is your hand as it is now."))
		return
	}
	if t.drafts[seat] == nil {
		t.drafts[seat] = map[string][]string{}
	}
	t.drafts[seat][promptID] = change(p, t.drafts[seat][promptID])
	_ = c.Reply(b.hand(t, seat, 0, ""))
}

// mergePart replaces the picks made in one part of a long multi-select.
func mergePart(p games.Prompt, part int, picked, values []string) []string {
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

func findPrompt(t *table, seat int, id string) (games.Prompt, bool) {
	for _, p := range t.state.Prompts() {
		if p.Seat == seat && p.ID == id {
			return p, true
		}
	}
	return games.Prompt{}, false
}

func optionLabel(p games.Prompt, choices []string) string {
	var labels []string
	for _, c := range choices {
		if o, ok := p.Option(c); ok {
			labels = append(labels, o.Label)
		}
	}
	return strings.Join(labels, ", ")
}

// sentence makes an error readable: games wrap the shared errors as
// "that is not one of the choices: ...".
func sentence(err error) string {
	if errors.Is(err, games.ErrStale) {
		return "That choice is no longer open."
	}
	s := err.Error()
	if s == "" {
		return "That did not work."
	}
	r, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[n:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "`") {
		s += "."
	}
	return s
}

// ShowChannelHand answers /hand with the user's hand at the channel's table.
func (b *Bot) ShowChannelHand(c *Context) {
	t, err := b.channelTable(c.Interaction.ChannelID)
	if err != nil {
		b.refuse(c, err)
		return
	}
	t.mu.Lock() // a commit rewrites the whole record, ID included
	id := t.rec.ID
	t.mu.Unlock()
	b.ShowHand(c, id, 0)
}
