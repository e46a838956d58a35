package discordtest

import (
	"strconv"
)

// Guilds and shards. The fake starts with one guild (srv.GuildID) and
// can make more with Guild; a channel belongs to the guild it was named
// in. Sessions that identify with a shard [id, count] receive only the
// events of their guilds, which Discord routes by
// shard_id = (guild_id >> 22) % num_shards; sessions without one receive
// every guild's.

// Guild returns the id of the guild called name, the same on every call.
// The default guild is Guild("deckhand-test").
func (s *Server) Guild(name string) string { return stableID("guild", name) }

// GuildChannel returns the id of the channel called name in guild, the
// same on every call.
func (s *Server) GuildChannel(guild, name string) string {
	id := stableID("channel", guild+"/"+name)
	s.mu.Lock()
	s.guilds.byChannel[id] = guild
	s.mu.Unlock()
	return id
}

// guilds are the guilds the bot is in: the default one, and those
// channels were named in. The server's lock guards them: READY lists
// them, and every message and interaction names its channel's.
type guilds struct {
	def       string
	byChannel map[string]string // channel id → guild id, for channels outside the default guild
}

// of returns the guild a channel belongs to.
func (gs *guilds) of(channelID string) string {
	if g, ok := gs.byChannel[channelID]; ok {
		return g
	}
	return gs.def
}

// known reports whether the bot is in guild.
func (gs *guilds) known(guild string) bool {
	if guild == gs.def {
		return true
	}
	for _, g := range gs.byChannel {
		if g == guild {
			return true
		}
	}
	return false
}

// ShardOf is the shard Discord routes a guild's events to.
func ShardOf(guildID string, count int) int {
	id, err := strconv.ParseUint(guildID, 10, 64)
	if err != nil || count <= 1 {
		return 0
	}
	return int((id >> 22) % uint64(count))
}

// serves reports whether a session receives guild's events.
func (sess *gwSession) serves(guild string) bool {
	return sess.shardCount <= 1 || ShardOf(guild, sess.shardCount) == sess.shard
}

// servedBy lists the guilds a session serves, for READY.
func (gs *guilds) servedBy(sess *gwSession) []string {
	seen := map[string]bool{gs.def: true}
	all := []string{gs.def}
	for _, g := range gs.byChannel {
		if !seen[g] {
			seen[g] = true
			all = append(all, g)
		}
	}
	var out []string
	for _, g := range all {
		if sess.serves(g) {
			out = append(out, g)
		}
	}
	return out
}

// CommandWrites counts the bulk overwrites of commands, global or per
// guild: a bot that runs several shards writes them once.
func (s *Server) CommandWrites() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.registry.writes
}

// CommandLooks counts the bulk overwrites and the reads of the
// registered commands: a bot that has started has looked at them.
func (s *Server) CommandLooks() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.registry.writes + s.registry.reads
}
