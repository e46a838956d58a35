package discord

import "strconv"

// The ids of a table's own buttons and selects, outside its prompts.

// HandID opens, pages or refreshes a seat's hand: h:<table>:<page>[:r].
// Refresh only tells the Refresh button from the page's own Hand button
// (custom ids in a message are unique); both show the page.
type HandID struct {
	Table   string
	Page    int
	Refresh bool
}

func (HandID) Kind() string { return KindHand }
func (h HandID) String() string {
	if h.Refresh {
		return id(KindHand, h.Table, strconv.Itoa(h.Page), handRefresh)
	}
	return id(KindHand, h.Table, strconv.Itoa(h.Page))
}

const handRefresh = "r"

// Parse reads a HandID: a page from 0, then "r" or nothing.
func (h *HandID) Parse(s string) error {
	p, err := split(s, KindHand, 2, 3)
	if err != nil {
		return err
	}
	page, err := number(p[1], 0)
	if err != nil {
		return err
	}
	if len(p) == 3 && p[2] != handRefresh {
		return errShape
	}
	*h = HandID{p[0], page, len(p) == 3}
	return nil
}

// SureID confirms (or not) a destructive command: y:<table>:<action>,
// the action being the bot's to name (end, leave, no).
type SureID struct{ Table, Action string }

func (SureID) Kind() string     { return KindSure }
func (y SureID) String() string { return id(KindSure, y.Table, y.Action) }

// Parse reads a SureID.
func (y *SureID) Parse(s string) error {
	p, err := split(s, KindSure, 2, 2)
	if err != nil {
		return err
	}
	*y = SureID{p[0], p[1]}
	return nil
}

// LogNewest is the first line of the log page that shows the newest lines.
const LogNewest = -1

// LogID is a page of a game's log from its First line:
// g:<table>:<first>, LogNewest for the newest page.
type LogID struct {
	Table string
	First int
}

func (LogID) Kind() string     { return KindLog }
func (g LogID) String() string { return id(KindLog, g.Table, strconv.Itoa(g.First)) }

// Parse reads a LogID: a line from LogNewest.
func (g *LogID) Parse(s string) error {
	p, err := split(s, KindLog, 2, 2)
	if err != nil {
		return err
	}
	first, err := number(p[1], LogNewest)
	if err != nil {
		return err
	}
	*g = LogID{p[0], first}
	return nil
}

// LobbyAction is what a lobby's button or select does.
type LobbyAction string

// The lobby's actions; their strings are in every lobby posted.
const (
	LobbyJoin     LobbyAction = "join"
	LobbyLeave    LobbyAction = "leave"
	LobbyCPU      LobbyAction = "cpu"      // add a CPU at the default level
	LobbyCPULevel LobbyAction = "cpulevel" // the select adding a CPU at the level picked
	LobbyStart    LobbyAction = "start"
	LobbyCancel   LobbyAction = "cancel"
)

// LobbyID is a lobby's button or select: l:<table>:<action>. An action
// the bot does not know parses, and is refused by the lobby: Parse
// checks the shape, the lobby what it means.
type LobbyID struct {
	Table  string
	Action LobbyAction
}

func (LobbyID) Kind() string     { return KindLobby }
func (l LobbyID) String() string { return id(KindLobby, l.Table, string(l.Action)) }

// Parse reads a LobbyID.
func (l *LobbyID) Parse(s string) error {
	p, err := split(s, KindLobby, 2, 2)
	if err != nil {
		return err
	}
	*l = LobbyID{p[0], LobbyAction(p[1])}
	return nil
}

// OptionID is a lobby's button or select of a game option:
// o:<table>:<option key>.
type OptionID struct{ Table, Key string }

func (OptionID) Kind() string     { return KindOption }
func (o OptionID) String() string { return id(KindOption, o.Table, o.Key) }

// Parse reads an OptionID.
func (o *OptionID) Parse(s string) error {
	p, err := split(s, KindOption, 2, 2)
	if err != nil {
		return err
	}
	*o = OptionID{p[0], p[1]}
	return nil
}

// SettingID is a table setting's button or select (turn pings):
// t:<table>:<setting>.
type SettingID struct{ Table, Setting string }

func (SettingID) Kind() string     { return KindSetting }
func (t SettingID) String() string { return id(KindSetting, t.Table, t.Setting) }

// Parse reads a SettingID.
func (t *SettingID) Parse(s string) error {
	p, err := split(s, KindSetting, 2, 2)
	if err != nil {
		return err
	}
	*t = SettingID{p[0], p[1]}
	return nil
}

// RematchID is a finished board's Rematch button: m:<table>.
type RematchID struct{ Table string }

func (RematchID) Kind() string     { return KindRematch }
func (m RematchID) String() string { return id(KindRematch, m.Table) }

// Parse reads a RematchID.
func (m *RematchID) Parse(s string) error {
	table, err := tableOf(s, KindRematch)
	*m = RematchID{table}
	return err
}

// CardID is the select of a table's visible cards to read in full:
// u:<table>; its value is the card.
type CardID struct{ Table string }

func (CardID) Kind() string     { return KindCard }
func (u CardID) String() string { return id(KindCard, u.Table) }

// Parse reads a CardID.
func (u *CardID) Parse(s string) error {
	table, err := tableOf(s, KindCard)
	*u = CardID{table}
	return err
}

// ReadID is a hand's select of the cards its seat sees, to read one in
// full: i:<table>; its value is the card's name.
type ReadID struct{ Table string }

func (ReadID) Kind() string     { return KindRead }
func (r ReadID) String() string { return id(KindRead, r.Table) }

// Parse reads a ReadID.
func (r *ReadID) Parse(s string) error {
	table, err := tableOf(s, KindRead)
	*r = ReadID{table}
	return err
}

// tableOf reads an id of kind whose one part is a table.
func tableOf(s, kind string) (string, error) {
	p, err := split(s, kind, 1, 1)
	if err != nil {
		return "", err
	}
	return p[0], nil
}
