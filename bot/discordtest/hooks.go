package discordtest

import (
	"fmt"
	"net/http"
	"time"
)

// Webhooks with the interaction token: followups, and the original
// answer and followups read, edited and deleted, for 15 minutes.

const tokenLife = 15 * time.Minute

// hookLocked finds the interaction behind a webhook token.
func (s *Server) hookLocked(rq *request, app, token string) (*Interaction, reply, bool) {
	ix := s.interactions[token]
	if app != s.AppID || ix == nil {
		return nil, s.ledger.refuse(rq, http.StatusNotFound, 10015, "Unknown Webhook", "no interaction with this application id and token"), false
	}
	if !ix.acked {
		return nil, s.ledger.refuse(rq, http.StatusNotFound, 10015, "Unknown Webhook",
			fmt.Sprintf("token of %s used before its interaction was acknowledged", ix.label)), false
	}
	if time.Since(ix.dispatched) > tokenLife {
		return nil, failure(http.StatusUnauthorized, 50027, "Invalid Webhook Token"), false
	}
	return ix, reply{}, true
}

func (s *Server) followup(rq *request, app, token string) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	ix, rep, ok := s.hookLocked(rq, app, token)
	if !ok {
		return rep
	}
	// Discord keeps an old behaviour here: a followup while a deferred
	// reply is still loading edits that reply instead of creating a
	// message, and the followup's ephemeral flag is ignored.
	if o := s.store.messages[ix.original]; o != nil && !o.deleted && o.loading() {
		return s.editLocked(rq, o, ix)
	}
	f, err := parseFields(rq.body)
	if err != nil {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	m := s.store.newMessage(ix.ChannelID)
	m.hook, m.ix = true, ix
	flags := f.int("flags")
	if flags&^replyFlags != 0 {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", fmt.Sprintf("flags: %d has flags a followup cannot set", flags))
	}
	m.flags = flags
	if m.ephemeral() {
		m.owner = ix.User.ID
	}
	if err := s.applyFields(m, f, rq.files); err != nil {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	if rep, ok := s.checkLocked(rq, m); !ok {
		return rep
	}
	s.store.put(m)
	ix.followups = append(ix.followups, m.id)
	// A followup always answers with its message ("wait" is always true).
	return okJSON(s.store.served(m))
}

func (s *Server) hookMessage(rq *request, app, token, mid string) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	ix, rep, ok := s.hookLocked(rq, app, token)
	if !ok {
		return rep
	}
	id := mid
	if mid == "@original" {
		id = ix.original
	}
	m := s.store.messages[id]
	if m == nil || m.deleted {
		return failure(http.StatusNotFound, 10008, "Unknown Message")
	}
	reachable := m.ix == ix || m.id == ix.source || (m.public() && m.hook && m.channelID == ix.ChannelID)
	if !reachable {
		return s.ledger.refuse(rq, http.StatusNotFound, 10008, "Unknown Message",
			fmt.Sprintf("message %s is not reachable with the token of %s", id, ix.label))
	}
	return s.onMessageLocked(rq, m, ix)
}

// onMessageLocked answers a request on a message the caller found
// reachable (by the channel, or with by's token: nil for the channel):
// GET reads it, DELETE deletes it, PATCH edits it.
func (s *Server) onMessageLocked(rq *request, m *message, by *Interaction) reply {
	switch rq.r.Method {
	case http.MethodGet:
		return okJSON(s.store.served(m))
	case http.MethodDelete:
		m.deleted = true
		s.store.changed(m)
		return noContent
	}
	return s.editLocked(rq, m, by)
}

// editLocked applies the edit in the request body to m, if the message
// it makes is within Discord's limits, and answers with it. An edit
// gives a deferred reply its content, so it is no longer loading. by is
// the interaction whose token made the edit, nil for the channel
// endpoint.
func (s *Server) editLocked(rq *request, m *message, by *Interaction) reply {
	f, err := parseFields(rq.body)
	if err != nil {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	edited := *m
	if err := editFlags(&edited, f); err != nil {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	if err := s.applyFields(&edited, f, rq.files); err != nil {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	edited.flags &^= flagLoading
	if rep, ok := s.checkLocked(rq, &edited); !ok {
		return rep
	}
	s.store.replace(m, edited)
	switch {
	case by == nil:
		m.restVersion = m.version
	case by.original == m.id:
		by.editedOriginal = true
	}
	return okJSON(s.store.served(m))
}
