package keyforge

import (
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// promptKind is what a prompt asks; its name starts the prompt's id.
type promptKind uint8

const (
	promptMulligan promptKind = iota
	promptAsk
	promptHouse
	promptArchives
	promptAct
	promptEnd
	promptConfirm
	promptFlank
	promptTarget
	promptHost
	promptKinds
)

var promptNames = [promptKinds]string{"mulligan", "ask", "house", "arch", "act", "end", "confirm", "flank", "target", "host"}

// promptKindOf reads the kind from a prompt id ("act.12").
func promptKindOf(id string) (promptKind, bool) {
	name, _, _ := strings.Cut(id, ".")
	for k, n := range promptNames {
		if n == name {
			return promptKind(k), true
		}
	}
	return 0, false
}

// promptID is the id of a prompt of kind now: its name and the answer
// count, so a button of an earlier moment is stale. The mulligan, asked
// once of each seat, has no count. Ids are made once per answer.
func (b *builder) promptID(k promptKind) string {
	if k == promptMulligan {
		return promptNames[k]
	}
	if b.s.Seq >= 0 && b.s.Seq < madeIDs {
		return promptIDs[k][b.s.Seq]
	}
	return promptNames[k] + "." + strconv.Itoa(b.s.Seq)
}

// madeIDs: the prompt ids of the first answers of a game are made once
// for every game, as a search asks for them millions of times. A game
// rarely lasts longer; later ones are made when asked.
const madeIDs = 1024

var promptIDs [promptKinds][madeIDs]string

func init() {
	for k := range promptIDs {
		for seq := range madeIDs {
			promptIDs[k][seq] = promptNames[k] + "." + strconv.Itoa(seq)
		}
	}
}

// Prompts lists the open questions: both mulligans at setup, otherwise
// only the active player's (an ability's question, a house, the archives,
// a follow-up of a move, or "act" and "end turn" in step 3).
func (s *state) Prompts() []games.Prompt {
	if s.Winner >= 0 {
		return nil
	}
	// The prompts change only when an answer is applied (Seq moves), so
	// they are computed once per answer; a state said in another language
	// than English (In) is read once, and says them afresh.
	v := voiceOf(s)
	if s.cacheAt != s.Seq+1 || !v.english() {
		b := builder{s: s, v: v, labelled: true, prompts: make([]games.Prompt, 0, 2), opts: make([]games.Option, 0, 16)}
		b.build()
		s.prompts, s.cacheAt = b.prompts, s.Seq+1
	}
	return s.prompts
}

// lean is Prompts without words (no text, labels or details), built in
// memory the state reuses: the lean path of search, valid until the
// next answer.
func (s *state) lean() []games.Prompt {
	if s.Winner >= 0 {
		return nil
	}
	if s.scratch.leanAt != s.Seq+1 {
		b := builder{s: s, prompts: s.scratch.prompts[:0], opts: s.scratch.opts[:0]}
		b.build()
		s.scratch.prompts, s.scratch.opts = b.prompts, b.opts
		s.scratch.leanAt = s.Seq + 1
	}
	return s.scratch.prompts
}

// dirty forgets the prompts built, after a change made outside Apply
// and Play (a test setting up a board).
func (s *state) dirty() { s.cacheAt, s.scratch.leanAt = 0, 0 }

// builder builds the prompts of a state, with their words (labelled) for
// players or without for search. Every prompt's options are one stretch
// of opts.
type builder struct {
	s        *state
	v        voice // the words' language, when labelled
	labelled bool
	prompts  []games.Prompt
	opts     []games.Option
	start    int
}

func (b *builder) begin() { b.start = len(b.opts) }

// option adds a choice; its label, the message label, is said only
// with words.
func (b *builder) option(id, label string) {
	o := games.Option{ID: id}
	if b.labelled && label != "" {
		o.Label = b.v.t(label)
	}
	b.opts = append(b.opts, o)
}

// end closes the prompt begun with begin.
func (b *builder) end(k promptKind, seat, min, max int) {
	b.prompts = append(b.prompts, games.Prompt{ID: b.promptID(k), Seat: seat, Min: min, Max: max,
		Options: b.opts[b.start:len(b.opts):len(b.opts)]})
}

// text words the prompt just closed with message id, when the builder
// gives words.
func (b *builder) text(id string, pairs ...any) {
	b.prompts[len(b.prompts)-1].Text = clip(b.v.t(id, pairs...), games.MaxTextLen)
}

func (b *builder) build() {
	s := b.s
	s.table.inPlay, s.table.inPlayKnown = s.table.constantsInPlay(), true
	defer func() { s.table.inPlayKnown = false }()
	a := s.Active
	switch {
	case s.Phase == phaseMulligan:
		for p := 0; p < 2; p++ {
			if s.Mull[p] != 0 {
				continue
			}
			n := len(s.table.P[p].Hand)
			b.begin()
			b.option("keep", "keyforge.option.keep")
			b.option("mull", "")
			if b.labelled {
				b.opts[len(b.opts)-1].Label = b.v.t("keyforge.option.mulligan", "N", n-1)
			}
			b.end(promptMulligan, p, 1, 1)
			if b.labelled {
				b.text("keyforge.prompt.mulligan", "N", n, "Fewer", n-1)
			}
		}
	case s.Ask != nil:
		if b.labelled {
			b.prompts = append(b.prompts, s.Ask.prompt(&s.table, b.v, b.promptID(promptAsk), a))
		} else {
			b.prompts = append(b.prompts, games.Prompt{ID: b.promptID(promptAsk), Seat: a, Options: s.Ask.Options, Min: s.Ask.Min, Max: s.Ask.Max})
		}
	case s.Phase == phaseHouse:
		b.begin()
		s.scratch.houses = houseStepOf(s).choices(s.scratch.houses[:0])
		for _, h := range s.scratch.houses {
			b.option(houseID(h), "")
			if b.labelled {
				b.opts[len(b.opts)-1].Label = houseButton(b.v, h, s.table.houseCount(a, h))
			}
		}
		b.end(promptHouse, a, 1, 1)
		if b.labelled {
			b.text("keyforge.prompt.house")
		}
	case s.Phase == phaseArchives:
		b.begin()
		b.option("take", "keyforge.option.takeArchives")
		b.option("leave", "keyforge.option.leaveArchives")
		b.end(promptArchives, a, 1, 1)
		if b.labelled {
			b.text("keyforge.prompt.archives", "Count", len(s.table.P[a].Archives))
		}
	case s.Phase == phaseMain && s.UI != nil:
		b.followUp()
	case s.Phase == phaseMain:
		s.scratch.acts = mainStepOf(s).acts(s.scratch.acts[:0])
		if len(s.scratch.acts) > 0 {
			b.begin()
			for _, x := range s.scratch.acts {
				b.opts = append(b.opts, b.actOption(x))
			}
			b.end(promptAct, a, 1, 1)
			if b.labelled {
				b.actText(s.House)
			}
		}
		b.begin()
		b.option("end", "keyforge.option.endTurn")
		b.end(promptEnd, a, 1, 1)
		if b.labelled {
			b.text("keyforge.prompt.end")
		}
	}
}

// actText words the step-3 prompt of house h: "Emberforge: play,
// discard or use a card.", made once per house in English.
func (b *builder) actText(h string) {
	if t, ok := actTexts[h]; ok && b.v.english() {
		b.prompts[len(b.prompts)-1].Text = t
		return
	}
	b.text("keyforge.prompt.act", "House", h)
}

// actTexts are the English step-3 prompts by house.
var actTexts = map[string]string{}

// houseCount counts the cards of house h in seat's hand.
func (tb *table) houseCount(seat int, h string) int {
	n := 0
	for _, id := range tb.P[seat].Hand {
		if tb.cdef(id).House == h {
			n++
		}
	}
	return n
}

// houseLabels are the house buttons for the usual counts of cards held,
// made once, so a house question builds no text.
var houseLabels = map[string]*[16]string{}

// houseButton is the label of a house's button: "Emberforge (3 in hand)";
// English's are made once.
func houseButton(v voice, h string, n int) string {
	if l, ok := houseLabels[h]; ok && n < len(l) && v.english() {
		return l[n]
	}
	return houseLabel(v, h, n)
}

func houseLabel(v voice, h string, n int) string {
	return clip(v.t("keyforge.option.house", "House", h, "N", n), games.MaxLabelLen)
}

// houseIDs are the option ids of the houses, made once.
var houseIDs = map[string]string{}

func houseID(h string) string {
	if id, ok := houseIDs[h]; ok {
		return id
	}
	return "h-" + strings.ToLower(h)
}

// followUp is the question of a step-3 move under way.
func (b *builder) followUp() {
	s := b.s
	ui := s.UI
	b.begin()
	switch ui.Kind {
	case uiFlank:
		b.flankOptions(ui.Card)
		b.option(games.BackID, "keyforge.option.back")
		b.end(promptFlank, s.Active, 1, 1)
		if b.labelled {
			b.text("keyforge.prompt.flank", "Card", s.table.faceID(ui.Card).msg)
		}
	case uiFight:
		s.table.ints = s.table.appendDefenders(s.table.ints[:0], ui.Card)
		for _, d := range s.table.ints {
			b.cardOption(d)
		}
		b.option(games.BackID, "keyforge.option.back")
		b.end(promptTarget, s.Active, 1, 1)
		if b.labelled {
			b.text("keyforge.prompt.fight", "Card", s.table.faceID(ui.Card).msg)
		}
	case uiHost:
		s.table.ints = s.table.P.appendHosts(s.table.ints[:0])
		for _, h := range s.table.ints {
			b.cardOption(h)
		}
		b.option(games.BackID, "keyforge.option.back")
		b.end(promptHost, s.Active, 1, 1)
		if b.labelled {
			b.text("keyforge.prompt.host", "Card", s.table.faceID(ui.Card).msg)
		}
	case uiConfirm:
		b.option("end", "keyforge.option.endTurn")
		b.option(games.BackID, "keyforge.option.keepPlaying")
		b.end(promptConfirm, s.Active, 1, 1)
		if b.labelled {
			b.text("keyforge.prompt.confirm")
		}
	}
}

// cardOption adds a card as a choice of the active player.
func (b *builder) cardOption(id int) {
	if b.labelled {
		b.opts = append(b.opts, b.s.table.cardOptionIn(b.v, id, b.s.Active))
		return
	}
	b.option(optionID('c', id), "")
}

// flankOptions adds where a creature may enter: a flank, or with deploy
// anywhere in the battleline.
func (b *builder) flankOptions(id int) {
	s := b.s
	line := s.table.P[s.Active].Line
	b.option("left", "keyforge.option.leftFlank")
	b.option("right", "keyforge.option.rightFlank")
	if s.table.cdef(id).Keywords["deploy"] == 0 {
		return
	}
	for i := 1; i < len(line); i++ {
		b.option(posID(i), "")
		if b.labelled {
			b.opts[len(b.opts)-1].Label = clip(b.v.t("keyforge.option.between", "Card", s.table.face(&line[i-1]).msg, "Other", s.table.face(&line[i]).msg), games.MaxLabelLen)
		}
	}
}

// posIDs are the ids of the places between creatures, made once.
var posIDs [maxCards]string

func init() {
	for i := range posIDs {
		posIDs[i] = "pos" + strconv.Itoa(i)
	}
}

func posID(i int) string { return posIDs[i] }

// actOption is a move as a choice; a labelled builder adds what a
// player reads, in its voice's words.
func (b *builder) actOption(x act) games.Option {
	s, v := b.s, b.v
	o := games.Option{ID: optionID(byte(x.kind), x.card)}
	if !b.labelled {
		return o
	}
	w := wordsIn(v, s.table.faceID(x.card))
	o.Detail = w.text
	switch x.kind {
	case actPlay:
		o.Label, o.Detail = w.play, w.playDetail
		if d := s.table.cdef(x.card); d.Type == Action && s.idle(x.card, OnPlay) {
			o.Label = clip(v.t(idlePlay(d), "Label", o.Label), games.MaxLabelLen)
		}
	case actDiscard:
		o.Label = w.discard
	default:
		o.Label = w.use(v, x.kind, s.table.namesake(s.Active, x.line-1))
		if x.kind == actAction && s.idle(x.card, OnAction) || x.kind == actOmni && s.idle(x.card, OnOmni) {
			o.Label = clip(v.t(idleUse, "Label", o.Label), games.MaxLabelLen)
		}
	}
	switch x.kind {
	case actUnstun:
		o.Detail = w.unstun
	case actReap:
		o.Detail = w.reap
	case actFight:
		o.Detail = w.power(v, s.table.power(x.card))
	}
	return o
}
