package discordtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// The interaction callback: the one answer Discord takes to an
// interaction, within its deadline, as a reply, a deferral or an update.

// callback answers POST /interactions/{id}/{token}/callback.
func (bk *book) callback(rq *request, id, token string) reply {
	var cb struct {
		Type int             `json:"type"`
		Data json.RawMessage `json:"data"`
	}
	bk.mu.Lock()
	defer bk.mu.Unlock()
	if json.Unmarshal(rq.body, &cb) != nil {
		return bk.ledger.refuse(rq, http.StatusBadRequest, 50109, "The request body contains invalid JSON.", "callback body")
	}
	ix := bk.byToken[token]
	if ix == nil || ix.ID != id {
		return bk.ledger.refuse(rq, http.StatusNotFound, 10062, "Unknown interaction", "no interaction with this id and token")
	}
	if ix.acked {
		return bk.ledger.refuse(rq, http.StatusBadRequest, 40060, "Interaction has already been acknowledged.",
			fmt.Sprintf("second callback (type %d) for %s", cb.Type, ix.label))
	}
	if late := time.Since(ix.dispatched); ix.expired || late > bk.deadline {
		ix.expireLocked()
		return bk.ledger.refuse(rq, http.StatusNotFound, 10062, "Unknown interaction",
			fmt.Sprintf("callback for %s came %v after dispatch (deadline %v)", ix.label, late.Round(time.Millisecond), bk.deadline))
	}
	f, err := parseFields(cb.Data)
	if err != nil {
		return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "data: "+err.Error())
	}
	var src *message
	if cb.Type == 6 || cb.Type == 7 {
		if ix.source == "" {
			return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body",
				fmt.Sprintf("callback type %d for %s, which has no message (only component interactions)", cb.Type, ix.label))
		}
		src = bk.store.messages[ix.source]
		if src.deleted {
			return failure(http.StatusNotFound, 10008, "Unknown Message")
		}
	}
	switch cb.Type {
	case 4, 5: // CHANNEL_MESSAGE_WITH_SOURCE, DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
		if rep, ok := bk.reply(rq, ix, cb.Type, f); !ok {
			return rep
		}
	case 6: // DEFERRED_UPDATE_MESSAGE
		ix.original = src.id
	case 7: // UPDATE_MESSAGE
		if rep, ok := bk.update(rq, ix, src, f); !ok {
			return rep
		}
	case 9:
		return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "modals (callback type 9) are not supported by discordtest")
	default:
		return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body",
			fmt.Sprintf("callback type %d is not valid for %s", cb.Type, ix.label))
	}
	ix.ackLocked(cb.Type, cb.Data, bk.store.messages[ix.original])
	if rq.r.URL.Query().Get("with_response") != "true" {
		return noContent
	}
	// with_response: the interaction, and the message the callback
	// made or updated, which is how a bot learns its answer's id.
	cbr := map[string]any{"interaction": map[string]any{"id": ix.ID, "type": ix.kind}}
	if m := bk.store.messages[ix.original]; m != nil && (cb.Type == 4 || cb.Type == 7) {
		cbr["resource"] = map[string]any{"type": cb.Type, "message": bk.store.served(m)}
	}
	return okJSON(cbr)
}

// reply answers an interaction with a new message (type 4), or with
// one still loading (type 5) that a webhook edit fills in later.
func (bk *book) reply(rq *request, ix *Interaction, typ int, f fields) (reply, bool) {
	m := bk.store.newMessage(ix.ChannelID)
	m.hook, m.ix, m.typ = true, ix, 0
	if ix.kind == 2 {
		m.typ = 20
	}
	flags := f.int("flags")
	if flags&^replyFlags != 0 {
		return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", fmt.Sprintf("data.flags: %d has flags a response cannot set", flags)), false
	}
	m.flags = flags
	if typ == 4 {
		if err := bk.routes.apply(m, f, rq.files); err != nil {
			return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "data."+err.Error()), false
		}
		if rep, ok := bk.routes.check(rq, m); !ok {
			return rep, false
		}
	} else {
		m.flags |= flagLoading
	}
	if m.ephemeral() {
		m.owner = ix.User.ID
	}
	bk.store.put(m)
	ix.original = m.id
	return reply{}, true
}

// update answers a component interaction by editing the message
// the component is on (type 7).
func (bk *book) update(rq *request, ix *Interaction, src *message, f fields) (reply, bool) {
	edited := *src
	if err := editFlags(&edited, f); err != nil {
		return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "data."+err.Error()), false
	}
	if err := bk.routes.apply(&edited, f, rq.files); err != nil {
		return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "data."+err.Error()), false
	}
	if rep, ok := bk.routes.check(rq, &edited); !ok {
		return rep, false
	}
	bk.store.replace(src, edited)
	ix.original = src.id
	return reply{}, true
}
