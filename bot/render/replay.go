package render

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// ReplayTurn is one step of a replay: a turn, or the deal.
type ReplayTurn struct {
	End   int   // answers played when it ends: the moment the step shows
	Seats []int // the seats that moved in it, in order (none: the deal)
	Round int   // its round in a game played in rounds (games.Rounds), else 0
	From  int   // its public lines are the log's lines[From:To]
	To    int   // (none for a turn that said nothing)
	Timer bool  // a turn timer moved for the seat
}

// ReplayStep is one moment of a finished game's replay.
type ReplayStep struct {
	Table table.Table
	Game  games.Game
	State games.State // the game at the end of Turns[Turn]
	Turn  int         // the step shown; 0 is the deal
	Turns []ReplayTurn
	Lines []LogLine // the whole game's public lines
	Owner string    // the user the replay belongs to: its buttons are theirs
	// Picture is the file name of the step's picture of the public board,
	// which the message shows in place of the board's text, once the bot
	// has drawn it and put it in with its alt text (WithPicture); "" shows
	// the text alone (a game without pictures, or before it is drawn).
	Picture string
	// Lang is the reader's language; nil reads English.
	Lang *lang.Lang
}

// ReplayFooter says what a replay shows and why: it is shown to one
// player, but a game's secrets stay secret after it ends. A replay says
// it in its reader's language (deckhand.render.replay.footer).
const ReplayFooter = "The public board as the table saw it: hands and face-down cards stay hidden."

// Replay navigation, the last part of a step's custom id.
const (
	ReplayFirst     = "first"
	ReplayBack      = "back"
	ReplayNext      = "next"
	ReplayLast      = "last"
	ReplayRoundBack = "rback" // to the start of the round before
	ReplayRoundNext = "rnext" // to the start of the round after
	ReplayPart      = "part"  // the select of the game's parts (its rounds)
	ReplayNear      = "near"  // the select of the turns around the one shown
)

// pickOptions is how many options a select holds (Discord's bound).
const pickOptions = 25

// Replay renders a replay step as a private Components V2 message: the
// public board as it was (its picture, or its text when there is none),
// who moved and what the move did in words, and the buttons and selects
// to step through the game by turn, by round, or to jump to any turn.
func Replay(r ReplayStep) discord.Message {
	l := or(r.Lang)
	r.Lang, r.State = l, games.In(r.State, l)
	tb, info := &r.Table, games.InfoIn(r.Game, l)
	v := withoutSummary(r.State, r.State.Public())
	t, last := r.Turns[r.Turn], len(r.Turns)-1
	// The view's title ("turn 2", "round 1 · to 500") is the board's as it
	// stood after the step: the picture draws it, the text view opens on
	// it; the heading names the game, and the step its turn, once.
	board := text("**"+ExpandPlain(tb, v.Title)+"**", clip(viewText(tb, v), replayViewMax), playersText(l, tb))
	if v.Title == "" {
		board = text(clip(viewText(tb, v), replayViewMax), playersText(l, tb))
	}
	// A replay's picture draws no notes under the table (the bot's
	// replayScene): the step says in words what it did, reveals and all;
	// the result is said once in the text and once in the picture.
	if r.Picture != "" {
		board = gallery(discord.Ref(r.Picture), "")
	}
	ending := ""
	if res := r.State.Result(); res != nil {
		ending = l.T("deckhand.render.replay.result", "Result", resultText(tb, res))
	} else if r.Turn == last && tb.Phase == table.Cancelled {
		ending = l.T("deckhand.render.replay.ended-early")
	}
	accent := colourBoard // the deal, or a turn several seats moved in
	switch {
	case ending != "":
		accent = colourOver
	case len(t.Seats) == 1:
		accent = seatAccent(t.Seats[0]) // the colour of who moved, as the picture draws them
	}
	m := v2(accent,
		text(heading(l.T("deckhand.render.replay.title", "Game", info.Name))),
		board,
		text("**"+stepName(r, r.Turn)+"** · "+stepText(r, t)),
		text(ending),
		text(small(l.T("deckhand.render.replay.footer", "Game", info.Name, "Table", tb.ID))),
	)
	c := m.Components[0].(discordgo.Container)
	c.Components = append(c.Components, replayControls(r)...)
	m.Components[0], m.Ephemeral = c, true
	return m
}

// replayViewMax bounds the board's text in a step shown without its
// picture, leaving the step, the result and the footer room within a V2
// message's 4,000 characters.
const replayViewMax = 2400

