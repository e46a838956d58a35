package keyforge

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

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
	d := def(f.Def)
	ab := &d.Abilities[f.Ability]
	if f.Step >= len(ab.Effects) {
		s.pop()
		return
	}
	e := &ab.Effects[f.Step]
	op := ops[e.Do]
	if e.IfDone && !f.Did {
		s.nextStep(f, op, false, 0, nil)
		return
	}
	if e.May && !(op.target && choosing(e.Target)) && !f.Yes {
		if f.Pick == nil {
			s.Ask = &Ask{Kind: askMay, Text: clip(fmt.Sprintf("%s: you may %s", d.Name, lowerFirst(effectText(e))), games.MaxTextLen),
				Options: []games.Option{{ID: "yes", Label: "Yes"}, {ID: "no", Label: "No"}}, Min: 1, Max: 1}
			return
		}
		yes := f.Pick[0] == "yes"
		f.Pick = nil
		if !yes {
			s.nextStep(f, op, false, 0, nil)
			return
		}
		f.Yes = true
	}
	if op.target && !f.Targeted {
		ts, ask := s.selectTargets(e.Target, f, effectText(e), e.May, op.eligible)
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
	n := s.amount(e, f)
	done, num := op.run(s, f, e, ts, n)
	if s.Winner >= 0 {
		return
	}
	f = &s.Stack[idx]
	s.nextStep(f, op, done, num, ts)
}

func (s *state) nextStep(f *Frame, op opInfo, done bool, num int, ts []int) {
	f.Step++
	f.Yes, f.Targeted, f.Targets, f.Pick, f.Extra = false, false, nil, nil, ""
	f.Did, f.Num = done, num
	if op.target && ts != nil {
		f.It = ts
	}
}

