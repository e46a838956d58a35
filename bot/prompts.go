package bot

import (
	"slices"
	"strings"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// noLongerOpen heads the hand shown for a click on a prompt that has
// changed or gone since it was rendered.
const noLongerOpen = "deckhand.hand.no_longer_open"

// answerClick answers a prompt. hash is the fingerprint of the prompt the
// clicked component was rendered for ("" for public prompts, which every
// seat answers with its own prompt of that id).
func (b *tableActions) answerClick(c *discord.Context, tableID, promptID, hash string, choices []string) error {
	return b.rt.withSeat(c, tableID, func(t *table, seat int) (answer, error) {
		return b.answer(c, t, seat, promptID, hash, choices)
	})
}

// answer is answerClick on the table's loop.
func (b *tableActions) answer(c *discord.Context, t *table, seat int, promptID, hash string, choices []string) (answer, error) {
	p, open := findPrompt(t, seat, promptID)
	if !open && hash == "" {
		if other, ok := othersPrompt(t, seat, promptID); ok {
			return respond(c, discord.Notice(reader(c).T("deckhand.prompt.not_yours", "Prompt", render.ExpandPlain(t.seated(), other.Text)))), nil
		}
	}
	if !open || (hash != "" && render.PromptHash(p) != hash) {
		return b.rt.hands.showHand(c, t, seat, 0, reader(c).T(noLongerOpen))
	}
	if err := unoffered(p, choices); err != nil {
		return nil, err
	}
	if err := b.rt.apply(t, games.Answer{Seat: seat, PromptID: promptID, Choices: choices}, storage.ByPlayer, c.User.ID); err != nil {
		return b.rt.hands.showHand(c, t, seat, 0, "⚠ "+saidIn(reader(c), err))
	}
	delete(t.drafts, seat)
	t.cpu.InTime(seat) // back in time: their move is theirs again
	b.cpus.kickCPUs(t)
	b.rt.afterChange(t)
	if !c.FromEphemeral() && p.Public {
		return respond(c, discord.Notice(reader(c).T("deckhand.prompt.done", "Choice", render.ExpandPlain(t.seated(), optionLabel(p, choices))))), nil
	}
	return b.rt.hands.showHand(c, t, seat, 0, "")
}

// draftClick changes the picks of a long multi-select and shows them.
// change refuses a part the prompt does not have.
func (b *tableActions) draftClick(c *discord.Context, tableID, promptID, hash string, change func(games.Prompt, []string) ([]string, error)) error {
	return b.rt.withSeat(c, tableID, func(t *table, seat int) (answer, error) {
		p, open := findPrompt(t, seat, promptID)
		if !open || render.PromptHash(p) != hash {
			return b.rt.hands.showHand(c, t, seat, 0, reader(c).T(noLongerOpen))
		}
		if t.drafts[seat] == nil {
			t.drafts[seat] = map[string][]string{}
		}
		picked, err := change(p, t.drafts[seat][promptID])
		if err != nil {
			return nil, err
		}
		t.drafts[seat][promptID] = picked
		return b.rt.hands.showHand(c, t, seat, 0, "")
	})
}

func findPrompt(t *table, seat int, id string) (games.Prompt, bool) {
	for _, p := range t.state.Prompts() {
		if p.Seat == seat && p.ID == id {
			return p, true
		}
	}
	return games.Prompt{}, false
}

// othersPrompt finds a public prompt of that id that another seat holds:
// the button on the board is shared, but not every seat may answer it
// (nobody calls their own bluff).
func othersPrompt(t *table, seat int, id string) (games.Prompt, bool) {
	for _, p := range t.state.Prompts() {
		if p.Seat != seat && p.ID == id && p.Public {
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

// confirmClick sends the picks gathered for a long multi-select.
func (b *tableActions) confirmClick(c *discord.Context, tableID, promptID, hash string) error {
	return b.rt.withSeat(c, tableID, func(t *table, seat int) (answer, error) {
		return b.answer(c, t, seat, promptID, hash, t.drafts[seat][promptID])
	})
}

// warnClick asks before an answer that cannot be undone (End match): the
// question's Yes button answers. hash is discord.PublicHash for a public
// prompt.
func (b *tableActions) warnClick(c *discord.Context, tableID, promptID, hash, option string) error {
	return b.rt.withSeat(c, tableID, func(t *table, seat int) (answer, error) {
		p, open := findPrompt(t, seat, promptID)
		public := hash == discord.PublicHash
		if !open || (!public && render.PromptHash(p) != hash) {
			return b.rt.hands.showHand(c, t, seat, 0, reader(c).T(noLongerOpen))
		}
		o, ok := p.Option(option)
		if !ok {
			return nil, discord.ErrForged
		}
		return reply(c, render.ConfirmIn(reader(c), t.state, t.seated(), p, o, public)), nil
	})
}

// unoffered refuses choices p does not offer, or that repeat one: only a
// forged value does either, since the bot renders p's options alone. The
// game would refuse them too, but its words quote the value, and a hand's
// note names seats by their placeholders: a value "{seat0}**" would come
// back as a mention with live Markdown. The refusal quotes it as typed
// (render.Typed), in words the bot writes, which nothing expands.
func unoffered(p games.Prompt, choices []string) error {
	for i, c := range choices {
		switch {
		case !p.Has(c):
			return discord.RefuseT(discord.Forged, "deckhand.refusal.not_a_choice", "Typed", render.Typed(c))
		case slices.Contains(choices[:i], c):
			return discord.RefuseT(discord.Forged, "deckhand.refusal.picked_twice", "Typed", render.Typed(c))
		}
	}
	return nil
}