// replayControls are a step's rows: the steps by turn and the way back
// to the history, the steps by round in a game played in rounds, and
// the selects that jump to any turn.
func replayControls(r ReplayStep) []discordgo.MessageComponent {
	l := or(r.Lang)
	t, last := r.Turns[r.Turn], len(r.Turns)-1
	id := func(nav string) string {
		return discord.ReplayID{Table: r.Table.ID, Owner: r.Owner, Step: t.End, Nav: nav}.String()
	}
	atStart, atEnd := r.Turn == 0, r.Turn >= last
	rows := []discordgo.MessageComponent{row(
		navButton(l.T("deckhand.render.replay.first"), id(ReplayFirst), atStart, discordgo.SecondaryButton),
		navButton(l.T("deckhand.render.replay.back"), id(ReplayBack), atStart, discordgo.SecondaryButton),
		navButton(l.T("deckhand.render.replay.next"), id(ReplayNext), atEnd, discordgo.PrimaryButton),
		navButton(l.T("deckhand.render.replay.last"), id(ReplayLast), atEnd, discordgo.SecondaryButton),
		button(l.T("deckhand.render.replay.history"), discord.HistoryID{}.String(), discordgo.SecondaryButton),
	)}
	starts := roundStarts(r.Turns)
	if len(starts) > 1 {
		first, final := t.Round == r.Turns[starts[0]].Round, t.Round == r.Turns[starts[len(starts)-1]].Round
		rows = append(rows, row(
			navButton(l.T("deckhand.render.replay.round-before"), id(ReplayRoundBack), first, discordgo.SecondaryButton),
			navButton(l.T("deckhand.render.replay.round-after"), id(ReplayRoundNext), final, discordgo.SecondaryButton),
		))
	}
	// The parts select offers the start of every round and turns spread
	// evenly over the game, 25 in all; the near select the 25 turns
	// around the one shown: any turn is one or two picks away in a game
	// of up to some 600 turns, and a few more in a longer one.
	parts := starts
	if len(parts) > pickOptions {
		idx := spread(len(parts), pickOptions)
		for i, k := range idx {
			idx[i] = parts[k]
		}
		parts = idx
	}
	if free := pickOptions - len(parts); free > 0 {
		parts = append(parts, spread(len(r.Turns), free)...)
		slices.Sort(parts)
		parts = slices.Compact(parts)
	}
	rows = append(rows, row(turnSelect(r, id(ReplayPart), l.T("deckhand.render.replay.jump-part"), parts)))
	if len(r.Turns) > pickOptions {
		lo := min(max(0, r.Turn-pickOptions/2), len(r.Turns)-pickOptions)
		near := make([]int, pickOptions)
		for i := range near {
			near[i] = lo + i
		}
		rows = append(rows, row(turnSelect(r, id(ReplayNear), l.T("deckhand.render.replay.jump-near"), near)))
	}
	return rows
}

// playersText lists a table's seats, for a step shown without its
// picture (which names them).
func playersText(l *lang.Lang, tb *table.Table) string {
	l = or(l)
	var players []string
	for i := range tb.Seats {
		players = append(players, fmt.Sprintf("%d. %s", i+1, SeatMention(tb, i)))
	}
	return "**" + l.T("deckhand.render.board.players") + "**\n" + strings.Join(players, "\n")
}

// stepName names step i: "The deal", "Step 12 of 340", with its round
// in a game played in rounds. A step is not called a turn: it is one
// seat's run of answers (a setup choice, a draw phase) or what the game
// counts as one turn, and the picture beside it titles the board with
// the game's own turn count, which a step's number would contradict.
func stepName(r ReplayStep, i int) string {
	l := or(r.Lang)
	if i == 0 {
		return l.T("deckhand.render.replay.deal")
	}
	name := l.T("deckhand.render.replay.step-of", "Step", i, "Steps", len(r.Turns)-1)
	if round := r.Turns[i].Round; round > 0 {
		name = l.T("deckhand.render.replay.in-round", "Round", round, "Step", name)
	}
	return name
}

