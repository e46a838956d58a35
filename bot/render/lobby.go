package render

import (
	"fmt"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// TimerChoices are the turn timers a lobby offers, by label.
var TimerChoices = []struct {
	Label string
	D     time.Duration
}{
	{"off", 0}, {"1 minute", time.Minute}, {"5 minutes", 5 * time.Minute},
	{"1 hour", time.Hour}, {"1 day", 24 * time.Hour},
}

// Lobby renders the lobby message.
func Lobby(t Table) discord.Message {
	rec, info := t.Rec, t.Game.Info()
	e := &discordgo.MessageEmbed{
		Title:       info.Name + " — table open",
		Description: info.Summary,
		Color:       colourLobby,
		Footer:      &discordgo.MessageEmbedFooter{Text: fmt.Sprintf("Deckhand · %s · table %s", Players(info.MinSeats, info.MaxSeats), rec.ID)},
	}
	var players []string
	for i, s := range rec.Seats {
		line := fmt.Sprintf("%d. %s", i+1, SeatLabel(rec, i))
		if !s.CPU && s.UserID == rec.Host {
			line += " (host)"
		}
		players = append(players, line)
	}
	field(e, fmt.Sprintf("Players (%d/%d)", len(rec.Seats), info.MaxSeats), strings.Join(players, "\n"), true)
	var opts []string
	for _, o := range info.Options {
		opts = append(opts, fmt.Sprintf("%s: **%s**", o.Name, choiceLabel(o, rec.Options[o.Key])))
	}
	opts = append(opts, "Turn timer: **"+timerLabel(rec.Timer)+"**", "Turn pings: **"+pingsLabel(rec.NoPings)+"**")
	field(e, "Options", strings.Join(opts, "\n"), true)
	if rec.Phase == storage.Cancelled {
		e.Title = info.Name + " — table closed"
		e.Color = colourOver
		return discord.Message{Embeds: []*discordgo.MessageEmbed{e}}
	}
	id := rec.ID
	rows := []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		button("Join", discord.LobbyID{Table: id, Action: discord.LobbyJoin}.String(), discordgo.PrimaryButton),
		button("Leave", discord.LobbyID{Table: id, Action: discord.LobbyLeave}.String(), discordgo.SecondaryButton),
		button("Add CPU", discord.LobbyID{Table: id, Action: discord.LobbyCPU}.String(), discordgo.SecondaryButton),
		button("Start", discord.LobbyID{Table: id, Action: discord.LobbyStart}.String(), discordgo.SuccessButton),
		button("Cancel", discord.LobbyID{Table: id, Action: discord.LobbyCancel}.String(), discordgo.DangerButton),
	}}}
	// A select a row for each option, the CPU level menu and the turn
	// pings: when that is more rows than a message has (Bitch's three
	// options), the options of two choices and the pings become buttons
	// that switch to the other choice, side by side in one row.
	selects := 0
	for _, o := range info.Options {
		if len(o.Choices) > 0 {
			selects++
		}
	}
	toggles := 1+selects+2 > maxRows
	var switches []discordgo.MessageComponent
	for _, o := range info.Options {
		if len(o.Choices) == 0 {
			continue
		}
		if toggles && len(o.Choices) == 2 {
			switches = append(switches, button(clip(o.Name+": "+choiceLabel(o, rec.Options[o.Key]), 80), discord.OptionID{Table: id, Key: o.Key}.String(), discordgo.SecondaryButton))
			continue
		}
		if len(rows) == maxRows-1 { // the last row adds CPUs at a level
			continue
		}
		sel := discordgo.SelectMenu{CustomID: discord.OptionID{Table: id, Key: o.Key}.String(), Placeholder: clip(o.Name, 150)}
		for _, ch := range o.Choices {
			detail := ch.Detail
			if detail == "" {
				detail = o.Help
			}
			sel.Options = append(sel.Options, discordgo.SelectMenuOption{
				Label: clip(ch.Label, 100), Value: ch.Value,
				Description: clip(detail, 100), Default: rec.Options[o.Key] == ch.Value,
			})
		}
		rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{sel}})
	}
	if toggles {
		switches = append(switches, button("Turn pings: "+pingsLabel(rec.NoPings), discord.SettingID{Table: id, Setting: SettingPings}.String(), discordgo.SecondaryButton))
		rows = append(rows, discordgo.ActionsRow{Components: switches})
	}
	rows = append(rows, cpuLevelMenu(id))
	if !toggles && len(rows) < maxRows {
		rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{pingSelect(rec)}})
	}
	return discord.Message{Embeds: []*discordgo.MessageEmbed{e}, Components: rows}
}

// Table settings a lobby offers besides the game's options. They take the
// row after the game's selects: a game with games.MaxOptions selects
// leaves it none, and the lobby then keeps the default.
const (
	SettingPings = "pings"
	PingsOn      = "on"
	PingsOff     = "off"
)

// pingSelect sets whether the table pings the players it waits on.
func pingSelect(rec *storage.Table) discordgo.SelectMenu {
	one := 1
	return discordgo.SelectMenu{
		CustomID:    discord.SettingID{Table: rec.ID, Setting: SettingPings}.String(),
		Placeholder: "Turn pings",
		MinValues:   &one,
		MaxValues:   1,
		Options: []discordgo.SelectMenuOption{
			{Label: "On", Value: PingsOn, Description: "A channel message mentions whoever the game waits on.", Default: !rec.NoPings},
			{Label: "Off", Value: PingsOff, Description: "No mentions; players watch the board.", Default: rec.NoPings},
		},
	}
}

func pingsLabel(off bool) string {
	if off {
		return "off"
	}
	return "on"
}

func choiceLabel(o games.OptionSpec, v string) string {
	for _, c := range o.Choices {
		if c.Value == v {
			return c.Label
		}
	}
	return v
}

func timerLabel(d time.Duration) string {
	for _, c := range TimerChoices {
		if c.D == d {
			return c.Label
		}
	}
	return d.String()
}
