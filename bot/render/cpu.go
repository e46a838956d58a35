package render

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/games/lang"
)

// levelHelp says what each level is, in the level menu.
var levelHelp = map[ismcts.Level]string{
	ismcts.Easy:   "deckhand.render.cpu.help.easy",
	ismcts.Normal: "deckhand.render.cpu.help.normal",
	ismcts.Hard:   "deckhand.render.cpu.help.hard",
}

// LevelName is a CPU level's name in l: the stored level ("Easy",
// "Normal", "Hard", as the CPU player names it) said in words.
func LevelName(l *lang.Lang, level string) string {
	l = or(l)
	for lv := ismcts.Easy; lv <= ismcts.Hard; lv++ {
		if lv.String() == level {
			return l.T("deckhand.render.cpu.level." + strings.ToLower(level))
		}
	}
	return level
}

// SeatLabel names a seat in a list of players: a CPU with its level
// ("🤖 CPU 2 · Hard").
func SeatLabel(tb *table.Table, seat int) string { return seatLabel(nil, tb, seat) }

// seatLabel is SeatLabel in l.
func seatLabel(l *lang.Lang, tb *table.Table, seat int) string {
	l = or(l)
	name := SeatMention(tb, seat)
	if seat >= 0 && seat < len(tb.Seats) && tb.Seats[seat].CPU {
		name += " · " + LevelName(l, tb.Seats[seat].CPULevel())
	}
	return name
}

// thinkingStatus says who a CPU is choosing a move for.
func thinkingStatus(l *lang.Lang, tb *table.Table, seats []int) string {
	l = or(l)
	var parts []string
	for _, s := range seats {
		if s >= 0 && s < len(tb.Seats) && !tb.Seats[s].CPU {
			parts = append(parts, l.T("deckhand.render.cpu.moving-for", "Seat", SeatMention(tb, s)))
			continue
		}
		parts = append(parts, l.T("deckhand.render.cpu.thinking", "Seat", SeatMention(tb, s)))
	}
	return strings.Join(parts, "\n")
}

// edgeText says a level's measured edge over the level below in a game:
// "won 92% against Normal", "" where the ladder has no figure.
func edgeText(l *lang.Lang, slug string, lv ismcts.Level) string {
	l = or(l)
	for _, e := range ismcts.Ladder(slug) {
		if e.Level == lv {
			won := fmt.Sprintf("%.0f", e.Won)
			below := LevelName(l, e.Below.String())
			if g, ok := games.Lookup(slug); ok && g.Info().MaxSeats > e.Seats {
				return l.T("deckhand.render.cpu.edge-at", "Won", won, "Below", below, "Seats", e.Seats)
			}
			return l.T("deckhand.render.cpu.edge", "Won", won, "Below", below)
		}
	}
	return ""
}

// CPUStrengthLegend says what CPUStrength's figures are. /help says it in
// its reader's language (CPUStrengthLegendIn).
const CPUStrengthLegend = "CPU: the share of decided test games each level won against the level below"

// CPUStrengthLegendIn is CPUStrengthLegend in l.
func CPUStrengthLegendIn(l *lang.Lang) string { return or(l).T("deckhand.render.cpu.legend") }

// CPUStrength says in a few words how strong each searching level
// measured in a game, as CPUStrengthLegend explains: "Normal 78% · Hard
// 81%", "" where the ladder has no figure. Short, since /help gives a
// line to each of up to 25 games within one embed.
func CPUStrength(slug string) string { return CPUStrengthIn(nil, slug) }

// CPUStrengthIn is CPUStrength in l.
func CPUStrengthIn(l *lang.Lang, slug string) string {
	l = or(l)
	var parts []string
	seats := map[int]bool{}
	for _, e := range ismcts.Ladder(slug) {
		if e.Level <= ismcts.Easy {
			continue
		}
		part := fmt.Sprintf("%s %.0f%%", LevelName(l, e.Level.String()), e.Won)
		if g, ok := games.Lookup(slug); ok && g.Info().MaxSeats > e.Seats {
			part += l.T("deckhand.render.cpu.seats", "Count", e.Seats)
			seats[e.Seats] = true
		}
		parts = append(parts, part)
	}
	if len(seats) == 1 && len(parts) > 1 { // the same seats for every level: said once
		for n := range seats {
			for i := range parts {
				parts[i] = strings.TrimSuffix(parts[i], l.T("deckhand.render.cpu.seats", "Count", n))
			}
			parts[len(parts)-1] += l.T("deckhand.render.cpu.seats", "Count", n)
		}
	}
	return strings.Join(parts, " · ")
}

// cpuLevelMenu is the lobby's menu that adds a CPU at a level, each
// level with what it is and how it measured in the table's game.
func cpuLevelMenu(l *lang.Lang, tableID, slug string) discordgo.MessageComponent {
	l = or(l)
	sel := discordgo.SelectMenu{CustomID: discord.LobbyID{Table: tableID, Action: discord.LobbyCPULevel}.String(), Placeholder: l.T("deckhand.render.cpu.add-at-level")}
	for lv := ismcts.Easy; lv <= ismcts.Hard; lv++ {
		desc := l.T(levelHelp[lv])
		if e := edgeText(l, slug, lv); e != "" {
			desc += "; " + e
		}
		sel.Options = append(sel.Options, discordgo.SelectMenuOption{
			Label: clip(l.T("deckhand.render.cpu.level-label", "Level", LevelName(l, lv.String())), 100), Value: lv.String(), Description: clip(desc, 100),
		})
	}
	return discordgo.ActionsRow{Components: []discordgo.MessageComponent{sel}}
}
