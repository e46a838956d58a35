package bot

import "github.com/deckhand/deckhand/bot/pace"

// priority orders the drawing slots' waiters, as the pacer's.
type priority = pace.Priority

const (
	urgent  = pace.Urgent
	routine = pace.Routine
)
