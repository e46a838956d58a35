package discord

import "strconv"

// The ids of what a player reads on their own: rules, history, replays.

// RulesID is a rules page's button or select: r:<game> opens the rules
// at their first page; r:<game>:<page> turns to a page (Turn); and
// r:<game>:jump is the section select (Jump), whose value is the section.
type RulesID struct {
	Game string
	Turn bool // to Page
	Page int
	Jump bool // to the section picked
}

const rulesJump = "jump"

func (RulesID) Kind() string { return KindRules }
func (r RulesID) String() string {
	switch {
	case r.Jump:
		return id(KindRules, r.Game, rulesJump)
	case r.Turn:
		return id(KindRules, r.Game, strconv.Itoa(r.Page))
	}
	return id(KindRules, r.Game)
}

// Parse reads a RulesID: a page from 0, "jump" or nothing after the game.
func (r *RulesID) Parse(s string) error {
	p, err := split(s, KindRules, 1, 2)
	if err != nil {
		return err
	}
	switch {
	case len(p) == 1:
		*r = RulesID{Game: p[0]}
	case p[1] == rulesJump:
		*r = RulesID{Game: p[0], Jump: true}
	default:
		page, err := number(p[1], 0)
		if err != nil {
			return err
		}
		*r = RulesID{Game: p[0], Turn: true, Page: page}
	}
	return nil
}

// HistoryID is a page of /history: k:<page>.
type HistoryID struct{ Page int }

func (HistoryID) Kind() string     { return KindHistory }
func (k HistoryID) String() string { return id(KindHistory, strconv.Itoa(k.Page)) }

// Parse reads a HistoryID: a page from 0.
func (k *HistoryID) Parse(s string) error {
	page, err := pageOf(s, KindHistory)
	*k = HistoryID{page}
	return err
}

// PickID is the replay select of a /history page: j:<page>; its value is
// the table to replay.
type PickID struct{ Page int }

func (PickID) Kind() string     { return KindPick }
func (j PickID) String() string { return id(KindPick, strconv.Itoa(j.Page)) }

// Parse reads a PickID: a page from 0.
func (j *PickID) Parse(s string) error {
	page, err := pageOf(s, KindPick)
	*j = PickID{page}
	return err
}

// pageOf reads an id of kind whose one part is a page from 0.
func pageOf(s, kind string) (int, error) {
	p, err := split(s, kind, 1, 1)
	if err != nil {
		return 0, err
	}
	return number(p[0], 0)
}

// ReplayID is a replay's button or select: v:<table>:<owner>:<step>:<nav>,
// for its Owner only. Step is the moment shown (answers played); Nav is
// where to go from there, named by the replay (render.ReplayFirst, ...),
// which also checks it.
type ReplayID struct {
	Table, Owner string
	Step         int
	Nav          string
}

func (ReplayID) Kind() string { return KindReplay }
func (v ReplayID) String() string {
	return id(KindReplay, v.Table, v.Owner, strconv.Itoa(v.Step), v.Nav)
}

// Parse reads a ReplayID: a step from 0.
func (v *ReplayID) Parse(s string) error {
	p, err := split(s, KindReplay, 4, 4)
	if err != nil {
		return err
	}
	step, err := number(p[2], 0)
	if err != nil {
		return err
	}
	*v = ReplayID{p[0], p[1], step, p[3]}
	return nil
}
