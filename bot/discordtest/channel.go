package discordtest

import (
	"fmt"
	"net/http"
)

// Channel messages: what a bot posts, edits, reads and deletes on its
// own, under the rate limits a test sets.

// channel answers GET and POST /channels/{ch}/messages.
func (mr *messageRoutes) channel(rq *request, ch string) reply {
	if rq.r.Method == http.MethodPost && mr.bucket.posts {
		if rep, limited := mr.bucket.take(ch); limited {
			return rep
		}
	}
	mr.mu.Lock()
	defer mr.mu.Unlock()
	if !snowflake.MatchString(ch) {
		return mr.ledger.refuse(rq, http.StatusNotFound, 10003, "Unknown Channel", "channel id is not a snowflake")
	}
	if rq.r.Method == http.MethodGet {
		return okJSON(mr.store.list(rq.r.URL.Query(), ch))
	}
	f, err := parseFields(rq.body)
	if err != nil {
		return mr.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	m := mr.store.newMessage(ch)
	flags := f.int("flags")
	if flags&^(flagSuppressEmbeds|flagSuppressNotifications|flagComponentsV2) != 0 {
		return mr.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body",
			fmt.Sprintf("flags: %d; a channel message can only suppress embeds or notifications, or be V2 (ephemeral needs an interaction)", flags))
	}
	m.flags = flags
	if err := mr.apply(m, f, rq.files); err != nil {
		return mr.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	if rep, ok := mr.check(rq, m); !ok {
		return rep
	}
	mr.store.put(m)
	return okJSON(mr.store.served(m))
}

func idLess(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

// one answers GET, PATCH and DELETE /channels/{ch}/messages/{id}.
func (mr *messageRoutes) one(rq *request, ch, id string) reply {
	if rq.r.Method == http.MethodPatch {
		if rep, limited := mr.bucket.take(ch); limited {
			return rep
		}
	}
	mr.mu.Lock()
	defer mr.mu.Unlock()
	m := mr.store.messages[id]
	if m == nil || m.deleted || m.channelID != ch {
		return failure(http.StatusNotFound, 10008, "Unknown Message")
	}
	if m.ephemeral() {
		return mr.ledger.refuse(rq, http.StatusNotFound, 10008, "Unknown Message",
			"ephemeral messages can only be reached through their interaction token")
	}
	return mr.on(rq, m, nil)
}
