package table

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// game is a game of 2 to 3 seats with one option.
var game = games.Info{Slug: "toy", Name: "Toy", MinSeats: 2, MaxSeats: 3, Options: []games.OptionSpec{{
	Key: "speed", Default: "slow", Choices: []games.Choice{{Value: "slow"}, {Value: "fast"}, {Value: "mad"}},
}}}

var (
	ann   = Member{ID: "ann", Name: "Ann"}
	bob   = Member{ID: "bob", Name: "Bob"}
	cy    = Member{ID: "cy", Name: "Cy"}
	admin = Member{ID: "admin", Name: "Admin", Manager: true}
)

// lobby is a lobby hosted by ann, with bob seated and whoever else is given.
func lobby(more ...Seat) Table {
	t := Open(game, "g", "c", ann, 7, time.Minute, false)
	t.Seats = append(t.Seats, Seat{UserID: "bob", Name: "Bob"})
	t.Seats = append(t.Seats, more...)
	return t
}

// playing is a started game of ann (host), bob and the seats given.
func playing(more ...Seat) Table {
	t := lobby(more...)
	t.Phase = Playing
	return t
}

var cpu = Seat{Name: "CPU 3", CPU: true, Level: "Easy"}

// step is Step that must be accepted.
func step(t *testing.T, tab Table, e Event) (Table, []Effect) {
	t.Helper()
	next, effects, err := Step(tab, e)
	require.NoError(t, err)
	return next, effects
}

// refusal is the reason Step refuses e, failing if it does not.
func refusal(t *testing.T, tab Table, e Event) Reason {
	t.Helper()
	_, _, err := Step(tab, e)
	var r *Refusal
	require.True(t, errors.As(err, &r), "%T is refused, got %v", e, err)
	return r.Reason
}

// ofType are the effects of type E among effects.
func ofType[E Effect](effects []Effect) []E {
	var out []E
	for _, e := range effects {
		if x, ok := e.(E); ok {
			out = append(out, x)
		}
	}
	return out
}

// news is the one piece of news among effects, told or said.
func news(t *testing.T, effects []Effect) News {
	t.Helper()
	var out []News
	for _, e := range effects {
		switch x := e.(type) {
		case Tell:
			out = append(out, x.News)
		case Say:
			out = append(out, x.News)
		}
	}
	require.Len(t, out, 1, "one piece of news in %v", effects)
	return out[0]
}