// stepText says in words what a step did: who moved, and the public
// lines it made, as the board's recent moves showed them. Who moved is
// not called "X's turn": the picture beside it shows the board after
// the step, which may be the next seat's turn.
func stepText(r ReplayStep, t ReplayTurn) string {
	l := or(r.Lang)
	if len(t.Seats) == 0 {
		return l.T("deckhand.render.replay.dealt")
	}
	var names []string
	for _, s := range t.Seats {
		names = append(names, SeatMention(&r.Table, s))
	}
	who := l.Join(names) // "@ann, @bob and @cat"
	if t.Timer {
		who += l.T("deckhand.render.replay.timer")
	}
	// The result line is the Result's to say, under the step: once.
	var lines []LogLine
	summary := ""
	if res := r.State.Result(); res != nil {
		summary = res.Summary
	}
	for _, ln := range r.Lines[t.From:t.To] {
		if !saysResult(ln.said(l), summary) {
			lines = append(lines, ln)
		}
	}
	switch {
	case len(lines) == 0 && t.To > t.From:
		return l.T("deckhand.render.replay.game-ends", "Who", who)
	case len(lines) == 0:
		// A move that said nothing, the only one since the deal (a later
		// one joins the step before it: see the bot's reading).
		return l.T("deckhand.render.replay.silent", "Who", who)
	}
	out := []string{who + ":"}
	size := len(out[0])
	for i := 0; i < len(lines); {
		// A line said again at once (two cards answering one play the
		// same way) is said once, with how many times.
		n := 1
		for i+n < len(lines) && lines[i+n].said(l) == lines[i].said(l) {
			n++
		}
		line := "• " + expand(&r.Table, lines[i].said(l))
		if n > 1 {
			line += fmt.Sprintf(" (×%d)", n)
		}
		if size+len(line)+1 > stepTextMax {
			out = append(out, l.T("deckhand.render.replay.more", "Count", len(lines)-i))
			break
		}
		out = append(out, line)
		size += len(line) + 1
		i += n
	}
	return strings.Join(out, "\n")
}

// stepTextMax bounds what a step says of its moves: a long turn (a Bird
// Rummy turn of many plays) would otherwise fill the message, which is
// there to be read at a glance beside the board; the Log has every line.
const stepTextMax = 600

// roundStarts are the indexes of the turns that begin each round, in a
// game played in rounds (nil otherwise).
func roundStarts(turns []ReplayTurn) []int {
	var out []int
	for i, t := range turns {
		if t.Round > 0 && (i == 0 || t.Round != turns[i-1].Round) {
			out = append(out, i)
		}
	}
	return out
}

// spread picks at most k of the indexes 0..n-1, evenly, first and last
// included.
func spread(n, k int) []int {
	if n <= k {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out
	}
	out := make([]int, k)
	for i := range out {
		out[i] = i * (n - 1) / (k - 1)
	}
	return out
}

// turnSelect offers the turns at idx, the one shown picked.
func turnSelect(r ReplayStep, id, placeholder string, idx []int) discordgo.SelectMenu {
	l := or(r.Lang)
	sel := discordgo.SelectMenu{CustomID: id, Placeholder: clip(placeholder, 150)}
	for _, i := range idx {
		t := r.Turns[i]
		label := l.T("deckhand.render.replay.deal")
		if t.Round > 0 {
			label = l.T("deckhand.render.replay.round-deal", "Round", t.Round)
		}
		if i > 0 {
			var names []string
			for _, s := range t.Seats {
				names = append(names, seatPlain(&r.Table, s))
			}
			label = l.T("deckhand.render.replay.step", "Step", i, "Seats", strings.Join(names, ", "))
			if t.Round > 0 {
				label = l.T("deckhand.render.replay.in-round", "Round", t.Round, "Step", label)
			}
		}
		sel.Options = append(sel.Options, discordgo.SelectMenuOption{
			Label: clip(label, 100), Description: stepGist(r, t), Value: strconv.Itoa(t.End), Default: i == r.Turn,
		})
	}
	return sel
}

// stepGist is what a step did in a select option's 100 characters: its
// lines one after the other, so that steps whose first line is alike
// (Star Collector's "@ann has chosen.") differ by what follows it (what
// both played).
func stepGist(r ReplayStep, t ReplayTurn) string {
	var parts []string
	for _, ln := range r.Lines[t.From:t.To] {
		s := ExpandPlain(&r.Table, ln.said(or(r.Lang)))
		if len(parts) == 0 || parts[len(parts)-1] != s {
			parts = append(parts, s)
		}
		if len(strings.Join(parts, " · ")) > 100 {
			break
		}
	}
	return clip(strings.Join(parts, " · "), 100)
}

func navButton(label, id string, disabled bool, style discordgo.ButtonStyle) discordgo.Button {
	b := button(label, id, style)
	b.Disabled = disabled
	return b
}

// SeatNames names a table's seats as pictures and plain text show them.
func SeatNames(seats []table.Seat) func(seat int) string {
	tb := &table.Table{Seats: seats}
	return func(seat int) string { return seatPlain(tb, seat) }
}
