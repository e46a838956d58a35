package discordtest_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// The hand-written limits know nothing of allowed_mentions' values; the
// spec does. A body Discord's schema refuses is refused and recorded.
func TestABodyOutsideDiscordsOpenAPISchemaIsRefused(t *testing.T) {
	srv := discordtest.NewServer(t)
	codes := make(chan int, 2)
	startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/bad": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
				Content:         "hello",
				AllowedMentions: &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{"nobody"}},
			}))
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "fine"}))
		},
	})
	ix := srv.Command(srv.User("alice"), srv.Channel("spec"), "bad")
	assert.Equal(t, []int{50035, -1}, []int{<-codes, <-codes}, "the first body breaks the schema, the second is fine")
	assert.Equal(t, "fine", ix.Message().Content)
	v := srv.TakeViolations()
	require.Len(t, v, 1)
	assert.Contains(t, v[0], "OpenAPI schema")
	assert.Contains(t, v[0], "/data/allowed_mentions/parse/0", "the violation points at the value the schema refuses")
}

// The load benchmarks skip the schema check (it cost the process more
// than the bot did), and only it: a body beyond the hand-written limits
// is still refused and recorded.
func TestWithoutSpecCheckOnlyTheSchemaGoesUnchecked(t *testing.T) {
	srv := discordtest.NewServer(t, discordtest.WithoutSpecCheck())
	codes := make(chan int, 2)
	startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/bad": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
				Content: strings.Repeat("x", 2001),
			}))
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
				Content:         "hello",
				AllowedMentions: &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{"nobody"}},
			}))
		},
	})
	ix := srv.Command(srv.User("alice"), srv.Channel("spec"), "bad")
	assert.Equal(t, []int{50035, -1}, []int{<-codes, <-codes},
		"2,001 characters of content break a hand-written limit; a mention type the schema refuses goes unchecked")
	assert.Equal(t, "hello", ix.Message().Content)
	v := srv.TakeViolations()
	require.Len(t, v, 1, "only the over-long content is a violation")
	assert.NotContains(t, v[0], "OpenAPI schema")
}
