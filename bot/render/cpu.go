package render

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
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

// cpuLevelMenu is the lobby's menu that adds a CPU at a level.
func cpuLevelMenu(tableID string) discordgo.MessageComponent {
	sel := discordgo.SelectMenu{CustomID: discord.LobbyID{Table: tableID, Action: discord.LobbyCPULevel}.String(), Placeholder: "Add a CPU at a level…"}
	for l := ismcts.Easy; l <= ismcts.Hard; l++ {
		sel.Options = append(sel.Options, discordgo.SelectMenuOption{
			Label: fmt.Sprintf("🤖 %s CPU", l), Value: l.String(), Description: levelHelp[l],
		})
	}
	return discordgo.ActionsRow{Components: []discordgo.MessageComponent{sel}}
}
