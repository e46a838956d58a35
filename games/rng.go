package games

import (
	"encoding/base64"
	"encoding/json"
	"math/bits"
	"math/rand/v2"
)

// RNG is the random source kept inside a game state. It is a PCG, so it
// encodes in a few bytes and a decoded state continues the same sequence.
// The zero value is usable but every game seeds it from Config.Seed.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns an RNG seeded from seed.
func NewRNG(seed uint64) RNG {
	var r RNG
	r.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return r
}

// Uint64 returns the next raw value.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform int in [0, n). It panics if n <= 0.
// Lemire's method: unbiased without division in the common case.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("games: IntN with n <= 0")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// Shuffle is Fisher-Yates over n elements.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// MarshalJSON encodes the generator state.
func (r RNG) MarshalJSON() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(base64.RawStdEncoding.EncodeToString(b))
}

// UnmarshalJSON restores the generator state.
func (r *RNG) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	b, err := base64.RawStdEncoding.DecodeString(s)
	if err != nil {
		return err
	}
	return r.pcg.UnmarshalBinary(b)
}

// Reseed replaces the state with one drawn from rng. Determinize uses it
// so that a determinized state's future is not the real one's.
func (r *RNG) Reseed(rng *rand.Rand) {
	r.pcg.Seed(rng.Uint64(), rng.Uint64())
}
