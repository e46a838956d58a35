package render

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

// levelHelp says what each level is, in the level menu.
var levelHelp = map[ismcts.Level]string{
	ismcts.Easy:   "Plays by rule of thumb",
	ismcts.Normal: "Thinks ahead, about a quarter of a second a move",
	ismcts.Hard:   "Thinks ahead longer, up to a second and a half a move",
}

// SeatLabel names a seat in a list of players: a CPU with its level
// ("🤖 CPU 2 · Hard").
func SeatLabel(rec *storage.Table, seat int) string {
	name := SeatMention(rec, seat)
	if seat >= 0 && seat < len(rec.Seats) && rec.Seats[seat].CPU {
		name += " · " + rec.Seats[seat].CPULevel()
	}
	return name
}

// thinkingStatus says who a CPU is choosing a move for.
func thinkingStatus(rec *storage.Table, seats []int) string {
	var parts []string
	for _, s := range seats {
		if s >= 0 && s < len(rec.Seats) && !rec.Seats[s].CPU {
			parts = append(parts, "🤖 A CPU is moving for "+SeatMention(rec, s)+"…")
			continue
		}
		parts = append(parts, SeatMention(rec, s)+" is thinking…")
	}
	return strings.Join(parts, "\n")
}

// edgeText says a level's measured edge over the level below in a game:
// "won 92% against Normal", "" where the ladder has no figure.
func edgeText(slug string, l ismcts.Level) string {
	for _, e := range ismcts.Ladder(slug) {
		if e.Level == l {
			at := ""
			if g, ok := games.Lookup(slug); ok && g.Info().MaxSeats > e.Seats {
				at = fmt.Sprintf(" at %d seats", e.Seats)
			}
			return fmt.Sprintf("won %.0f%% against %s%s", e.Won, e.Below, at)
		}
	}
	return ""
}

// CPUStrengthLegend says what CPUStrength's figures are.
const CPUStrengthLegend = "CPU: the share of decided test games each level won against the level below"

// CPUStrength says in a few words how strong each searching level
// measured in a game, as CPUStrengthLegend explains: "Normal 78% · Hard
// 81%", "" where the ladder has no figure. Short, since /help gives a
// line to each of up to 25 games within one embed.
func CPUStrength(slug string) string {
	var parts []string
	seats := map[int]bool{}
	for _, e := range ismcts.Ladder(slug) {
		if e.Level <= ismcts.Easy {
			continue
		}
		part := fmt.Sprintf("%s %.0f%%", e.Level, e.Won)
		if g, ok := games.Lookup(slug); ok && g.Info().MaxSeats > e.Seats {
			part += fmt.Sprintf(" (%d seats)", e.Seats)
			seats[e.Seats] = true
		}
		parts = append(parts, part)
	}
	if len(seats) == 1 && len(parts) > 1 { // the same seats for every level: said once
		for n := range seats {
			for i := range parts {
				parts[i] = strings.TrimSuffix(parts[i], fmt.Sprintf(" (%d seats)", n))
			}
			parts[len(parts)-1] += fmt.Sprintf(" (%d seats)", n)
		}
	}
	return strings.Join(parts, " · ")
}

// cpuLevelMenu is the lobby's menu that adds a CPU at a level, each
// level with what it is and how it measured in the table's game.
func cpuLevelMenu(tableID, slug string) discordgo.MessageComponent {
	sel := discordgo.SelectMenu{CustomID: discord.LobbyID{Table: tableID, Action: discord.LobbyCPULevel}.String(), Placeholder: "Add a CPU at a level…"}
	for l := ismcts.Easy; l <= ismcts.Hard; l++ {
		desc := levelHelp[l]
		if e := edgeText(slug, l); e != "" {
			desc += "; " + e
		}
		sel.Options = append(sel.Options, discordgo.SelectMenuOption{
			Label: fmt.Sprintf("🤖 %s CPU", l), Value: l.String(), Description: desc,
		})
	}
	return discordgo.ActionsRow{Components: []discordgo.MessageComponent{sel}}
}
