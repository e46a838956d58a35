package bot

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"reflect"
	"slices"
	"sync"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
)

// A READY comes at start and after every new session, which Discord
// makes a bot open as a matter of routine (an invalid session, a lost
// one). Commands belong to the application: overwriting them unchanged
// at each READY costs requests from the global budget and, for global
// commands, can make clients fetch them again. So the bot registers them
// only when what Discord holds differs from its own: it asks once per
// process, and remembers what it found or wrote for the READYs after.

// registration registers the router's commands at a READY, and
// remembers them, as a digest of their definitions and scope. mu keeps
// two READYs from registering at once: it is held across the requests by
// design, and no other lock is taken with it (locks.go).
type registration struct {
	log    *slog.Logger
	cfg    *Config
	router *discord.Router
	mu     sync.Mutex
	digest string
}

func (b *registration) onReady(s *discordgo.Session, r *discordgo.Ready) {
	if b.cfg.ShardID != 0 {
		// Commands belong to the application, not to a shard: shard 0
		// registers them, so that shards never overwrite one another.
		b.log.Info("ready", "user", r.User.Username, "shard", b.cfg.ShardID, "shards", b.cfg.ShardCount, "guilds", len(r.Guilds))
		return
	}
	appID := s.State.User.ID
	if r.Application != nil && r.Application.ID != "" {
		appID = r.Application.ID
	}
	scope := "global"
	if b.cfg.GuildID != "" {
		scope = "guild " + b.cfg.GuildID
	}
	wrote, err := b.registerCommands(s, appID)
	if err != nil {
		b.log.Error("registering commands", "err", err)
		return
	}
	b.log.Info("ready", "user", r.User.Username, "commands", len(b.router.Commands()), "scope", scope, "written", wrote,
		"shard", b.cfg.ShardID, "shards", b.cfg.ShardCount)
}

// registerCommands makes the commands Discord holds for the bot's scope
// the router's, writing them only when they differ; it reports whether
// it wrote them.
func (b *registration) registerCommands(s *discordgo.Session, appID string) (bool, error) {
	want := b.router.Commands()
	digest := commandsDigest(appID, b.cfg.GuildID, want)
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.digest == digest {
		return false, nil
	}
	// These requests are not paced: they are at most two a start, the
	// pacer leaves room for them, and they must not take the slot of the
	// first lobby a player waits for.
	have, err := s.ApplicationCommands(appID, b.cfg.GuildID)
	if err == nil && sameCommands(have, want) {
		b.digest = digest
		return false, nil
	}
	if err != nil {
		b.log.Warn("reading the registered commands; writing them all", "err", err)
	}
	if _, err := s.ApplicationCommandBulkOverwrite(appID, b.cfg.GuildID, want); err != nil {
		return false, err
	}
	b.digest = digest
	return true, nil
}

func commandsDigest(appID, guildID string, cmds []*discordgo.ApplicationCommand) string {
	data, _ := json.Marshal(cmds)
	h := sha256.Sum256(append([]byte(appID+"\x00"+guildID+"\x00"), data...))
	return hex.EncodeToString(h[:])
}

// sameCommands reports whether the commands Discord holds (have) are the
// ones the bot would register (want). Both are compared as JSON with
// what Discord adds or fills in taken out: ids and versions, the default
// values it writes back (type 1, DMs allowed, a guild install), and every
// empty field. A difference it cannot explain counts as a change: a
// needless overwrite costs one request; a missed one leaves old commands.
func sameCommands(have, want []*discordgo.ApplicationCommand) bool {
	if len(have) != len(want) {
		return false
	}
	a, b := normalCommands(have), normalCommands(want)
	return a != nil && b != nil && reflect.DeepEqual(a, b)
}

// normalCommands is cmds as JSON values, with what Discord adds taken
// out, in order of type and name; nil if they do not encode.
func normalCommands(cmds []*discordgo.ApplicationCommand) []any {
	data, err := json.Marshal(cmds)
	if err != nil {
		return nil
	}
	var raw []map[string]any
	if json.Unmarshal(data, &raw) != nil {
		return nil
	}
	out := make([]any, 0, len(raw))
	for _, c := range raw {
		for _, k := range []string{"id", "application_id", "version", "guild_id"} {
			delete(c, k)
		}
		for k, def := range commandDefaults {
			if reflect.DeepEqual(c[k], def) {
				delete(c, k)
			}
		}
		if n := withoutEmpty(c); n != nil {
			out = append(out, n)
		} else {
			out = append(out, map[string]any{})
		}
	}
	key := func(v any) string {
		m, _ := v.(map[string]any)
		return fmt.Sprint(m["type"], "/", m["name"])
	}
	slices.SortStableFunc(out, func(x, y any) int { return cmp.Compare(key(x), key(y)) })
	return out
}

// commandDefaults are the values Discord gives a command's fields the
// bot leaves unset, as JSON decodes them.
var commandDefaults = map[string]any{
	"type":              float64(discordgo.ChatApplicationCommand),
	"dm_permission":     true,
	"integration_types": []any{float64(discordgo.ApplicationIntegrationGuildInstall)},
}

// withoutEmpty drops null, false, "", [] and {} from v, deeply; nil if
// nothing is left.
func withoutEmpty(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, x := range v {
			if x = withoutEmpty(x); x != nil {
				out[k] = x
			}
		}
		if len(out) == 0 {
			return nil
		}
		return out
	case []any:
		if len(v) == 0 {
			return nil
		}
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = withoutEmpty(x)
		}
		return out
	case bool:
		if !v {
			return nil
		}
	case string:
		if v == "" {
			return nil
		}
	case nil:
		return nil
	}
	return v
}
