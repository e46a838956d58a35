package bot

import (
	"encoding/json"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func defs() []*discordgo.ApplicationCommand {
	manage := int64(discordgo.PermissionManageChannels)
	return []*discordgo.ApplicationCommand{
		{Name: "play", Description: "Open a table", Contexts: &[]discordgo.InteractionContextType{discordgo.InteractionContextGuild},
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionString, Name: "game", Description: "Which game", Required: true,
					Choices: []*discordgo.ApplicationCommandOptionChoice{{Name: "Rummy", Value: "rummy"}, {Name: "Bitch", Value: "bitch"}}},
				{Type: discordgo.ApplicationCommandOptionInteger, Name: "seats", Description: "Seats", MinValue: new(float64), MaxValue: 7},
			}},
		{Name: "end", Description: "End the game", DefaultMemberPermissions: &manage},
		{Name: "help", Description: "How to play"},
	}
}

// asDiscordHoldsThem is cmds as GET returns them: in another order, with
// ids, versions and every default Discord writes back.
func asDiscordHoldsThem(t *testing.T, cmds []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
	data, err := json.Marshal(cmds)
	require.NoError(t, err)
	var raws []map[string]any
	require.NoError(t, json.Unmarshal(data, &raws))
	for i, r := range raws {
		r["id"], r["application_id"], r["version"], r["type"] = "10"+string(rune('0'+i)), "99", "7", 1
		for k, v := range map[string]any{"dm_permission": true, "integration_types": []int{0}, "nsfw": false,
			"default_member_permissions": nil, "contexts": nil, "name_localizations": nil, "description_localizations": nil} {
			if _, ok := r[k]; !ok {
				r[k] = v
			}
		}
	}
	raws[0], raws[len(raws)-1] = raws[len(raws)-1], raws[0]
	data, err = json.Marshal(raws)
	require.NoError(t, err)
	var out []*discordgo.ApplicationCommand
	require.NoError(t, json.Unmarshal(data, &out))
	return out
}

func TestCommandsDiscordHoldsWithItsDefaultsFilledInAreTheSame(t *testing.T) {
	t.Parallel()
	assert.True(t, sameCommands(asDiscordHoldsThem(t, defs()), defs()), "ids, versions, order and Discord's defaults are no change: nothing to write")
}

func TestAnyChangeToACommandIsWrittenAgain(t *testing.T) {
	t.Parallel()
	changes := map[string]func([]*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand{
		"a description": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			c[2].Description = "How to play, and more"
			return c
		},
		"a choice added": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			o := c[0].Options[0]
			o.Choices = append(o.Choices, &discordgo.ApplicationCommandOptionChoice{Name: "Star Collector", Value: "starcollector"})
			return c
		},
		"an option no longer required": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			c[0].Options[0].Required = false
			return c
		},
		"options in another order": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			c[0].Options[0], c[0].Options[1] = c[0].Options[1], c[0].Options[0]
			return c
		},
		"a permission dropped": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			c[1].DefaultMemberPermissions = nil
			return c
		},
		"usable in DMs again": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			c[0].Contexts = nil
			return c
		},
		"a command removed": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand { return c[:2] },
		"a command added": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			return append(c, &discordgo.ApplicationCommand{Name: "stats", Description: "Figures"})
		},
		"a command renamed": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			c[2].Name = "rules"
			return c
		},
		"a minimum dropped": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			c[0].Options[1].MinValue = nil
			return c
		},
		"a command's German name": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			c[2].NameLocalizations = &map[discordgo.Locale]string{discordgo.German: "hilfe"}
			return c
		},
		"an option's Portuguese description": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			c[0].Options[0].DescriptionLocalizations = map[discordgo.Locale]string{discordgo.PortugueseBR: "Qual jogo"}
			return c
		},
		"a choice's German name": func(c []*discordgo.ApplicationCommand) []*discordgo.ApplicationCommand {
			c[0].Options[0].Choices[0].NameLocalizations = map[discordgo.Locale]string{discordgo.German: "Rommé"}
			return c
		},
	}
	for what, change := range changes {
		held := asDiscordHoldsThem(t, defs())
		assert.False(t, sameCommands(held, change(defs())), "%s is a change: the commands are written again", what)
	}
}
