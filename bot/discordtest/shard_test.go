package discordtest_test

import (
	"fmt"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// guildsOnShards names one guild per shard of count.
func guildsOnShards(srv *discordtest.Server, count int) []string {
	out := make([]string, count)
	for i, found := 0, 0; found < count; i++ {
		g := srv.Guild(fmt.Sprint("guild-", i))
		if sh := discordtest.ShardOf(g, count); out[sh] == "" {
			out[sh] = g
			found++
		}
	}
	return out
}

func TestEachShardReceivesOnlyItsGuildsInteractions(t *testing.T) {
	srv := discordtest.NewServer(t)
	guilds := guildsOnShards(srv, 2)
	channels := []string{srv.GuildChannel(guilds[0], "general"), srv.GuildChannel(guilds[1], "general")}
	got := make([]chan string, 2)
	for shard := range 2 {
		got[shard] = make(chan string, 4)
		startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
			"/ping": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
				got[shard] <- i.GuildID
				_ = s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource,
					Data: &discordgo.InteractionResponseData{Content: "pong"}})
			},
		}, func(dg *discordgo.Session) { dg.ShardID, dg.ShardCount = shard, 2 })
	}
	// Global commands, as a bot that serves many guilds registers them.
	_, err := srv.NewSession().ApplicationCommandBulkOverwrite(srv.AppID, "", commands)
	require.NoError(t, err)
	for shard, ch := range channels {
		ix := srv.Command(srv.User("alice"), ch, "ping")
		require.Equal(t, "pong", ix.Message().Content)
		assert.Equal(t, guilds[shard], <-got[shard], "shard %d answers its own guild", shard)
	}
	for shard := range 2 {
		assert.Empty(t, got[shard], "shard %d saw no other guild's interaction", shard)
	}
	assert.Equal(t, 0, discordtest.ShardOf(guilds[0], 2))
	assert.Equal(t, 1, discordtest.ShardOf(guilds[1], 2))
}
