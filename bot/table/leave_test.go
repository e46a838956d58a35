package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAPlayerWhoLeavesTheLobbyFreesTheirSeat(t *testing.T) {
	t.Parallel()
	next, effects := step(t, lobby(cpu), LeaveLobby{By: bob})
	assert.Equal(t, []Seat{{UserID: "ann", Name: "Ann"}, cpu}, next.Seats)
	assert.Equal(t, "ann", next.Host)
	assert.Equal(t, []Effect{Save{}, ShowLobby{}}, effects, "the lobby says it: the channel is not told")
	assert.Equal(t, NotAtTable, refusal(t, lobby(), LeaveLobby{By: cy}))
}

func TestAHostWhoLeavesTheLobbyHandsItToTheHeir(t *testing.T) {
	t.Parallel()
	next, _ := step(t, lobby(), LeaveLobby{By: ann, Heir: "bob"})
	assert.Equal(t, "bob", next.Host)
	assert.Equal(t, Lobby, next.Phase)
}

func TestAHostWhoLeavesTheLobbyWithNobodyToHostItClosesIt(t *testing.T) {
	t.Parallel()
	next, effects := step(t, lobby(), LeaveLobby{By: ann, Passed: []string{"bob"}})
	assert.Equal(t, Cancelled, next.Phase)
	assert.Equal(t, "", next.Host)
	assert.Equal(t, News{What: LobbyOrphaned, User: "ann", Passed: []string{"bob"}}, news(t, effects))
	assert.Equal(t, Forget{}, effects[len(effects)-1], "a closed lobby leaves memory last")
}

func TestTheChannelHearsOfALobbyHandOffOnlyWhenSomeoneWasPassedOver(t *testing.T) {
	t.Parallel()
	_, effects := step(t, lobby(Seat{UserID: "cy"}), LeaveLobby{By: ann, Heir: "cy", Passed: []string{"bob"}})
	assert.Equal(t, News{What: HostLeftLobby, User: "ann", Heir: "cy", Passed: []string{"bob"}}, news(t, effects))
	_, effects = step(t, lobby(), LeaveLobby{By: ann, Heir: "bob"})
	assert.Empty(t, ofType[Say](effects), "the lobby shows its new host")
}

func TestAPlayerWhoLeavesAGameIsPlayedByANormalCPU(t *testing.T) {
	t.Parallel()
	next, effects := step(t, playing(cpu), LeaveGame{By: bob, CPUName: "CPU (was Bob)"})
	assert.Equal(t, Seat{Name: "CPU (was Bob)", CPU: true, Level: "Normal"}, next.Seats[1])
	assert.Equal(t, Playing, next.Phase)
	assert.Equal(t, []Effect{Save{Forfeits: []Forfeit{{User: "bob", Against: []string{"ann"}}}}, SetTimer{},
		CloseHand{Seat: 1}, AskCPUs{}, ShowBoard{}, Tell{News{What: LeftGame, User: "bob", Against: []string{"ann"}}}},
		effects, "their hand closes, and the CPU that took it may be the one the game waits on")
}

func TestLeavingAGameIsRefusedToWhoeverIsNotPlayingIt(t *testing.T) {
	t.Parallel()
	assert.Equal(t, NotSeated, refusal(t, playing(), LeaveGame{By: cy}))
	assert.Equal(t, LeaveByButton, refusal(t, lobby(), LeaveGame{By: bob}), "a lobby has its own Leave")
	over := playing()
	over.Phase = Finished
	assert.Equal(t, GameOver, refusal(t, over, LeaveGame{By: bob}))
}

func TestLeavingARatedGameLosesItToEveryoneStillSeatedInTheSameSave(t *testing.T) {
	t.Parallel()
	_, effects := step(t, playing(Seat{UserID: "cy"}), LeaveGame{By: bob})
	assert.Equal(t, Save{Forfeits: []Forfeit{{User: "bob", Against: []string{"ann", "cy"}}}}, effects[0])
	_, effects = step(t, playing(cpu), LeaveGame{By: ann, Heir: "bob"})
	assert.Equal(t, []Forfeit{{User: "ann", Against: []string{"bob"}}}, effects[0].(Save).Forfeits)
}

func TestTheLastPersonToLeaveAGameEndsIt(t *testing.T) {
	t.Parallel()
	tab := playing(cpu)
	tab.Seats[1] = Seat{Name: "CPU 2", CPU: true}
	next, effects := step(t, tab, LeaveGame{By: ann})
	assert.Equal(t, Cancelled, next.Phase, "CPUs do not play it out for no one")
	assert.Equal(t, Save{}, effects[0], "with nobody left to lose to, the game is unrated")
	assert.Contains(t, effects, StopTimer{})
	assert.NotContains(t, effects, AskCPUs{})
	assert.Equal(t, News{What: LastLeftGame, User: "ann"}, news(t, effects))
}

func TestAHostWhoLeavesAGameHandsTheRoleOnOrToNobody(t *testing.T) {
	t.Parallel()
	tab := playing(Seat{UserID: "cy"})
	next, effects := step(t, tab, LeaveGame{By: ann, Heir: "cy", Passed: []string{"bob"}})
	assert.Equal(t, "cy", next.Host)
	n := news(t, effects)
	assert.True(t, n.HostLeft)
	assert.Equal(t, "cy", n.Heir)
	assert.Equal(t, []string{"bob"}, n.Passed, "the channel hears why bob was passed over")
	next, effects = step(t, tab, LeaveGame{By: ann, Passed: []string{"bob", "cy"}})
	assert.Equal(t, "", next.Host, "nobody hosts: channel managers can still end it")
	assert.Equal(t, Playing, next.Phase, "the game goes on")
	assert.True(t, news(t, effects).HostLeft)
	_, effects = step(t, tab, LeaveGame{By: bob})
	assert.False(t, news(t, effects).HostLeft, "a player who is not the host hands nothing on")
}

func TestHeirsAreTheOtherPeopleSeatedInSeatOrder(t *testing.T) {
	t.Parallel()
	tab := playing(cpu, Seat{UserID: "cy"}, Seat{Name: "forgotten"})
	assert.Equal(t, []string{"bob", "cy"}, Heirs(tab, "ann"), "no CPU, and nobody forgotten")
}
