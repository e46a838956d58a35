package keyforge

import (
	"github.com/deckhand/deckhand/games"
)

// opInfo is one word of the effect vocabulary.
type opInfo struct {
	target   bool // takes a Target selector
	modifier bool // may stand in a constant ability (and then lasts while in play)
	// eligible narrows the cards a target selector may choose.
	eligible func(s *state, f *Frame, id int) bool
	// extra asks a further question once targets are known (a flank, a
	// house, a defender); nil Ask means no question.
	extra func(s *state, f *Frame, e *Effect, ts []int) *Ask
	// run applies the effect: done says whether it did something (for
	// "if you do"), num is the number it achieved (for amount: num).
	run func(s *state, f *Frame, e *Effect, ts []int, n int) (done bool, num int)
}

var ops map[string]opInfo

func initOps() {
	ops = map[string]opInfo{
		"gain":           {run: opGain},
		"lose":           {run: opLose},
		"steal":          {run: opSteal},
		"capture":        {target: true, run: opCapture},
		"draw":           {run: opDraw},
		"discard_random": {run: opDiscardRandom},
		"archive":        {target: true, run: opArchive},
		"archive_top":    {run: opArchiveTop},
		"chains":         {run: opChains},
		"shed":           {run: opShed},
		"forge":          {run: opForge},
		"keycost":        {modifier: true, run: opLastingPlayer},
		"cannot_play":    {modifier: true, run: opLastingPlayer},
		"force_house":    {extra: askHouse, run: opForceHouse},
		"token":          {extra: askOwnFlank, run: opToken},
		"return_discard": {target: true, run: opReturn},
		"damage":         {target: true, run: opDamage},
		"destroy":        {target: true, run: opDestroy},
		"heal":           {target: true, run: opHeal},
		"ready":          {target: true, run: opReady},
		"exhaust":        {target: true, run: opExhaust},
		"stun":           {target: true, run: opStun},
		"return":         {target: true, run: opReturn},
		"purge":          {target: true, run: opPurge},
		"to_deck":        {target: true, run: opToDeck},
		"power":          {target: true, modifier: true, run: opLastingCard},
		"armor":          {target: true, modifier: true, run: opLastingCard},
		"keyword":        {target: true, modifier: true, run: opLastingCard},
		"cannot_reap":    {target: true, modifier: true, run: opLastingCard},
		"cannot_fight":   {target: true, modifier: true, run: opLastingCard},
		"counters":       {target: true, run: opCounters},
		"loot":           {target: true, run: opLoot},
		"fight_with":     {target: true, eligible: canFightNow, extra: askDefender, run: opFightWith},
		"ready_fight":    {target: true, eligible: canFightAny, extra: askDefender, run: opFightWith},
		"ready_reap":     {target: true, eligible: canReapAny, run: opReadyReap},
		"take_control":   {target: true, extra: askOwnFlank, run: opTakeControl},
		"bank":           {modifier: true, run: func(*state, *Frame, *Effect, []int, int) (bool, int) { return false, 0 }},
		"hook":           {run: opHook},
	}
}

// choosing reports whether a selector asks the player to choose.
func choosing(sel *Selector) bool {
	return sel != nil && (sel.Pick == pickOne || sel.Pick == pickChoose || sel.Pick == pickUpTo)
}

// stepAbility runs the next instruction of an ability frame.
func (s *state) stepAbility(f *Frame) {
	idx := len(s.Stack) - 1
	d := s.table.def(f.Def)
	ab := &d.Abilities[f.Ability]
	if f.Step >= len(ab.Effects) {
		s.Stack.pop()
		return
	}
	e := &ab.Effects[f.Step]
	op := ops[e.Do]
	if e.IfDone && !f.Did {
		f.nextStep(op, false, 0, nil)
		return
	}
	if e.May && !(op.target && choosing(e.Target)) && !f.Yes {
		if f.Pick == nil {
			s.Ask = &Ask{Kind: askMay, about: question{askMayID, d.msg, e},
				Options: []games.Option{{ID: "yes"}, {ID: "no"}}, words: yesNoWords, Min: 1, Max: 1}
			return
		}
		yes := f.Pick[0] == "yes"
		f.Pick = nil
		if !yes {
			f.nextStep(op, false, 0, nil)
			return
		}
		f.Yes = true
	}
	if op.target && !f.Targeted {
		ts, ask := s.selectTargets(e, f, op.eligible)
		if ask {
			return
		}
		f.Targets, f.Targeted = ts, true
	}
	ts := f.Targets
	if op.extra != nil && f.Extra == "" {
		if a := op.extra(s, f, e, ts); a != nil {
			s.Ask = a
			return
		}
	}
	n := s.table.amount(e, f)
	done, num := op.run(s, f, e, ts, n)
	if s.Winner >= 0 {
		return
	}
	f = &s.Stack[idx]
	f.nextStep(op, done, num, ts)
}

func (f *Frame) nextStep(op opInfo, done bool, num int, ts []int) {
	f.Step++
	f.Yes, f.Targeted, f.Targets, f.Pick, f.Extra = false, false, nil, nil, ""
	f.Did, f.Num = done, num
	if op.target && ts != nil {
		f.It = ts
	}
}

func (tb *table) amount(e *Effect, f *Frame) int {
	n := e.N
	switch e.Amount {
	case "it_power":
		n = 0
		if len(f.It) > 0 {
			if tb.P.unit(f.It[0]) != nil {
				n = tb.power(f.It[0])
			} else {
				n = f.Num // it left play: its power when it was destroyed
			}
		}
	case "it_count":
		n = len(f.It)
	case "num":
		n = f.Num
	}
	if e.Per != nil {
		n *= tb.count(e.Per, f)
	}
	return n
}

func lowerFirst(t string) string {
	if t == "" {
		return t
	}
	r := []rune(t)
	if r[0] >= 'A' && r[0] <= 'Z' {
		r[0] += 'a' - 'A'
	}
	return string(r)
}

func opHook(s *state, f *Frame, e *Effect, ts []int, n int) (bool, int) {
	return hooks[e.Hook](s, f, e, n)
}
