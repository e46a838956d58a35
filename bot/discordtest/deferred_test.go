package discordtest_test

import (
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// A click on a private hand is deferred; before its answer lands, the
// picture that follows the hand's earlier answer edits the same message
// through that earlier interaction's token. The test reading the click's
// answer must get the answer, not the hand it was made on (it would try
// its next choice on a hand that is no longer open).
func TestADeferredClickIsAnsweredByItsOwnEditNotByAnEarlierAnswersPicture(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	shown := make(chan *discordgo.Interaction, 1)
	pictured, release := make(chan struct{}), make(chan struct{})
	var b *testBot
	b = startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/hand": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
				Content: "your hand", Flags: discordgo.MessageFlagsEphemeral,
				Components: []discordgo.MessageComponent{row(discordgo.Button{Label: "Play 1", CustomID: "card:1"})},
			}))
			shown <- i.Interaction
		},
		"card": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseDeferredMessageUpdate, nil))
			picture := "your hand, pictured"
			_, err := s.InteractionResponseEdit(<-shown, &discordgo.WebhookEdit{Content: &picture})
			b.fail(err)
			close(pictured)
			<-release
			played, none := "played card:1", []discordgo.MessageComponent{}
			_, err = s.InteractionResponseEdit(i.Interaction, &discordgo.WebhookEdit{Content: &played, Components: &none})
			b.fail(err)
		},
	})
	<-b.ready
	alice, ch := srv.User("alice"), srv.Channel("games")
	hand := srv.Command(alice, ch, "hand").Message()
	card, ok := discordtest.FindButtonPrefix(hand, "card:")
	require.True(t, ok)

	click := srv.Click(alice, hand, card)
	<-pictured
	require.Equal(t, "your hand, pictured", srv.Message(hand.ID).Content, "the earlier answer's picture landed after the deferral")
	assert.False(t, click.HasAnswer(), "an edit through the earlier answer's token is not this click's answer")
	close(release)
	assert.Equal(t, "played card:1", click.Message().Content, "the click's own answer")
	assert.True(t, click.HasAnswer())
	assert.Empty(t, b.errors())
}
