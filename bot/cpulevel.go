package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games/ismcts"
)

// cpuLevel is the level of a CPU the host adds: Normal from the Add CPU
// button, the one picked from the level menu.
func cpuLevel(action string, values []string) (ismcts.Level, error) {
	if action != render.CPULevelAction {
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
