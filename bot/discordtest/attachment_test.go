package discordtest_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

func png(b byte) *discordgo.File {
	return &discordgo.File{Name: "board.png", ContentType: "image/png", Reader: bytes.NewReader([]byte{0x89, 'P', 'N', 'G', b})}
}

func pictured(title string) []*discordgo.MessageEmbed {
	return []*discordgo.MessageEmbed{{Title: title, Image: &discordgo.MessageEmbedImage{URL: "attachment://board.png"}}}
}

func TestAMessageCarriesTheFilesItWasSentWith(t *testing.T) {
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	ch := srv.Channel("pictures")
	m, err := dg.ChannelMessageSendComplex(ch, &discordgo.MessageSend{Embeds: pictured("v1"), Files: []*discordgo.File{png(1)}})
	require.NoError(t, err)
	require.Len(t, m.Attachments, 1, "the message lists its file")
	assert.Equal(t, "board.png", m.Attachments[0].Filename)
	assert.Equal(t, []byte{0x89, 'P', 'N', 'G', 1}, srv.Attachment(m.ID, "board.png"))
	files, size := srv.Uploads()
	assert.Equal(t, 1, files)
	assert.Equal(t, 5, size)
}

func TestAnEditWithoutAttachmentsKeepsTheFiles(t *testing.T) {
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	ch := srv.Channel("pictures")
	m, err := dg.ChannelMessageSendComplex(ch, &discordgo.MessageSend{Embeds: pictured("v1"), Files: []*discordgo.File{png(1)}})
	require.NoError(t, err)
	embeds := pictured("v2")
	_, err = dg.ChannelMessageEditComplex(&discordgo.MessageEdit{Channel: ch, ID: m.ID, Embeds: &embeds})
	require.NoError(t, err)
	assert.Equal(t, []byte{0x89, 'P', 'N', 'G', 1}, srv.Attachment(m.ID, "board.png"), "an unchanged picture needs no upload")
	files, _ := srv.Uploads()
	assert.Equal(t, 1, files)
	assert.Empty(t, srv.TakeViolations(), "the embed still finds its file")
	assert.Equal(t, 2, srv.PictureReferences(), "the message and its edit each named a file it held")
}

// onlyNew is an edit's attachments list in API v10 naming its one new
// file, files[0], and none of the message's old ones.
func onlyNew() *[]*discordgo.MessageAttachment {
	return &[]*discordgo.MessageAttachment{{ID: "0", Filename: "board.png"}}
}

func TestAnEditListingOnlyItsNewFileReplacesThePicture(t *testing.T) {
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	ch := srv.Channel("pictures")
	m, err := dg.ChannelMessageSendComplex(ch, &discordgo.MessageSend{Embeds: pictured("v1"), Files: []*discordgo.File{png(1)}})
	require.NoError(t, err)
	embeds := pictured("v2")
	edited, err := dg.ChannelMessageEditComplex(&discordgo.MessageEdit{Channel: ch, ID: m.ID, Embeds: &embeds,
		Files: []*discordgo.File{png(2)}, Attachments: onlyNew()})
	require.NoError(t, err)
	require.Len(t, edited.Attachments, 1, "the old file went, the new one came")
	assert.Equal(t, []byte{0x89, 'P', 'N', 'G', 2}, srv.Attachment(m.ID, "board.png"))
}

// API v10: the attachments list names every file the message keeps,
// new ones included; a new file it leaves out is not attached.
func TestAnEditWhoseAttachmentsListLeavesOutItsNewFileDropsIt(t *testing.T) {
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	ch := srv.Channel("pictures")
	m, err := dg.ChannelMessageSendComplex(ch, &discordgo.MessageSend{Embeds: pictured("v1"), Files: []*discordgo.File{png(1)}})
	require.NoError(t, err)
	embeds := pictured("v2")
	none := []*discordgo.MessageAttachment{}
	_, err = dg.ChannelMessageEditComplex(&discordgo.MessageEdit{Channel: ch, ID: m.ID, Embeds: &embeds,
		Files: []*discordgo.File{png(2)}, Attachments: &none})
	assert.Equal(t, 50035, restCode(err), "the embed names board.png, which the edit did not keep")
	v := srv.TakeViolations()
	require.Len(t, v, 1)
	assert.Contains(t, v[0], "attachment://board.png names no file of the message")
}

func TestAnEmbedNamingAFileTheMessageLacksIsRefused(t *testing.T) {
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	_, err := dg.ChannelMessageSendComplex(srv.Channel("pictures"), &discordgo.MessageSend{Embeds: pictured("v1")})
	assert.Equal(t, 50035, restCode(err))
	v := srv.TakeViolations()
	require.Len(t, v, 1)
	assert.Contains(t, v[0], "attachment://board.png names no file of the message")
}

