package table

import "time"

// Effect is what a transition asks the bot to do, in order: the bot
// carries out each with the means it has (the store, the outbox, the
// clock, the CPU players, the hands).
type Effect interface{ effect() }

// Save writes the table, with Forfeits in the same write; an effect after
// it is carried out only once it is saved.
type Save struct{ Forfeits []Forfeit }

// Forfeit is a rated game lost by User to each of Against.
type Forfeit struct {
	User    string
	Against []string
}

// Deal deals the game from the table's seats, seed and options: Start
// asks it before the save, whose snapshot it makes.
type Deal struct{}

// SetTimer starts the turn clock again for the seats the game waits on.
type SetTimer struct{}

// StopTimer stops the turn clock: nobody is waited on any more.
type StopTimer struct{}

// AskCPUs has the CPU seats the game waits on think.
type AskCPUs struct{}

// CloseHand closes the live hand of Seat: its holder left it.
type CloseHand struct{ Seat int }

// ShowLobby shows the lobby as it is now, as the answer to the click.
type ShowLobby struct{}

// ShowBoard shows the board as it is now.
type ShowBoard struct{}

// Tell answers the member in the channel with News, for all to read.
type Tell struct{ News News }

// Say says News in the channel, as a line of the bot's own.
type Say struct{ News News }

// Forget lets the table go from memory: it has ended.
type Forget struct{}

func (Save) effect()      {}
func (Deal) effect()      {}
func (SetTimer) effect()  {}
func (StopTimer) effect() {}
func (AskCPUs) effect()   {}
func (CloseHand) effect() {}
func (ShowLobby) effect() {}
func (ShowBoard) effect() {}
func (Tell) effect()      {}
func (Say) effect()       {}
func (Forget) effect()    {}

// News is what the channel is told of a change: what happened, who did
// it, and whom it concerns. The bot words it.
type News struct {
	What What
	User string // who acted, or left
	// Heir is who hosts the table now, "" for nobody; Passed were seated
	// before them and passed over, each hosting as many tables as they may.
	Heir   string
	Passed []string
	// HostLeft is set when User hosted the table they left.
	HostLeft bool
	// Against are those a forfeit was lost to; Lost those who lost it.
	Against []string
	Lost    []string
	// Idle is how long the table went without a move, for ClosedIdle;
	// Lobby whether it was a lobby then.
	Idle  time.Duration
	Lobby bool
}

// What a piece of news says.
type What int

// The news of the life cycle.
const (
	HostLeftLobby What = iota + 1 // the host left the lobby, and Heir hosts it
	LobbyOrphaned                 // the host left the lobby and nobody seated may host it: it closed
	LeftGame                      // User left the game to a CPU
	LastLeftGame                  // User left, the last person seated: the game ended
	EndedGame                     // User ended the game
	ClosedIdle                    // nobody moved for the idle limit: the table closed
	EndedUnseated                 // nobody is seated any more: the game ended
)
