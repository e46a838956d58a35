package pace

// Priority orders the callers waiting their turn. At a busy hour
// hundreds of boards wait for an edit; a request a player is waiting
// on (the lobby of /play, a board posted on demand) goes before them.
type Priority int

const (
	Urgent  Priority = iota // a player waits on it
	Routine                 // board edits, turn pings, timer lines
)
