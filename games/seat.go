package games

import (
	"strconv"
	"strings"
)

// Seat returns a reference to a seat for use in any text a game shows.
// Games do not know who sits where; whoever renders the text replaces
// the reference with a name (a Discord mention, "CPU 2", "Seat 1").
func Seat(seat int) string {
	return "{seat" + strconv.Itoa(seat) + "}"
}

// ExpandSeats replaces every seat reference in s by name(seat).
func ExpandSeats(s string, name func(seat int) string) string {
	if !strings.Contains(s, "{seat") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "{seat")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			return b.String()
		}
		n, err := strconv.Atoi(s[i+5 : i+j])
		if err != nil {
			b.WriteString(s[:i+j+1])
			s = s[i+j+1:]
			continue
		}
		b.WriteString(s[:i])
		b.WriteString(name(n))
		s = s[i+j+1:]
	}
}

// SeatName is the plain name of a seat when no player name is known.
func SeatName(seat int) string { return "Seat " + strconv.Itoa(seat+1) }