func TestMoreThanTenFilesAreRefused(t *testing.T) {
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	var files []*discordgo.File
	for i := range 11 {
		files = append(files, &discordgo.File{Name: fmt.Sprintf("f%d.png", i), Reader: bytes.NewReader([]byte{1})})
	}
	_, err := dg.ChannelMessageSendComplex(srv.Channel("pictures"), &discordgo.MessageSend{Content: "many", Files: files})
	assert.Equal(t, 50035, restCode(err))
	v := srv.TakeViolations()
	require.Len(t, v, 1)
	assert.Contains(t, v[0], "11 files (max 10)")
}

func TestAnInteractionAnswerAndItsEditsCarryFiles(t *testing.T) {
	srv := discordtest.NewServer(t)
	done := make(chan error, 2)
	startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/hand": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			done <- s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource,
				Data: &discordgo.InteractionResponseData{Flags: discordgo.MessageFlagsEphemeral, Embeds: pictured("hand"), Files: []*discordgo.File{png(1)}}})
			embeds := pictured("hand, later")
			_, err := s.InteractionResponseEdit(i.Interaction, &discordgo.WebhookEdit{Embeds: &embeds, Files: []*discordgo.File{png(2)}, Attachments: onlyNew()})
			done <- err
		},
	})
	ix := srv.Command(srv.User("alice"), srv.Channel("hands"), "hand")
	require.NoError(t, <-done)
	require.NoError(t, <-done)
	m := ix.Message()
	require.NotNil(t, m)
	require.Len(t, m.Attachments, 1)
	assert.Equal(t, []byte{0x89, 'P', 'N', 'G', 2}, srv.Attachment(m.ID, "board.png"), "the edit replaced the ephemeral's picture")
}

// An answer to a click that drops a hand's files (attachments: []), then
// a later edit through an older token that names the dropped file without
// carrying it: the order edits land in does not excuse a broken picture.
func TestAnEditNamingAFileAnEarlierUpdateDroppedIsRefused(t *testing.T) {
	srv := discordtest.NewServer(t)
	edited := make(chan error, 1)
	var first *discordgo.Interaction
	startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/hand": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			first = i.Interaction
			_ = s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource,
				Data: &discordgo.InteractionResponseData{Flags: discordgo.MessageFlagsEphemeral, Embeds: pictured("hand"), Files: []*discordgo.File{png(1)},
					Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
						discordgo.Button{Label: "Refresh", CustomID: "refresh", Style: discordgo.SecondaryButton}}}}}})
		},
		"refresh": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			none := []*discordgo.MessageAttachment{}
			_ = s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseUpdateMessage,
				Data: &discordgo.InteractionResponseData{Content: "hand, text alone", Embeds: []*discordgo.MessageEmbed{{Title: "hand"}}, Attachments: &none}})
			embeds := pictured("hand, later")
			_, err := s.InteractionResponseEdit(first, &discordgo.WebhookEdit{Embeds: &embeds})
			edited <- err
		},
	})
	hand := srv.Command(srv.User("alice"), srv.Channel("hands"), "hand").Message()
	srv.Click(srv.User("alice"), hand, "refresh").Message()
	assert.Equal(t, 50035, restCode(<-edited), "the file is gone: naming it is refused")
	v := srv.TakeViolations()
	require.Len(t, v, 1)
	assert.Contains(t, v[0], "attachment://board.png names no file of the message")
	assert.Nil(t, srv.Attachment(hand.ID, "board.png"))
}

func TestAnAuthorOrFooterIconNamingAMissingFileIsRefused(t *testing.T) {
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	for _, e := range []*discordgo.MessageEmbed{
		{Title: "a", Author: &discordgo.MessageEmbedAuthor{Name: "ann", IconURL: "attachment://ann.png"}},
		{Title: "f", Footer: &discordgo.MessageEmbedFooter{Text: "table", IconURL: "attachment://game.png"}},
	} {
		_, err := dg.ChannelMessageSendComplex(srv.Channel("pictures"), &discordgo.MessageSend{Embeds: []*discordgo.MessageEmbed{e}})
		assert.Equal(t, 50035, restCode(err))
	}
	v := srv.TakeViolations()
	require.Len(t, v, 2)
	assert.Contains(t, v[0], "embeds[0].author.icon_url: attachment://ann.png names no file of the message")
	assert.Contains(t, v[1], "embeds[0].footer.icon_url: attachment://game.png names no file of the message")
}
