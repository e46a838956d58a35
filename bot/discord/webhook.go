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
//
// It returns the edited message's id. Discord answers with the whole
// message, of which only the id is read: a hand with its menus is
// several kilobytes of JSON, and live hands are edited at every move.
func editWebhookMessage(s *discordgo.Session, appID, token, messageID string, e webhookEdit) (id string, err error) {
	uri := discordgo.EndpointWebhookMessage(appID, token, messageID)
	var body []byte
	if len(e.Files) > 0 {
		contentType, multipart, merr := discordgo.MultipartBodyWithJSON(e, e.Files)
		if merr != nil {
			return "", merr
		}
		body, err = s.RequestRaw("PATCH", uri, contentType, multipart, uri, 0)
	} else {
		body, err = s.RequestWithBucketID("PATCH", uri, e, uri)
	}
	if err != nil {
		return "", err
	}
	var msg struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(body, &msg); err != nil {
		return "", err
	}
	return msg.ID, nil
}
