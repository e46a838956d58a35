package render

import (
	"fmt"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// TimerChoices are the turn timers a lobby offers, by label.
var TimerChoices = []struct {
	Label string
	D     time.Duration
}{
	{"off", 0}, {"1 minute", time.Minute}, {"5 minutes", 5 * time.Minute},
	{"1 hour", time.Hour}, {"1 day", 24 * time.Hour},
}

// Lobby renders the lobby as a Components V2 message: the game, who is
// seated, the options the host has set, what to do next, and the
// controls. In V2 a message has room for a select per option besides the
// CPU level and the turn pings (a classic message had five rows, and
// Bitch's options became switch buttons, which old lobbies still carry:
// an option click without a value switches to the next choice).
func Lobby(t Table) discord.Message {
	tb, l := &t.Table, t.words()
	_, info := t.said()
	var players []string
	for i, s := range tb.Seats {
		line := fmt.Sprintf("%d. %s", i+1, seatLabel(l, tb, i))
		if !s.CPU && s.UserID == tb.Host {
			line += l.T("deckhand.render.lobby.host")
		}
		players = append(players, line)
	}
	opts := []string{"**" + l.T("deckhand.render.lobby.options") + "**"} // the host's, set below
	for _, o := range info.Options {
		opts = append(opts, fmt.Sprintf("%s: **%s**", o.Name, choiceLabel(o, tb.Options[o.Key])))
	}
	opts = append(opts, l.T("deckhand.render.lobby.timer", "Timer", timerLabel(l, tb.Timer)), l.T("deckhand.render.lobby.pings", "Pings", pingsLabel(l, tb.NoPings)))
	head, accent := l.T("deckhand.render.lobby.open", "Game", info.Name), colourLobby
	if tb.Phase == table.Cancelled {
		head, accent = l.T("deckhand.render.lobby.closed", "Game", info.Name), colourOver
	}
	parts := []discordgo.MessageComponent{
		text(heading(head), info.Summary),
		text(l.T("deckhand.render.lobby.players", "Seated", len(tb.Seats), "Max", info.MaxSeats), strings.Join(players, "\n")),
		text(opts...),
	}
	if tb.Phase != table.Cancelled {
		id := tb.ID
		parts = append(parts, text(lobbyNext(l, len(tb.Seats), info.MinSeats, info.MaxSeats)), row(
			button(l.T("deckhand.render.lobby.join"), discord.LobbyID{Table: id, Action: discord.LobbyJoin}.String(), discordgo.PrimaryButton),
			button(l.T("deckhand.render.lobby.leave"), discord.LobbyID{Table: id, Action: discord.LobbyLeave}.String(), discordgo.SecondaryButton),
			button(l.T("deckhand.render.lobby.add-cpu"), discord.LobbyID{Table: id, Action: discord.LobbyCPU}.String(), discordgo.SecondaryButton),
			button(l.T("deckhand.render.lobby.start"), discord.LobbyID{Table: id, Action: discord.LobbyStart}.String(), discordgo.SuccessButton),
			button(l.T("deckhand.render.lobby.cancel"), discord.LobbyID{Table: id, Action: discord.LobbyCancel}.String(), discordgo.DangerButton),
		))
		for _, o := range info.Options {
			if len(o.Choices) > 0 {
				parts = append(parts, row(optionSelect(tb, o)))
			}
		}
		parts = append(parts, cpuLevelMenu(l, id, tb.Game.Slug), row(pingSelect(l, tb)))
	}
	parts = append(parts, text(small(l.T("deckhand.render.lobby.footer", "Players", PlayersIn(l, info.MinSeats, info.MaxSeats), "Table", tb.ID))))
	return v2(accent, parts...)
}

// lobbyNext says what the table waits for.
func lobbyNext(l *lang.Lang, seated, lo, hi int) string {
	l = or(l)
	switch {
	case seated < lo:
		return l.T("deckhand.render.lobby.next.join", "Count", lo-seated)
	case seated < hi:
		return l.T("deckhand.render.lobby.next.or-start")
	}
	return l.T("deckhand.render.lobby.next.full")
}

// optionSelect picks one of a game option's choices.
func optionSelect(tb *table.Table, o games.OptionSpec) discordgo.SelectMenu {
	sel := discordgo.SelectMenu{CustomID: discord.OptionID{Table: tb.ID, Key: o.Key}.String(), Placeholder: clip(o.Name, 150)}
	for _, ch := range o.Choices {
		detail := ch.Detail
		if detail == "" {
			detail = o.Help
		}
		sel.Options = append(sel.Options, discordgo.SelectMenuOption{
			Label: clip(ch.Label, 100), Value: ch.Value,
			Description: clip(detail, 100), Default: tb.Options[o.Key] == ch.Value,
		})
	}
	return sel
}

// Table settings a lobby offers besides the game's options.
const (
	SettingPings = "pings"
	PingsOn      = "on"
	PingsOff     = "off"
)

// pingSelect sets whether the table pings the players it waits on.
func pingSelect(l *lang.Lang, tb *table.Table) discordgo.SelectMenu {
	l = or(l)
	one := 1
	return discordgo.SelectMenu{
		CustomID:    discord.SettingID{Table: tb.ID, Setting: SettingPings}.String(),
		Placeholder: l.T("deckhand.render.pings.placeholder"),
		MinValues:   &one,
		MaxValues:   1,
		Options: []discordgo.SelectMenuOption{
			{Label: l.T("deckhand.render.pings.on"), Value: PingsOn, Description: clip(l.T("deckhand.render.pings.on-help"), 100), Default: !tb.NoPings},
			{Label: l.T("deckhand.render.pings.off"), Value: PingsOff, Description: clip(l.T("deckhand.render.pings.off-help"), 100), Default: tb.NoPings},
		},
	}
}

func pingsLabel(l *lang.Lang, off bool) string {
	l = or(l)
	if off {
		return l.T("deckhand.render.pings.is-off")
	}
	return l.T("deckhand.render.pings.is-on")
}

func choiceLabel(o games.OptionSpec, v string) string {
	for _, c := range o.Choices {
		if c.Value == v {
			return c.Label
		}
	}
	return v
}

// timerLabel says a turn timer in l: one of TimerChoices in words, any
// other length as Go writes it.
func timerLabel(l *lang.Lang, d time.Duration) string {
	l = or(l)
	switch d {
	case 0:
		return l.T("deckhand.render.timer.off")
	case time.Minute, 5 * time.Minute:
		return l.T("deckhand.render.timer.minutes", "Count", int(d/time.Minute))
	case time.Hour:
		return l.T("deckhand.render.timer.hours", "Count", 1)
	case 24 * time.Hour:
		return l.T("deckhand.render.timer.days", "Count", 1)
	}
	return d.String()
}
