package discord

import (
	"encoding/json"
	"errors"

	"github.com/bwmarrin/discordgo"
)

// Answer names the message that holds an interaction's answer, for edits
// made later with the interaction's token (Discord honours it for
// TokenLife): a picture that follows its answer, a live hand kept up to
// date. It names the message by its id, never as @original: after a
// deferred click @original is the clicked message, maybe the public
// board, while the answer is a private followup.
type Answer struct {
	AppID, Token string
	MessageID    string // "" when the answer is no message the token can edit
	// V2 says the answer went as a Components V2 message: every later
	// edit goes as V2 too, as Discord never takes the flag away.
	V2 bool
}

// errNoAnswer is the edit of an interaction whose answer is no message
// its token can edit (none went out yet, or it went to the channel).
var errNoAnswer = errors.New("discord: the interaction has no answer its token can edit")

// Answer is where c's answer is, once it has gone out. Only what an edit
// needs is kept, not the interaction: live hands hold it, thousands of
// them on a busy day.
func (c *Context) Answer() Answer {
	c.mu.Lock()
	defer c.mu.Unlock()
	return Answer{AppID: c.Interaction.AppID, Token: c.Interaction.Token, MessageID: c.answerID, V2: c.answerV2}
}

// Edit replaces the answer's message with m through s, and returns its id.
func (a Answer) Edit(s *discordgo.Session, m Message) (id string, err error) {
	if a.MessageID == "" {
		return "", errNoAnswer
	}
	if a.V2 {
		m = m.asV2()
	}
	return editWebhookMessage(s, a.AppID, a.Token, a.MessageID, m.webhookEdit())
}

// respond sends an interaction's first answer, a new message, asking
// Discord for the message it made (with_response): its id is how the
// answer is edited later. discordgo's InteractionRespond reads no answer.
func respond(s *discordgo.Session, ix *discordgo.Interaction, r *discordgo.InteractionResponse) (id string, err error) {
	endpoint := discordgo.EndpointInteractionResponse(ix.ID, ix.Token)
	uri := endpoint + "?with_response=true"
	var body []byte
	if r.Data != nil && len(r.Data.Files) > 0 {
		contentType, multipart, merr := discordgo.MultipartBodyWithJSON(r, r.Data.Files)
		if merr != nil {
			return "", merr
		}
		body, err = s.RequestRaw("POST", uri, contentType, multipart, endpoint, 0)
	} else {
		body, err = s.RequestWithBucketID("POST", uri, r, endpoint)
	}
	if err != nil {
		return "", err
	}
	if len(body) == 0 {
		return "", nil // answered, by a Discord that did not say with what
	}
	var cb struct {
		Resource struct {
			Message struct {
				ID string `json:"id"`
			} `json:"message"`
		} `json:"resource"`
	}
	if err := json.Unmarshal(body, &cb); err != nil {
		return "", err
	}
	return cb.Resource.Message.ID, nil
}
