package gametest

import (
	"bytes"
	"fmt"
	"reflect"

	"github.com/deckhand/deckhand/games"
)

func checkRoundTrip(g games.Game, s games.State, seats int) error {
	data := mustEncode(s)
	back, err := g.Decode(data)
	if err != nil {
		return fmt.Errorf("Decode(Encode()): %w", err)
	}
	if again := mustEncode(back); !bytes.Equal(data, again) {
		return fmt.Errorf("Encode(Decode(Encode())) differs:\n%s\n%s", data, again)
	}
	if !reflect.DeepEqual(s.Prompts(), back.Prompts()) || !reflect.DeepEqual(s.Public(), back.Public()) ||
		!reflect.DeepEqual(s.Result(), back.Result()) {
		return fmt.Errorf("a decoded state shows other prompts, another board or another result")
	}
	for seat := 0; seat < seats; seat++ {
		if !reflect.DeepEqual(s.Private(seat), back.Private(seat)) {
			return fmt.Errorf("a decoded state shows seat %d another hand", seat)
		}
	}
	return nil
}

func checkReplay(g games.Game, cfg games.Config, log []games.Answer, final games.State) error {
	s, err := games.Replay(g, cfg, log)
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	if !sameBytes(s, final) {
		return fmt.Errorf("replaying %d answers from the seed does not rebuild the snapshot", len(log))
	}
	return nil
}

func mustEncode(s games.State) []byte {
	b, err := s.Encode()
	if err != nil {
		panic(fmt.Sprintf("Encode: %v", err))
	}
	return b
}

func sameBytes(a, b games.State) bool { return bytes.Equal(mustEncode(a), mustEncode(b)) }
