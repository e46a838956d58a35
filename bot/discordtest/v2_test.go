package discordtest_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// v2Board is a Components V2 message as a table would send it: a
// container with its text, its picture and a section whose button answers
// the text beside it.
func v2Board(text, picture string, extra ...discordgo.MessageComponent) *discordgo.InteractionResponseData {
	alt := "The board: ann to move."
	inner := []discordgo.MessageComponent{
		discordgo.TextDisplay{Content: text},
		discordgo.MediaGallery{Items: []discordgo.MediaGalleryItem{{Media: discordgo.UnfurledMediaItem{URL: "attachment://" + picture}, Description: &alt}}},
		discordgo.Section{
			Components: []discordgo.MessageComponent{discordgo.TextDisplay{Content: "Your turn: draw or fight."}},
			Accessory:  discordgo.Button{Label: "Hand", Style: discordgo.PrimaryButton, CustomID: "v2:hand"},
		},
	}
	inner = append(inner, extra...)
	colour := 0x3366cc
	return &discordgo.InteractionResponseData{
		Flags:      discordgo.MessageFlagsIsComponentsV2,
		Components: []discordgo.MessageComponent{discordgo.Container{AccentColor: &colour, Components: inner}},
		Files:      []*discordgo.File{{Name: "board.png", ContentType: "image/png", Reader: bytes.NewReader([]byte("png"))}},
	}
}

func texts(n int, each string) []discordgo.MessageComponent {
	var out []discordgo.MessageComponent
	for range n {
		out = append(out, discordgo.TextDisplay{Content: each})
	}
	return out
}

func TestAComponentsV2MessageIsStoredReadAndClickable(t *testing.T) {
	srv := discordtest.NewServer(t)
	codes := make(chan int, 1)
	clicked := make(chan string, 1)
	startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/bad": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, v2Board("ann to move", "board.png")))
		},
		"v2": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			clicked <- i.MessageComponentData().CustomID
			_ = respond(s, i, discordgo.InteractionResponseDeferredMessageUpdate, nil)
		},
	})
	alice := srv.User("alice")
	ix := srv.Command(alice, srv.Channel("v2"), "bad")
	require.Equal(t, -1, <-codes, "a V2 board within every limit is accepted")
	msg := ix.Message()
	assert.Equal(t, "ann to move\n[image: board.png]\nYour turn: draw or fight.\n[Hand]", discordtest.Text(msg),
		"Text reads a V2 message in order: text, picture, the section's text and its button")
	id, ok := discordtest.FindButton(msg, "Hand")
	require.True(t, ok, "a section's button is found like a row's")
	srv.Click(alice, msg, id).Response()
	assert.Equal(t, "v2:hand", <-clicked)
}

func TestComponentsV2LimitsTheSchemaCannotSay(t *testing.T) {
	for _, tc := range []struct {
		name string
		data func() *discordgo.InteractionResponseData
		want string
	}{
		{"more than 40 components counting nested ones", func() *discordgo.InteractionResponseData {
			return v2Board("x", "board.png", texts(36, "t")...)
		}, "components counting nested ones (max 40)"},
		{"more than 4,000 characters of text", func() *discordgo.InteractionResponseData {
			return v2Board(strings.Repeat("a", 3990), "board.png")
		}, "characters of text across text displays (max 4000)"},
		{"content beside the components", func() *discordgo.InteractionResponseData {
			d := v2Board("x", "board.png")
			d.Content = "hello"
			return d
		}, "cannot have content"},
		{"embeds beside the components", func() *discordgo.InteractionResponseData {
			d := v2Board("x", "board.png")
			d.Embeds = []*discordgo.MessageEmbed{{Title: "t"}}
			return d
		}, "cannot have embeds"},
		{"a picture the message does not carry", func() *discordgo.InteractionResponseData {
			return v2Board("x", "hand.png")
		}, "attachment://hand.png names no file of the message"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := discordtest.NewServer(t)
			codes := make(chan int, 1)
			startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
				"/bad": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
					codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, tc.data()))
					_ = respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "fine"})
				},
			})
			srv.Command(srv.User("alice"), srv.Channel("v2"), "bad").Message()
			assert.Equal(t, 50035, <-codes, "Discord refuses the body")
			v := srv.TakeViolations()
			require.NotEmpty(t, v)
			assert.Contains(t, strings.Join(v, "\n"), tc.want)
		})
	}
}

