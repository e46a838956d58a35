package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games/ismcts"
)

// cpuLevel is the level of a CPU the host adds: Normal from the Add CPU
// button, the one picked from the level menu.
func cpuLevel(action discord.LobbyAction, values []string) (ismcts.Level, error) {
	if action != discord.LobbyCPULevel {
		return ismcts.Normal, nil
	}
	if len(values) != 1 {
		return 0, discord.ErrForged
	}
	l, err := ismcts.ParseLevel(values[0])
	if err != nil {
		return 0, discord.ErrForged
	}
	return l, nil
}
