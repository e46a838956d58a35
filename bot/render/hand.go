package render

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
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
// note (an error, a confirmation) goes on top. A hand is a Components V2
// message around the picture of its cards: the note, what happened since
// the seat's last move, then each question right above its own buttons,
// a select to read any card in full, and the hand's own buttons; the
// lines and fields its view marks Elsewhere (the picture shows them,
// or a question asks them) are left out. Its Plain is the whole text view, card texts and all, for
// when no picture goes.
func Hand(t Table, seat, page int, note string) discord.Message {
	tb, l := &t.Table, t.words()
	if t.State == nil {
		return discord.Message{Content: note + "\n" + l.T("deckhand.render.hand.not-started"), Ephemeral: true}
	}
	st, _ := t.said()
	v := st.Private(seat)
	if v.Title == "" {
		v.Title = l.T("deckhand.render.hand.title")
	}
	cards, rest := splitCards(v.Lines)
	accent := boardAccent(t)
	if note != "" {
		note = "**" + expand(tb, note) + "**"
	}
	summary := ""
	if r := st.Result(); r != nil {
		summary = r.Summary
	}
	prompts := games.PromptsFor(st.Prompts(), seat)
	status := ""
	switch {
	case st.Result() != nil:
		status = "**" + l.T("deckhand.render.hand.game-over") + "**\n" + resultText(tb, st.Result())
	case len(prompts) > 0:
		status = "**" + l.T("deckhand.render.hand.your-move") + "**"
	default:
		var names []string
		for _, s := range games.Waiting(t.State.Prompts()) {
			names = append(names, SeatMention(tb, s))
		}
		status = l.T("deckhand.render.hand.not-your-turn", "Names", strings.Join(names, ", "))
	}
	units := promptUnits(t, seat, prompts)
	pageUnits, page, pages := handPage(units, page)
	var asked []discordgo.MessageComponent
	lastAsk := ""
	for _, u := range pageUnits {
		if u.ask != lastAsk {
			asked = append(asked, text(u.ask))
			lastAsk = u.ask
		}
		asked = append(asked, u.row)
	}
	nav := handNav(l, tb, page, pages)
	read := readCardRow(l, tb, cards, publicCards(st))

	// The pictured hand: the picture shows the cards, the select reads
	// them; the text is what changed and what is asked, and what else of
	// the view the picture does not show.
	restLines, besideFields := besidePicture(tb, v, rest, handShows(st, seat))
	since := l.T("deckhand.render.hand.since")
	inner := []discordgo.MessageComponent{
		text(append([]string{note, heading(ExpandPlain(tb, v.Title)), titled(since, shortRecap(l, t, seat, summary))}, restLines...)...),
		text(fieldLines(tb, besideFields)...),
		pictureSlot(),
		text(status),
	}
	inner = append(inner, asked...)
	inner = append(inner, read, nav)
	if countComponents(compact(inner))+1 > maxV2Components {
		inner = slices.DeleteFunc(inner, func(c discordgo.MessageComponent) bool { return c != nil && isRow(c, read) })
	}
	pictured := v2(accent, within40(compact(inner))...)
	pictured.Ephemeral = true

	// The Plain view: the whole private view, the whole recap, then the
	// same questions and buttons.
	plainInner := append([]discordgo.MessageComponent{text(note)}, viewBlocks(tb, v)...)
	plainInner = append(plainInner, text(titled(since, recap(l, t, seat, summary))), text(status))
	plainInner = append(plainInner, asked...)
	plainInner = append(plainInner, nav)
	plainInner = within40(compact(plainInner))
	fitText(plainInner)
	plain := v2(accent, plainInner...)
	plain.Ephemeral = true
	pictured.Plain = &plain
	return pictured
}

// besidePicture is what a pictured hand's text says of its view: the
// lines of rest (the view's lines but those that say a card) and the
// fields that the view does not mark Elsewhere: the picture or a
// question says those. A line that only lists cards the picture shows
// (shown) goes too.
func besidePicture(tb *table.Table, v games.View, rest []string, shown map[string]bool) (lines []string, fields []games.Field) {
	for _, l := range rest {
		if !slices.Contains(v.Elsewhere, l) && !listsShownCards(l, shown) {
			lines = append(lines, expand(tb, l))
		}
	}
	for _, f := range v.Fields {
		if !f.Elsewhere {
			fields = append(fields, f)
		}
	}
	return lines, fields
}

// isRow reports whether c is the row r (the Read a card select's).
func isRow(c, r discordgo.MessageComponent) bool {
	a, ok1 := c.(discordgo.ActionsRow)
	b, ok2 := r.(discordgo.ActionsRow)
	return ok1 && ok2 && len(a.Components) == 1 && len(b.Components) == 1 &&
		a.Components[0].(discordgo.SelectMenu).CustomID == b.Components[0].(discordgo.SelectMenu).CustomID
}

// handPage picks the prompt rows of page (held within the pages), and
// says how many pages there are.
func handPage(units []promptUnit, page int) (shown []promptUnit, at, pages int) {
	pages = (len(units) + unitsPerPage - 1) / unitsPerPage
	if page >= pages {
		page = max(pages-1, 0)
	}
	if len(units) > 0 {
		shown = units[page*unitsPerPage : min(len(units), (page+1)*unitsPerPage)]
	}
	return shown, page, pages
}

