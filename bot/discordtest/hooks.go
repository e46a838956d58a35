package discordtest

import (
	"fmt"
	"net/http"
	"time"
)

// Webhooks with the interaction token: followups, and the original
// answer and followups read, edited and deleted, for 15 minutes.

const tokenLife = 15 * time.Minute

// hook finds the interaction behind a webhook token.
func (bk *book) hook(rq *request, app, token string) (*Interaction, reply, bool) {
	ix := bk.byToken[token]
	if app != bk.app || ix == nil {
		return nil, bk.ledger.refuse(rq, http.StatusNotFound, 10015, "Unknown Webhook", "no interaction with this application id and token"), false
	}
	if !ix.acked {
		return nil, bk.ledger.refuse(rq, http.StatusNotFound, 10015, "Unknown Webhook",
			fmt.Sprintf("token of %s used before its interaction was acknowledged", ix.label)), false
	}
	if time.Since(ix.dispatched) > tokenLife {
		return nil, failure(http.StatusUnauthorized, 50027, "Invalid Webhook Token"), false
	}
	return ix, reply{}, true
}

// followup answers POST /webhooks/{app}/{token}: a followup message.
func (bk *book) followup(rq *request, app, token string) reply {
	bk.mu.Lock()
	defer bk.mu.Unlock()
	ix, rep, ok := bk.hook(rq, app, token)
	if !ok {
		return rep
	}
	// Discord keeps an old behaviour here: a followup while a deferred
	// reply is still loading edits that reply instead of creating a
	// message, and the followup's ephemeral flag is ignored.
	if o := bk.store.messages[ix.original]; o != nil && !o.deleted && o.loading() {
		return bk.routes.edit(rq, o, ix)
	}
	f, err := parseFields(rq.body)
	if err != nil {
		return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	m := bk.store.newMessage(ix.ChannelID)
	m.hook, m.ix = true, ix
	flags := f.int("flags")
	if flags&^replyFlags != 0 {
		return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", fmt.Sprintf("flags: %d has flags a followup cannot set", flags))
	}
	m.flags = flags
	if m.ephemeral() {
		m.owner = ix.User.ID
	}
	if err := bk.routes.apply(m, f, rq.files); err != nil {
		return bk.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	if rep, ok := bk.routes.check(rq, m); !ok {
		return rep
	}
	bk.store.put(m)
	ix.followups = append(ix.followups, m.id)
	// A followup always answers with its message ("wait" is always true).
	return okJSON(bk.store.served(m))
}

// hookMessage answers GET, PATCH and DELETE
// /webhooks/{app}/{token}/messages/{mid}.
func (bk *book) hookMessage(rq *request, app, token, mid string) reply {
	bk.mu.Lock()
	defer bk.mu.Unlock()
	ix, rep, ok := bk.hook(rq, app, token)
	if !ok {
		return rep
	}
	id := mid
	if mid == "@original" {
		id = ix.original
	}
	m := bk.store.messages[id]
	if m == nil || m.deleted {
		return failure(http.StatusNotFound, 10008, "Unknown Message")
	}
	reachable := m.ix == ix || m.id == ix.source || (m.public() && m.hook && m.channelID == ix.ChannelID)
	if !reachable {
		return bk.ledger.refuse(rq, http.StatusNotFound, 10008, "Unknown Message",
			fmt.Sprintf("message %s is not reachable with the token of %s", id, ix.label))
	}
	return bk.routes.on(rq, m, ix)
}