func TestAnEditMaySetComponentsV2ButNeverClearIt(t *testing.T) {
	srv := discordtest.NewServer(t)
	ch := srv.Channel("v2")
	dg := srv.NewSession()
	require.NoError(t, dg.Open())
	defer dg.Close()
	classic, err := dg.ChannelMessageSend(ch, "a classic board")
	require.NoError(t, err)

	text := []discordgo.MessageComponent{discordgo.TextDisplay{Content: "now a V2 board"}}
	empty := ""
	edited, err := dg.ChannelMessageEditComplex(&discordgo.MessageEdit{
		ID: classic.ID, Channel: ch, Content: &empty, Components: &text, Flags: discordgo.MessageFlagsIsComponentsV2,
	})
	require.NoError(t, err, "an edit turns a classic message into a V2 one")
	assert.Equal(t, discordgo.MessageFlagsIsComponentsV2, edited.Flags&discordgo.MessageFlagsIsComponentsV2)

	_, err = dg.ChannelMessageEditComplex(&discordgo.MessageEdit{
		ID: classic.ID, Channel: ch, Components: &text, Flags: discordgo.MessageFlagsSuppressEmbeds,
	})
	assert.Equal(t, 50035, restCode(err), "an edit that clears the V2 flag is refused")
	v := srv.TakeViolations()
	require.Len(t, v, 1)
	assert.Contains(t, v[0], "IS_COMPONENTS_V2 cannot be cleared")
}

// A hand is an interaction's message, edited later with its token: an
// edit whose media item names a picture the message no longer holds (an
// earlier edit cleared its files) is refused, as Discord would show it
// broken; one that names a file it holds counts as a picture reference.
func TestAWebhookEditNamingAPictureItsMessageNoLongerHoldsIsRefused(t *testing.T) {
	srv := discordtest.NewServer(t)
	edits := make(chan []int, 1)
	hand := func(text string) *discordgo.WebhookEdit {
		d := v2Board(text, "board.png")
		return &discordgo.WebhookEdit{Components: &d.Components}
	}
	startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/hand": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			d := v2Board("your hand", "board.png")
			d.Flags |= discordgo.MessageFlagsEphemeral
			require.NoError(t, respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, d))
			var codes []int
			_, err := s.InteractionResponseEdit(i.Interaction, hand("your turn"))
			codes = append(codes, restCode(err)) // keeps its file
			cleared := &discordgo.WebhookEdit{Components: &[]discordgo.MessageComponent{discordgo.TextDisplay{Content: "your hand, as text"}},
				Attachments: &[]*discordgo.MessageAttachment{}}
			_, err = s.InteractionResponseEdit(i.Interaction, cleared)
			codes = append(codes, restCode(err))
			_, err = s.InteractionResponseEdit(i.Interaction, hand("your turn again"))
			codes = append(codes, restCode(err))
			edits <- codes
		},
	})
	srv.Command(srv.User("alice"), srv.Channel("v2"), "hand").Message()
	assert.Equal(t, []int{-1, -1, 50035}, <-edits, "the edit naming the cleared picture is refused")
	v := srv.TakeViolations()
	require.Len(t, v, 1)
	assert.Regexp(t, `^PATCH /api/v10/webhooks/[^ ]+/messages/@original:`, v[0])
	assert.Contains(t, v[0], "attachment://board.png names no file of the message")
	assert.Equal(t, 2, srv.PictureReferences(), "the answer and its first edit named the file it held")
}
