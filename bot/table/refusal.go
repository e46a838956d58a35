package table

// Refusal is a transition's "no": the table stays as it was. Reason says
// which rule refused; the bot words it for the member.
type Refusal struct {
	Reason Reason
	// Action is what a host-only refusal was asked to do.
	Action Action
}

func (r *Refusal) Error() string { return "refused: " + r.Reason.String() }

// Reason is the rule a refusal comes from.
type Reason int

// The reasons a transition refuses.
const (
	Forged           Reason = iota // a choice the table never offered
	Started                        // a lobby click on a started game
	Closed                         // a click on a table that has ended
	GameOver                       // a game click on a table that has ended
	AlreadySeated                  // Join by someone seated
	Full                           // Join or Add CPU with every seat taken
	NotAtTable                     // Leave the lobby, not seated in it
	NotSeated                      // leave a game, not seated in it
	LeaveByButton                  // leave a lobby the game's way
	HostOnly                       // a host's action by someone else
	OptionsHostOnly                // an option changed by someone not the host
	SeatsWanted                    // Start with too few or too many seats
	NotHostOrManager               // End by someone neither host nor channel manager
	NotPlayer                      // Rematch by someone who did not play
	Rematched                      // a second Rematch
	NotFinished                    // Rematch of a game not played to its end
	TooManyOfYours                 // one more table than a member may host
	ServerFull                     // one more table than a server may hold
)

var reasonNames = [...]string{"forged", "started", "closed", "game over", "already seated", "full",
	"not at the table", "not seated", "leave by the lobby's button", "host only", "options are the host's",
	"seats wanted", "not host nor manager", "not a player", "rematched", "not finished",
	"too many of yours", "server full"}

func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "unknown"
}

// Action is a host's action in the lobby, named in a host-only refusal.
type Action int

// The host's actions.
const (
	AddCPUs Action = iota + 1
	CancelTable
	StartGame
)

func refuse(r Reason) error { return &Refusal{Reason: r} }

func hostOnly(a Action) error { return &Refusal{Reason: HostOnly, Action: a} }
