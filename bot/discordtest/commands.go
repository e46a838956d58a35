package discordtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"

	"github.com/bwmarrin/discordgo"
)

// fillCommandDefaults gives a registered command the fields Discord
// writes back for those a bot leaves out, so that a bot comparing what is
// registered with its own definitions meets them as it would on Discord.
func fillCommandDefaults(raw map[string]any) {
	defaults := map[string]any{
		"dm_permission":              true,
		"integration_types":          []any{0}, // installed to a guild
		"nsfw":                       false,
		"default_member_permissions": nil,
		"contexts":                   nil,
		"name_localizations":         nil,
		"description_localizations":  nil,
	}
	for k, v := range defaults {
		if _, ok := raw[k]; !ok {
			raw[k] = v
		}
	}
}

type command struct {
	id, guildID string
	def         commandDef
	raw         map[string]any // as returned
}

// registry is the application's commands, as bulk overwrites left them,
// and how often the bot wrote and read them. The server's lock guards it.
type registry struct {
	mu     *sync.Mutex // the server's
	app    string
	ids    *ids
	guilds *guilds
	ledger *ledger
	sets   commandSets
	writes int
	reads  int
}

// route answers the command routes, global (guild "") or a guild's.
func (s *registry) route(rq *request, app, guild string) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	if app != s.app {
		return s.ledger.refuse(rq, http.StatusNotFound, 10002, "Unknown Application", "application id is not srv.AppID")
	}
	if guild != "" && !s.guilds.known(guild) {
		return s.ledger.refuse(rq, http.StatusForbidden, 50001, "Missing Access", "the bot is in no guild of that id")
	}
	if rq.r.Method == http.MethodGet {
		s.reads++
		return okJSON(s.sets.json(guild))
	}
	var raws []map[string]any
	var defs []commandDef
	if json.Unmarshal(rq.body, &raws) != nil || json.Unmarshal(rq.body, &defs) != nil {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "body is not an array of commands")
	}
	if problems := checkCommands(defs); len(problems) > 0 {
		return s.ledger.invalid(rq, problems, false)
	}
	old := map[string]string{}
	for _, c := range s.sets[guild] {
		old[c.def.key()] = c.id
	}
	var cmds []*command
	for i, d := range defs {
		id := old[d.key()]
		if id == "" {
			id = s.ids.next()
		}
		raw := raws[i]
		raw["id"], raw["application_id"], raw["version"], raw["type"] = id, s.app, s.ids.next(), d.kind()
		fillCommandDefaults(raw)
		if guild != "" {
			raw["guild_id"] = guild
		}
		cmds = append(cmds, &command{id: id, guildID: guild, def: d, raw: raw})
	}
	s.sets[guild] = cmds
	s.writes++
	return okJSON(s.sets.json(guild))
}

// Commands returns the commands registered by the last bulk overwrite,
// globally (guildID "") or in a guild.
func (s *Server) Commands(guildID string) []*discordgo.ApplicationCommand {
	s.mu.Lock()
	raw := mustJSON(s.registry.sets.json(guildID))
	s.mu.Unlock()
	var out []*discordgo.ApplicationCommand
	if err := json.Unmarshal(raw, &out); err != nil {
		panic(fmt.Sprintf("discordtest: stored commands do not unmarshal: %v", err))
	}
	return out
}

// commandSets are the registered commands by scope: "" (global) or a
// guild id.
type commandSets map[string][]*command

// json is a scope's commands as Discord returns them.
func (cs commandSets) json(guild string) []any {
	out := []any{}
	for _, c := range cs[guild] {
		out = append(out, c.raw)
	}
	return out
}

// find finds a slash command by name, guild's first.
func (cs commandSets) find(guild, name string) *command {
	for _, scope := range []string{guild, ""} {
		for _, c := range cs[scope] {
			if c.def.kind() == 1 && c.def.Name == name {
				return c
			}
		}
	}
	return nil
}