func (s *state) amount(e *Effect, f *Frame) int {
	n := e.N
	switch e.Amount {
	case "it_power":
		n = 0
		if len(f.It) > 0 {
			if s.unit(f.It[0]) != nil {
				n = s.power(f.It[0])
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
		n *= s.count(e.Per, f)
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

// gain gives seat n aember.
func (s *state) gain(seat, n int) {
	if n <= 0 {
		return
	}
	s.P[seat].Aember += n
	if s.telling() {
		s.event(fmt.Sprintf("%s gains %dÆ.", games.Seat(seat), n))
	}
}

func opGain(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	s.gain(whom(e.Who, f.Controller, whoYou), n)
	return n > 0, n
}

func opLose(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoOpp)
	k := min(n, s.P[seat].Aember)
	s.P[seat].Aember -= k
	if k > 0 {
		if s.telling() {
			s.event(fmt.Sprintf("%s loses %dÆ.", games.Seat(seat), k))
		}
	}
	return k > 0, k
}

func opSteal(s *state, f *Frame, _ *Effect, _ []int, n int) (bool, int) {
	opp := 1 - f.Controller
	k := min(n, s.P[opp].Aember)
	s.P[opp].Aember -= k
	s.P[f.Controller].Aember += k
	if k > 0 {
		if s.telling() {
			s.event(fmt.Sprintf("%s steals %dÆ.", games.Seat(f.Controller), k))
		}
	}
	return k > 0, k
}

// capture: each target creature takes n aember from its controller's
// opponent and holds it.
func opCapture(s *state, _ *Frame, _ *Effect, ts []int, n int) (bool, int) {
	total := 0
	for _, id := range ts {
		u := s.unit(id)
		if u == nil {
			continue
		}
		c := s.controller(id)
		k := min(n, s.P[1-c].Aember)
		s.P[1-c].Aember -= k
		u.Aember += k
		total += k
		if k > 0 {
			if s.telling() {
				s.event(fmt.Sprintf("%s captures %dÆ.", s.name(id), k))
			}
		}
	}
	return total > 0, total
}

func opDraw(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	k := s.draw(whom(e.Who, f.Controller, whoYou), n)
	return k > 0, k
}

func opDiscardRandom(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoOpp)
	k := 0
	for ; k < n && len(s.P[seat].Hand) > 0; k++ {
		i := s.RNG.IntN(len(s.P[seat].Hand))
		id := s.P[seat].Hand[i]
		s.P[seat].Hand = slices.Delete(s.P[seat].Hand, i, i+1)
		s.put(id, zoneDiscard)
		if s.telling() {
			s.event(fmt.Sprintf("%s discards %s at random.", games.Seat(seat), s.name(id)))
		}
	}
	return k > 0, k
}

// takeOut removes a card from a hand, discard pile or limbo, and reports
// whether it was found there and whether that was a hand.
func (s *state) takeOut(id int) (found, fromHand bool) {
	for p := 0; p < 2; p++ {
		pl := &s.P[p]
		for i, z := range [...]*[]int{&pl.Hand, &pl.Discard, &pl.Limbo} {
			if rest, ok := remove(*z, id); ok {
				*z = rest
				return true, i == 0
			}
		}
	}
	return false, false
}

// move puts a card in dest, from play or from a hand, discard or limbo.
// A card that goes face down from a place everyone sees stays known to
// both seats; one that goes from a hand to the archives is lost track of
// by the other seat.
func (s *state) move(id int, dest zone) bool {
	if u := s.unit(id); u != nil {
		token := u.Token
		s.leavePlay(id, dest)
		if hiddenZone(dest) && !token {
			s.revealAll(id)
		}
		return true
	}
	found, fromHand := s.takeOut(id)
	if !found {
		return false
	}
	known := s.Cards[id].Known
	s.put(id, dest)
	switch {
	case !hiddenZone(dest):
	case fromHand:
		s.Cards[id].Known = known &^ (1 << (1 - s.owner(id)))
	default:
		s.revealAll(id)
	}
	return true
}

func moveOp(dest zone, verb string) func(s *state, f *Frame, e *Effect, ts []int, n int) (bool, int) {
	return func(s *state, f *Frame, e *Effect, ts []int, n int) (bool, int) {
		k := 0
		for _, id := range ts {
			name := s.name(id)
			hidden := dest == zoneArchives && s.inHand(id)
			if s.move(id, dest) {
				k++
				if hidden {
					if s.telling() {
						s.event(fmt.Sprintf("%s archives a card.", games.Seat(f.Controller)))
					}
					if s.telling() {
						s.private(f.Controller, fmt.Sprintf("You archive %s.", name))
					}
				} else {
					if s.telling() {
						s.event(fmt.Sprintf("%s %s.", name, verb))
					}
				}
			}
		}
		return k > 0, k
	}
}

func (s *state) inHand(id int) bool {
	for p := 0; p < 2; p++ {
		for _, h := range s.P[p].Hand {
			if h == id {
				return true
			}
		}
	}
	return false
}

var (
	opArchive = moveOp(zoneArchives, "is archived")
	opReturn  = moveOp(zoneHand, "returns to its owner's hand")
	opPurge   = moveOp(zonePurge, "is purged")
	opToDeck  = moveOp(zoneDeck, "goes on top of its owner's deck")
)

func opArchiveTop(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoYou)
	k := 0
	for ; k < n; k++ {
		id, ok := s.drawOne(seat)
		if !ok {
			break
		}
		s.P[seat].Archives = append(s.P[seat].Archives, id)
	}
	if k > 0 {
		if s.telling() {
			s.event(games.Seat(seat) + " archives the top " + strings.TrimPrefix(amount(k, "card"), "1 ") + " of their deck.")
		}
	}
	return k > 0, k
}

func opChains(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoYou)
	s.P[seat].Chains += n
	if s.telling() {
		s.event(games.Seat(seat) + " gains " + amount(n, "chain") + ".")
	}
	return n > 0, n
}

func opShed(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoYou)
	k := min(n, s.P[seat].Chains)
	s.P[seat].Chains -= k
	if k > 0 {
		if s.telling() {
			s.event(games.Seat(seat) + " sheds " + amount(k, "chain") + ".")
		}
	}
	return k > 0, k
}

func opForge(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	ok := s.tryForge(whom(e.Who, f.Controller, whoYou), n)
	return ok, 0
}

// ends is the last turn of a lasting effect.
func (s *state) ends(until string) int {
	if until == "next" {
		return s.Turn + 1
	}
	return s.Turn
}

func opLastingPlayer(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoOpp)
	s.Lasting = append(s.Lasting, Lasting{Kind: e.Do, Target: -1, Seat: seat, N: n, Type: e.Type, Ends: s.ends(e.Until)})
	return true, n
}

func opLastingCard(s *state, f *Frame, e *Effect, ts []int, n int) (bool, int) {
	k := 0
	for _, id := range ts {
		if s.unit(id) == nil {
			continue
		}
		s.Lasting = append(s.Lasting, Lasting{Kind: e.Do, Target: id, N: n, Keyword: e.Keyword, Ends: s.ends(e.Until)})
		k++
	}
	return k > 0, k
}

