package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// idle waits until no thinker serves tb.
func idle(t *testing.T, tb *table) {
	t.Helper()
	require.Eventually(t, func() bool {
		running := true
		tb.locked(func() { running = tb.cpu.running })
		return !running
	}, 20*time.Second, time.Millisecond, "the table's CPUs never finished")
}
