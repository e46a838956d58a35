package tournament

// MemberEntry is what a tournament keeps of one entrant, as a member's
// data export hands it to them: their entrant record, their standing,
// and every game they sat at with its result.
type MemberEntry struct {
	Game     string
	Format   Format
	State    State
	Entrant  Entrant
	Standing *Standing `json:",omitempty"` // nil before play began
	// Points is their points as the standings show them (Standing.Points
	// counts half points in a Swiss).
	Points string       `json:",omitempty"`
	Games  []MemberGame `json:",omitempty"`
	Byes   []int        `json:",omitempty"` // the rounds they had the bye
}

// MemberGame is one table an entrant sat at: its round, its game table's
// id, its seats (entrant ids, the first seat first), and the places
// they finished in and how the result came, once it has one.
type MemberGame struct {
	Round  int
	Table  string `json:",omitempty"`
	Seats  []string
	Places []int  `json:",omitempty"`
	How    string `json:",omitempty"`
}

// Member is what the tournament keeps of the entrant id, or false when
// they are not one of its entrants.
func (t *Tournament) Member(id string) (MemberEntry, bool) {
	e := t.entrant(id)
	if e == nil {
		return MemberEntry{}, false
	}
	m := MemberEntry{Game: t.Game, Format: t.Format, State: t.State, Entrant: *e}
	if t.State != SignUp {
		for _, s := range t.Standings() {
			if s.ID == id {
				m.Standing, m.Points = &s, t.PointsText(s.Points)
			}
		}
	}
	for _, r := range t.Rounds {
		if r.Bye == id {
			m.Byes = append(m.Byes, r.Number)
		}
		for _, tb := range r.Tables {
			for _, s := range tb.Seats {
				if s == id {
					m.Games = append(m.Games, MemberGame{Round: r.Number, Table: tb.ID, Seats: tb.Seats, Places: tb.Places, How: tb.How})
				}
			}
		}
	}
	return m, true
}
