package bottest

import (
	"math/rand/v2"
	"sync"
)

// Seeds is a source of table seeds for bot.Config.Seeds that gives the
// same sequence in every run, from seed: the tables a test opens in the
// same order get the same deals, so what it records (a transcript) reads
// the same each time. It is safe to call from several goroutines.
func Seeds(seed uint64) func() uint64 {
	var mu sync.Mutex
	r := rand.New(rand.NewPCG(seed, 0x5eed5))
	return func() uint64 {
		mu.Lock()
		defer mu.Unlock()
		return r.Uint64()
	}
}
