package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOpeningSeatsTheHostWithTheGamesDefaultOptions(t *testing.T) {
	t.Parallel()
	tab := Open(game, "g", "c", ann, 7, 0, true)
	assert.Equal(t, Lobby, tab.Phase)
	assert.Equal(t, "ann", tab.Host)
	assert.Equal(t, []Seat{{UserID: "ann", Name: "Ann"}}, tab.Seats, "the host takes the first seat")
	assert.Equal(t, map[string]string{"speed": "slow"}, tab.Options)
	assert.True(t, tab.NoPings)
}

func TestAMemberJoinsTheLobbyInTheNextSeat(t *testing.T) {
	t.Parallel()
	next, effects := step(t, lobby(), Join{By: cy})
	assert.Equal(t, 2, next.SeatOf("cy"))
	assert.Equal(t, []Effect{Save{}, ShowLobby{}}, effects, "saved, then the lobby shows them")
}

func TestJoinIsRefusedToWhoeverCannotTakeASeat(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		tab  Table
		by   Member
		want Reason
	}{
		{"someone already seated", lobby(), bob, AlreadySeated},
		{"every seat taken", lobby(cpu), cy, Full},
		{"a game under way", playing(), cy, Started},
		{"a closed table", func() Table { t := lobby(); t.Phase = Cancelled; return t }(), cy, Closed},
	} {
		assert.Equal(t, c.want, refusal(t, c.tab, Join{By: c.by}), c.name)
	}
}

func TestARefusedEventLeavesTheTableAsItWas(t *testing.T) {
	t.Parallel()
	tab := lobby(cpu)
	next, effects, err := Step(tab, Join{By: cy})
	assert.Error(t, err)
	assert.Nil(t, effects, "nothing to carry out")
	assert.Equal(t, tab, next)
}

func TestAStepNeverChangesTheTableItWasGiven(t *testing.T) {
	t.Parallel()
	tab := lobby()
	before := tab.clone()
	step(t, tab, Join{By: cy})
	step(t, tab, LeaveLobby{By: bob})
	step(t, tab, SetOption{By: ann, Key: "speed", Values: []string{"fast"}})
	assert.Equal(t, before, tab, "a caller may ask what an event would do without doing it")
}

func TestOnlyTheHostAddsACPUAtTheLevelPicked(t *testing.T) {
	t.Parallel()
	next, _ := step(t, lobby(), AddCPU{By: ann, Level: "Hard"})
	assert.Equal(t, Seat{Name: "CPU 3", CPU: true, Level: "Hard"}, next.Seats[2], "named for its seat")
	r := refusal(t, lobby(), AddCPU{By: bob, Level: "Hard"})
	assert.Equal(t, HostOnly, r, "a player who is not the host")
	_, _, err := Step(lobby(), AddCPU{By: admin, Level: "Hard"})
	assert.Equal(t, &Refusal{Reason: HostOnly, Action: AddCPUs}, err, "not even a channel manager")
	assert.Equal(t, Full, refusal(t, lobby(cpu), AddCPU{By: ann, Level: "Easy"}))
}

func TestTheHostOrAChannelManagerCancelsTheLobby(t *testing.T) {
	t.Parallel()
	for _, by := range []Member{ann, admin} {
		next, effects := step(t, lobby(), Cancel{By: by})
		assert.Equal(t, Cancelled, next.Phase, by.ID)
		assert.Equal(t, []Effect{Save{}, ShowLobby{}, Forget{}}, effects, "a closed lobby leaves memory")
	}
	_, _, err := Step(lobby(), Cancel{By: bob})
	assert.Equal(t, &Refusal{Reason: HostOnly, Action: CancelTable}, err, "a seated player is not the host")
}

func TestOnlyTheHostChangesAnOptionAndOnlyToAChoiceOffered(t *testing.T) {
	t.Parallel()
	next, effects := step(t, lobby(), SetOption{By: ann, Key: "speed", Values: []string{"mad"}})
	assert.Equal(t, "mad", next.Options["speed"])
	assert.Equal(t, []Effect{Save{}, ShowLobby{}}, effects)
	for _, c := range []struct {
		name string
		e    SetOption
		want Reason
	}{
		{"not the host", SetOption{By: admin, Key: "speed", Values: []string{"mad"}}, OptionsHostOnly},
		{"no such option", SetOption{By: ann, Key: "colour", Values: []string{"red"}}, Forged},
		{"no such choice", SetOption{By: ann, Key: "speed", Values: []string{"warp"}}, Forged},
		{"two choices", SetOption{By: ann, Key: "speed", Values: []string{"mad", "fast"}}, Forged},
	} {
		assert.Equal(t, c.want, refusal(t, lobby(), c.e), c.name)
	}
}

func TestASwitchButtonPicksTheNextChoiceRoundToTheFirst(t *testing.T) {
	t.Parallel()
	tab := lobby()
	for _, want := range []string{"fast", "mad", "slow"} {
		tab, _ = step(t, tab, SetOption{By: ann, Key: "speed"})
		assert.Equal(t, want, tab.Options["speed"])
	}
}

func TestTheHostStartsOnceTheSeatsAreWithinTheGamesBounds(t *testing.T) {
	t.Parallel()
	next, effects := step(t, lobby(), Start{By: ann})
	assert.Equal(t, Playing, next.Phase)
	assert.Equal(t, []Effect{Deal{}, Save{}, SetTimer{}, AskCPUs{}, ShowBoard{}}, effects,
		"dealt before the save that holds its snapshot, then the clock, the CPUs and the board")
	alone := lobby()
	alone.Seats = alone.Seats[:1]
	assert.Equal(t, SeatsWanted, refusal(t, alone, Start{By: ann}), "one seat of the two wanted")
	_, _, err := Step(lobby(), Start{By: bob})
	assert.Equal(t, &Refusal{Reason: HostOnly, Action: StartGame}, err)
	assert.Equal(t, Started, refusal(t, playing(), Start{By: ann}), "a second Start")
}

func TestOnlyTheHostTurnsTurnPingsOffOrOn(t *testing.T) {
	t.Parallel()
	next, effects := step(t, lobby(), SetPings{By: ann, Off: true})
	assert.True(t, next.NoPings)
	assert.Equal(t, []Effect{Save{}, ShowLobby{}}, effects)
	next, _ = step(t, next, SetPings{By: ann, Switch: true})
	assert.False(t, next.NoPings, "the switch turns them the other way")
	assert.Equal(t, OptionsHostOnly, refusal(t, lobby(), SetPings{By: bob, Off: true}))
	assert.Equal(t, Started, refusal(t, playing(), SetPings{By: ann, Off: true}))
}
