package bitch

import (
	"strconv"
	"sync"
)

// Prompt ids: the actor's prompt and the Call bluff after a pass get an
// id that changes with every step of a turn, cut from one shared string
// for the first turns.

// turnID names the actor's prompt, "t12.0"; it changes with every step
// of a turn so an old button is refused as stale. It is kept while the
// step stands: the labelled and the lean build both ask for it.
func (s *state) turnID() string {
	d := s.derive()
	if d.idTurn != s.TurnNo || d.idStep != s.Step {
		d.id = turnIDFor(s.TurnNo, s.Step)
		d.idTurn, d.idStep = s.TurnNo, s.Step
	}
	return d.id
}

// The prompt ids of the first turns (the first steps of the actor's, and
// the Call bluff after a pass) are slices of one string, made on first
// use: a playout gives thousands of turns, and a fresh string for each
// was half of what it allocated.
const (
	sharedTurns = 8192
	sharedSteps = 4               // a value, back, another value, its count
	sharedSlots = sharedSteps + 1 // the steps, then the Call bluff
)

var sharedIDs struct {
	once sync.Once
	all  string
	at   []int32 // id i is all[at[i]:at[i+1]], i = turn*sharedSlots+slot
}

// sharedID is the id in slot of turn, if it is shared.
func sharedID(turn, slot int) (string, bool) {
	if turn < 0 || turn >= sharedTurns {
		return "", false
	}
	sharedIDs.once.Do(func() {
		var b []byte
		at := make([]int32, 0, sharedTurns*sharedSlots+1)
		for t := range sharedTurns {
			for st := range sharedSteps {
				at = append(at, int32(len(b)))
				b = appendTurnID(b, t, st)
			}
			at = append(at, int32(len(b)))
			b = appendBluffID(b, t)
		}
		sharedIDs.all, sharedIDs.at = string(b), append(at, int32(len(b)))
	})
	i := turn*sharedSlots + slot
	return sharedIDs.all[sharedIDs.at[i]:sharedIDs.at[i+1]], true
}

// turnIDFor is the actor's prompt id: "t12.0".
func turnIDFor(turn, step int) string {
	if step >= 0 && step < sharedSteps {
		if id, ok := sharedID(turn, step); ok {
			return id
		}
	}
	return string(appendTurnID(nil, turn, step))
}

// bluffIDFor is the Call bluff prompt id after a pass in turn: "b12".
func bluffIDFor(turn int) string {
	if id, ok := sharedID(turn, sharedSteps); ok {
		return id
	}
	return string(appendBluffID(nil, turn))
}

func appendTurnID(b []byte, turn, step int) []byte {
	b = append(b, 't')
	b = strconv.AppendInt(b, int64(turn), 10)
	b = append(b, '.')
	return strconv.AppendInt(b, int64(step), 10)
}

func appendBluffID(b []byte, turn int) []byte {
	return strconv.AppendInt(append(b, 'b'), int64(turn), 10)
}
