package bot

import (
	"fmt"
	"strings"

	"github.com/deckhand/deckhand/bot/discord"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
)

// checkOptions refuses a tournament's game options that its game's lobby
// would not offer: each key must be one of the game's options and each
// value one of its choices, as a lobby's select allows (optionClick).
// The refusal lists what the game offers, since /tournament create takes
// them typed; info is the game's as its reader reads it.
func checkOptions(info games.Info, opts map[string]string) error {
	for key, value := range opts {
		var spec *games.OptionSpec
		for i := range info.Options {
			if info.Options[i].Key == key {
				spec = &info.Options[i]
			}
		}
		if spec != nil && domain.HasChoice(*spec, value) {
			continue
		}
		return discord.RefuseText(discord.Invalid, games.Say("deckhand.tournament.no_option",
			"Game", info.Name, "Key", key, "Value", value, "Offered", offered(info)))
	}
	return nil
}

// offered lists a game's options as /tournament create takes them.
func offered(info games.Info) games.Text {
	if len(info.Options) == 0 {
		return games.Say("deckhand.tournament.no_options", "Game", info.Name)
	}
	var out []string
	for _, o := range info.Options {
		var values []string
		for _, c := range o.Choices {
			values = append(values, c.Value)
		}
		out = append(out, fmt.Sprintf("`%s=%s` (%s)", o.Key, strings.Join(values, "|"), o.Name))
	}
	return games.Say("deckhand.tournament.options", "List", strings.Join(out, ", "))
}