func askHouse(s *state, f *Frame, e *Effect, _ []int) *Ask {
	opts := make([]games.Option, len(pool.Houses))
	for i, h := range pool.Houses {
		opts[i] = games.Option{ID: "h" + strconv.Itoa(i), Label: h}
	}
	return &Ask{Kind: askExtra, Text: clip(def(f.Def).Name+": name a house.", games.MaxTextLen), Options: opts, Min: 1, Max: 1}
}

func opForceHouse(s *state, f *Frame, e *Effect, _ []int, _ int) (bool, int) {
	i, _ := strconv.Atoi(f.Extra[1:])
	seat := whom(e.Who, f.Controller, whoOpp)
	s.Must[seat] = pool.Houses[i]
	if s.telling() {
		s.event(fmt.Sprintf("%s must choose %s next turn, if they can.", games.Seat(seat), pool.Houses[i]))
	}
	return true, 0
}

// askOwnFlank asks on which flank a creature enters the controller's
// battleline (no question when it is empty).
func askOwnFlank(s *state, f *Frame, e *Effect, ts []int) *Ask {
	if e.Do == "take_control" && (len(ts) == 0 || s.controller(ts[0]) == f.Controller) {
		return nil
	}
	standing := 0
	for _, u := range s.P[f.Controller].Line {
		if !u.Dying {
			standing++
		}
	}
	if standing == 0 {
		return nil
	}
	return &Ask{Kind: askExtra, Text: clip(def(f.Def).Name+": choose the flank.", games.MaxTextLen),
		Options: []games.Option{{ID: "left", Label: "Left flank"}, {ID: "right", Label: "Right flank"}}, Min: 1, Max: 1}
}

func (s *state) place(seat int, u Unit, flank string) {
	if flank == "left" {
		s.P[seat].Line = append([]Unit{u}, s.P[seat].Line...)
	} else {
		s.P[seat].Line = append(s.P[seat].Line, u)
	}
}

// opToken makes n token creatures: the top cards of the deck enter play
// face down as the deck's token creature.
func opToken(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	k := 0
	for ; k < n; k++ {
		id, ok := s.drawOne(f.Controller)
		if !ok {
			break
		}
		s.place(f.Controller, Unit{ID: id, Token: true, Exhausted: true}, f.Extra)
		if s.telling() {
			s.event(fmt.Sprintf("%s makes a token creature: %s.", games.Seat(f.Controller), def(s.P[f.Controller].Token).Name))
		}
	}
	return k > 0, k
}

// damage deals n damage to a creature, armor first; it returns the
// damage dealt.
func (s *state) damage(id, n int) int {
	u := s.unit(id)
	if u == nil || n <= 0 {
		return 0
	}
	if a := s.armor(id) - u.ArmorUsed; a > 0 {
		k := min(a, n)
		u.ArmorUsed += k
		n -= k
	}
	u.Damage += n
	return n
}

func opDamage(s *state, _ *Frame, _ *Effect, ts []int, n int) (bool, int) {
	total := 0
	for _, id := range ts {
		if !s.alive(id) {
			continue
		}
		k := s.damage(id, n)
		total += k
		if s.telling() {
			s.event(fmt.Sprintf("%s takes %d damage.", s.name(id), k))
		}
	}
	return total > 0, total
}

func opDestroy(s *state, _ *Frame, _ *Effect, ts []int, _ int) (bool, int) {
	k, num := 0, 0
	for _, id := range ts {
		u := s.unit(id)
		if u == nil || u.Dying || u.Doomed {
			continue
		}
		if k == 0 {
			num = s.power(id)
		}
		u.Doomed = true
		k++
	}
	return k > 0, num
}

func opHeal(s *state, _ *Frame, _ *Effect, ts []int, n int) (bool, int) {
	total := 0
	for _, id := range ts {
		u := s.unit(id)
		if u == nil {
			continue
		}
		k := u.Damage
		if n > 0 {
			k = min(k, n)
		}
		u.Damage -= k
		total += k
		if k > 0 {
			if s.telling() {
				s.event(fmt.Sprintf("%s heals %d damage.", s.name(id), k))
			}
		}
	}
	return total > 0, total
}

func flagOp(set func(u *Unit) bool, verb string) func(s *state, f *Frame, e *Effect, ts []int, n int) (bool, int) {
	return func(s *state, _ *Frame, _ *Effect, ts []int, _ int) (bool, int) {
		k := 0
		for _, id := range ts {
			if u := s.unit(id); u != nil && !u.Dying && set(u) {
				k++
				if s.telling() {
					s.event(fmt.Sprintf("%s %s.", s.name(id), verb))
				}
			}
		}
		return k > 0, k
	}
}

