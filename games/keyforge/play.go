package keyforge

import (
	"slices"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// anyHost reports whether a creature can take an upgrade.
func (tb *table) anyHost() bool {
	tb.ints = tb.P.appendHosts(tb.ints[:0])
	return len(tb.ints) > 0
}

// appendHosts appends the creatures an upgrade may be played on.
func (ps *players) appendHosts(out []int) []int {
	for p := 0; p < 2; p++ {
		for _, u := range ps[p].Line {
			if !u.Dying {
				out = append(out, u.ID)
			}
		}
	}
	return out
}

func (tb *table) hasAbility(id int, trig trigger) bool {
	d := tb.faceID(id)
	for _, a := range d.Abilities {
		if a.Trigger == trig && !a.Host {
			return true
		}
	}
	if u := tb.P.unit(id); u != nil {
		for _, up := range u.Upgrades {
			for _, a := range tb.cdef(up).Abilities {
				if a.Trigger == trig && a.Host {
					return true
				}
			}
		}
	}
	return false
}

// actKind is a move of step 3; its letter starts the move's option id.
type actKind byte

const (
	actPlay    actKind = 'p'
	actDiscard actKind = 'd'
	actReap    actKind = 'r'
	actFight   actKind = 'f'
	actAction  actKind = 'a'
	actOmni    actKind = 'o'
	actUnstun  actKind = 'u'
)

// act is one legal move of step 3: what to do with which card.
type act struct {
	kind actKind
	card int
	line int // the card's place in the battleline from 1; 0 elsewhere
}

// canAct reports whether step 3 offers any move.
func (s *state) canAct() bool {
	s.scratch.acts = mainStepOf(s).acts(s.scratch.acts[:0])
	return len(s.scratch.acts) > 0
}

// actWords are the labels of one card's step-3 moves in one language,
// made once for English when the pool loads, so showing the moves of a
// turn builds no text; another language makes them when asked.
type actWords struct {
	name             games.Text
	play, discard    string
	playDetail, text string
	unstun, reap     string
	// uses holds, per kind of use, its label for a card that shares its
	// name with no other on its side (the common case, built no text).
	uses map[actKind]string
	// powers are "0 power" to "31 power", shared by every card.
	powers *[32]string
}

// useWords are the kinds of use of a card in play and their messages.
var useWords = map[actKind]string{actUnstun: "keyforge.use.unstun", actReap: "keyforge.use.reap", actFight: "keyforge.use.fight", actAction: "keyforge.use.action", actOmni: "keyforge.use.omni"}

// englishPowers are the English "3 power" labels every card's English
// words share.
var englishPowers = powerLabels(voice{english})

func makeActWords(d *CardDef) actWords { return makeWordsIn(voice{english}, d, englishPowers) }

func makeWordsIn(v voice, d *CardDef, powers *[32]string) actWords {
	w := actWords{
		name: d.msg,
		play: clip(v.t("keyforge.act.play", "Card", d.msg), games.MaxLabelLen), discard: clip(v.t("keyforge.act.discard", "Card", d.msg), games.MaxLabelLen),
		playDetail: clip(playDetail(v, d), games.MaxDetailLen), text: clip(v.say(d.textMsg), games.MaxDetailLen),
		unstun: v.t("keyforge.act.unstunDetail"), reap: v.t("keyforge.act.reapDetail"),
		uses: map[actKind]string{}, powers: powers,
	}
	for k, id := range useWords {
		w.uses[k] = clip(v.t(id, "Card", d.msg), games.MaxLabelLen)
	}
	return w
}

// wordsIn are d's move labels in v's language.
func wordsIn(v voice, d *CardDef) *actWords {
	if v.english() {
		return &d.words
	}
	w := makeWordsIn(v, d, powerLabels(v))
	return &w
}

// use is the label of a use of the card; which tells it from a creature
// of the same name beside it ("left"), none when none shares its name.
func (w *actWords) use(v voice, k actKind, which games.Text) string {
	if which.IsZero() {
		return w.uses[k]
	}
	return clip(v.t(useWords[k], "Card", games.Say("keyforge.namesake.card", "Card", w.name, "Which", which)), games.MaxLabelLen)
}

// power is "3 power".
func (w *actWords) power(v voice, p int) string {
	if p >= 0 && p < len(w.powers) {
		return w.powers[p]
	}
	return v.t("keyforge.act.power", "N", p)
}

func powerLabels(v voice) *[32]string {
	var out [32]string
	for p := range out {
		out[p] = v.t("keyforge.act.power", "N", p)
	}
	return &out
}

// idKinds are the letters option ids start with: the moves of step 3 and
// c for a card as a choice. Their ids are made once, so building options
// allocates nothing.
const idKinds = "pdrfaouc"

var idTable [len(idKinds)][maxCards]string

func init() {
	for k := range idKinds {
		for id := range maxCards {
			idTable[k][id] = idKinds[k:k+1] + strconv.Itoa(id)
		}
	}
}

// optionID is the option id of a card for a kind of choice: "p12".
func optionID(kind byte, id int) string {
	if k := strings.IndexByte(idKinds, kind); k >= 0 && id >= 0 && id < maxCards {
		return idTable[k][id]
	}
	return string(kind) + strconv.Itoa(id)
}

// playDetail is what a card is, for the button that plays it:
// "creature, 3 power, +1Æ: <its text>".
func playDetail(v voice, d *CardDef) string {
	t := v.say(typeMsg(d.Type))
	if d.Type == Creature {
		t = v.t("keyforge.act.creature", "N", d.Power)
	}
	if d.Aember > 0 {
		t = v.t("keyforge.act.bonus", "What", t, "N", d.Aember)
	}
	if d.text != "" {
		t = v.t("keyforge.act.text", "What", t, "Text", d.textMsg)
	}
	return t
}

// play puts card id from the active player's hand into play: aember
// bonus, then the card enters (exhausted), then its Play: abilities and
// reactions. pos is the battleline index for a creature, host the
// creature for an upgrade.
func (m mainMoves) play(id, pos, host int) {
	a := m.active
	pl := &m.tb.P[a]
	pl.Hand, _ = remove(pl.Hand, id)
	m.tb.Cards[id].Known = 0
	d := m.tb.cdef(id)
	*m.played++
	m.used(id)
	if m.log.telling() {
		m.log.event(games.Say("keyforge.event.plays", "Seat", games.Seat(a), "Card", d.msg))
	}
	dealer{m.tb, m.log, m.rng}.gain(a, d.Aember)
	if d.Keywords["omega"] > 0 {
		m.stack.push(Frame{Kind: frameOmega})
	}
	switch d.Type {
	case Creature:
		u := Unit{ID: id, Exhausted: true}
		pos = max(0, min(pos, len(pl.Line)))
		pl.Line = slices.Insert(pl.Line, pos, u)
	case Artifact:
		pl.Arts = append(pl.Arts, Unit{ID: id, Exhausted: true})
	case Upgrade:
		h := m.tb.P.unit(host)
		h.Upgrades = append(h.Upgrades, id)
	case Action:
		pl.Limbo = append(pl.Limbo, id)
		m.stack.push(Frame{Kind: frameToDiscard, Card: id})
	}
	var fs []Frame
	for i, ab := range d.Abilities {
		if ab.Trigger == OnPlay && !ab.Host {
			fs = append(fs, abFrame(id, d.ID, i, a, id))
		}
	}
	fs = append(fs, m.tb.reactions("play", id, a)...)
	m.stack.pushTriggers(m.active, fs)
}

// discard a card of the active house from hand.
func (m mainMoves) discard(id int) {
	a := m.active
	m.tb.P[a].Hand, _ = remove(m.tb.P[a].Hand, id)
	m.tb.put(id, zoneDiscard)
	*m.played++
	*m.acted = true
	if m.log.telling() {
		m.log.event(games.Say("keyforge.event.discards", "Seat", games.Seat(a), "Card", m.tb.faceID(id).msg))
	}
}
