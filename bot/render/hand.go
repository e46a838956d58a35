package render

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Discord's component limits.
const (
	maxRows       = 5
	maxSelectOpts = 25
	maxButtons    = 5
	// shortLabel is the longest option label still shown as a button;
	// longer ones read better in a select.
	shortLabel = 40
	// unitsPerPage leaves the last row for the hand's own buttons.
	unitsPerPage = maxRows - 1
)

// Hand renders seat's private view and open prompts. page picks which
// rows of prompt components show when they need more than one page; a
// note (an error, a confirmation) goes on top.
func Hand(t Table, seat, page int, note string) discord.Message {
	rec := t.Rec
	if t.State == nil {
		return discord.Message{Content: note + "\nThe game has not started yet.", Ephemeral: true}
	}
	e := embed(rec, t.State.Private(seat), colourHand)
	if e.Title == "" {
		e.Title = "Your hand"
	}
	if note != "" {
		e.Description = clip("**"+expand(rec, note)+"**\n"+e.Description, 4096)
	}
	summary := ""
	if r := t.State.Result(); r != nil {
		summary = r.Summary
	}
	if recap := Recap(rec, seat, summary); recap != "" {
		field(e, "Since your last move", recap, false)
	}
	prompts := games.PromptsFor(t.State.Prompts(), seat)
	var asks []string
	for _, p := range prompts {
		asks = append(asks, "▸ "+expand(rec, p.Text))
	}
	switch {
	case t.State.Result() != nil:
		field(e, "Game over", resultText(rec, t.State.Result()), false)
	case len(asks) > 0:
		field(e, "Your move", strings.Join(asks, "\n"), false)
	default:
		var names []string
		for _, s := range games.Waiting(t.State.Prompts()) {
			names = append(names, SeatMention(rec, s))
		}
		// The field's name says whose turn it is not; its words say whose
		// it is, so neither repeats the other ("Waiting: Waiting on").
		field(e, "Not your turn", "Waiting on "+strings.Join(names, ", ")+". This hand changes by itself when it is your turn (for 15 minutes; then press Refresh).", false)
	}

	units := promptUnits(t, seat, prompts)
	pages := (len(units) + unitsPerPage - 1) / unitsPerPage
	if page >= pages {
		page = max(pages-1, 0)
	}
	var rows []discordgo.MessageComponent
	if len(units) > 0 {
		rows = append(rows, units[page*unitsPerPage:min(len(units), (page+1)*unitsPerPage)]...)
	}
	nav := []discordgo.MessageComponent{}
	if pages > 1 {
		prev := button("◀ Previous", discord.HandID{Table: rec.ID, Page: page - 1}.String(), discordgo.SecondaryButton)
		prev.Disabled = page == 0
		next := button("Next ▶", discord.HandID{Table: rec.ID, Page: page + 1}.String(), discordgo.SecondaryButton)
		next.Disabled = page == pages-1
		nav = append(nav, prev, next)
		e.Footer = &discordgo.MessageEmbedFooter{Text: fmt.Sprintf("Choices page %d of %d", page+1, pages)}
	}
	// "r" keeps Refresh's custom id apart from a page button's: Discord
	// refuses a message with two components of the same id.
	nav = append(nav, button("Refresh", discord.HandID{Table: rec.ID, Page: page, Refresh: true}.String(), discordgo.SecondaryButton))
	rows = append(rows, discordgo.ActionsRow{Components: nav})
	return discord.Message{Embeds: []*discordgo.MessageEmbed{e}, Components: rows, Ephemeral: true}
}

