package discordtest

import (
	"encoding/json"
	"time"

	"github.com/bwmarrin/discordgo"
)

// What a test reads of an interaction once the bot has answered it.

// Response is the first accepted callback of an interaction.
type Response struct {
	Type      discordgo.InteractionResponseType
	Ephemeral bool
	// Message is the callback's data read as a message (content, embeds,
	// components, flags); nil when the callback had no data.
	Message *discordgo.Message
}

// Response waits for the bot's first accepted callback and returns it;
// the test fails if none comes within the deadline.
func (ix *Interaction) Response() *Response {
	s := ix.srv
	s.t.Helper()
	typ, data := ix.answered()
	s.mu.Lock()
	o := s.store.messages[ix.original]
	ephemeral := o != nil && o.ephemeral()
	s.mu.Unlock()
	r := &Response{Type: discordgo.InteractionResponseType(typ)}
	if !isNull(data) {
		var m discordgo.Message
		if err := json.Unmarshal(data, &m); err != nil {
			s.t.Fatalf("discordtest: callback data of %s: %v", ix.label, err)
		}
		r.Message = &m
		r.Ephemeral = m.Flags&discordgo.MessageFlagsEphemeral != 0
	}
	if ephemeral {
		r.Ephemeral = true
	}
	return r
}

// Answered waits for the bot's first accepted callback, as Response does,
// without decoding it: for a client that reads the message it changed
// later anyway, such as a load benchmark's player.
func (ix *Interaction) Answered() {
	ix.srv.t.Helper()
	ix.answered()
}

// answered waits for the first accepted callback and returns its type
// and data; the test fails if none comes within the deadline.
func (ix *Interaction) answered() (typ int, data json.RawMessage) {
	s := ix.srv
	s.t.Helper()
	select {
	case <-ix.done:
	case <-time.After(s.cfg.timeout):
	}
	s.mu.Lock()
	acked, typ, data := ix.acked, ix.respType, ix.respData
	s.mu.Unlock()
	if !acked {
		s.t.Fatalf("discordtest: interaction %s was not answered within %v", ix.label, s.cfg.deadline)
	}
	return typ, data
}

// Message waits for the message the interaction produced or updated and
// returns it in its current state: the new message of a reply, the
// updated message of UPDATE_MESSAGE, and for deferred callbacks the
// message once the interaction's answer has edited it (HasAnswer). It
// returns nil if that message was deleted.
func (ix *Interaction) Message() *discordgo.Message {
	s := ix.srv
	s.t.Helper()
	// The message is read as it is now, so the callback's data is not
	// decoded: the message it made or updated is.
	typ, _ := ix.answered()
	if !s.signal.poll(ix.HasAnswer) {
		s.t.Fatalf("discordtest: %s was deferred (type %d) and its message never edited", ix.label, typ)
	}
	if id := ix.followupAnswer(); id != "" {
		return s.Message(id)
	}
	return s.Message(ix.original)
}

// followupAnswer is the message a deferred click was answered with when
// the answer is a new message, not an edit of the clicked one: a click
// on a public message answered privately (a Hand pressed on the board)
// that the router deferred goes as a followup. "" for none.
func (ix *Interaction) followupAnswer() string {
	s := ix.srv
	s.mu.Lock()
	defer s.mu.Unlock()
	if ix.respType != int(discordgo.InteractionResponseDeferredMessageUpdate) || ix.editedOriginal || len(ix.followups) == 0 {
		return ""
	}
	return ix.followups[0]
}

// HasAnswer reports, without waiting, whether the bot's answer has
// reached the message the interaction produced or updated: it was
// acknowledged, and if deferred, the reply no longer loads, or the
// updated message was edited through this interaction's own token (or
// the channel endpoint). An edit through another interaction's token
// that lands after the deferral (a picture following an earlier answer
// of the same message, a live edit) is not its answer.
func (ix *Interaction) HasAnswer() bool {
	s := ix.srv
	s.mu.Lock()
	defer s.mu.Unlock()
	if !ix.acked {
		return false
	}
	m := s.store.messages[ix.original]
	switch {
	case m == nil || m.deleted:
		return true
	case ix.respType == int(discordgo.InteractionResponseDeferredChannelMessageWithSource):
		return !m.loading()
	case ix.respType == int(discordgo.InteractionResponseDeferredMessageUpdate):
		return ix.editedOriginal || m.restVersion > ix.ackVersion || len(ix.followups) > 0
	}
	return true
}

// Followups returns the interaction's followup messages in their current
// state, oldest first (deleted ones left out). It does not wait.
func (ix *Interaction) Followups() []*discordgo.Message {
	s := ix.srv
	s.mu.Lock()
	var forms []*servedForm
	for _, id := range ix.followups {
		if m := s.store.messages[id]; !m.deleted {
			forms = append(forms, s.store.form(m))
		}
	}
	s.mu.Unlock()
	return toMessages(forms)
}

// Await waits, without failing the test, until the bot answers the
// interaction, Discord gives up on it, or stop is closed; it returns the
// answer and whether there was one. A test that kills the bot on
// purpose waits with it: an interaction in flight at the kill is never
// answered, and that is not a failure.
func (ix *Interaction) Await(stop <-chan struct{}) (*Response, bool) {
	select {
	case <-ix.done:
	case <-stop:
	}
	s := ix.srv
	s.mu.Lock()
	acked, typ, data, original := ix.acked, ix.respType, ix.respData, ix.original
	s.mu.Unlock()
	if !acked {
		return nil, false
	}
	r := &Response{Type: discordgo.InteractionResponseType(typ)}
	var m discordgo.Message
	if !isNull(data) && json.Unmarshal(data, &m) == nil {
		r.Message = &m
		r.Ephemeral = m.Flags&discordgo.MessageFlagsEphemeral != 0
	}
	if original != "" {
		if cur := s.Message(original); cur != nil {
			r.Message = cur // the message as it is now, with its id
		}
	}
	return r, true
}
