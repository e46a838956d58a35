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

// Lobby renders the lobby as a Components V2 message: the game, who is
// seated, the options the host has set, what to do next, and the
// controls. In V2 a message has room for a select per option besides the
// CPU level and the turn pings (a classic message had five rows, and
// Bitch's options became switch buttons, which old lobbies still carry:
// an option click without a value switches to the next choice).
func Lobby(t Table) discord.Message {
	rec, info := t.Rec, t.Game.Info()
	var players []string
	for i, s := range rec.Seats {
		line := fmt.Sprintf("%d. %s", i+1, SeatLabel(rec, i))
		if !s.CPU && s.UserID == rec.Host {
			line += " (host)"
		}
		players = append(players, line)
	}
	opts := []string{"**Options**"} // the host's, set below
	for _, o := range info.Options {
		opts = append(opts, fmt.Sprintf("%s: **%s**", o.Name, choiceLabel(o, rec.Options[o.Key])))
	}
	opts = append(opts, "Turn timer: **"+timerLabel(rec.Timer)+"**", "Turn pings: **"+pingsLabel(rec.NoPings)+"**")
	head, accent := info.Name+" · table open", colourLobby
	if rec.Phase == storage.Cancelled {
		head, accent = info.Name+" · table closed", colourOver
	}
	parts := []discordgo.MessageComponent{
		text(heading(head), info.Summary),
		text(fmt.Sprintf("**Players (%d/%d)**", len(rec.Seats), info.MaxSeats), strings.Join(players, "\n")),
		text(opts...),
	}
	if rec.Phase != storage.Cancelled {
		id := rec.ID
		parts = append(parts, text(lobbyNext(len(rec.Seats), info.MinSeats, info.MaxSeats)), row(
			button("Join", discord.LobbyID{Table: id, Action: discord.LobbyJoin}.String(), discordgo.PrimaryButton),
			button("Leave", discord.LobbyID{Table: id, Action: discord.LobbyLeave}.String(), discordgo.SecondaryButton),
			button("Add CPU", discord.LobbyID{Table: id, Action: discord.LobbyCPU}.String(), discordgo.SecondaryButton),
			button("Start", discord.LobbyID{Table: id, Action: discord.LobbyStart}.String(), discordgo.SuccessButton),
			button("Cancel", discord.LobbyID{Table: id, Action: discord.LobbyCancel}.String(), discordgo.DangerButton),
		))
		for _, o := range info.Options {
			if len(o.Choices) > 0 {
				parts = append(parts, row(optionSelect(rec, o)))
			}
		}
		parts = append(parts, cpuLevelMenu(id, rec.Game), row(pingSelect(rec)))
	}
	parts = append(parts, text(small(fmt.Sprintf("%s · table %s", Players(info.MinSeats, info.MaxSeats), rec.ID))))
	return v2(accent, parts...)
}

// lobbyNext says what the table waits for.
func lobbyNext(seated, lo, hi int) string {
	switch {
	case seated < lo:
		return fmt.Sprintf("**Join** to play: %s to go. The host can **Add CPU** players.", Count(lo-seated, "more player", "more players"))
	case seated < hi:
		return "**Join** to play, or the host presses **Start**."
	}
	return "The table is full: the host presses **Start**."
}

// optionSelect picks one of a game option's choices.
func optionSelect(rec *storage.Table, o games.OptionSpec) discordgo.SelectMenu {
	sel := discordgo.SelectMenu{CustomID: discord.OptionID{Table: rec.ID, Key: o.Key}.String(), Placeholder: clip(o.Name, 150)}
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
	return sel
}

// Table settings a lobby offers besides the game's options.
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