// promptUnits turns prompts into action rows: buttons for a short single
// choice, select menus otherwise. Options are never dropped: a long list
// becomes several selects, and a multi-select over more than 25 options
// becomes parts whose picks are gathered and sent with Confirm.
func promptUnits(t Table, seat int, prompts []games.Prompt) []discordgo.MessageComponent {
	rec := t.Rec
	var rows []discordgo.MessageComponent
	for _, p := range prompts {
		h := PromptHash(p)
		if asButtons(p) {
			var bs []discordgo.MessageComponent
			if len(prompts) > 1 && len(p.Options)+btoi(p.Min == 0) < maxButtons {
				// Several questions at once: each row says which it answers.
				q := button(clip(expandLabel(rec, Short(p.Text, questionLabel)), questionLabel), discord.QuestionID{Table: rec.ID, Prompt: p.ID}.String(), discordgo.SecondaryButton)
				q.Disabled = true
				bs = append(bs, q)
			}
			for _, o := range p.Options {
				label := expandLabel(rec, o.Label)
				var id discord.CustomID = discord.AnswerID{Table: rec.ID, Prompt: p.ID, Hash: h, Option: o.ID}
				if Style(label) == discordgo.DangerButton && !p.Optional {
					id = discord.WarnID{Table: rec.ID, Prompt: p.ID, Hash: h, Option: o.ID} // asks first; a quick call (Call bluff) does not
				}
				bs = append(bs, button(label, id.String(), Style(label)))
			}
			if p.Min == 0 {
				bs = append(bs, noneButton(rec, p, h))
			}
			rows = append(rows, discordgo.ActionsRow{Components: bs})
			continue
		}
		draft := p.Max > 1 && len(p.Options) > maxSelectOpts
		picked := map[string]bool{}
		if draft {
			for _, id := range t.Drafts[seat][p.ID] {
				picked[id] = true
			}
		}
		parts := Parts(p)
		for part := 0; part < parts; part++ {
			chunk := p.Options[part*maxSelectOpts : min(len(p.Options), (part+1)*maxSelectOpts)]
			sel := discordgo.SelectMenu{
				CustomID:    discord.SelectID{Table: rec.ID, Prompt: p.ID, Hash: h, Part: part}.String(),
				Placeholder: placeholder(expandLabel(rec, p.Text), part, parts),
			}
			lo, hi := p.Min, p.Max
			if draft {
				sel.CustomID = discord.DraftID{Table: rec.ID, Prompt: p.ID, Hash: h, Part: part}.String()
				lo, hi = 0, min(p.Max, len(chunk))
			} else if parts > 1 {
				lo, hi = 1, 1 // a single choice split over several menus
			}
			// Discord sends nothing for a menu closed with nothing
			// picked: the empty answer is the None button's.
			minV := max(lo, 1)
			sel.MinValues = &minV
			sel.MaxValues = hi
			for _, o := range chunk {
				sel.Options = append(sel.Options, discordgo.SelectMenuOption{
					Label:       clip(expandLabel(rec, o.Label), 100),
					Value:       o.ID,
					Description: clip(expandLabel(rec, o.Detail), 100),
					Default:     picked[o.ID],
				})
			}
			rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{sel}})
		}
		if !draft && p.Min == 0 {
			rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{noneButton(rec, p, h)}})
		}
		if draft {
			confirm := button(fmt.Sprintf("Confirm (%d picked)", len(picked)), discord.ConfirmID{PromptID: discord.PromptID{Table: rec.ID, Prompt: p.ID, Hash: h}}.String(), discordgo.SuccessButton)
			confirm.Disabled = len(picked) < p.Min || len(picked) > p.Max
			rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				confirm, button("Clear", discord.ClearID{PromptID: discord.PromptID{Table: rec.ID, Prompt: p.ID, Hash: h}}.String(), discordgo.SecondaryButton),
			}})
		}
	}
	return rows
}

// noneButton answers a prompt that may be declined (Min 0) with nothing.
func noneButton(rec *storage.Table, p games.Prompt, hash string) discordgo.Button {
	label := "None"
	if p.Max == 1 {
		label = "Skip"
	}
	return button(label, discord.NoneID{PromptID: discord.PromptID{Table: rec.ID, Prompt: p.ID, Hash: hash}}.String(), discordgo.SecondaryButton)
}

func asButtons(p games.Prompt) bool {
	n := len(p.Options)
	if p.Min == 0 {
		n++ // and None
	}
	if p.Max != 1 || n > maxButtons {
		return false
	}
	for _, o := range p.Options {
		if len([]rune(o.Label)) > shortLabel {
			return false
		}
	}
	return true
}

// placeholder is the question in short: Discord shows only the first few
// dozen characters of a placeholder; the whole question is in the message.
func placeholder(text string, part, parts int) string {
	text = Short(text, placeholderLen)
	if parts > 1 {
		text = fmt.Sprintf("(%d/%d) %s", part+1, parts, text)
	}
	return text
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
