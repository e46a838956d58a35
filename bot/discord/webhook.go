package discord

import (
	"encoding/json"

	"github.com/bwmarrin/discordgo"
)

// editWebhookMessage edits a message through an interaction's token, as
// discordgo's WebhookMessageEdit does, but queued in a rate-limit bucket
// of its own token. discordgo puts every edit without files, of every
// interaction, in one bucket whose lock is held for the whole request,
// so with many tables each live hand waited on every other table's
// edits; Discord limits webhook edits per token, which is what this
// bucket is (as discordgo already does for edits with files).
func editWebhookMessage(s *discordgo.Session, appID, token, messageID string, e *discordgo.WebhookEdit) (*discordgo.Message, error) {
	uri := discordgo.EndpointWebhookMessage(appID, token, messageID)
	var body []byte
	var err error
	if len(e.Files) > 0 {
		contentType, multipart, merr := discordgo.MultipartBodyWithJSON(e, e.Files)
		if merr != nil {
			return nil, merr
		}
		body, err = s.RequestRaw("PATCH", uri, contentType, multipart, uri, 0)
	} else {
		body, err = s.RequestWithBucketID("PATCH", uri, e, uri)
	}
	if err != nil {
		return nil, err
	}
	var msg discordgo.Message
	if err := json.Unmarshal(body, &msg); err != nil {
		return nil, err
	}
	return &msg, nil
}
