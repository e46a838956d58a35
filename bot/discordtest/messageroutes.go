package discordtest

import (
	"net/http"
	"sync"
)

// messageRoutes read, post, edit and delete messages for the REST routes:
// a channel's own, and those an interaction's token reaches (hooks.go).
// Each body is applied, its mentions and files noted, and checked against
// Discord's limits before it is stored, under the server's lock.
type messageRoutes struct {
	mu       *sync.Mutex // the server's
	store    *store
	ledger   *ledger
	mentions *mentionNotes
	uploads  *uploads
	bucket   *messageBucket
}

// on answers a request on a message the caller found
// reachable (by the channel, or with by's token: nil for the channel):
// GET reads it, DELETE deletes it, PATCH edits it.
func (mr *messageRoutes) on(rq *request, m *message, by *Interaction) reply {
	switch rq.r.Method {
	case http.MethodGet:
		return okJSON(mr.store.served(m))
	case http.MethodDelete:
		m.deleted = true
		mr.store.changed(m)
		return noContent
	}
	return mr.edit(rq, m, by)
}

// edit applies the edit in the request body to m, if the message
// it makes is within Discord's limits, and answers with it. An edit
// gives a deferred reply its content, so it is no longer loading. by is
// the interaction whose token made the edit, nil for the channel
// endpoint.
func (mr *messageRoutes) edit(rq *request, m *message, by *Interaction) reply {
	f, err := parseFields(rq.body)
	if err != nil {
		return mr.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	edited := *m
	if err := editFlags(&edited, f); err != nil {
		return mr.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	if err := mr.apply(&edited, f, rq.files); err != nil {
		return mr.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	edited.flags &^= flagLoading
	if rep, ok := mr.check(rq, &edited); !ok {
		return rep
	}
	mr.store.replace(m, edited)
	switch {
	case by == nil:
		m.restVersion = m.version
	case by.original == m.id:
		by.editedOriginal = true
	}
	return okJSON(mr.store.served(m))
}

// apply sets the present fields and the request's files on m.
func (mr *messageRoutes) apply(m *message, f fields, files []upload) error {
	if err := m.apply(f); err != nil {
		return err
	}
	mr.mentions.note(m, f)
	return mr.uploads.attach(m, f, files)
}

// check validates a message state, returning a refusal when it
// breaks a limit.
func (mr *messageRoutes) check(rq *request, m *message) (reply, bool) {
	problems, empty := checkMessage(m)
	if len(problems) > 0 || empty {
		return mr.ledger.invalid(rq, problems, empty), false
	}
	mr.uploads.pictureRefs += m.refs
	return reply{}, true
}