// handNav is the hand's own row: the pages of its choices, and Refresh.
func handNav(l *lang.Lang, tb *table.Table, page, pages int) discordgo.MessageComponent {
	l = or(l)
	nav := []discordgo.MessageComponent{}
	if pages > 1 {
		prev := button(l.T("deckhand.render.hand.previous"), discord.HandID{Table: tb.ID, Page: page - 1}.String(), discordgo.SecondaryButton)
		prev.Disabled = page == 0
		next := button(l.T("deckhand.render.hand.next", "Page", page+1, "Pages", pages), discord.HandID{Table: tb.ID, Page: page + 1}.String(), discordgo.SecondaryButton)
		next.Disabled = page == pages-1
		nav = append(nav, prev, next)
	}
	// "r" keeps Refresh's custom id apart from a page button's: Discord
	// refuses a message with two components of the same id.
	nav = append(nav, button(l.T("deckhand.render.hand.refresh"), discord.HandID{Table: tb.ID, Page: page, Refresh: true}.String(), discordgo.SecondaryButton))
	return row(nav...)
}

// promptUnit is one row of a hand's choices and the question it answers,
// which the hand says in a line above the first row of each question.
type promptUnit struct {
	ask string
	row discordgo.MessageComponent
}

// promptUnits turns prompts into action rows: buttons for a short single
// choice, select menus otherwise. Options are never dropped: a long list
// becomes several selects, and a multi-select over more than 25 options
// becomes parts whose picks are gathered and sent with Confirm.
// prompts are said in t's reader's language; each is hashed, and its
// buttons coloured, by the stored state's prompt of its id, the same for
// every reader.
func promptUnits(t Table, seat int, prompts []games.Prompt) []promptUnit {
	tb, l := &t.Table, t.words()
	stored := t.State.Prompts()
	var units []promptUnit
	for _, p := range prompts {
		ask := "▸ " + expand(tb, p.Text)
		add := func(r discordgo.MessageComponent) { units = append(units, promptUnit{ask, r}) }
		raw := rawPrompt(stored, p)
		h := PromptHash(raw)
		if asButtons(p) {
			var bs []discordgo.MessageComponent
			for _, o := range p.Options {
				label := expandLabel(tb, o.Label)
				style := Style(expandLabel(tb, rawOption(raw, o).Label))
				var id discord.CustomID = discord.AnswerID{Table: tb.ID, Prompt: p.ID, Hash: h, Option: o.ID}
				if style == discordgo.DangerButton && !p.Optional {
					id = discord.WarnID{Table: tb.ID, Prompt: p.ID, Hash: h, Option: o.ID} // asks first; a quick call (Call bluff) does not
				}
				bs = append(bs, button(label, id.String(), style))
			}
			if p.Min == 0 {
				bs = append(bs, noneButton(l, tb, p, h))
			}
			add(discordgo.ActionsRow{Components: bs})
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
				CustomID:    discord.SelectID{Table: tb.ID, Prompt: p.ID, Hash: h, Part: part}.String(),
				Placeholder: placeholder(expandLabel(tb, p.Text), part, parts),
			}
			lo, hi := p.Min, p.Max
			if draft {
				sel.CustomID = discord.DraftID{Table: tb.ID, Prompt: p.ID, Hash: h, Part: part}.String()
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
					Label:       clip(expandLabel(tb, o.Label), 100),
					Value:       o.ID,
					Description: clip(expandLabel(tb, o.Detail), 100),
					Default:     picked[o.ID],
				})
			}
			add(discordgo.ActionsRow{Components: []discordgo.MessageComponent{sel}})
		}
		if !draft && p.Min == 0 {
			add(discordgo.ActionsRow{Components: []discordgo.MessageComponent{noneButton(l, tb, p, h)}})
		}
		if draft {
			confirm := button(l.T("deckhand.render.hand.confirm", "Count", len(picked)), discord.ConfirmID{PromptID: discord.PromptID{Table: tb.ID, Prompt: p.ID, Hash: h}}.String(), discordgo.SuccessButton)
			confirm.Disabled = len(picked) < p.Min || len(picked) > p.Max
			add(discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				confirm, button(l.T("deckhand.render.hand.clear"), discord.ClearID{PromptID: discord.PromptID{Table: tb.ID, Prompt: p.ID, Hash: h}}.String(), discordgo.SecondaryButton),
			}})
		}
	}
	return units
}

// noneButton answers a prompt that may be declined (Min 0) with nothing.
func noneButton(l *lang.Lang, tb *table.Table, p games.Prompt, hash string) discordgo.Button {
	l = or(l)
	label := l.T("deckhand.render.hand.none")
	if p.Max == 1 {
		label = l.T("deckhand.render.hand.skip")
	}
	return button(label, discord.NoneID{PromptID: discord.PromptID{Table: tb.ID, Prompt: p.ID, Hash: hash}}.String(), discordgo.SecondaryButton)
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
	return clip(text, 150)
}

// Closed is what a live hand turns into once its table is gone: a line
// of text and no button left that could not answer. It is a V2 message,
// as the hand it replaces is (Discord never turns one back), and drops
// the hand's picture.
func Closed(why string) discord.Message {
	m := v2(colourOver, text(why))
	m.ClearFiles = true
	return m
}

// fieldLines are a view's fields as titled blocks, without the lines that
// say a card with its text (Read a card has them): what a hand's own
// fields say ("You saw bob's hand") is the seat's alone, in no picture.
func fieldLines(tb *table.Table, fields []games.Field) []string {
	var out []string
	for _, f := range fields {
		_, rest := splitCards(strings.Split(f.Value, "\n"))
		out = append(out, titled(ExpandPlain(tb, f.Name), expand(tb, strings.Join(rest, "\n"))))
	}
	return out
}
