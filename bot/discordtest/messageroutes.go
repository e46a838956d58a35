package discordtest

import "sync"

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