var (
	opReady = flagOp(func(u *Unit) bool {
		was := u.Exhausted
		u.Exhausted = false
		return was
	}, "readies")
	opExhaust = flagOp(func(u *Unit) bool {
		was := u.Exhausted
		u.Exhausted = true
		return !was
	}, "is exhausted")
	opStun = flagOp(func(u *Unit) bool {
		u.Stunned = true
		return true
	}, "is stunned")
)

func opCounters(s *state, _ *Frame, _ *Effect, ts []int, n int) (bool, int) {
	k := 0
	for _, id := range ts {
		if u := s.unit(id); u != nil {
			u.Counters += n
			k++
			if s.telling() {
				s.event(s.name(id) + " gets " + amount(n, "+1 power counter") + ".")
			}
		}
	}
	return k > 0, k
}

func opLoot(s *state, f *Frame, _ *Effect, ts []int, _ int) (bool, int) {
	total := 0
	for _, id := range ts {
		if u := s.unit(id); u != nil && u.Aember > 0 {
			total += u.Aember
			u.Aember = 0
		}
	}
	if total > 0 {
		s.P[f.Controller].Aember += total
		if s.telling() {
			s.event(fmt.Sprintf("%s takes %dÆ from creatures.", games.Seat(f.Controller), total))
		}
	}
	return total > 0, total
}

// orderable: a friendly creature a card may make fight or reap, whatever
// the active house; "cannot" and the rule of six still hold.
func orderable(s *state, f *Frame, id int) (*Unit, bool) {
	u := s.unit(id)
	return u, u != nil && s.controller(id) == f.Controller && !s.sixed(s.name(id))
}

// canFightAny: a friendly creature that could fight once readied (a
// stunned one is only unstunned).
func canFightAny(s *state, f *Frame, id int) bool {
	u, ok := orderable(s, f, id)
	return ok && (u.Stunned || !s.cannot(id, "cannot_fight") && s.canFight(id))
}

// canFightNow: a ready friendly creature that can fight.
func canFightNow(s *state, f *Frame, id int) bool {
	return canFightAny(s, f, id) && !s.unit(id).Exhausted
}

func canReapAny(s *state, f *Frame, id int) bool {
	u, ok := orderable(s, f, id)
	return ok && (u.Stunned || !s.cannot(id, "cannot_reap"))
}

func askDefender(s *state, f *Frame, e *Effect, ts []int) *Ask {
	if len(ts) == 0 || s.unit(ts[0]).Stunned {
		return nil
	}
	opts := make([]games.Option, 0, 4)
	for _, d := range s.defenders(ts[0]) {
		opts = append(opts, s.cardOption(d, f.Controller))
	}
	return &Ask{Kind: askExtra, Text: clip(fmt.Sprintf("%s fights: choose the creature it attacks.", s.name(ts[0])), games.MaxTextLen), Options: opts, Min: 1, Max: 1}
}

func opFightWith(s *state, f *Frame, e *Effect, ts []int, _ int) (bool, int) {
	if len(ts) == 0 {
		return false, 0
	}
	att := ts[0]
	u := s.unit(att)
	if e.Do == "ready_fight" {
		u.Exhausted = false
	}
	if u.Stunned {
		s.unstun(att)
		return true, 0
	}
	dfn, _ := strconv.Atoi(f.Extra[1:])
	s.startFight(att, dfn)
	return true, 0
}

func opReadyReap(s *state, f *Frame, e *Effect, ts []int, _ int) (bool, int) {
	if len(ts) == 0 {
		return false, 0
	}
	s.unit(ts[0]).Exhausted = false
	s.reap(ts[0])
	return true, 0
}

func opTakeControl(s *state, f *Frame, e *Effect, ts []int, _ int) (bool, int) {
	if len(ts) == 0 {
		return false, 0
	}
	id := ts[0]
	p, cr, i, ok := s.find(id)
	if !ok || !cr || p == f.Controller {
		return false, 0
	}
	u := s.P[p].Line[i]
	s.P[p].Line = slices.Delete(s.P[p].Line, i, i+1)
	s.place(f.Controller, u, f.Extra)
	if s.telling() {
		s.event(fmt.Sprintf("%s takes control of %s.", games.Seat(f.Controller), s.name(id)))
	}
	return true, 0
}

func opHook(s *state, f *Frame, e *Effect, ts []int, n int) (bool, int) {
	return hooks[e.Hook](s, f, e, n)
}
