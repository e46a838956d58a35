package discord

import "slices"

// EventAction is what a tournament message's component does.
type EventAction string

// The actions of a tournament message: everyone's, then its organiser's.
const (
	EventJoin    EventAction = "join"
	EventLeave   EventAction = "leave"
	EventCheckIn EventAction = "checkin"
	EventStart   EventAction = "start"
	EventPause   EventAction = "pause"
	EventResume  EventAction = "resume"
	EventEnd     EventAction = "end"
	// EventDrop is the organiser's user select of a player to drop.
	EventDrop EventAction = "drop"
)

var eventActions = []EventAction{EventJoin, EventLeave, EventCheckIn, EventStart, EventPause, EventResume, EventEnd, EventDrop}

// EventID is a tournament message's component: e:<tournament>:<action>.
// The handler checks the click comes from the tournament's own server.
type EventID struct {
	Tournament string
	Action     EventAction
}

func (EventID) Kind() string     { return KindEvent }
func (e EventID) String() string { return id(KindEvent, e.Tournament, string(e.Action)) }

// Parse reads an EventID: a tournament and one of the actions.
func (e *EventID) Parse(s string) error {
	p, err := split(s, KindEvent, 2, 2)
	if err != nil {
		return err
	}
	if p[0] == "" || !slices.Contains(eventActions, EventAction(p[1])) {
		return errShape
	}
	*e = EventID{p[0], EventAction(p[1])}
	return nil
}
